/**
 * The pi-ai functions the engine calls, as one typed kit, so the same replay can be played through
 * another pi-ai version (the version lens). The 1.4.0 kit is the chapter's and the default; the
 * 1.6.0 kit lives in `src/lens/kit-16.ts` and loads only when the lens is on.
 *
 * Every function here is the version's own: nothing imitates pi-ai. The kit is typed with 1.4.0's
 * types, because the engine is written against them; a later version's kit is cast once, where it
 * is built, and the lens tests check its behaviour against its own package.
 */
import {
  createAssistantMessageEventStream,
  normalizeContext,
  validateToolArguments,
  type Api,
  type AssistantMessageEventStream,
  type Context,
  type Model,
  type Tool,
  type ToolCall,
} from "@earendil-works/pi-ai";
import type { runAgentLoop } from "@earendil-works/pi-agent-core";
import { WIRE_SPECS, type AdapterStream, type VersionLoaders, type WireApi } from "./apis";
import { createReader14, type ArgumentsReader } from "./reader-14";

export type { AdapterStream } from "./apis";
export type { ArgumentsReader } from "./reader-14";

/** The pi-ai versions the lab can play: the chapter's, and the one the lens sets beside it. */
export type PiVersion = "1.4.0" | "1.6.0";

/** pi-agent-core's `runAgentLoop`, at the kit's version. */
export type RunAgentLoop = typeof runAgentLoop;

/** The pi-ai (and pi-agent-core) functions one replay uses, at one version. */
export interface PiKit {
  version: PiVersion;
  /** pi-ai's `validateToolArguments`. */
  validateToolArguments(tool: Tool, call: ToolCall): unknown;
  /** A reader for one call's streamed arguments: `parseStreamingJson` in 1.4.0, `ToolCallArgumentsStream` in 1.6.0. */
  createArgumentsReader(): ArgumentsReader;
  /** Whether the version's adapters leave the raw text on the partial block (`partialJson`); 1.6.0's do not. */
  keepsPartialJson: boolean;
  createAssistantMessageEventStream(): AssistantMessageEventStream;
  /** pi-ai's `normalizeContext`, which `stream()` applies before an adapter sees the Context. */
  normalizeContext(context: Context): Context;
  /** The version's own adapter for `api` (dynamic import: each adapter loads on demand). */
  loadAdapter(api: WireApi): Promise<AdapterStream>;
  /** The fixed model for `api`, from the version's own catalog. */
  loadModel(api: WireApi): Promise<Model<Api>>;
  /** pi-agent-core's `runAgentLoop` at the matching version. */
  loadAgentLoop(): Promise<RunAgentLoop>;
  /**
   * The tool as this version's four adapters sent it (§5's frame), captured by
   * scripts/gen/write-provider-tools.ts; unset for 1.4.0, whose captures the engine holds.
   */
  providerTools?: ToolCaptures;
}

/** The tool as one API's adapter sent it in a first request (Gemini's `toolConfig` kept beside it). */
export interface ToolsCapture {
  api: string;
  tools: unknown[];
  toolConfig?: unknown;
}

/** One tool's captures over the four APIs, with strict off and on. */
export interface StrictPair {
  off: ToolsCapture[];
  on: ToolsCapture[];
}

/** What a pi-ai version's four adapters sent: the chapter's tool and its `limit` variant, strict off and on. */
export interface ToolCaptures {
  chapter: StrictPair;
  limit: StrictPair;
}

/** Finds the fixed model of `api` in a version's catalog. */
function pickModel(catalog: Record<string, unknown>, api: WireApi): Model<Api> {
  const id = WIRE_SPECS[api].modelId;
  const model = catalog[id];
  if (!model) throw new Error(`model ${id} is not in pi-ai's catalog`);
  return model as Model<Api>;
}

/** A version's `loadModel`: the API's catalog (a chunk of its own), and the fixed model in it. */
export function modelLoader(loaders: (api: WireApi) => VersionLoaders): PiKit["loadModel"] {
  return async (api) => pickModel(await loaders(api).catalog(), api);
}

/** pi-ai and pi-agent-core 1.4.0: the chapter's version, and the engine's default. */
export const KIT_14: PiKit = {
  version: "1.4.0",
  validateToolArguments,
  createArgumentsReader: createReader14,
  keepsPartialJson: true,
  createAssistantMessageEventStream,
  normalizeContext,
  loadAdapter: (api) => WIRE_SPECS[api].loaders14.adapter(),
  loadModel: modelLoader((api) => WIRE_SPECS[api].loaders14),
  loadAgentLoop: async () => (await import("@earendil-works/pi-agent-core")).runAgentLoop,
};
