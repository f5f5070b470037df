import { builtInScenario } from "../../src/scenarios";
import { WIRE_APIS } from "../../src/fake-provider/apis";
import { playScenario, providerFactory } from "../../src/engine";
import type { ProviderToolsCapture } from "../../src/engine/trace/frames";
import { toolsInRequest } from "../../src/fake-provider/request-shapes";
import type { PiKit, ToolCaptures } from "../../src/fake-provider/kit";

/**
 * The tool as each wire API's real adapter sent it in a scenario's first request: the happy path's
 * (the chapter's tool), or `converted-limit`'s (its `limit` variant, src/engine/captures/provider-tools-limit.json),
 * with the strict switch off or on (`constrainedSampling`, src/engine/captures/provider-tools-strict.json).
 * Gemini's adapter puts strict mode in `toolConfig` as well as in the schema: it is kept beside the tools.
 */
export async function captureProviderTools(
  scenarioId = "happy-path",
  strict = false,
  kit?: PiKit,
): Promise<ProviderToolsCapture[]> {
  const scenario = builtInScenario(scenarioId);
  if (!scenario.ok) throw new Error(`${scenarioId} missing`);
  const out: ProviderToolsCapture[] = [];
  for (const api of WIRE_APIS) {
    const trace = await playScenario(scenario.scenario, {
      provider: providerFactory(api, kit),
      strict,
      ...(kit ? { kit } : {}),
    });
    const body = trace.requests[0]?.body as { toolConfig?: unknown } | undefined;
    out.push({
      api,
      tools: toolsInRequest(trace.requests[0]),
      ...(body?.toolConfig !== undefined ? { toolConfig: body.toolConfig } : {}),
    });
  }
  return out;
}

/** All four captures of a pi-ai version (`kit`; 1.4.0's without one), as `PiKit.providerTools` holds them. */
export async function captureAll(kit?: PiKit): Promise<ToolCaptures> {
  return {
    chapter: {
      off: await captureProviderTools("happy-path", false, kit),
      on: await captureProviderTools("happy-path", true, kit),
    },
    limit: {
      off: await captureProviderTools("converted-limit", false, kit),
      on: await captureProviderTools("converted-limit", true, kit),
    },
  };
}
