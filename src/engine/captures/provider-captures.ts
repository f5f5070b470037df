/**
 * The providers frame (§5) from the captured request bodies: the tool as each API's real adapter
 * sent it with strict off and on, where the two differ, what each adapter did to the schema the
 * model sees, and how many catalog models honour strict. Every file is written by
 * scripts/gen/write-provider-tools.ts and kept equal to a live capture by tests/unit/strict-tools.test.ts.
 */
import type { DefinitionData, ProviderToolsCapture, StrictCatalogEntry } from "../trace/frames";
import type { Fact } from "../trace/facts";
import { jsonChanges, schemaSeen } from "../trace/schema-seen";
import type { ToolVariant } from "../../scenarios/tool-text";
import providerTools from "./provider-tools.json";
import providerToolsStrict from "./provider-tools-strict.json";
import providerToolsLimit from "./provider-tools-limit.json";
import providerToolsLimitStrict from "./provider-tools-limit-strict.json";
import strictCatalog from "./strict-catalog.json";

/** The captures of one tool (the chapter's, or its variant), with strict off and on. */
export function capturesOf(variant: ToolVariant | undefined): {
  off: ProviderToolsCapture[];
  on: ProviderToolsCapture[];
} {
  return variant === "limit"
    ? { off: providerToolsLimit, on: providerToolsLimitStrict }
    : { off: providerTools, on: providerToolsStrict };
}

/** A capture without its API name: the part of the request the two settings are compared on. */
const toolsPart = (c: ProviderToolsCapture) => ({
  tools: c.tools,
  ...(c.toolConfig !== undefined ? { toolConfig: c.toolConfig } : {}),
});

/** The providers frame's fact fields and view data, for the trace's strict setting. */
export function providersDefinition(
  variant: ToolVariant | undefined,
  strict: boolean,
  jsonSchema: unknown,
  name: string,
): { fact: Partial<Extract<Fact, { kind: "definition" }>>; view: Partial<DefinitionData> } {
  const { off, on } = capturesOf(variant);
  const pairs = off.flatMap((o) => on.filter((x) => x.api === o.api).map((x) => ({ api: o.api, off: o, on: x })));
  const strictTools = pairs.map((p) => ({ ...p, changes: jsonChanges(toolsPart(p.off), toolsPart(p.on)) }));
  const shown = strict ? on : off;
  return {
    fact: {
      strict,
      seen: shown.map((c) => schemaSeen(c.api, jsonSchema, c.tools, name)),
      honoured: strictTools.filter((p) => p.changes.length > 0).map((p) => p.api),
    },
    view: {
      providerTools: structuredClone(shown),
      strictTools: structuredClone(strictTools),
      strictCatalog: structuredClone(strictCatalog as StrictCatalogEntry[]),
    },
  };
}
