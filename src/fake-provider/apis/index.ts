/**
 * The registry of the wire APIs whose real pi-ai adapters the lab replays: one descriptor per API
 * (`./<api>.ts`), and every other module reads them here. No pi-ai code at load: each adapter and
 * catalog is a dynamic import of its own. Adding an API: docs/architecture.md, "Adding a provider API".
 */
import { ANTHROPIC_MESSAGES, ANTHROPIC_MESSAGES_16, ANTHROPIC_MESSAGES_SERVE } from "./anthropic-messages";
import { GOOGLE_GENERATIVE_AI, GOOGLE_GENERATIVE_AI_16, GOOGLE_GENERATIVE_AI_SERVE } from "./google-generative-ai";
import { OPENAI_COMPLETIONS, OPENAI_COMPLETIONS_16, OPENAI_COMPLETIONS_SERVE } from "./openai-completions";
import { OPENAI_RESPONSES, OPENAI_RESPONSES_16, OPENAI_RESPONSES_SERVE } from "./openai-responses";
import type { ApiSpec, ServeShape, VersionLoaders } from "./spec";

export type {
  AdapterStream,
  ApiSpec,
  RecordedRequest,
  RecordedTool,
  RefusalKind,
  VersionLoaders,
  WireMessage,
} from "./spec";

/** Each API's descriptor by its name, in the order the lab lists them. */
const SPECS = {
  "anthropic-messages": ANTHROPIC_MESSAGES,
  "openai-responses": OPENAI_RESPONSES,
  "openai-completions": OPENAI_COMPLETIONS,
  "google-generative-ai": GOOGLE_GENERATIVE_AI,
};

/** One of the wire APIs. */
export type WireApi = keyof typeof SPECS;

/** Each API's descriptor (its key is its own name). */
export const WIRE_SPECS: { readonly [A in WireApi]: ApiSpec<A> } = SPECS;

/** The wire APIs, in the order the lab lists them. */
export const WIRE_APIS: readonly WireApi[] = Object.values(SPECS).map((spec) => spec.api);

/**
 * pi-ai 1.6.0's adapter and catalog per API, for the version lens. A record apart from
 * {@link WIRE_SPECS}: the page reads the specs but never this, so its build leaves every 1.6.0
 * adapter out (only the engine worker's lens loads them).
 */
export const LOADERS_16: Record<WireApi, VersionLoaders> = {
  "anthropic-messages": ANTHROPIC_MESSAGES_16,
  "openai-responses": OPENAI_RESPONSES_16,
  "openai-completions": OPENAI_COMPLETIONS_16,
  "google-generative-ai": GOOGLE_GENERATIVE_AI_16,
};

/**
 * How the local provider (`npm run provider`) serves each API. A record apart from
 * {@link WIRE_SPECS}, as {@link LOADERS_16} is: the page never reads it, so its build leaves it out.
 */
export const SERVE_SPECS: Record<WireApi, ServeShape> = {
  "anthropic-messages": ANTHROPIC_MESSAGES_SERVE,
  "openai-responses": OPENAI_RESPONSES_SERVE,
  "openai-completions": OPENAI_COMPLETIONS_SERVE,
  "google-generative-ai": GOOGLE_GENERATIVE_AI_SERVE,
};

/** The API turn two goes to when a history another API made is replayed and no target is named. */
export const HISTORY_TARGET: WireApi = "anthropic-messages";

/** True for a wire API name. */
export function isWireApi(value: string): value is WireApi {
  return (WIRE_APIS as readonly string[]).includes(value);
}

/** The descriptor of `api`, or undefined for one that is not a wire API (`scripted`). */
export function specOf(api: string): ApiSpec | undefined {
  return isWireApi(api) ? WIRE_SPECS[api] : undefined;
}

/** True when `path` (below `api`'s base path) is one of the request paths it serves. */
export function servesPath(api: WireApi, path: string): boolean {
  const { matches, paths } = SERVE_SPECS[api];
  return matches ? matches(path) : paths.includes(path);
}

/** True when a request to `api` asks for a stream: its descriptor's rule, else `stream: true` in the body. */
export function asksStream(api: WireApi, body: Record<string, unknown>, path: string): boolean {
  const { streams } = SERVE_SPECS[api];
  return streams ? streams(body, path) : Object.hasOwn(body, "stream") && body.stream === true;
}
