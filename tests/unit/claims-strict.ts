/**
 * Claims for the providers frame (§5) with the strict switch off or on (issue 22, items 2-3): what
 * each sentence says an adapter left out of or changed in the schema the model sees is checked
 * against the captured bodies on the frame, path by path; which APIs honoured strict against the
 * two captures; and the captures against what this replay's own wire request really sent.
 */
import { chapterTool } from "../../src/engine/round/tool";
import { sentSchema } from "../../src/engine/trace/schema-seen";
import type { ProviderToolsCapture } from "../../src/engine/trace/frames";
import type { Claim, ClaimContext } from "./claims";

const MISSING = Symbol("missing");
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const at = (value: unknown, path: string): unknown =>
  path === "(root)"
    ? value
    : path.split(".").reduce<unknown>((o, k) => (isObject(o) && Object.hasOwn(o, k) ? o[k] : MISSING), value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** "a, b (api, api); c (api)" (or the same in Chinese punctuation) → [api, path] pairs. */
function pairs(param: string | number | undefined): [string, string][] {
  const text = String(param ?? "");
  if (!text) return [];
  // Both languages' punctuation: "a, b (api); c (api)" and "a、b（api）；c（api）".
  const list = /, |、/;
  return text.split(/; |；/).flatMap((group) => {
    const m = /^(.*?)(?: \((.*)\)|（(.*)）)$/.exec(group);
    if (!m) return [["?", group] as [string, string]];
    return (m[2] ?? m[3])!
      .split(list)
      .flatMap((api) => m[1]!.split(list).map((path) => [api, path] as [string, string]));
  });
}

/** `"key":value` as the sent JSON would hold the keyword at `path` of `schema`. */
const fragment = (schema: unknown, path: string) =>
  JSON.stringify({ [path.split(".").at(-1)!]: at(schema, path) }).slice(1, -1);

/** Every keyword path of `schema` whose value holds no further keywords (leaves). */
function leaves(schema: unknown, prefix = ""): string[] {
  if (!isObject(schema)) return [];
  return Object.keys(schema).flatMap((k) =>
    isObject(schema[k]) && Object.keys(schema[k] as Json).length
      ? leaves(schema[k], `${prefix}${k}.`)
      : [`${prefix}${k}`],
  );
}

/** Keywords of `schema` the model never sees: their `"key":value` appears nowhere in what was sent. */
function unseen(schema: unknown, sent: unknown): string[] {
  const text = JSON.stringify(sent ?? null);
  return leaves(schema).filter((path) => !text.includes(fragment(schema, path)));
}

/** The frame's own schema, the captures it shows, and each API's sent schema for the tool. */
function shown(c: ClaimContext) {
  const d = c.frames[c.at]!.definition;
  const schema = d?.jsonSchema;
  const sent = (capture: ProviderToolsCapture) => sentSchema(capture.api, capture.tools[0]);
  return { d, schema, sent, captures: d?.providerTools ?? [] };
}

/** The frame shows the setting the trace played, and that capture's schema is what this replay's wire request sent. */
function setting(c: ClaimContext, strict: boolean): string | undefined {
  const { d, schema, captures } = shown(c);
  if (captures.length !== 4 || d?.strictTools?.length !== 4) return "not the four APIs' captures";
  if ((c.trace.strict === true) !== strict) return `the trace played strict ${c.trace.strict ? "on" : "off"}`;
  if (!captures.every((cap) => same(cap, d.strictTools!.find((p) => p.api === cap.api)?.[strict ? "on" : "off"])))
    return "the captures shown are not this setting's";
  // Validation checks the tool's own schema: the one this frame compares with.
  if (!same(schema, JSON.parse(JSON.stringify(chapterTool(c.trace.toolVariant).parameters))))
    return "the schema compared is not the tool's own";
  const request = c.trace.requests[0];
  const capture = captures.find((cap) => cap.api === request?.api);
  const body = request?.body as { tools?: unknown[] } | undefined;
  const sentTool =
    request?.api === "google-generative-ai"
      ? (body?.tools?.[0] as { functionDeclarations?: unknown[] } | undefined)?.functionDeclarations?.[0]
      : body?.tools?.[0];
  // Another scenario may offer more tools (Anthropic marks only the last with cache_control): the schema must match.
  if (
    capture &&
    sentTool !== undefined &&
    !same(sentSchema(capture.api, sentTool), sentSchema(capture.api, capture.tools[0]))
  )
    return `${request!.api}'s request sent another schema than its capture`;
  return undefined;
}

/** Every (api, path) said as left out is in the tool's schema and nowhere in what that API sent; no unseen keyword is left unsaid. */
function droppedSaid(c: ClaimContext): string | undefined {
  const { schema, sent, captures } = shown(c);
  const said = pairs(c.params.dropped);
  for (const [api, path] of said) {
    const capture = captures.find((cap) => cap.api === api);
    if (
      !capture ||
      at(schema, path) === MISSING ||
      JSON.stringify(sent(capture) ?? null).includes(fragment(schema, path))
    )
      return `${path} was not left out by ${api}`;
  }
  const saidOf = (api: string, path: string) =>
    said.some(([a, p]) => a === api && (p === path || path.startsWith(`${p}.`)));
  for (const capture of captures)
    for (const path of unseen(schema, sent(capture)))
      if (!saidOf(capture.api, path)) return `${capture.api} left out ${path}, unsaid`;
  return said.length ? undefined : "nothing was said to be left out";
}

/** Every (api, path) said as changed differs between the tool's schema and what that API sent. */
function changedSaid(c: ClaimContext): string | undefined {
  const { schema, sent, captures } = shown(c);
  for (const [api, path] of pairs(c.params.changed)) {
    const capture = captures.find((cap) => cap.api === api);
    if (!capture || same(at(schema, path), at(sent(capture), path))) return `${api} did not change ${path}`;
  }
  return undefined;
}

/** The APIs said to honour strict are exactly those whose two captures differ. */
function honouredSaid(c: ClaimContext, none = false): string | undefined {
  const d = c.frames[c.at]!.definition;
  const said = String(c.params.honoured ?? "")
    .split(", ")
    .filter(Boolean);
  const differ = (d?.strictTools ?? []).filter((p) => !same(p.off, p.on)).map((p) => p.api);
  if (none) return differ.length === 0 ? undefined : `${differ.join(", ")} sent strict tools`;
  return same([...said].sort(), [...differ].sort())
    ? undefined
    : `honoured ${said.join(", ")}, but the captures differ for ${differ.join(", ")}`;
}

const all = (...checks: (string | undefined)[]) => checks.find((p) => p !== undefined);

/** The providers frame's sentences. */
export const STRICT_CLAIMS: Record<string, Claim> = {
  "definition.providers": (c) => all(setting(c, false), droppedSaid(c)),
  "definition.providers-whole": (c) =>
    all(
      setting(c, false),
      shown(c).captures.every((cap) => unseen(shown(c).schema, shown(c).sent(cap)).length === 0)
        ? undefined
        : "an adapter left a keyword out",
    ),
  "definition.providers-strict": (c) =>
    all(
      setting(c, true),
      honouredSaid(c),
      changedSaid(c),
      shown(c).captures.every((cap) => unseen(shown(c).schema, shown(c).sent(cap)).length === 0)
        ? undefined
        : "an adapter left a keyword out",
    ),
  "definition.providers-strict-dropped": (c) => all(setting(c, true), honouredSaid(c), changedSaid(c), droppedSaid(c)),
  "definition.providers-strict-none": (c) => all(setting(c, true), honouredSaid(c, true)),
  "definition.providers-learner": (c) =>
    c.trace.learner !== undefined && !c.frames[c.at]!.definition?.providerTools
      ? undefined
      : "the chapter's tool played, or captures are shown",
};
