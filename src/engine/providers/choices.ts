import { isWireApi, WIRE_APIS, type WireApi } from "../../fake-provider/apis";

/** Which model answers: the scripted one, or a recorded stream through one of pi-ai's adapters. */
export type ProviderChoice = "scripted" | WireApi;

/** Every provider a person can pick. */
export const PROVIDER_CHOICES: readonly ProviderChoice[] = ["scripted", ...WIRE_APIS];

/** True for a known provider choice. */
export function isProviderChoice(value: string): value is ProviderChoice {
  return value === "scripted" || isWireApi(value);
}
