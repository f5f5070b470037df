/**
 * Claims for what turn two did to a replayed history's ids (§14): each is checked against the
 * turn-two request body itself, read here on its own (not through the engine's `idsInRequest`),
 * and against pi-ai's own `shortHash`.
 */
import type { AssistantMessage, ToolCall } from "@earendil-works/pi-ai";
import { shortHash } from "@earendil-works/pi-ai/utils/hash";
import type { Fact } from "../../src/engine/trace/facts";
import type { Frame, Trace } from "../../src/engine/trace/frames";
import type { Claim, ClaimContext } from "./claims";

const check = (ok: boolean, problem: string) => (ok ? undefined : problem);
/** Keys under which the four APIs' bodies carry a call's or a result's id. */
const ID_KEYS = new Set(["id", "tool_use_id", "call_id", "tool_call_id"]);

/** Every object in a body, depth first. */
function objects(value: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) value.forEach((v) => objects(v, out));
  else if (typeof value === "object" && value !== null) {
    out.push(value as Record<string, unknown>);
    Object.values(value).forEach((v) => objects(v, out));
  }
  return out;
}

/**
 * How many times the body names `id` as a call's or a result's id. A Responses id `call|item` is
 * named by an item with both `call_id` and `id`, and by a result's `call_id`.
 */
export function timesNamed(body: unknown, id: string): number {
  const [call, item] = id.split("|");
  if (item !== undefined)
    return objects(body).filter((o) => o.call_id === call && (o.type === "function_call_output" || o.id === item))
      .length;
  return objects(body).reduce((n, o) => n + Object.entries(o).filter(([k, v]) => ID_KEYS.has(k) && v === id).length, 0);
}

/** The ids the application stored on its first reply's calls. */
const storedIds = (t: Trace) =>
  (t.messages.find((m): m is AssistantMessage => m.role === "assistant")?.content ?? [])
    .filter((b): b is ToolCall => b.type === "toolCall")
    .map((b) => b.id);
const turnTwo = (t: Trace) => t.requests[1]?.body;
/** The history came from `source` and turn two went to `target`, as the trace recorded who answered. */
const route = (c: ClaimContext) =>
  c.trace.provider.api === c.params.source && (c.trace.target?.api ?? c.trace.provider.api) === c.params.target;
const p = (c: ClaimContext, name: string) => String(c.params[name] ?? "");

/** The id the sentence names is stored, and turn two names {sent} for its call and result, and never {stored}. */
const rewrote: Claim = (c) =>
  check(
    route(c) &&
      storedIds(c.trace).includes(p(c, "stored")) &&
      p(c, "sent") !== p(c, "stored") &&
      timesNamed(turnTwo(c.trace), p(c, "sent")) >= 2 &&
      timesNamed(turnTwo(c.trace), p(c, "stored")) === 0,
    "turn two does not carry that rewritten id on the call and its result",
  );

/** Every stored id goes out unchanged, on its call and its result. */
const allKept: Claim = (c) =>
  check(
    route(c) &&
      p(c, "sent") === p(c, "stored") &&
      storedIds(c.trace).every((id) => timesNamed(turnTwo(c.trace), id) >= 2),
    "an id did not go out as stored",
  );

/**
 * A Responses id `call_id|item id` went out as (a start of) its call_id, `_` and the start of pi-ai's
 * short hash of the whole old id, its item id dropped: each number the sentence gives is counted here.
 */
const hashedPair =
  (whole: boolean): Claim =>
  (c) => {
    const [callId, itemId] = p(c, "stored").split("|") as [string, string | undefined];
    const kept = Number(c.params.callIdKept);
    const hash = p(c, "hash");
    return (
      check(
        itemId !== undefined &&
          p(c, "callId") === callId &&
          Number(c.params.callIdLength) === callId.length &&
          Number(c.params.itemIdLength) === itemId.length &&
          Number(c.params.hashLength) === hash.length &&
          hash !== "" &&
          shortHash(p(c, "stored")).startsWith(hash) &&
          p(c, "sent") === `${callId.slice(0, kept)}_${hash}` &&
          (whole ? kept === callId.length : kept < callId.length) &&
          !p(c, "sent").includes(itemId),
        "not the call_id, _ and pi-ai's short hash, with the item id dropped",
      ) ?? rewrote(c)
    );
  };

/** The claims for the `request.ids.*` sentences, and for the sentence that says the request rewrote ids. */
export const ID_CLAIMS: Record<string, Claim> = {
  "request.ids.same-model": (c) =>
    check(c.trace.target === undefined && c.params.source === c.params.target, "another API received turn two") ??
    allKept(c),
  "request.ids.kept": (c) => check(c.params.source !== c.params.target, "the same API") ?? allKept(c),
  "request.ids.kept-call-id": (c) => {
    const items = objects(turnTwo(c.trace));
    const call = items.find((o) => o.type === "function_call" && o.call_id === p(c, "stored"));
    const result = items.find((o) => o.type === "function_call_output" && o.call_id === p(c, "stored"));
    return check(
      route(c) &&
        c.params.target === "openai-responses" &&
        call !== undefined &&
        call.id === undefined &&
        result !== undefined,
      "Responses did not get it as a call_id without an item id",
    );
  },
  "request.ids.replaced-cut": (c) => {
    const stored = p(c, "stored");
    const chars = p(c, "chars").split(" ");
    const expected = stored.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, Number(c.params.to));
    return (
      check(
        chars.every((ch) => ch !== "" && stored.includes(ch) && !p(c, "sent").includes(ch)) &&
          p(c, "sent") === expected &&
          Number(c.params.to) < Number(c.params.from) &&
          stored.length === Number(c.params.from),
        "not its characters replaced and cut",
      ) ?? rewrote(c)
    );
  },
  "request.ids.hashed": (c) => {
    const sent = p(c, "sent");
    const tail = p(c, "tail");
    return (
      check(
        tail !== "" &&
          sent.endsWith(tail) &&
          shortHash(p(c, "stored")).startsWith(tail) &&
          sent.length === Number(c.params.to) &&
          sent.length - tail.length === Number(c.params.kept),
        "its ending is not pi-ai's short hash of the old id",
      ) ?? rewrote(c)
    );
  },
  "request.ids.hashed-pair": hashedPair(true),
  "request.ids.hashed-pair-cut": hashedPair(false),
  "request.ids.changed": rewrote,
  "request.ids.absent": (c) =>
    check(
      route(c) && timesNamed(turnTwo(c.trace), p(c, "stored")) === 0 && storedIds(c.trace).includes(p(c, "stored")),
      "turn two does carry that call",
    ),
};

/** Some stored id of the history went out rewritten in turn two: the body never names it. */
export function rewroteSomeId(trace: Trace, frames: readonly Frame[]): boolean {
  const ids = frames.map((f) => f.fact).find((f): f is Extract<Fact, { kind: "ids" }> => f.kind === "ids");
  return ids !== undefined && !ids.sameModel && storedIds(trace).some((id) => timesNamed(turnTwo(trace), id) === 0);
}
