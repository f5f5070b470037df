/** The four provider APIs whose real pi-ai adapters the lab replays. A leaf module: no pi-ai code. */
export const WIRE_APIS = ["anthropic-messages", "openai-responses", "openai-completions", "google-generative-ai"] as const;

/** One of {@link WIRE_APIS}. */
export type WireApi = (typeof WIRE_APIS)[number];

/** The fixed model each API is replayed with: entries of pi-ai 1.4.0's own catalog. */
export const WIRE_MODELS: Record<WireApi, { provider: string; modelId: string }> = {
  "anthropic-messages": { provider: "anthropic", modelId: "claude-sonnet-4-5" },
  "openai-responses": { provider: "openai", modelId: "gpt-4.1" },
  "openai-completions": { provider: "groq", modelId: "llama-3.3-70b-versatile" },
  "google-generative-ai": { provider: "google", modelId: "gemini-3-flash-preview" },
};

/** True for a wire API name. */
export function isWireApi(value: string): value is WireApi {
  return (WIRE_APIS as readonly string[]).includes(value);
}
