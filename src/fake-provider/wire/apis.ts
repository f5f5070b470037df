import type { Api, Model } from "@earendil-works/pi-ai";
import { KIT_14, type AdapterStream } from "../kit";
import type { ScriptedTurn } from "../scripted";
import type { EncodeContext, WireBody } from "./body";
import { encodeAnthropic } from "./encode-anthropic";
import { encodeGoogle } from "./encode-google";
import { encodeOpenAICompletions } from "./encode-openai-completions";
import { encodeOpenAIResponses } from "./encode-openai-responses";

import { WIRE_MODELS, type WireApi } from "./names";

export { isWireApi, WIRE_APIS, type WireApi } from "./names";


/** How one API is replayed: its fixed catalog model, its adapter, its wire encoder. */
export interface WireApiSpec {
  api: WireApi;
  provider: string;
  modelId: string;
  /** False for Google: its adapter ignores `options.fetch` and calls the global `fetch`. */
  injectsFetch: boolean;
  /** Loads the catalog model (dynamic import: catalogs and SDKs stay out of the first bundle). */
  loadModel(): Promise<Model<Api>>;
  /** Loads pi-ai 1.4.0's real adapter for this API (another version's comes from its kit). */
  loadAdapter(): Promise<AdapterStream>;
  encode(turn: ScriptedTurn, ctx: EncodeContext): WireBody;
}

/** The fixed model per API, taken from pi-ai 1.4.0's own catalog. */
export const WIRE_SPECS: Record<WireApi, WireApiSpec> = {
  "anthropic-messages": {
    api: "anthropic-messages",
    ...WIRE_MODELS["anthropic-messages"],
    injectsFetch: true,
    loadModel: () => KIT_14.loadModel("anthropic-messages"),
    loadAdapter: () => KIT_14.loadAdapter("anthropic-messages"),
    encode: encodeAnthropic,
  },
  "openai-responses": {
    api: "openai-responses",
    ...WIRE_MODELS["openai-responses"],
    injectsFetch: true,
    loadModel: () => KIT_14.loadModel("openai-responses"),
    loadAdapter: () => KIT_14.loadAdapter("openai-responses"),
    encode: encodeOpenAIResponses,
  },
  "openai-completions": {
    api: "openai-completions",
    ...WIRE_MODELS["openai-completions"],
    injectsFetch: true,
    loadModel: () => KIT_14.loadModel("openai-completions"),
    loadAdapter: () => KIT_14.loadAdapter("openai-completions"),
    encode: encodeOpenAICompletions,
  },
  "google-generative-ai": {
    api: "google-generative-ai",
    ...WIRE_MODELS["google-generative-ai"],
    injectsFetch: false,
    loadModel: () => KIT_14.loadModel("google-generative-ai"),
    loadAdapter: () => KIT_14.loadAdapter("google-generative-ai"),
    encode: encodeGoogle,
  },
};
