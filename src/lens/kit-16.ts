/**
 * pi-ai and pi-agent-core 1.6.0, installed beside the chapter's 1.4.0 under the aliases `pi-ai-next`
 * and `pi-agent-core-next`. Imported only by `load.ts`'s dynamic import: nothing of 1.6.0 is in
 * the first chunk, and the adapters (the descriptors' `LOADERS_16`) are each a further chunk of their own.
 *
 * 1.6.0's types are not 1.4.0's (its schemas are pi-schema's, not TypeBox's), so the kit is cast
 * once here to the engine's 1.4.0-typed `PiKit`; the lens tests check its behaviour against 1.6.0.
 */
import { createAssistantMessageEventStream, normalizeContext, validateToolArguments } from "pi-ai-next";
import { LOADERS_16 } from "../fake-provider/apis";
import { modelLoader, type PiKit } from "../fake-provider/kit";
import { createReader16 } from "./reader-16";
import providerTools16 from "./provider-tools-16.json";

/** pi-ai and pi-agent-core 1.6.0, as the engine's kit. */
export const KIT_16: PiKit = {
  version: "1.6.0",
  validateToolArguments: validateToolArguments as unknown as PiKit["validateToolArguments"],
  createArgumentsReader: createReader16,
  keepsPartialJson: false,
  createAssistantMessageEventStream:
    createAssistantMessageEventStream as unknown as PiKit["createAssistantMessageEventStream"],
  normalizeContext: normalizeContext as unknown as PiKit["normalizeContext"],
  // 1.6.0's own adapters (the lens's choice over 1.5.2's: see docs/versions.md), with the same model ids as 1.4.0's.
  loadAdapter: (api) => LOADERS_16[api].adapter(),
  loadModel: modelLoader((api) => LOADERS_16[api]),
  // What 1.6.0's four adapters sent for §5, captured by scripts/gen/write-provider-tools.ts.
  providerTools: providerTools16,
  loadAgentLoop: async () =>
    (await import("pi-agent-core-next")).runAgentLoop as unknown as Awaited<ReturnType<PiKit["loadAgentLoop"]>>,
};
