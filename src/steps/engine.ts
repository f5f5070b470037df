/**
 * The engine's heavy part — pi-ai's parsing and validation, TypeBox's compiler, the providers —
 * as one module the playground imports on demand, so its first frame does not wait for it.
 */
export { playScenario } from "./play";
export { providerFactory } from "./providers";
