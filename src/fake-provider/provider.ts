import type { AssistantMessageEvent, Context, Message, ToolResultMessage } from "@earendil-works/pi-ai";
import type { WireStop } from "./wire/stop-field";
import { fillTemplate } from "../text/template";
import { KIT_14, type PiKit } from "./kit";
import {
  cappedBlocks,
  createScriptedStream,
  DEFAULT_PIECE_SIZE,
  SCRIPTED_MODEL,
  sharedPieceCount,
  type CappedBlock,
  type ScriptedTurn,
} from "./scripted";

/** What was sent to the model for one turn: the API, the URL for wire providers, and the body. */
export interface CapturedRequest {
  api: string;
  url?: string;
  body: unknown;
}

/** One model turn as the engine consumes it: pi-ai events, and the request that produced them. */
export interface ProviderTurn {
  events: AsyncIterable<AssistantMessageEvent>;
  request: CapturedRequest;
  /** A wire replay's finish reason as its recording states it (`stop-field.ts`); none for the scripted model. */
  wireStop?: WireStop;
  /** Blocks that asked for more pieces than the frames stream (the frames say so). */
  capped?: readonly CappedBlock[];
}

/** A model the engine can talk to. Scripted and wire replays both fit this shape. */
export interface ReplayProvider {
  /** The API name shown to the person (`scripted`, `anthropic-messages`, …). */
  readonly api: string;
  /** The model id shown to the person. */
  readonly model: string;
  /** When turn two goes to another API than turn one (cross-provider replay): that API. */
  readonly target?: { api: string; model: string };
  /** Produces turn `turnNumber` (1, 2, … — the agent loop may ask for more than two) for the Context as it is now. */
  turn(context: Context, turnNumber: number, timestamp: number): Promise<ProviderTurn>;
}

/** The scripted model's final answers, already in the trace's language. `{count}`, `{files}` are filled in. */
export interface ScriptedAnswers {
  files: string;
  none: string;
  failed: string;
  truncated: string;
  /** How the answer ends: `length` cuts it in half at the output limit. Default `stop`. */
  stopReason?: "stop" | "length";
  /** The same answers in the other languages: the answer streams in as many pieces in each. */
  alternates?: readonly Omit<ScriptedAnswers, "alternates">[];
}

/** Extra data the application keeps on each tool result (never sent to the model by adapters). */
export type ResultDetails =
  { outcome: "files"; files: string[] } | { outcome: "error"; reason: string } | { outcome: "not-executed" };

/** Serializes a Context the way it is shown: tools as their plain JSON Schema. */
export function contextAsData(context: Context): unknown {
  return JSON.parse(JSON.stringify(context));
}

/** Picks the second-turn answer from the latest tool results, as a model would read them. */
export function chooseAnswer(messages: readonly Message[], answers: ScriptedAnswers): string {
  const results: ToolResultMessage[] = [];
  for (let i = messages.length - 1; i >= 0 && messages[i]?.role === "toolResult"; i--)
    results.unshift(messages[i] as ToolResultMessage);
  const details = results.map((r) => r.details as ResultDetails | undefined);
  if (details.some((d) => d?.outcome === "not-executed")) return answers.truncated;
  const listed = details.filter((d): d is Extract<ResultDetails, { outcome: "files" }> => d?.outcome === "files");
  if (listed.length === 0) return answers.failed;
  // The question is about PDFs: like a model reading a full listing, mention only those.
  const files = [...new Set(listed.flatMap((d) => d.files))].filter((name) => /\.pdf$/i.test(name));
  return files.length === 0
    ? answers.none
    : fillTemplate(answers.files, { count: files.length, files: files.join(", ") });
}

/**
 * What the model says in turn `turnNumber`: turn one as scripted; turn two the scenario's own when
 * it has one (e.g. asking for a second tool), otherwise a text answer chosen from the tool results.
 * Scripted and wire providers both answer this way; only how the turn reaches pi-ai differs.
 */
export function modelTurn(
  turnNumber: number,
  context: Context,
  first: ScriptedTurn,
  second: ScriptedTurn | undefined,
  answers: ScriptedAnswers,
  later: readonly ScriptedTurn[] = [],
): ScriptedTurn {
  if (turnNumber <= 1) return first;
  if (turnNumber === 2 && second) return second;
  // Turns 3, 4, … (only the agent loop gets there): the scenario's later turns; a last one marked
  // `repeat` comes back every turn after — a model that never stops, which the loop must bound.
  if (turnNumber >= 3) {
    const scripted = later[turnNumber - 3];
    if (scripted) return scripted;
    const again = later.at(-1);
    // A repeated turn is a new reply: its calls get new ids (call_03 → call_03-t5), as a model's would.
    if (again?.repeat)
      return {
        ...again,
        blocks: again.blocks.map((b) => (b.type === "toolCall" ? { ...b, id: `${b.id}-t${turnNumber}` } : b)),
      };
  }
  // Cut at the output limit: half the answer arrives, then the reply stops with `length`.
  const cut = answers.stopReason === "length";
  const texts = [answers, ...(answers.alternates ?? [])].map((a) => {
    const chars = Array.from(chooseAnswer(context.messages, a));
    return cut ? chars.slice(0, Math.ceil(chars.length / 2)).join("") : chars.join("");
  });
  const text = texts[0]!;
  const pieceCount = sharedPieceCount(texts, DEFAULT_PIECE_SIZE);
  return { blocks: [{ type: "text", text, pieceCount }], stopReason: cut ? "length" : "stop" };
}

/**
 * The scripted provider: turn 1 is the scenario's; turn 2 is the scenario's own when it has one
 * (e.g. asking for a second tool), otherwise a text answer chosen from the tool results.
 */
export function createScriptedProvider(
  first: ScriptedTurn,
  second: ScriptedTurn | undefined,
  answers: ScriptedAnswers,
  later: readonly ScriptedTurn[] = [],
  kit: PiKit = KIT_14,
): ReplayProvider {
  return {
    api: SCRIPTED_MODEL.api,
    model: SCRIPTED_MODEL.model,
    async turn(context, turnNumber, timestamp) {
      const request: CapturedRequest = { api: SCRIPTED_MODEL.api, body: contextAsData(context) };
      const turn = modelTurn(turnNumber, context, first, second, answers, later);
      const capped = cappedBlocks(turn);
      return {
        events: createScriptedStream(turn, timestamp, kit).events,
        request,
        ...(capped.length ? { capped } : {}),
      };
    },
  };
}
