/**
 * Loads the 1.6.0 kit on demand. The only way into `kit-16.ts`: a dynamic import, so pi-ai 1.6.0
 * becomes its own chunk and the first chunk carries none of it (checked by the bundle budget).
 */
import type { PiKit } from "../fake-provider/kit";

export { isLensChoice, LENS_CHOICES, type LensChoice } from "./choice";

let loading: Promise<PiKit> | undefined;

/** pi-ai and pi-agent-core 1.6.0's kit; loaded once, then shared. */
export function loadLensKit(): Promise<PiKit> {
  loading ??= import("./kit-16").then((m) => m.KIT_16);
  return loading;
}
