/**
 * The theme a first visit opens in. Small on purpose, with no Solid: the built page also reads it
 * inline while its HTML is parsed, to pick the pre-rendered first screen (`start/first-screen.ts`).
 */

/** Light or dark. */
export type Theme = "light" | "dark";

/** The media query that says the system asks for a dark theme. */
export const DARK_SCHEME = "(prefers-color-scheme: dark)";

/** The theme the system asks for, for a first visit. */
export function systemTheme(): Theme {
  return globalThis.matchMedia?.(DARK_SCHEME).matches ? "dark" : "light";
}
