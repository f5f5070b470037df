/**
 * The presenter ↔ audience protocol: plain-data messages over a BroadcastChannel, with a version.
 * Anything that does not parse is ignored and counted — never executed, never thrown.
 */

import type { Lang } from "../../text/langs";
import { own } from "../../text/own";
import { isWireApi, type WireApi } from "../../fake-provider/apis";
import { RELAYED_KEYS } from "../commands";
import { MAX_CODE_CHARS } from "../state/location";
import { QUESTION_COUNT } from "../quiz/question-numbers";
import { isLensChoice, type LensChoice } from "../../lens/choice";

/** The protocol version; a message of another version is rejected. */
export const PROTOCOL_VERSION = 1;

/** Everything that changes what the room sees. */
export interface SharedState {
  scenario: string;
  provider: string;
  /** The API that made a replayed history, when the presenter chose one (absent: the scenario's own). */
  source?: WireApi;
  faults: string[];
  engine: "round" | "loop";
  /** Strict tools on (absent: off, as from a presenter before the switch existed). */
  strict?: boolean;
  /** The version lens the presenter has on (absent: off). */
  lens?: LensChoice;
  /**
   * The presenter's class is predicting at the gate (predict mode): the room shows the question, not
   * the gate's answer, until the prediction is made (absent: not predicting).
   */
  predicting?: boolean;
  frame: number;
  lang: Lang;
  theme: "light" | "dark";
  /** The open self-test question (1 to `QUESTION_COUNT`), the summary, or none. */
  quiz: number | "summary" | null;
  /** The open question's answer, when it has been revealed to the room. */
  reveal: { n: number; chosen: string[] } | null;
  /** A scenario opened from a file: its text, so the audience can open it too. */
  file: { id: string; text: string } | null;
  /** The learner's tool the presenter plays (Tool lab), or none: see {@link SharedTool}. */
  tool: SharedTool | null;
}

/** Why the room cannot replay the presenter's tool: too long for a link, not unpackable, not a tool module. */
export type ToolRefusal = "too-large" | "corrupt" | "shape";

/**
 * The presenter's learner's tool, as a share link carries it: its code packed by `encodeShare`
 * (`?code=`), at most {@link MAX_CODE_CHARS} characters of base64url. A tool too long for a link is
 * not sent; the room is told it is playing one it cannot show (`refused`).
 */
export type SharedTool = { code: string } | { refused: ToolRefusal };

const REFUSALS: readonly string[] = ["too-large", "corrupt", "shape"];

/**
 * Reads the `tool` of a state: a code checked as a link's `code` is (its length first, then its
 * alphabet); one that fails is kept as a refusal, so the room says why instead of showing the
 * chapter's tool as if it were the presenter's. `undefined` for a value that is not ours at all.
 */
function parseTool(v: unknown): SharedTool | null | undefined {
  if (v === null || v === undefined) return null;
  if (!isObject(v)) return undefined;
  const code = own(v, "code");
  const refused = own(v, "refused");
  if (typeof code === "string") {
    if (code.length > MAX_CODE_CHARS) return { refused: "too-large" };
    return /^[A-Za-z0-9_-]+$/.test(code) ? { code } : { refused: "corrupt" };
  }
  return typeof refused === "string" && REFUSALS.includes(refused) ? { refused: refused as ToolRefusal } : undefined;
}

/** How often the presenter says it is still there, and each audience window says it is open. */
export const HEARTBEAT_MS = 1500;

/** A window not heard from for three beats is gone (closed, crashed, or its tab discarded). */
export const EXPIRY_MS = HEARTBEAT_MS * 3;

/**
 * The largest `seq` a state may carry. Within it the numbers stay exact integers, so the audience's
 * comparisons mean something (`1e300 - 16` is `1e300`); the presenter starts again at 0 before it.
 */
export const MAX_SEQ = 2 ** 31 - 1;

/**
 * How far behind the last state a state may be and still be taken for a late one (and ignored).
 * Further behind, it is a new numbering — a reloaded presenter, or the real one after a forged jump —
 * and is followed: no one message can pin the room to its frame.
 */
export const SEQ_WINDOW = 16;

/** The most audience windows one presenter keeps track of. */
export const MAX_AUDIENCES = 64;

/** How far down the presenter's stage pane is scrolled, for one frame: a fraction (0–1) of its scrollable height. */
export interface StageScroll {
  frame: number;
  top: number;
  /**
   * The scrolling boxes inside the stage (a request body, a schema), each named by `boxKey` (its
   * label and how many boxes of that label come before it) with its place as a fraction.
   */
  boxes?: [key: string, top: number][];
  /**
   * The long lists inside the stage shown a page at a time ("Show next 200"), each named like a
   * box (its label and how many lists of that label come before it) with how many rows it shows.
   */
  pages?: [key: string, rows: number][];
}

/** The most rows a page count may say (a list longer than this is not followed past it). */
export const MAX_PAGE_ROWS = 10_000_000;

/** The most boxes a scroll carries (a stage shows a few: a frame with more is not followed past them). */
export const MAX_SCROLL_BOXES = 40;

/**
 * A message on the channel. An audience window names itself with a random `id` to be counted.
 * `scroll` is a fraction, not pixels: the room's window has other sizes and type than the console.
 */
export type SyncMessage =
  | { v: 1; type: "hello"; from: "audience" }
  | { v: 1; type: "here" | "leave"; from: "audience"; id: string }
  | { v: 1; type: "state"; from: "presenter"; seq: number; state: SharedState }
  | { v: 1; type: "key"; from: "audience"; key: string }
  | { v: 1; type: "spotlight"; from: "presenter"; target: string }
  | ({ v: 1; type: "scroll"; from: "presenter" } & StageScroll)
  | { v: 1; type: "bye"; from: "presenter" };

const isObject = (v: unknown): v is object => typeof v === "object" && v !== null && !Array.isArray(v);
const isString = (v: unknown, max = 200): v is string => typeof v === "string" && v.length <= max;

function parseState(v: unknown): SharedState | undefined {
  if (!isObject(v)) return undefined;
  const [scenario, provider, faults, engine, frame, lang, theme, quiz, reveal, file, tool] = [
    "scenario",
    "provider",
    "faults",
    "engine",
    "frame",
    "lang",
    "theme",
    "quiz",
    "reveal",
    "file",
    "tool",
  ].map((k) => own(v, k));
  if (!isString(scenario, 64) || !isString(provider, 64)) return undefined;
  if (!Array.isArray(faults) || faults.length > 16 || !faults.every((f) => isString(f, 64))) return undefined;
  if (engine !== "round" && engine !== "loop") return undefined;
  const [strict, predicting, lens] = ["strict", "predicting", "lens"].map((k) => own(v, k));
  if (strict !== undefined && typeof strict !== "boolean") return undefined;
  if (predicting !== undefined && typeof predicting !== "boolean") return undefined;
  if (lens !== undefined && !isLensChoice(lens)) return undefined;
  if (typeof frame !== "number" || !Number.isInteger(frame) || frame < 0 || frame > 1_000_000) return undefined;
  if (lang !== "en" && lang !== "zh-CN") return undefined;
  if (theme !== "light" && theme !== "dark") return undefined;
  if (!(
    quiz === null ||
    quiz === "summary" ||
    (typeof quiz === "number" && Number.isInteger(quiz) && quiz >= 1 && quiz <= QUESTION_COUNT)
  ))
    return undefined;
  let shownReveal: SharedState["reveal"] = null;
  if (reveal !== null) {
    if (!isObject(reveal)) return undefined;
    const n = own(reveal, "n");
    const chosen = own(reveal, "chosen");
    if (
      typeof n !== "number" ||
      !Number.isInteger(n) ||
      n < 1 ||
      n > QUESTION_COUNT ||
      !Array.isArray(chosen) ||
      !chosen.every((c) => isString(c, 8))
    )
      return undefined;
    shownReveal = { n, chosen: chosen as string[] };
  }
  let shownFile: SharedState["file"] = null;
  if (file !== null) {
    if (!isObject(file)) return undefined;
    const id = own(file, "id");
    const text = own(file, "text");
    if (!isString(id, 64) || !isString(text, 2_000_000)) return undefined;
    shownFile = { id, text };
  }
  const shownTool = parseTool(tool);
  if (shownTool === undefined) return undefined;
  // Absent from a presenter before the choice existed; anything else must be one of the four APIs.
  const source = own(v, "source");
  if (source !== undefined && !(typeof source === "string" && isWireApi(source))) return undefined;
  return {
    scenario,
    provider,
    ...(source !== undefined ? { source } : {}),
    faults: faults as string[],
    engine,
    ...(strict ? { strict } : {}),
    ...(lens ? { lens } : {}),
    ...(predicting ? { predicting } : {}),
    frame,
    lang,
    theme,
    quiz: quiz as SharedState["quiz"],
    reveal: shownReveal,
    file: shownFile,
    tool: shownTool,
  };
}

/** Reads a message from the channel; `undefined` for anything that is not exactly one of ours. */
export function parseMessage(data: unknown): SyncMessage | undefined {
  if (!isObject(data) || own(data, "v") !== PROTOCOL_VERSION) return undefined;
  const type = own(data, "type");
  const from = own(data, "from");
  if (type === "hello" && from === "audience") return { v: 1, type, from };
  if (type === "bye" && from === "presenter") return { v: 1, type, from };
  if ((type === "here" || type === "leave") && from === "audience") {
    const id = own(data, "id");
    return typeof id === "string" && /^[a-z0-9]{4,40}$/.test(id) ? { v: 1, type, from, id } : undefined;
  }
  if (type === "key" && from === "audience") {
    const key = own(data, "key");
    return typeof key === "string" && RELAYED_KEYS.has(key) ? { v: 1, type, from, key } : undefined;
  }
  if (type === "spotlight" && from === "presenter") {
    const target = own(data, "target");
    return isString(target, 120) && /^[\w:|.-]+$/.test(target) ? { v: 1, type, from, target } : undefined;
  }
  if (type === "scroll" && from === "presenter") {
    const frame = own(data, "frame");
    const top = own(data, "top");
    const frameOk = typeof frame === "number" && Number.isInteger(frame) && frame >= 0 && frame <= 1_000_000;
    const boxes = parsePairs(own(data, "boxes"), isFraction);
    const pages = parsePairs(own(data, "pages"), isRowCount);
    // NaN, Infinity and anything outside 0–1 are refused, not clamped: only the presenter sends these.
    return frameOk && isFraction(top) && boxes !== null && pages !== null
      ? { v: 1, type, from, frame, top, ...(boxes ? { boxes } : {}), ...(pages ? { pages } : {}) }
      : undefined;
  }
  if (type === "state" && from === "presenter") {
    const seq = own(data, "seq");
    const state = parseState(own(data, "state"));
    return typeof seq === "number" && Number.isInteger(seq) && seq >= 0 && seq <= MAX_SEQ && state
      ? { v: 1, type, from, seq, state }
      : undefined;
  }
  return undefined;
}

/** What an audience window knows. */
export interface AudienceState {
  shared: SharedState | undefined;
  /** The presenter's last sequence number: an older state (reordered delivery) is ignored. */
  seq: number;
  connected: boolean;
  /** Messages that were malformed or of another version. */
  rejected: number;
  spotlight: { target: string; count: number } | undefined;
  /** Where the presenter's stage pane is scrolled, and on which frame (applied once the room shows that frame). */
  scroll: StageScroll | undefined;
}

/** The audience's starting state: nothing shown yet, not connected. */
export const INITIAL_AUDIENCE: AudienceState = {
  shared: undefined,
  seq: -1,
  connected: false,
  rejected: 0,
  spotlight: undefined,
  scroll: undefined,
};

/** A place as a fraction: a finite number from 0 to 1. */
const isFraction = (v: unknown): v is number => typeof v === "number" && v >= 0 && v <= 1;

/** A count of rows: a whole number from 1 to MAX_PAGE_ROWS. */
const isRowCount = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_PAGE_ROWS;

/**
 * A scroll's boxes or pages: absent (undefined), well-formed [key, value] pairs whose value passes
 * `valid`, or null for anything else (the message is refused).
 */
function parsePairs(v: unknown, valid: (value: unknown) => value is number): [string, number][] | undefined | null {
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || v.length > MAX_SCROLL_BOXES) return null;
  const pairs: [string, number][] = [];
  for (const pair of v) {
    if (!Array.isArray(pair) || pair.length !== 2) return null;
    const [key, value] = pair as unknown[];
    if (!isString(key, 200) || !valid(value)) return null;
    pairs.push([key, value]);
  }
  return pairs;
}

/** The audience's reducer: raw channel data in, next state out. Pure, and total over any input. */
export function reduceAudience(state: AudienceState, data: unknown): AudienceState {
  const message = parseMessage(data);
  if (!message) return { ...state, rejected: state.rejected + 1 };
  switch (message.type) {
    case "state":
      // A reload of the presenter restarts its numbering at 0: a state after "bye" is always taken.
      if (state.connected && message.seq <= state.seq && message.seq > state.seq - SEQ_WINDOW && message.seq !== 0)
        return state;
      return { ...state, shared: message.state, seq: message.seq, connected: true };
    case "bye":
      return { ...state, connected: false };
    case "spotlight":
      return { ...state, spotlight: { target: message.target, count: (state.spotlight?.count ?? 0) + 1 } };
    case "scroll": {
      const scroll: StageScroll = {
        frame: message.frame,
        top: message.top,
        ...(message.boxes ? { boxes: message.boxes } : {}),
        ...(message.pages ? { pages: message.pages } : {}),
      };
      return JSON.stringify(state.scroll) === JSON.stringify(scroll) ? state : { ...state, scroll };
    }
    default:
      return state;
  }
}

/** A presentation's channel name: one per presentation, so two on one machine stay apart. */
export function channelName(room: string): string {
  return `tool-call-lab:present:${room}`;
}

/** The audience windows a presenter has heard from, by id: when each was last heard (ms). */
export type AudienceRoll = ReadonlyMap<string, number>;

/**
 * The roll after `message` arrived at `now`: `here` marks a window alive, `leave` removes it, and
 * windows silent for {@link EXPIRY_MS} drop out. Counting hellos instead only ever went up.
 */
export function noteAudience(roll: AudienceRoll, message: SyncMessage | undefined, now: number): AudienceRoll {
  const next = new Map([...roll].filter(([, heard]) => now - heard < EXPIRY_MS));
  if (message?.type === "here") {
    next.delete(message.id);
    next.set(message.id, now);
    // A flood of made-up ids must not grow the roll: the longest-silent window goes first.
    while (next.size > MAX_AUDIENCES) next.delete(next.keys().next().value as string);
  } else if (message?.type === "leave") next.delete(message.id);
  return next;
}

/** How many audience windows are open: those heard from within {@link EXPIRY_MS} of `now`. */
export function aliveCount(roll: AudienceRoll, now: number): number {
  let count = 0;
  for (const heard of roll.values()) if (now - heard < EXPIRY_MS) count++;
  return count;
}
