/**
 * `npm run trace -- <scenario id | path.json> [options]` (see `--help`): plays a scenario headlessly
 * and prints one line per frame, or the whole Trace as JSON.
 */
import { runTrace } from "./run-trace";
import { readLimited } from "./read-file";

// `| head -1` closes the pipe early: that is the reader's choice, not a failure to report.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

const code = await runTrace(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  // npm runs scripts from the package folder and keeps the caller's folder in INIT_CWD.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  readFile: readLimited,
});
process.exitCode = code;
