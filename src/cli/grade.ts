/** `npm run grade -- <round.ts> [--json] [--lang zh-CN]` (see `--help`): grades a round module. */
import { runGrade } from "./run-grade";
import { readLimited } from "./read-file";

process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

process.exitCode = await runGrade(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  cwd: process.env.INIT_CWD ?? process.cwd(),
  readFile: readLimited,
});
