/**
 * Compares the same replay through two pi-ai versions, frame by frame, and names every difference
 * (`differences.ts`). Pure: it reads two finished traces. Fields pi-ai stamps from the real clock
 * (`timestamp`, `durationMs`) are not compared: they differ between any two runs.
 */
import type { Frame, Trace } from "../engine/trace/frames";
import { framesOf } from "../engine/trace/frame-store";
import {
  INDEX_FIELDS,
  RAW_TEXT_FIELDS,
  type LensDifference,
  type LensDifferenceKind,
} from "../engine/trace/differences";
import { changedInFor } from "./releases";

/** Keys pi-ai fills from the wall clock, and the adapters' scratch fields on a streaming block. */
const CLOCK_KEYS = new Set(["timestamp", "durationMs"]);
const SCRATCH_KEYS = [...RAW_TEXT_FIELDS, ...INDEX_FIELDS] as const;
/** A field 1.6.0 adds to every message's usage cost; named once per run, then left out. */
const NEW_USAGE_KEY = "totalFromProvider";

/** `value` as JSON text without the clock's keys: two runs' data compare equal when this does. */
export function comparable(value: unknown): string {
  return (
    JSON.stringify(value, (key, v) => (CLOCK_KEYS.has(key) || key === NEW_USAGE_KEY ? undefined : v)) ?? "undefined"
  );
}

const same = (a: unknown, b: unknown) => comparable(a) === comparable(b);

/** Leaf paths where `a` and `b` differ (clock keys left out). */
function diffPaths(a: unknown, b: unknown, path: string, out: string[]): string[] {
  if (same(a, b)) return out;
  if (a && b && typeof a === "object" && typeof b === "object") {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!CLOCK_KEYS.has(key) && key !== NEW_USAGE_KEY)
        diffPaths(
          (a as Record<string, unknown>)[key],
          (b as Record<string, unknown>)[key],
          path ? `${path}.${key}` : key,
          out,
        );
    }
    return out;
  }
  out.push(path);
  return out;
}

/** The partial message without the adapters' scratch fields on its blocks (1.4.0's Anthropic adapter marks text blocks too). */
function withoutScratch(frame: Frame, previewed: ReadonlySet<string>): unknown {
  if (!frame.partial) return undefined;
  // A call whose preview difference is already named keeps differing arguments while other blocks stream.
  const drop = (block: { type: string; id?: string }, k: string) =>
    (SCRATCH_KEYS as readonly string[]).includes(k) ||
    (k === "arguments" && block.type === "toolCall" && previewed.has(block.id ?? ""));
  return {
    ...frame.partial,
    content: frame.partial.content.map((block) =>
      Object.fromEntries(Object.entries(block).filter(([k]) => !drop(block, k))),
    ),
  };
}

/** The scratch fields on the frame's blocks, by call id (or `#n` for the n-th block when it is not a call). */
function scratchOf(frame: Frame): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  frame.partial?.content.forEach((block, n) => {
    const fields = SCRATCH_KEYS.filter((k) => Object.hasOwn(block, k));
    if (fields.length) found[block.type === "toolCall" ? block.id : `#${n}`] = [...fields];
  });
  return found;
}

/** Everything the lens names on one aligned pair of frames. */
interface PairContext {
  frame: number;
  out: LensDifference[];
  /** Calls whose missing scratch fields were already named (they are named once per call). */
  scratchNamed: Set<string>;
  /** Whether 1.6.0's new usage field was named yet (it is named once per run). */
  usageNamed: boolean;
  /** Calls whose preview difference was named. */
  previewed: Set<string>;
  /** The API the run was played with (the release table is measured per adapter). */
  api: string;
}

function add(
  c: PairContext,
  kind: LensDifferenceKind,
  before: unknown,
  after: unknown,
  extra: Partial<LensDifference> = {},
) {
  c.out.push({
    kind,
    pkg: kind === "loop-results" ? "pi-agent-core" : "pi-ai",
    changedIn: changedInFor({ kind, ...(extra.api ? { api: extra.api } : {}) }, c.api),
    frame: c.frame,
    before,
    after,
    ...extra,
  });
}

function compareValidation(c: PairContext, a: Frame, b: Frame): boolean {
  const x = a.validation,
    y = b.validation;
  if (!x || !y || same(x, y)) return false;
  const id = { toolCallId: x.toolCallId };
  if (x.status !== y.status)
    add(
      c,
      "verdict",
      { status: x.status, message: x.message ?? null },
      { status: y.status, message: y.message ?? null },
      id,
    );
  else if (!same(x.converted, y.converted)) add(c, "converted", x.converted, y.converted, id);
  else if (x.message !== y.message)
    add(c, "error-text", x.message, y.message, {
      ...id,
      ...(x.modelText !== undefined && x.modelText === y.modelText ? { sameModelText: true } : {}),
    });
  if (x.modelText !== y.modelText) add(c, "model-text", x.modelText ?? null, y.modelText ?? null, id);
  return true;
}

function compareRequest(c: PairContext, a: Frame, b: Frame, key: "request" | "probe"): boolean {
  const x = key === "request" ? a.request : a.probe?.request;
  const y = key === "request" ? b.request : b.probe?.request;
  if (!x || !y || same(x, y)) return false;
  const paths = diffPaths(x.body, y.body, "", []);
  // The tools an adapter converts live under `tools` (Google: `tools` too, inside its params).
  const tools = paths.filter((p) => /(^|\.)tools(\.|$)/.test(p));
  if (tools.length) add(c, "request-tools", toolsOf(x.body), toolsOf(y.body), { api: x.api, path: tools.join(", ") });
  if (tools.length < paths.length)
    add(c, "request-history", null, null, { api: x.api, path: paths.filter((p) => !tools.includes(p)).join(", ") });
  return true;
}

/**
 * §5's frame: the tool as each API's adapter sent it, from each version's own captures. Each API
 * whose tools differ is a `request-tools` difference, with the schema keywords the model now sees
 * (1.4.0's adapter left them out; 1.6.0's sends them).
 */
function compareDefinition(c: PairContext, a: Frame, b: Frame): boolean {
  const x = a.definition?.providerTools,
    y = b.definition?.providerTools;
  if (!x || !y || same(x, y)) return false;
  const dropped = (f: Frame, api: string) =>
    (f.fact.kind === "definition" ? f.fact.seen : undefined)?.find((s) => s.api === api)?.dropped ?? [];
  for (const before of x) {
    const after = y.find((t) => t.api === before.api);
    if (!after || same(before.tools, after.tools)) continue;
    const nowSeen = dropped(a, before.api).filter((p) => !dropped(b, before.api).includes(p));
    const path = diffPaths(before.tools, after.tools, "tools", []).join(", ");
    add(c, "request-tools", before.tools, after.tools, {
      api: before.api,
      path,
      ...(nowSeen.length ? { nowSeen } : {}),
    });
  }
  return true;
}

/** The request body's tools, wherever the API puts them. */
function toolsOf(body: unknown): unknown {
  const b = body as Record<string, unknown> | null;
  return b?.tools ?? (b?.config as Record<string, unknown> | undefined)?.tools ?? null;
}

/** Names the differences of one aligned pair; returns the paths nothing named. */
function comparePair(c: PairContext, a: Frame, b: Frame) {
  const named = new Set<string>();
  const { messages: _a, ...x } = a;
  const { messages: _b, ...y } = b;
  if (a.stream && b.stream && !same(a.stream.preview, b.stream.preview)) {
    add(c, "preview", a.stream.preview, b.stream.preview, { toolCallId: a.stream.toolCallId });
    c.previewed.add(a.stream.toolCallId ?? "");
    for (const k of ["stream", "fact", "narration", "partial"]) named.add(k);
  } else if (a.stream && b.stream && !same(a.stream.previewBefore, b.stream.previewBefore)) {
    add(c, "preview", a.stream.previewBefore, b.stream.previewBefore, { toolCallId: a.stream.toolCallId });
    for (const k of ["stream", "fact", "narration"]) named.add(k);
  }
  const scratch = scratchOf(a),
    next = scratchOf(b);
  for (const [id, fields] of Object.entries(scratch)) {
    if (same(fields, next[id] ?? []) || c.scratchNamed.has(id)) continue;
    c.scratchNamed.add(id);
    add(
      c,
      "partial-fields",
      fields,
      next[id] ?? [],
      id.startsWith("#") ? { path: `partial.content.${id.slice(1)}` } : { toolCallId: id },
    );
  }
  if (same(withoutScratch(a, c.previewed), withoutScratch(b, c.previewed))) named.add("partial");
  const usage = (f: Frame) => (f.partial?.usage?.cost as Record<string, unknown> | undefined)?.[NEW_USAGE_KEY];
  if (!c.usageNamed && usage(a) !== usage(b)) {
    c.usageNamed = true;
    add(c, "usage-fields", usage(a) ?? null, usage(b) ?? null);
  }
  if (compareValidation(c, a, b)) for (const k of ["validation", "fact", "narration"]) named.add(k);
  if (a.toolResult && b.toolResult && !same(a.toolResult.content, b.toolResult.content)) {
    add(c, "model-text", a.toolResult.content, b.toolResult.content, { toolCallId: a.toolResult.toolCallId });
    named.add("toolResult");
  }
  if (compareDefinition(c, a, b)) for (const k of ["definition", "fact", "narration"]) named.add(k);
  if (compareRequest(c, a, b, "request")) named.add("request");
  if (compareRequest(c, a, b, "probe")) named.add("probe");
  // A careless app's verdict at the gate is pi-ai's validator again.
  if (a.gate && b.gate && !same(a.gate, b.gate)) {
    add(c, "verdict", a.gate.careless ?? null, b.gate.careless ?? null);
    named.add("gate");
  }
  // A call's scratch fields, once named, also explain what toolcall_end removed and its sentence (§8).
  const scratchEnd = (p: string) =>
    a.event === "toolcall_end" &&
    c.scratchNamed.has(a.stream?.toolCallId ?? "") &&
    /^(fact\.removed|narration\.key|narration\.params\.removed)(\.|$)/.test(p);
  const rest = diffPaths(x, y, "", []).filter((p) => !named.has(p.split(".")[0]!) && !scratchEnd(p));
  for (const path of rest) add(c, "unnamed", pathValue(x, path), pathValue(y, path), { path });
}

function pathValue(value: unknown, path: string): unknown {
  return (
    path
      .split(".")
      .reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), value) ??
    null
  );
}

/** How many results pi-agent-core gave each turn (the loop's view of a cancel). */
const resultsPerTurn = (t: Trace) =>
  (t.loop?.turns ?? []).map((turn) => ({ turn: turn.turn, calls: turn.calls.length, results: turn.results.length }));

/**
 * Every difference between `base` (pi-ai 1.4.0) and `next` (1.6.0), the same scenario, faults,
 * provider and engine. Frames are compared in order while both traces take the same steps; where
 * they part (pi-agent-core 1.6.0 answering every remaining call on a cancel), that is named once
 * as `loop-results` and the frames after it are not paired.
 */
export function compareTraces(base: Trace, next: Trace): LensDifference[] {
  const a = framesOf(base),
    b = framesOf(next);
  const c: PairContext = {
    frame: 0,
    out: [],
    scratchNamed: new Set(),
    usageNamed: false,
    previewed: new Set(),
    api: base.provider.api,
  };
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    c.frame = i;
    if (a[i]!.stage !== b[i]!.stage || a[i]!.fact.kind !== b[i]!.fact.kind) {
      const loop = !same(resultsPerTurn(base), resultsPerTurn(next));
      add(
        c,
        loop ? "loop-results" : "unnamed",
        resultsPerTurn(base),
        resultsPerTurn(next),
        loop ? {} : { path: "frames" },
      );
      return c.out;
    }
    comparePair(c, a[i]!, b[i]!);
  }
  if (a.length !== b.length)
    add({ ...c, frame: Math.min(a.length, b.length) - 1 }, "unnamed", a.length, b.length, { path: "frames.length" });
  return c.out;
}
