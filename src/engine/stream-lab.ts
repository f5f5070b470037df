/**
 * The Stream lab (§8): the learner types the argument text a model streams and cuts it into
 * pieces; for every piece, what pi-ai's `parseStreamingJson`, `partial-json`'s own `parse` and plain
 * `JSON.parse` make of the text so far, and which of pi-ai's steps made the preview; at the end,
 * `parseToolCallArguments` and `validateToolArguments` on the whole text. Pure and synchronous.
 */
import { parseStreamingJson, parseToolCallArguments, type Tool, type ToolCall } from "@earendil-works/pi-ai";
import { parse as partialParse } from "partial-json";
import { LIMITS, nestingDepth } from "../scenarios/limits";
import type { Scenario, ScenarioBlock } from "../scenarios/types";
import { prepareCall } from "./round/validate";
import { previewStep, type PreviewStep } from "./round/preview-step";
import { listDownloadFilesTool } from "./round/tool";

/** What one parser made of a text: a value, or its error message. */
export type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

/** One row of the lab: the piece, the text received so far, and the three parsers' views of it. */
export interface PieceRow {
  index: number;
  piece: string;
  /** Characters received after this piece. */
  length: number;
  /** pi-ai's `parseStreamingJson` on the text so far: what a UI would show. */
  preview: unknown;
  step: PreviewStep;
  partialJson: Parsed;
  jsonParse: Parsed;
}

/** The end of the stream: pi-ai's final parse of the whole text, and its validator on the call. */
export interface FinalCheck {
  arguments: unknown;
  argumentsError?: string;
  validation: { ok: true; args: unknown } | { ok: false; message: string };
}

function attempt(parse: () => unknown): Parsed {
  try {
    return { ok: true, value: parse() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Why the lab parses none of a text: longer, or nested deeper, than a scenario's argument may be. */
export interface StreamLimit {
  kind: "too-long" | "too-deep";
  n: number;
  max: number;
}

/**
 * The limit `text` breaks, if any. Past it nothing parses the text: partial-json recurses once a
 * level and retries as it goes, so 100,000 `[` would hold a thread for tens of seconds, and the
 * preview of it is too deep to print. One linear scan, no parse.
 */
export function streamLimit(text: string): StreamLimit | undefined {
  if (text.length > LIMITS.textChars) return { kind: "too-long", n: text.length, max: LIMITS.textChars };
  const depth = nestingDepth(text);
  return depth > LIMITS.argumentDepth ? { kind: "too-deep", n: depth, max: LIMITS.argumentDepth } : undefined;
}

/** Offsets where `text` is cut every `size` characters (never at 0 or at the end). */
export function cutEvery(text: string, size: number): number[] {
  const step = Math.max(1, Math.floor(size));
  const cuts: number[] = [];
  for (let at = step; at < text.length; at += step) cuts.push(at);
  return cuts;
}

/** Cleans cut offsets for `text`: whole, inside it, sorted, each once. */
export function normalizeCuts(text: string, cuts: readonly number[]): number[] {
  return [...new Set(cuts.filter((c) => Number.isInteger(c) && c > 0 && c < text.length))].sort((a, b) => a - b);
}

/** The pieces `text` streams as, cut at `cuts`. They always join back into `text`. */
export function piecesFromCuts(text: string, cuts: readonly number[]): string[] {
  const bounds = [0, ...normalizeCuts(text, cuts), text.length];
  const pieces: string[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) pieces.push(text.slice(bounds[i], bounds[i + 1]));
  return pieces.length ? pieces : [""];
}

/** The row for the piece ending at `end` (1-based piece number `index`). */
export function pieceRow(text: string, pieces: readonly string[], index: number, end: number): PieceRow {
  const sofar = text.slice(0, end);
  const jsonParse = attempt(() => JSON.parse(sofar));
  return {
    index,
    piece: pieces[index - 1] ?? "",
    length: end,
    preview: parseStreamingJson(sofar),
    step: previewStep(sofar, jsonParse.ok ? jsonParse : { ok: false }).step,
    partialJson: attempt(() => partialParse(sofar)),
    jsonParse,
  };
}

/**
 * pi-ai's preview of the whole `text` and the step of `parseStreamingJson` that made it: what the lab
 * shows after each keystroke. The row's other columns (partial-json, plain JSON.parse of the text as
 * the last row has it) are left to the table, which follows a frame later: partial-json on a
 * 10,000-character text is a whole parse more per keystroke.
 */
export function latestPreview(text: string): { preview: unknown; step: PreviewStep } {
  return { preview: parseStreamingJson(text), step: previewStep(text).step };
}

/** Where each piece ends, so a view can build only the rows it shows. */
export function pieceEnds(pieces: readonly string[]): number[] {
  let end = 0;
  return pieces.map((p) => (end += p.length));
}

/** pi-ai at the end of the stream: `parseToolCallArguments`, then `validateToolArguments` (§8, §9). */
export function finalCheck(text: string, tool: Tool = listDownloadFilesTool): FinalCheck {
  const parsed = parseToolCallArguments(text);
  const call: ToolCall = {
    type: "toolCall",
    id: "call_lab",
    name: tool.name,
    arguments: parsed.arguments,
    ...(parsed.argumentsError ? { argumentsError: parsed.argumentsError } : {}),
  };
  const prepared = prepareCall(call, tool);
  return {
    arguments: parsed.arguments,
    ...(parsed.argumentsError ? { argumentsError: parsed.argumentsError } : {}),
    validation:
      prepared.status === "valid"
        ? { ok: true, args: prepared.args }
        : { ok: false, message: prepared.status === "invalid" ? prepared.message : "unknown tool" },
  };
}

/** Built-in examples: each reaches a different step of `parseStreamingJson` on some piece. */
export const STREAM_EXAMPLES: { id: string; text: string; cuts: number[] }[] = [
  { id: "chapter", text: '{"extension": ".pdf"}', cuts: [4, 8, 14, 17] },
  { id: "leading-space", text: ' {"extension": ".pdf"}', cuts: [1, 8, 18] },
  { id: "raw-tab", text: '{"extension": ".pdf\t"}', cuts: [15] },
  { id: "bad-escape", text: '{"extension": "\\.pdf"}', cuts: [15] },
  { id: "bare-escape", text: '"\\.pdf"}', cuts: [] },
  { id: "not-json", text: "nope", cuts: [] },
  { id: "number", text: '{"extension": 123}', cuts: [7, 14] },
];

/**
 * The tool call of `base` (its first) with `text` as its arguments, streamed as `pieces`: the
 * scenario "Play this" opens. The rest of the scenario stays the base's.
 */
export function streamScenario(base: Scenario, text: string, pieces: readonly string[]): Scenario {
  const scenario = structuredClone(base);
  scenario.id = "stream-lab";
  scenario.title = { en: "Stream lab: your stream", "zh-CN": "流式实验：你的参数流" };
  scenario.summary = {
    en: "The argument text and pieces you made in the Stream lab.",
    "zh-CN": "你在流式实验里写的参数文本与切分。",
  };
  const blocks = scenario.firstTurn.blocks;
  const at = blocks.findIndex((b) => b.type === "toolCall");
  const call: ScenarioBlock = {
    type: "toolCall",
    id: "call_01",
    name: listDownloadFilesTool.name,
    arguments: text,
    pieces: [...pieces],
  };
  if (at >= 0)
    blocks[at] = {
      ...(blocks[at] as Extract<ScenarioBlock, { type: "toolCall" }>),
      arguments: text,
      pieces: [...pieces],
    };
  else blocks.push(call);
  scenario.firstTurn.stopReason = "toolUse";
  return scenario;
}
