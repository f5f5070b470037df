/**
 * The words of the version lens, chosen from its typed differences (the way `narrate` chooses a
 * frame's words from its fact). Nothing reads a lens key back as data.
 */
import type { Lang } from "../scenarios/types";
import { joinNames } from "../engine/trace/narrate";
import type { Narration } from "../engine/trace/frames";
import { INDEX_FIELDS, RAW_TEXT_FIELDS, type LensDifference } from "../engine/trace/differences";

/** What the lens says of one difference: the sentence, and the release that changed it. */
export interface LensNarration {
  sentence: Narration;
  since: Narration;
}

function sentence(d: LensDifference, lang: Lang): Narration {
  const params = { id: d.toolCallId ?? d.path ?? "", api: d.api ?? "", path: d.path ?? "" };
  switch (d.kind) {
    case "verdict": {
      if (d.toolCallId === undefined) return { key: "lens.verdict.careless", params };
      const accepted = (d.after as { status?: string } | null)?.status === "valid";
      return { key: accepted ? "lens.verdict.accepts" : "lens.verdict.refuses", params };
    }
    case "partial-fields":
      return partialFields(d, lang);
    case "request-tools":
      return d.nowSeen?.length
        ? { key: "lens.request-tools.seen", params: { api: params.api, fields: joinNames(d.nowSeen, lang) } }
        : { key: "lens.request-tools", params };
    case "error-text":
      return { key: d.sameModelText ? "lens.error-text.same-model-text" : "lens.error-text", params };
    case "preview":
      return { key: notObjectPreview(d) ? "lens.preview.not-object" : "lens.preview", params };
    default:
      return { key: `lens.${d.kind}`, params };
  }
}

/** Whether 1.4.0's preview is not an object and 1.6.0 shows `{}`: ToolCallArgumentsStream's rule for partial values. */
export function notObjectPreview(d: Pick<LensDifference, "before" | "after">): boolean {
  const isObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);
  return !isObject(d.before) && isObject(d.after) && Object.keys(d.after as object).length === 0;
}

/**
 * What 1.6.0's partial block no longer carries, said for what each field held: the raw argument text
 * or the block's index in the provider's stream. A block that is not a call is named by its place.
 */
function partialFields(d: LensDifference, lang: Lang): Narration {
  const gone = (d.before as string[]).filter((f) => !(d.after as string[]).includes(f));
  const text = gone.filter((f) => (RAW_TEXT_FIELDS as readonly string[]).includes(f));
  const index = gone.filter((f) => (INDEX_FIELDS as readonly string[]).includes(f));
  if (d.toolCallId === undefined) {
    const n = /^partial\.content\.(\d+)$/.exec(d.path ?? "")?.[1] ?? "";
    return { key: "lens.partial-fields.block", params: { n, fields: joinNames(index, lang) } };
  }
  const id = d.toolCallId;
  if (text.length && index.length)
    return {
      key: "lens.partial-fields.both",
      params: { id, text: joinNames(text, lang), index: joinNames(index, lang) },
    };
  return {
    key: `lens.partial-fields.${text.length ? "text" : "index"}`,
    params: { id, fields: joinNames(gone, lang) },
  };
}

/** The sentence for `d` and the release that changed it, in `lang` (only lists of names depend on it). */
export function narrateLens(d: LensDifference, lang: Lang): LensNarration {
  return { sentence: sentence(d, lang), since: { key: `lens.since.${d.changedIn}`, params: {} } };
}
