/**
 * The versions the lens can set beside 1.4.0, as the deep link (`lens=1.6`) and the CLI (`--lens
 * 1.6`) spell them. A leaf module: the page reads and writes links with it without loading the lens.
 */

/** Every lens choice. */
export const LENS_CHOICES = ["1.6"] as const;

/** One of {@link LENS_CHOICES}. */
export type LensChoice = (typeof LENS_CHOICES)[number];

/** Whether `value` names a lens version (`lens=1.6`, `--lens 1.6`). */
export function isLensChoice(value: unknown): value is LensChoice {
  return typeof value === "string" && (LENS_CHOICES as readonly string[]).includes(value);
}
