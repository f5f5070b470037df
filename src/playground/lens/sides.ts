/**
 * How the lens pane draws the two sides of one difference (1.4.0's and 1.6.0's), read from the
 * typed difference itself (`src/engine/trace/differences.ts`): no narration key is read as data. Pure: no
 * Solid, no DOM; words come through the `t` given.
 */
import type { LensDifference } from "../../engine/trace/differences";

/** Translates a catalog key (the store's `t`). */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** What the pane shows of a difference: its two sides as text, or only where it is (`paths`). */
export type SidesView = { kind: "sides"; before: string; after: string } | { kind: "paths"; paths: string };

const json = (value: unknown) => (value === undefined ? "undefined" : JSON.stringify(value, null, 2));

/** The text of a tool result's content (pi-ai's `{type: "text"}` parts), as the model reads it. */
function contentText(value: unknown): string {
  if (typeof value === "string") return value;
  if (
    Array.isArray(value) &&
    value.every((part) => part && typeof part === "object" && (part as { type?: unknown }).type === "text")
  ) {
    return value.map((part) => String((part as { text?: unknown }).text ?? "")).join("\n");
  }
  return json(value);
}

/** One side of a `verdict`: accepted or refused, and the error text when refused. */
function verdictText(value: unknown, t: Translate): string {
  const v = value as { status?: unknown; message?: unknown } | null;
  if (!v || typeof v.status !== "string") return value === null ? t("ui.lens.none-value") : json(value);
  const status = ["valid", "invalid", "unknown-tool"].includes(v.status) ? t(`ui.lens.verdict.${v.status}`) : v.status;
  return typeof v.message === "string" && v.message !== "" ? `${status}\n${v.message}` : status;
}

/** One side of `loop-results`: each turn's calls and results, in words. */
function turnsText(value: unknown, t: Translate): string {
  if (!Array.isArray(value)) return json(value);
  return value
    .map((turn: { turn?: number; calls?: number; results?: number }) =>
      t("ui.lens.turn-results", { turn: turn.turn ?? 0, calls: turn.calls ?? 0, results: turn.results ?? 0 }),
    )
    .join("\n");
}

/** The text of one side of `d`. */
function sideText(d: LensDifference, value: unknown, t: Translate): string {
  switch (d.kind) {
    case "partial-fields":
      return Array.isArray(value) && value.length ? value.join(", ") : t("ui.lens.fields.none");
    case "verdict":
      return d.toolCallId === undefined ? json(value) : verdictText(value, t);
    case "error-text":
    case "model-text":
      return value === null || value === undefined ? t("ui.lens.none-value") : contentText(value);
    case "loop-results":
      return turnsText(value, t);
    default:
      return value === null || value === undefined ? t("ui.lens.none-value") : json(value);
  }
}

/** What the pane shows of `d`. A changed history carries no values of its own: where it changed is said. */
export function sidesOf(d: LensDifference, t: Translate): SidesView {
  if (d.kind === "request-history") return { kind: "paths", paths: d.path ?? "" };
  return { kind: "sides", before: sideText(d, d.before, t), after: sideText(d, d.after, t) };
}

/**
 * Where two texts part: the shared head and tail, so the view can mark only what changed (an
 * error's `must match pattern "…"` against `expected to match …`).
 */
export function splitChange(a: string, b: string): { head: number; tailA: number; tailB: number } {
  let head = 0;
  const max = Math.min(a.length, b.length);
  while (head < max && a.charCodeAt(head) === b.charCodeAt(head)) head++;
  let tail = 0;
  while (tail < max - head && a.charCodeAt(a.length - 1 - tail) === b.charCodeAt(b.length - 1 - tail)) tail++;
  return { head, tailA: a.length - tail, tailB: b.length - tail };
}
