/**
 * The version lens as text, for the trace command's `--lens 1.6`: under each frame, `=` and a short
 * sentence when 1.6.0 gives the same frame, or each difference named with both sides.
 */
import { message } from "../i18n";
import type { Lang } from "../scenarios/types";
import type { Frame, Trace } from "../engine/trace/frames";
import { differencesAt, type LensDifference } from "../engine/trace/differences";
import { narrateLens } from "./narrate-lens";

/** One side of a difference on one line, long values cut (the whole is in `--json`). */
function side(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? "undefined");
  return text.length > 400 ? `${text.slice(0, 400)}… (${text.length} characters)` : text;
}

/** The words of one difference, with the release that changed it, and both sides. */
export function differenceLines(d: LensDifference, lang: Lang): string {
  const { sentence, since } = narrateLens(d, lang);
  const said = message(lang, "ui.lens.since-note", {
    sentence: message(lang, sentence.key, sentence.params),
    pkg: d.pkg,
    since: message(lang, since.key),
  });
  const head = `   ≠ ${said}`;
  if (d.kind === "request-history" || d.kind === "partial-fields") return `${head}\n`;
  return `${head}\n     1.4.0: ${side(d.before)}\n     1.6.0: ${side(d.after)}\n`;
}

/** What the lens adds under frame `index` of `trace` (empty when the lens is off). */
export function lensBlock(trace: Trace, frame: Frame, index: number, lang: Lang): string {
  if (!trace.lens) return "";
  if (frame.lensSummary)
    return frame.lensSummary.differences.map((d) => `   ${d.frame + 1}:${differenceLines(d, lang).slice(2)}`).join("");
  const here = differencesAt(trace.lens, index);
  if (here.length === 0) return `   = ${message(lang, "lens.same")}\n`;
  return here.map((d) => differenceLines(d, lang)).join("");
}
