/**
 * Loads the 1.6.0 kit on demand. The only way into `kit-16.ts`: a dynamic import, so pi-ai 1.6.0
 * becomes its own chunk and the first chunk carries none of it (checked by the bundle budget).
 */
import type { PiKit } from "../fake-provider/kit";

/** The versions the lens can set beside 1.4.0, as the deep link and the CLI spell them. */
export const LENS_CHOICES = ["1.6"] as const;

/** One of {@link LENS_CHOICES}. */
export type LensChoice = (typeof LENS_CHOICES)[number];

/** Whether `value` names a lens version (`lens=1.6`, `--lens 1.6`). */
export function isLensChoice(value: unknown): value is LensChoice {
  return typeof value === "string" && (LENS_CHOICES as readonly string[]).includes(value);
}

let loading: Promise<PiKit> | undefined;

/** pi-ai and pi-agent-core 1.6.0's kit; loaded once, then shared. */
export function loadLensKit(): Promise<PiKit> {
  loading ??= import("./kit-16").then((m) => m.KIT_16);
  return loading;
}
