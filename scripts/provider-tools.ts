import { builtInScenario } from "../src/scenarios";
import { WIRE_APIS } from "../src/fake-provider/wire/names";
import { playScenario, providerFactory } from "../src/engine";
import { toolsInRequest } from "../src/fake-provider/request-shapes";

/**
 * The tool as each wire API's real adapter sent it in a scenario's first request: the happy path's
 * (the chapter's tool), or `converted-limit`'s (its `limit` variant, src/engine/provider-tools-limit.json).
 */
export async function captureProviderTools(scenarioId = "happy-path"): Promise<{ api: string; tools: unknown[] }[]> {
  const scenario = builtInScenario(scenarioId);
  if (!scenario.ok) throw new Error(`${scenarioId} missing`);
  const out: { api: string; tools: unknown[] }[] = [];
  for (const api of WIRE_APIS) {
    const trace = await playScenario(scenario.scenario, { provider: providerFactory(api) });
    out.push({ api, tools: toolsInRequest(trace.requests[0]) });
  }
  return out;
}
