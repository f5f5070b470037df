/**
 * The Round lab's messages between the learner's round (in a sandboxed worker, a Node worker thread
 * or, in tests, this thread) and the engine that answers it. The round runs where the learner's code
 * may run; every question it asks (the model, the folder) is answered by the engine, which records
 * the frames. Everything the round sends is untrusted and read by `readRoundMessage` (`boundary.ts`).
 */
import type { AssistantMessage, Tool, UserMessage } from "@earendil-works/pi-ai";
import type { RoundEndKind } from "../engine/trace/facts";

/** What a round starts with: the application's system prompt, the person's question, tools offered as descriptions only. */
export interface RoundStart {
  systemPrompt: string;
  user: UserMessage;
  /** Tools the model is offered beside the Downloads tool, with no code behind them (§3): plain JSON Schema. */
  offered: Tool[];
}

/** How the round reached the arguments it ran: pi-ai's validated copy, the model's own object, or neither. */
export type ArgsFrom = "validated" | "model" | "other";

/** The round asks the model. `validated`: the calls it ran through pi-ai's validators since its last message. */
export interface AskRequest {
  type: "ask";
  context: unknown;
  validated: string[];
}

/** The round runs the application's `execute` for the Downloads tool. */
export interface ExecuteRequest {
  type: "execute";
  args: unknown;
  /** The call these arguments belong to, when the worker knows (they are a call's own object or its validated copy). */
  callId?: string;
  from: ArgsFrom;
  validated: string[];
}

/** How the round's function ended, as the worker saw it, with the Context it ended with. */
export interface RoundFinish {
  type: "finish";
  how: "returned" | "threw" | "wrong-shape";
  detail?: string;
  messages: unknown;
  validated: string[];
}

/** A question from the round. */
export type RoundRequest = AskRequest | ExecuteRequest;

/** The model's reply, as plain data. */
export interface AskAnswer {
  reply: AssistantMessage;
}

/** What the application's `execute` gave: the file names, or the error it threw (as Node would, host path and all). */
export type ExecuteAnswer =
  { ok: true; files: string[] } | { ok: false; error: { name: string; code: string; message: string } };

/** The engine's answer, or its decision to stop the round (too many requests, something it cannot read). */
export type HostAnswer<T> =
  | T
  | {
      stop: {
        how: Extract<RoundEndKind, "too-many-asks" | "too-many-executes" | "unreadable" | "wrong-shape">;
        detail?: string;
      };
    };

/** The engine's side: answers the round's questions and records them as frames. */
export interface RoundHost {
  ask(request: AskRequest): Promise<HostAnswer<AskAnswer>>;
  execute(request: ExecuteRequest): Promise<HostAnswer<ExecuteAnswer>>;
}

/** Why a round module could not be used at all. */
export interface RoundModuleProblem {
  key: "syntax" | "threw" | "no-round" | "timeout" | "crashed";
  detail: string;
}

/** How one run of the round ended, as its runner reports it. Never an exception. */
export type RoundEnd =
  | RoundFinish
  | { type: "stopped"; how: Exclude<RoundEndKind, "returned">; detail?: string; ms?: number }
  | { type: "load-failed"; problem: RoundModuleProblem };

/** Runs a learner's round once against `host`. Implementations: in this thread, a Node worker, the browser's sandbox. */
export interface RoundRunner {
  run(start: RoundStart, host: RoundHost): Promise<RoundEnd>;
}

/** The learner's own time a round may take: the Tool lab's 2 s (waiting on `ask` or `execute` is not counted). */
export const ROUND_TIME_LIMIT_MS = 2000;

/** Requests to the model a round may make before it is stopped: a round trip needs two. */
export const MAX_ASKS = 10;

/**
 * Runs of the application's `execute` a round may make before it is stopped: two calls a reply for
 * every request it may make. Waiting on the engine is off the round's clock, so without a cap a
 * round that runs `execute` thousands of times holds a cell for seconds.
 */
export const MAX_EXECUTES = 2 * MAX_ASKS;

/** Host → supervisor → worker, for a round module (beside the Tool lab's `load`/`execute`). */
export type RoundWorkerRequest =
  | { type: "round-load"; id: number; source: string }
  | { type: "round-run"; id: number; start: RoundStart }
  | { type: "round-answer"; seq: number; answer: unknown };

/** Worker → supervisor → host: the module loaded (or why not), a question the round asks, how it finished. */
export type RoundWorkerResponse =
  | { type: "round-loaded"; id: number; ok: boolean; problem?: RoundModuleProblem }
  | { type: "round-question"; id: number; seq: number; request: unknown }
  | { type: "round-finished"; id: number; finish: unknown };

/**
 * A round's answers as the host reads them (`readRunnerAnswer`): its load, how it finished, or the
 * host's own stop (it decided the run is over while answering a question).
 */
export type RoundResponse =
  | { type: "round-loaded"; id: number; ok: true }
  | { type: "round-loaded"; id: number; ok: false; problem: RoundModuleProblem }
  | { type: "round-finished"; id: number; finish: RoundFinish }
  | { type: "stopped"; id: number };
