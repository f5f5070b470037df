/**
 * Plays the first traces (see `scripts/build/first-traces.ts`): `node --import tsx
 * scripts/build/play-first-traces.ts` prints them as JSON for the build.
 */
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { firstTraceKey, type FirstTrace } from "../../src/playground/first-traces";
import type { PlayRequest } from "../../src/playground/engine-protocol";
import { builtInScenario } from "../../src/scenarios";
import { LANGS } from "../../src/i18n";
import { DEFAULT_LOCATION } from "../../src/playground/state/location";
import { playRequest } from "../../src/playground/engine-play";

/** The requests a plain visit makes, one per language (what the page's store asks for first). */
export async function firstRequests(): Promise<PlayRequest[]> {
  const found = builtInScenario(DEFAULT_LOCATION.scenario);
  if (!found.ok) throw new Error(`no built-in ${DEFAULT_LOCATION.scenario}`);
  return LANGS.map((lang) => ({
    scenario: found.scenario,
    faults: [...DEFAULT_LOCATION.faults],
    lang,
    provider: DEFAULT_LOCATION.provider,
    engine: "round",
  }));
}

/** Plays each first request; refuses a trace that JSON would not carry whole (the page parses JSON). */
export async function collectFirstTraces(): Promise<FirstTrace[]> {
  const out: FirstTrace[] = [];
  for (const request of await firstRequests()) {
    const trace = await playRequest(request);
    const json = JSON.stringify(trace);
    if (!isDeepStrictEqual(structuredClone(trace), JSON.parse(json)))
      throw new Error(`the first ${request.lang} trace does not survive JSON`);
    out.push({ key: firstTraceKey(request)!, json });
  }
  return out;
}

// `node --import tsx scripts/build/play-first-traces.ts`: the traces as JSON, for the plugin.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.stdout.write(JSON.stringify(await collectFirstTraces()));
}
