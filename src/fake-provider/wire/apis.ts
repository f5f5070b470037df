import type { Api, AssistantMessageEventStream, Context, Model, StreamOptions } from "@earendil-works/pi-ai";
import type { ScriptedTurn } from "../scripted";
import type { EncodeContext, WireBody } from "./body";
import { encodeAnthropic } from "./encode-anthropic";
import { encodeGoogle } from "./encode-google";
import { encodeOpenAICompletions } from "./encode-openai-completions";
import { encodeOpenAIResponses } from "./encode-openai-responses";

import { WIRE_MODELS, type WireApi } from "./names";

export { isWireApi, WIRE_APIS, type WireApi } from "./names";

/** A pi-ai adapter's `stream` function, as the API modules export it. */
type AdapterStream = (model: Model<Api>, context: Context, options?: StreamOptions) => AssistantMessageEventStream;

/** How one API is replayed: its fixed catalog model, its adapter, its wire encoder. */
export interface WireApiSpec {
  api: WireApi;
  provider: string;
  modelId: string;
  /** False for Google: its adapter ignores `options.fetch` and calls the global `fetch`. */
  injectsFetch: boolean;
  /** Loads the catalog model (dynamic import: catalogs and SDKs stay out of the first bundle). */
  loadModel(): Promise<Model<Api>>;
  /** Loads pi-ai's real adapter for this API. */
  loadAdapter(): Promise<AdapterStream>;
  encode(turn: ScriptedTurn, ctx: EncodeContext): WireBody;
}

function pick(catalog: Record<string, unknown>, id: string): Model<Api> {
  const model = catalog[id];
  if (!model) throw new Error(`model ${id} is not in pi-ai's catalog`);
  return model as Model<Api>;
}

/** The fixed model per API, taken from pi-ai 1.4.0's own catalog. */
export const WIRE_SPECS: Record<WireApi, WireApiSpec> = {
  "anthropic-messages": {
    api: "anthropic-messages",
    ...WIRE_MODELS["anthropic-messages"],
    injectsFetch: true,
    loadModel: async () => pick((await import("@earendil-works/pi-ai/providers/anthropic.models")).ANTHROPIC_MODELS, WIRE_MODELS["anthropic-messages"].modelId),
    loadAdapter: async () => (await import("@earendil-works/pi-ai/api/anthropic-messages")).stream as unknown as AdapterStream,
    encode: encodeAnthropic,
  },
  "openai-responses": {
    api: "openai-responses",
    ...WIRE_MODELS["openai-responses"],
    injectsFetch: true,
    loadModel: async () => pick((await import("@earendil-works/pi-ai/providers/openai.models")).OPENAI_MODELS, WIRE_MODELS["openai-responses"].modelId),
    loadAdapter: async () => (await import("@earendil-works/pi-ai/api/openai-responses")).stream as unknown as AdapterStream,
    encode: encodeOpenAIResponses,
  },
  "openai-completions": {
    api: "openai-completions",
    ...WIRE_MODELS["openai-completions"],
    injectsFetch: true,
    loadModel: async () => pick((await import("@earendil-works/pi-ai/providers/groq.models")).GROQ_MODELS, WIRE_MODELS["openai-completions"].modelId),
    loadAdapter: async () => (await import("@earendil-works/pi-ai/api/openai-completions")).stream as unknown as AdapterStream,
    encode: encodeOpenAICompletions,
  },
  "google-generative-ai": {
    api: "google-generative-ai",
    ...WIRE_MODELS["google-generative-ai"],
    injectsFetch: false,
    loadModel: async () => pick((await import("@earendil-works/pi-ai/providers/google.models")).GOOGLE_MODELS, WIRE_MODELS["google-generative-ai"].modelId),
    loadAdapter: async () => (await import("@earendil-works/pi-ai/api/google-generative-ai")).stream as unknown as AdapterStream,
    encode: encodeGoogle,
  },
};
