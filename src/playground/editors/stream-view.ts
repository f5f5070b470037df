/**
 * What the Stream lab shows of a text, computed apart from the page (`stream-view.worker.ts`): pi-ai's
 * preview of the whole text and its step, the end-of-stream check, and the piece table's rows of one
 * page, each value already printed and cut to what a panel or a cell shows. A text past the lab's
 * limits gets its limit and nothing else. Pure: no Solid, no DOM.
 */
import {
  finalCheck,
  latestPreview,
  pieceEnds,
  pieceRow,
  piecesFromCuts,
  streamLimit,
  type Parsed,
  type StreamLimit,
} from "../../engine/stream-lab";
import type { PreviewStep } from "../../engine/round/preview-step";
import { clipText, type Clipped } from "../long-values";

/** Characters of a value the panels show in full; longer ones are cut, with the count said. */
export const SHOWN_CHARS = 2000;

/** Characters a cell shows: laying out a 10,000-character value would cost frames. */
export const CELL_CHARS = 160;

/** Rows per page of the piece table: each row parses its whole prefix three times, so only the rows shown are built. */
export const PIECE_PAGE = 12;

/** What the page asks to be shown: the text, where it is cut, the table's page; `version` names the answer. */
export interface StreamViewRequest {
  version: number;
  text: string;
  cuts: number[];
  page: number;
}

/** A parser's result as a cell shows it. */
export type ShownParsed = { ok: true; value: Clipped } | { ok: false; error: string };

/** pi-ai's preview of the whole text, printed, and the step that made it. */
export interface ShownLatest {
  preview: Clipped;
  step: PreviewStep;
}

/** The end of the stream, printed: `parseToolCallArguments`, then `validateToolArguments`. */
export interface ShownFinal {
  arguments: Clipped;
  argumentsError?: Clipped;
  validation: { ok: true } | { ok: false; message: Clipped };
}

/** One row of the piece table, printed. */
export interface ShownRow {
  index: number;
  piece: Clipped;
  preview: Clipped;
  step: PreviewStep;
  partialJson: ShownParsed;
  jsonParse: ShownParsed;
}

/** What the worker posts once its modules have loaded. */
export const STREAM_VIEW_READY = "ready";

/** One answer to a request, as soon as it is known; `done` ends it. */
export type StreamViewPart = { version: number } & (
  | { part: "limit"; limit: StreamLimit }
  | { part: "latest"; latest: ShownLatest }
  | { part: "final"; final: ShownFinal }
  | { part: "row"; row: ShownRow }
  | { part: "done" }
);

/** `value` printed as JSON (indented for a panel, compact for a cell) and cut to `max` characters. */
function printed(value: unknown, max: number, indent?: number): Clipped {
  let text: string;
  try {
    text = JSON.stringify(value, null, indent) ?? "undefined";
  } catch (error) {
    // A value too big to print at all says so rather than taking the lab down.
    text = error instanceof Error ? error.message : String(error);
  }
  return clipText(text, max);
}

const shownParsed = (p: Parsed): ShownParsed =>
  p.ok ? { ok: true, value: printed(p.value, CELL_CHARS) } : { ok: false, error: p.error.slice(0, SHOWN_CHARS) };

function shownFinal(text: string): ShownFinal {
  const final = finalCheck(text);
  return {
    arguments: printed(final.arguments, SHOWN_CHARS, 2),
    ...(final.argumentsError ? { argumentsError: clipText(final.argumentsError, SHOWN_CHARS) } : {}),
    validation: final.validation.ok
      ? { ok: true }
      : { ok: false, message: clipText(final.validation.message, SHOWN_CHARS) },
  };
}

/**
 * The answers to `request`, one at a time, cheapest first: a limit alone when the text breaks one,
 * else the preview, the end-of-stream check, each row of the page, then `done`. The caller may stop
 * between any two (a newer request came).
 */
export function* streamViewParts(request: StreamViewRequest): Generator<StreamViewPart> {
  const { version, text } = request;
  const limit = streamLimit(text);
  if (limit) {
    yield { version, part: "limit", limit };
    yield { version, part: "done" };
    return;
  }
  const { preview, step } = latestPreview(text);
  yield { version, part: "latest", latest: { preview: printed(preview, SHOWN_CHARS, 2), step } };
  yield { version, part: "final", final: shownFinal(text) };
  const pieces = piecesFromCuts(text, request.cuts);
  const ends = pieceEnds(pieces);
  const from = Math.min(Math.max(0, request.page), Math.ceil(pieces.length / PIECE_PAGE) - 1) * PIECE_PAGE;
  for (let i = from; i < Math.min(ends.length, from + PIECE_PAGE); i++) {
    const row = pieceRow(text, pieces, i + 1, ends[i]!);
    const shown = {
      index: row.index,
      piece: clipText(JSON.stringify(row.piece), CELL_CHARS),
      preview: printed(row.preview, CELL_CHARS),
      step: row.step,
    };
    yield {
      version,
      part: "row",
      row: { ...shown, partialJson: shownParsed(row.partialJson), jsonParse: shownParsed(row.jsonParse) },
    };
  }
  yield { version, part: "done" };
}
