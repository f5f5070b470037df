/**
 * Plays the first traces (see `scripts/build/first-traces.ts`): `node --import tsx
 * scripts/build/play-first-traces.ts` prints them as JSON for the build.
 */
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { firstTraceKey, type FirstTrace } from "../../src/playground/first-traces";
import type { PlayRequest } from "../../src/playground/engine-protocol";
import { BUILT_IN_IDS, builtInScenario } from "../../src/scenarios";
import { LANGS } from "../../src/i18n";
import { DEFAULT_LOCATION } from "../../src/playground/state/location";
import { playRequest } from "../../src/playground/engine-play";

/**
 * The requests a link to built-in `id` makes, one per language (what the page's store asks for
 * first when the link names no provider or fault).
 */
export function defaultRequests(id: string): PlayRequest[] {
  const found = builtInScenario(id);
  if (!found.ok) throw new Error(`no built-in ${id}`);
  return LANGS.map((lang) => ({
    scenario: found.scenario,
    faults: [...DEFAULT_LOCATION.faults],
    lang,
    provider: DEFAULT_LOCATION.provider,
    engine: "round",
  }));
}

/** The requests a plain visit makes, one per language. */
export async function firstRequests(): Promise<PlayRequest[]> {
  return defaultRequests(DEFAULT_LOCATION.scenario);
}

/** Plays each request; refuses a trace that JSON would not carry whole (the page parses JSON). */
async function played(requests: PlayRequest[]): Promise<FirstTrace[]> {
  const out: FirstTrace[] = [];
  for (const request of requests) {
    const trace = await playRequest(request);
    const json = JSON.stringify(trace);
    if (!isDeepStrictEqual(structuredClone(trace), JSON.parse(json)))
      throw new Error(`the ${request.scenario.id} ${request.lang} trace does not survive JSON`);
    out.push({ key: firstTraceKey(request)!, json });
  }
  return out;
}

/** The plain visit's first traces, one per language. */
export async function collectFirstTraces(): Promise<FirstTrace[]> {
  return played(await firstRequests());
}

/**
 * Every other built-in's default traces, one per language, by scenario id: what a shared link to
 * it (`?scenario=two-calls`) shows first. The plain visit's scenario is in the first traces.
 */
export async function collectScenarioTraces(): Promise<Record<string, FirstTrace[]>> {
  const out: Record<string, FirstTrace[]> = {};
  for (const id of BUILT_IN_IDS) if (id !== DEFAULT_LOCATION.scenario) out[id] = await played(defaultRequests(id));
  return out;
}

/** What the build's plugin reads: the plain visit's traces and every other built-in's. */
export interface PlayedTraces {
  first: FirstTrace[];
  scenarios: Record<string, FirstTrace[]>;
}

// `node --import tsx scripts/build/play-first-traces.ts`: the traces as JSON, for the plugin.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out: PlayedTraces = { first: await collectFirstTraces(), scenarios: await collectScenarioTraces() };
  process.stdout.write(JSON.stringify(out));
}
