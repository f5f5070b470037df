import { builtInScenario } from "../src/scenarios";
import { WIRE_APIS } from "../src/fake-provider/wire/names";
import { playScenario, providerFactory } from "../src/steps";
import { toolsInRequest } from "../src/playground/request-shapes";

/** The tool as each wire API's real adapter sent it in the happy path's first request. */
export async function captureProviderTools(): Promise<{ api: string; tools: unknown[] }[]> {
  const scenario = builtInScenario("happy-path");
  if (!scenario.ok) throw new Error("happy-path missing");
  const out: { api: string; tools: unknown[] }[] = [];
  for (const api of WIRE_APIS) {
    const trace = await playScenario(scenario.scenario, { provider: providerFactory(api) });
    out.push({ api, tools: toolsInRequest(trace.requests[0]) });
  }
  return out;
}
