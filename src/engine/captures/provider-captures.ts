/**
 * The providers frame (§5) from the captured request bodies: the tool as each API's real adapter
 * sent it with strict off and on, where the two differ, what each adapter did to the schema the
 * model sees, and how many catalog models honour strict. Every file is written by
 * scripts/gen/write-provider-tools.ts and kept equal to a live capture by tests/unit/strict-tools.test.ts.
 */
import type { DefinitionData, ProviderToolsCapture, StrictCatalogEntry } from "../trace/frames";
import type { Fact } from "../trace/facts";
import { jsonChanges, schemaSeen } from "../trace/schema-seen";
import { TOOL_DESCRIPTION, type ToolVariant } from "../../scenarios/tool-text";
import providerTools from "./provider-tools.json";
import providerToolsStrict from "./provider-tools-strict.json";
import providerToolsLimit from "./provider-tools-limit.json";
import providerToolsLimitStrict from "./provider-tools-limit-strict.json";
import strictCatalog from "./strict-catalog.json";
import { convertTools } from "@earendil-works/pi-ai/api/google-shared";
import { resolveGrammarConstrainedSampling } from "@earendil-works/pi-ai/api/constrained-sampling";
import type { Tool } from "@earendil-works/pi-ai";
import { specOf } from "../../fake-provider/apis";
import type { StrictPair, ToolCaptures } from "../../fake-provider/kit";

/** pi-ai 1.4.0's captures: what the frame shows unless a kit brings its own (the lens's 1.6.0). */
export const CAPTURES_14: ToolCaptures = {
  chapter: { off: providerTools, on: providerToolsStrict },
  limit: { off: providerToolsLimit, on: providerToolsLimitStrict },
};

/** The captures of one tool (the chapter's, or its variant), with strict off and on. */
export function capturesOf(variant: ToolVariant | undefined, captures: ToolCaptures = CAPTURES_14): StrictPair {
  return variant === "limit" ? captures.limit : captures.chapter;
}

/** A capture without its API name: the part of the request the two settings are compared on. */
const toolsPart = (c: ProviderToolsCapture) => ({
  tools: c.tools,
  ...(c.toolConfig !== undefined ? { toolConfig: c.toolConfig } : {}),
});

/**
 * The function declaration pi-ai's Google code makes on its other path (`convertTools(tools, true)`:
 * the legacy `parameters` field, OpenAPI 3.0, which its comment keeps for Cloud Code Assist with
 * Claude models and none of its adapters asks for). The Google adapter the lab plays sends
 * `parametersJsonSchema`.
 */
function parametersPath(
  shown: readonly ProviderToolsCapture[],
  name: string,
  jsonSchema: unknown,
): Pick<DefinitionData, "parametersPath"> {
  // The API whose captured declarations carry the schema as Gemini's parametersJsonSchema.
  const gemini = shown.find((c) => JSON.stringify(c.tools).includes('"parametersJsonSchema"'));
  if (!gemini) return {};
  const tool = { name, description: TOOL_DESCRIPTION, parameters: jsonSchema } as unknown as Tool;
  const declaration = convertTools([tool], true)?.[0]?.functionDeclarations?.[0];
  return { parametersPath: { api: gemini.api, declaration: structuredClone(declaration) } };
}

/**
 * §5's last point, OpenAI's grammar tools: pi-ai's own check, asked to make the chapter's tool one
 * (a regex grammar, for a model that supports them), and what it answered. A grammar constrains one
 * required string input; the chapter's tool has none, so pi-ai refuses it, in its own words.
 */
function grammarPath(
  shown: readonly ProviderToolsCapture[],
  name: string,
  jsonSchema: unknown,
): Pick<DefinitionData, "grammarPath"> {
  const openai = shown.find((c) => specOf(c.api)?.grammarTools);
  if (!openai) return {};
  const tool = {
    name,
    description: TOOL_DESCRIPTION,
    parameters: jsonSchema,
    constrainedSampling: { type: "grammar", variants: { openai_regex: "\\.[A-Za-z0-9]+" } },
  } as unknown as Parameters<typeof resolveGrammarConstrainedSampling>[0];
  try {
    const grammar = resolveGrammarConstrainedSampling(tool, true);
    return { grammarPath: { api: openai.api, accepted: grammar?.inputProperty ?? "" } };
  } catch (error) {
    return { grammarPath: { api: openai.api, refused: error instanceof Error ? error.message : String(error) } };
  }
}

/**
 * The providers frame's fact fields and view data, for the trace's strict setting, from `captures`
 * (the played pi-ai version's: 1.4.0's unless the kit brings its own).
 */
export function providersDefinition(
  variant: ToolVariant | undefined,
  strict: boolean,
  jsonSchema: unknown,
  name: string,
  captures: ToolCaptures = CAPTURES_14,
): { fact: Partial<Extract<Fact, { kind: "definition" }>>; view: Partial<DefinitionData> } {
  const { off, on } = capturesOf(variant, captures);
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
      ...parametersPath(shown, name, jsonSchema),
      ...grammarPath(shown, name, jsonSchema),
      providerTools: structuredClone(shown),
      strictTools: structuredClone(strictTools),
      strictCatalog: structuredClone(strictCatalog as StrictCatalogEntry[]),
    },
  };
}
