/**
 * The trace read as text: the lecture (`--script`: every frame's whole narration) and the recap
 * lines printed under their frames, so a run can be read, or a translation reviewed, without a
 * browser. The words come from the catalogs the player uses; nothing here is prose of its own.
 */
import { message } from "../i18n";
import type { Lang } from "../scenarios";
import type { Frame, RecapLine, Trace } from "../engine";
import { createFrameReader } from "../engine/trace/frame-store";
import { sameSaying } from "../engine/trace/runs";
import { lensBlock } from "../lens/lens-lines";
import { objectLines } from "../engine/trace/recap-objects";
import { recapObjectsText } from "../playground/player/recap/words";

/**
 * One recap line as "    who: text  → frame N": the actor in the player's own heading words
 * (takeaways have none), the line's text with its counts, and the 1-based frame it opens.
 */
export function recapLineText(line: RecapLine, lang: Lang): string {
  const text = message(lang, line.key, line.params);
  // Each language joins the actor to its line with its own colon (full-width in Chinese).
  const said = line.actor
    ? message(lang, "ui.recap.who-line", { who: message(lang, `ui.recap.actor.${line.actor}`), text })
    : text;
  // The player shows frames 1-based (its counter and the "frame N" note); the trace stores them 0-based.
  const where = message(lang, "ui.recap.frame", { n: line.frame + 1 });
  return `    ${said}  → ${where}`;
}

/**
 * The §16 review by object, under the responsibilities frame: a heading line, then each line as
 * "    object: text  → frame N", made from the trace's facts (`objectLines`) in the player's words.
 */
function objectsBlock(trace: Trace, lang: Lang): string {
  const t = (key: string, params = {}) => recapObjectsText(lang, key, params);
  const lines = objectLines(trace.frames, trace).map((line) => {
    const who = t(`recap.objects.subject.${line.subject}`);
    const said = message(lang, "ui.recap.who-line", { who, text: t(line.key, line.params) });
    return `    ${said}  → ${message(lang, "ui.recap.frame", { n: line.frame + 1 })}\n`;
  });
  return `    ${t("recap.objects.intro")}\n${lines.join("")}`;
}

/** The recap lines a frame carries (the §16 and §18 frames), each ending in a newline; else "". */
export function recapBlock(trace: Trace, frame: Frame, lang: Lang): string {
  const lines = (frame.recap?.lines ?? []).map((line) => recapLineText(line, lang) + "\n").join("");
  return frame.recap?.kind === "responsibilities" ? lines + objectsBlock(trace, lang) : lines;
}

const COMPARED = ["outcome", "requests", "executions", "errors"] as const;

/**
 * The loop's comparison frame as the player's panel shows it: the round and the loop side by side,
 * row by row, then every difference named, one a line; "" on any other frame.
 */
export function comparisonBlock(trace: Pick<Trace, "loop">, frame: Frame, lang: Lang): string {
  const comparison = trace.loop?.comparison;
  if (frame.fact.kind !== "comparison" || !comparison) return "";
  const t = (key: string, params = {}) => message(lang, key, params);
  // Chinese text takes the full-width colon.
  const colon = lang === "zh-CN" ? "：" : ": ";
  const value = (side: "round" | "loop", row: (typeof COMPARED)[number]) => {
    const s = comparison[side];
    if (row === "outcome") return t(`ui.outcome.${s.outcome}`);
    return String(row === "errors" ? s.errorResults : s[row]);
  };
  const rows = COMPARED.map(
    (row) =>
      `    ${t(`ui.loop.compare.${row}`)}${colon}${t("ui.loop.compare.round")} ${value("round", row)} · ${t("ui.loop.compare.loop")} ${value("loop", row)}\n`,
  );
  const named = comparison.differences.map((d) => `    - ${t(d.key, d.params)}\n`);
  return `${rows.join("")}    ${t("ui.loop.compare.differences")}${colon.trim()}\n${named.join("")}`;
}

/** What a frame carries beyond its narration, as lines: recap, the loop's comparison, the lens's `=`/`≠` lines. */
export function frameExtras(trace: Trace, frame: Frame, index: number, lang: Lang): string {
  return recapBlock(trace, frame, lang) + comparisonBlock(trace, frame, lang) + lensBlock(trace, frame, index, lang);
}

/**
 * The whole lecture: per frame a "N · stage · §S" line, its narration paragraph whole, then what
 * the frame carries beyond it (`frameExtras`); a blank line between frames. N is 1-based, as the
 * player counts. A run of frames that say the same (a stream's pieces: `sameSaying`) and carry the
 * same extras is one paragraph, headed "N–M · stage · §S".
 */
export function scriptOf(trace: Trace, lang: Lang): string {
  // One reader stepping forward applies one patch per frame, so the script costs what the trace does.
  const reader = createFrameReader(trace);
  const paragraphs: string[] = [];
  for (let i = 0; i < trace.frames.length;) {
    const frame = reader.at(i);
    const narration = message(lang, frame.narration.key, frame.narration.params);
    const extras = frameExtras(trace, frame, i, lang);
    let last = i;
    while (
      last + 1 < trace.frames.length &&
      sameSaying(trace.frames[last]!, trace.frames[last + 1]!) &&
      frameExtras(trace, reader.at(last + 1), last + 1, lang) === extras
    )
      last++;
    const numbers = last > i ? `${i + 1}–${last + 1}` : `${i + 1}`;
    paragraphs.push(`${numbers} · ${frame.stage} · §${frame.section}\n${narration}\n${extras}`);
    i = last + 1;
  }
  return paragraphs.join("\n");
}
