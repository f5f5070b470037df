/**
 * The five steps of pi-ai's `parseStreamingJson` (§8), in order: empty text gives `{}`; plain
 * `JSON.parse`; JSON whose strings were repaired (raw control characters, invalid backslashes);
 * `partial-json` on the unfinished text; `partial-json` on the repaired text; and `{}` when all
 * of them failed. `json` and `repaired-json` are the two halves of the second step.
 * A leaf module: the playground reads the names without loading pi-ai.
 */
export type PreviewStep = "empty" | "json" | "repaired-json" | "partial" | "partial-repaired" | "gave-up";

/** Every step, in the order pi-ai tries them. */
export const PREVIEW_STEPS: readonly PreviewStep[] = [
  "empty",
  "json",
  "repaired-json",
  "partial",
  "partial-repaired",
  "gave-up",
];
