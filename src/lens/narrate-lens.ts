/**
 * The words of the version lens, chosen from its typed differences (the way `narrate` chooses a
 * frame's words from its fact). Nothing reads a lens key back as data.
 */
import type { Lang } from "../scenarios/types";
import { joinNames } from "../engine/trace/narrate";
import type { Narration } from "../engine/trace/frames";
import type { LensDifference } from "../engine/trace/differences";

/** What the lens says of one difference: the sentence, and the release that changed it. */
export interface LensNarration {
  sentence: Narration;
  since: Narration;
}

function sentence(d: LensDifference, lang: Lang): Narration {
  // A block that is not a call (1.4.0 Anthropic text blocks carry `index`) is named by its place.
  const params = { id: d.toolCallId ?? d.path ?? "", api: d.api ?? "", path: d.path ?? "" };
  switch (d.kind) {
    case "verdict": {
      if (d.toolCallId === undefined) return { key: "lens.verdict.careless", params };
      const accepted = (d.after as { status?: string } | null)?.status === "valid";
      return { key: accepted ? "lens.verdict.accepts" : "lens.verdict.refuses", params };
    }
    case "partial-fields":
      return {
        key: "lens.partial-fields",
        params: {
          ...params,
          fields: joinNames(
            (d.before as string[]).filter((f) => !(d.after as string[]).includes(f)),
            lang,
          ),
        },
      };
    default:
      return { key: `lens.${d.kind}`, params };
  }
}

/** The sentence for `d` and the release that changed it, in `lang` (only lists of names depend on it). */
export function narrateLens(d: LensDifference, lang: Lang): LensNarration {
  return { sentence: sentence(d, lang), since: { key: `lens.since.${d.changedIn}`, params: {} } };
}
