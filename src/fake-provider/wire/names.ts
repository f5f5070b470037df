/** The four provider APIs whose real pi-ai adapters the lab replays. A leaf module: no pi-ai code. */
export const WIRE_APIS = ["anthropic-messages", "openai-responses", "openai-completions", "google-generative-ai"] as const;

/** One of {@link WIRE_APIS}. */
export type WireApi = (typeof WIRE_APIS)[number];

/** True for a wire API name. */
export function isWireApi(value: string): value is WireApi {
  return (WIRE_APIS as readonly string[]).includes(value);
}
