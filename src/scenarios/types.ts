import type { FolderEntry, FolderFailure } from "../fake-fs";
import type { ScriptedStopReason } from "../fake-provider/scripted";
import type { WireApi } from "../fake-provider/apis";

import type { LocalText } from "../text/langs";
export { localize, type Lang, type LocalText } from "../text/langs";

/** A scripted block as written in a scenario file: text may be given per language. */
export type ScenarioBlock =
  | { type: "text"; text: LocalText; pieces?: string[] }
  | { type: "thinking"; thinking: LocalText; pieces?: string[] }
  | { type: "toolCall"; id: string; name: string; arguments: string; pieces?: string[]; unfinished?: boolean };

/** A scripted model turn as written in a scenario file. */
export interface ScenarioTurn {
  blocks: ScenarioBlock[];
  stopReason: ScriptedStopReason;
  errorMessage?: string;
  pieceSize?: number;
  /** On the last of `laterTurns` only: this turn comes back every turn after (a model that never stops). */
  repeat?: boolean;
}

/** What the scripted model answers in its second turn, by what the tool results said. */
export interface ScenarioAnswers {
  /** Placeholders: `{count}`, `{files}`. */
  files?: LocalText;
  none?: LocalText;
  failed?: LocalText;
  truncated?: LocalText;
  /** How the scripted answer ends: `"length"` cuts it in half at the output limit (§7). */
  stopReason?: "stop" | "length";
}

/**
 * A tool the application sends the model beside the chapter's, as a description only: a name,
 * words and a parameter schema, with no code behind it (§3). A call to it is answered with an
 * error result and nothing runs.
 */
export interface OfferedTool {
  name: string;
  /** What the model reads; may be given per language. */
  description: LocalText;
  /** A plain JSON Schema of `type: "object"`. */
  parameters: Record<string, unknown>;
}

/** What a scenario id looks like: it appears in links and in storage keys. */
export const SCENARIO_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** An offered tool's name: one every provider API accepts (the strictest of their rules). */
export const OFFERED_TOOL_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The version of the scenario file format this build reads. */
export const SCENARIO_FORMAT = 1;

/** A scenario: the question, the folder, and what the model does. See docs/scenario-format.md. */
export interface Scenario {
  format: typeof SCENARIO_FORMAT;
  id: string;
  title: LocalText;
  summary: LocalText;
  question: LocalText;
  downloads: {
    path: string;
    entries: FolderEntry[];
    failure?: FolderFailure;
  };
  firstTurn: ScenarioTurn;
  /** When given, the second model turn is exactly this (e.g. asking for another tool). */
  secondTurn?: ScenarioTurn;
  /**
   * Turns 3, 4, …: what the model says after the second tool round. Only the agent loop gets
   * there; the hand-made round stops after turn two.
   */
  laterTurns?: ScenarioTurn[];
  /** How the agent loop runs several calls of one reply: `parallel` (pi-agent-core's default) or `sequential`. */
  executionMode?: "parallel" | "sequential";
  answers?: ScenarioAnswers;
  /** Tools sent beside the chapter's as descriptions only (§3): the application has no code for them. */
  offeredTools?: OfferedTool[];
  /**
   * Cross-provider replay: turn one was recorded with this API; turn two goes to the API the
   * person picks, which receives the history and normalizes its tool-call ids (§14).
   */
  firstTurnApi?: WireApi;
  /**
   * A variant of the chapter's tool (§9): `limit` adds an optional integer `limit` to its
   * parameters, and the application's code lists at most that many files.
   */
  toolVariant?: "limit";
}
