/**
 * Registers the pi-ai spies (`hook.mjs`) once per thread. Import it before pi-ai loads: the CLI
 * with `node --import`, the unit tests from their setup file.
 */
import { register } from "node:module";

if (!globalThis.__toolCallLabPiSpyHook) {
  globalThis.__toolCallLabPiSpyHook = true;
  register("./hook.mjs", import.meta.url);
}
