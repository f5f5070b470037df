/**
 * `npm run provider -- [options]` (see `--help`): the local fake provider for your own pi-ai
 * program, on 127.0.0.1 until Ctrl-C.
 */
import { runProvider } from "./run-provider";
import { readLimited } from "./read-file";
import type { LabProvider } from "./provider/serve";

process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

/** Ctrl-C closes the provider (its streams end), or exits at once when it is not listening yet. */
const running: { provider?: LabProvider } = {};
const stop = () => {
  if (!running.provider) process.exit(0);
  void running.provider.close().then(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);

const ran = await runProvider(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  cwd: process.env.INIT_CWD ?? process.cwd(),
  readFile: readLimited,
});
if ("code" in ran) {
  process.exitCode = ran.code;
  process.removeListener("SIGINT", stop);
  process.removeListener("SIGTERM", stop);
} else running.provider = ran.provider;
