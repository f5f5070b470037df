/**
 * A catalog model pointed at Tool Call Lab's local provider (`npm run provider`): the model is
 * pi-ai's own, only its base URL's origin is the provider's. Shared by the examples.
 */
import { getModel, type Api, type Model } from "@earendil-works/pi-ai/compat";

/** The four wire APIs and the catalog model each example uses with it. */
export const LAB_MODELS = {
  "anthropic-messages": () => getModel("anthropic", "claude-sonnet-4-5"),
  "openai-responses": () => getModel("openai", "gpt-4.1"),
  "openai-completions": () => getModel("groq", "llama-3.3-70b-versatile"),
  "google-generative-ai": () => getModel("google", "gemini-3-flash-preview"),
} as const;

/** One of the four APIs. */
export type LabApi = keyof typeof LAB_MODELS;

/** Where the provider puts each API: the path its real base URL has after the origin. */
const BASE_PATHS: Record<LabApi, string> = {
  "anthropic-messages": "",
  "openai-responses": "/v1",
  "openai-completions": "/v1",
  "google-generative-ai": "/v1beta",
};

/** The catalog model of `api` with its base URL on `provider` (`http://127.0.0.1:8787`). */
export function labModel(api: LabApi, provider: string): Model<Api> {
  const model = LAB_MODELS[api]() as Model<Api>;
  return { ...model, baseUrl: `${new URL(provider).origin}${BASE_PATHS[api]}` };
}

/** The API named on the command line (default Anthropic's), or an error that lists them. */
export function apiArgument(value: string | undefined): LabApi {
  const api = value ?? "anthropic-messages";
  if (Object.hasOwn(LAB_MODELS, api)) return api as LabApi;
  throw new Error(`unknown API "${api}": use one of ${Object.keys(LAB_MODELS).join(", ")}`);
}
