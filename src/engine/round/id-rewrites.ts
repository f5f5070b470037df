/**
 * What turn two's request did to a replayed history's tool-call ids (§14). pi-ai's
 * `transformMessages`, called by the target's adapter, does the rewriting; this module only reads
 * the outcome: the ids the application stored beside the ids the captured request carries, and
 * how the two differ. It normalizes nothing itself.
 */
import type { Message } from "@earendil-works/pi-ai";
import { shortHash } from "@earendil-works/pi-ai/utils/hash";
import type { CapturedRequest } from "../../fake-provider/provider";
import { isWireApi } from "../../fake-provider/apis";
import type { EngineKind, IdPair, IdRewrite, IdsFact } from "../trace/facts";
import { idsInRequest } from "../../fake-provider/request-shapes";

/** A character every one of the four APIs takes in an id (pi-ai's adapters replace the others by `_`). */
const PLAIN = /^[A-Za-z0-9_-]$/;

/**
 * How `sent` differs from `stored`, read position by position: a character outside the plain set
 * that became `_` counts as kept (and is listed as replaced); the first other difference ends what
 * was kept, and the rest of `sent` is an ending of its own.
 */
export function compareIds(stored: string, sent: string): Pick<IdRewrite, "replaced" | "kept" | "tail"> {
  const replaced: string[] = [];
  let kept = 0;
  for (; kept < Math.min(stored.length, sent.length); kept++) {
    const was = stored[kept]!;
    const now = sent[kept]!;
    if (was === now) continue;
    if (now !== "_" || PLAIN.test(was)) break;
    if (!replaced.includes(was)) replaced.push(was);
  }
  return { replaced, kept, tail: sent.slice(kept) };
}

/**
 * What `sent` kept of a Responses id's two parts (`call_id|item id`), given how many leading
 * characters of `stored` it kept: none for an id without `|`, or one sent unchanged.
 */
export function pairOf(stored: string, sent: string, kept: number): IdPair | undefined {
  const bar = stored.indexOf("|");
  if (bar < 0 || sent === stored) return undefined;
  const callIdKept = Math.min(kept, bar);
  // After the kept call_id: `_` and an ending of its own, when that is pi-ai's short hash of the old id.
  const rest = sent.slice(callIdKept);
  const hashed =
    kept < stored.length && rest.length > 1 && rest.startsWith("_") && shortHash(stored).startsWith(rest.slice(1));
  return {
    callId: stored.slice(0, bar),
    itemId: stored.slice(bar + 1),
    callIdKept,
    itemIdKept: kept === stored.length,
    ...(hashed ? { hash: rest.slice(1) } : {}),
  };
}

/** One stored id beside what the request carried for it. */
function rewriteOf(stored: string, sent: string | undefined, result: string | undefined): IdRewrite {
  const compared = sent === undefined ? { replaced: [], kept: 0, tail: "" } : compareIds(stored, sent);
  // An ending of its own: is it the start of pi-ai's own short hash of the stored id?
  const hashed = compared.tail !== "" && shortHash(stored).startsWith(compared.tail);
  const pair = sent === undefined ? undefined : pairOf(stored, sent, compared.kept);
  return {
    stored,
    ...(sent !== undefined ? { sent } : {}),
    ...(result !== undefined ? { result } : {}),
    rewritten: sent !== stored,
    ...compared,
    ...(hashed ? { tailIsHash: true } : {}),
    ...(pair ? { pair } : {}),
  };
}

/** The tool-call ids of the stored history, in order. */
function storedIds(messages: readonly Message[]): string[] {
  return messages.flatMap((m) =>
    m.role === "assistant" ? m.content.filter((b) => b.type === "toolCall").map((b) => b.id) : [],
  );
}

/** Where a history came from and where it went: the two APIs and their models. */
export interface HistoryRoute {
  source: { api: string; model: string };
  target: { api: string; model: string };
}

/**
 * The fact for turn two's request to a real adapter (`request`), given the history it was sent
 * (`messages`, as the application stores them). None when the history holds no calls or turn two
 * went to the scripted model, which has no adapter and gets the Context as it is.
 */
export function idsFact(
  engine: EngineKind,
  route: HistoryRoute,
  messages: readonly Message[],
  request: CapturedRequest,
): IdsFact | undefined {
  const stored = storedIds(messages);
  if (stored.length === 0 || !isWireApi(request.api)) return undefined;
  const { calls, results } = idsInRequest(request);
  const sameModel = route.source.api === route.target.api && route.source.model === route.target.model;
  return {
    kind: "ids",
    engine,
    source: route.source.api,
    target: route.target.api,
    sameModel,
    targetModel: route.target.model,
    ids: stored.map((id, i) => rewriteOf(id, calls[i], results[i])),
  };
}
