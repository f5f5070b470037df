/**
 * Characters that reorder text without being seen: the bidirectional controls. A file name
 * `invoice\u202Efdp.exe` would read "invoiceexe.pdf" on screen.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * `text` with every bidirectional control shown as a visible mark (`⟦U+202E⟧`) instead of acting:
 * what a scenario says is shown as it is, never reordered, and it cannot reorder what follows.
 */
export function showControls(text: string): string {
  return text.replace(BIDI_CONTROLS, (c) => `⟦U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}⟧`);
}
