import { parseJsonWithRepair, repairJson } from "@earendil-works/pi-ai";
import { parse as partialParse } from "partial-json";

import type { PreviewStep } from "../trace/preview-step-names";

function tryJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export { PREVIEW_STEPS, type PreviewStep } from "../trace/preview-step-names";

/**
 * Which step of `parseStreamingJson` produced the preview of `text`, worked out with the same
 * public pieces pi-ai calls — `JSON.parse`, pi-ai's `parseJsonWithRepair` and `repairJson`, and
 * `partial-json`'s `parse` at the version pi-ai pins. The preview itself always comes from pi-ai;
 * a test checks that the step named here gives the same value.
 */
export function previewStep(
  text: string,
  parsed?: { ok: true; value: unknown } | { ok: false },
): { step: PreviewStep; value: unknown } {
  if (!text || text.trim() === "") return { step: "empty", value: {} };
  // A caller that already ran plain JSON.parse on this text passes its outcome, so it is not run twice.
  const plain = parsed ?? tryJson(text);
  if (plain.ok) return { step: "json", value: plain.value };
  // pi-ai's next try: the same text with its strings repaired.
  try {
    return { step: "repaired-json", value: parseJsonWithRepair(text) };
  } catch {
    // Not JSON even when repaired: partial-json, on the text as it is.
  }
  try {
    return { step: "partial", value: partialParse(text) ?? {} };
  } catch {
    // partial-json refused it: once more, on the repaired text.
  }
  try {
    return { step: "partial-repaired", value: partialParse(repairJson(text)) ?? {} };
  } catch {
    return { step: "gave-up", value: {} };
  }
}
