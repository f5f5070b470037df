/**
 * pi-ai and pi-agent-core 1.6.0, installed beside the chapter's 1.4.0 under the aliases `pi-ai-next`
 * and `pi-agent-core-next`. Imported only by `load.ts`'s dynamic import: nothing of 1.6.0 is in
 * the first chunk, and the adapters are each a further chunk of their own.
 *
 * 1.6.0's types are not 1.4.0's (its schemas are pi-schema's, not TypeBox's), so the kit is cast
 * once here to the engine's 1.4.0-typed `PiKit`; the lens tests check its behaviour against 1.6.0.
 */
import {
  createAssistantMessageEventStream,
  normalizeContext,
  validateToolArguments,
} from "pi-ai-next";
import { pickModel, type AdapterStream, type PiKit } from "../fake-provider/kit";
import type { WireApi } from "../fake-provider/wire/names";
import { createReader16 } from "./reader-16";

/** 1.6.0's own adapters (the lens's choice over 1.5.2's: see docs/versions.md). */
const ADAPTERS_16: Record<WireApi, () => Promise<AdapterStream>> = {
  "anthropic-messages": async () => (await import("pi-ai-next/api/anthropic-messages")).stream as unknown as AdapterStream,
  "openai-responses": async () => (await import("pi-ai-next/api/openai-responses")).stream as unknown as AdapterStream,
  "openai-completions": async () => (await import("pi-ai-next/api/openai-completions")).stream as unknown as AdapterStream,
  "google-generative-ai": async () => (await import("pi-ai-next/api/google-generative-ai")).stream as unknown as AdapterStream,
};

/** 1.6.0's catalogs: the same model ids as 1.4.0's. */
const MODELS_16: Record<WireApi, () => Promise<ReturnType<typeof pickModel>>> = {
  "anthropic-messages": async () => pickModel((await import("pi-ai-next/providers/anthropic.models")).ANTHROPIC_MODELS as Record<string, unknown>, "anthropic-messages"),
  "openai-responses": async () => pickModel((await import("pi-ai-next/providers/openai.models")).OPENAI_MODELS as Record<string, unknown>, "openai-responses"),
  "openai-completions": async () => pickModel((await import("pi-ai-next/providers/groq.models")).GROQ_MODELS as Record<string, unknown>, "openai-completions"),
  "google-generative-ai": async () => pickModel((await import("pi-ai-next/providers/google.models")).GOOGLE_MODELS as Record<string, unknown>, "google-generative-ai"),
};

/** pi-ai and pi-agent-core 1.6.0, as the engine's kit. */
export const KIT_16: PiKit = {
  version: "1.6.0",
  validateToolArguments: validateToolArguments as unknown as PiKit["validateToolArguments"],
  createArgumentsReader: createReader16,
  keepsPartialJson: false,
  createAssistantMessageEventStream: createAssistantMessageEventStream as unknown as PiKit["createAssistantMessageEventStream"],
  normalizeContext: normalizeContext as unknown as PiKit["normalizeContext"],
  loadAdapter: (api) => ADAPTERS_16[api](),
  loadModel: (api) => MODELS_16[api](),
  loadAgentLoop: async () => (await import("pi-agent-core-next")).runAgentLoop as unknown as Awaited<ReturnType<PiKit["loadAgentLoop"]>>,
};
