import { isWireApi, type WireApi } from "../fake-provider/wire/names";

/** Which model answers: the scripted one, or a recorded stream through one of pi-ai's adapters. */
export type ProviderChoice = "scripted" | WireApi;

/** Every provider a person can pick. */
export const PROVIDER_CHOICES: readonly ProviderChoice[] = ["scripted", "anthropic-messages", "openai-responses", "openai-completions", "google-generative-ai"];

/** True for a known provider choice. */
export function isProviderChoice(value: string): value is ProviderChoice {
  return value === "scripted" || isWireApi(value);
}
