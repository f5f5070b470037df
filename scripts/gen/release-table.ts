/**
 * Measures the release that made each difference the version lens names, from the releases
 * themselves: pi-ai and pi-agent-core 1.5.0, 1.5.2 and 1.6.0 are installed from the npm registry
 * into a temporary folder, and every built-in scenario (and the happy path with each fault) is
 * played through each of them beside the chapter's 1.4.0, with every provider and both engines,
 * through the release's own validator, streaming reader, event stream, adapters, catalogs and
 * agent loop. A difference 1.6.0 shows is taken to come with the first release that shows it
 * exactly (the same kind, frame, call and values) on every play where 1.6.0 shows it, and in every
 * release after. Writes src/lens/releases.json. Run by hand (not by the build or CI):
 * `node --import tsx scripts/gen/release-table.ts`.
 *
 * The base is the app's own 1.4.0 (installed by `npm ci`): the chapter's tool is built with its
 * TypeBox, which a second copy of 1.4.0 would read as plain JSON Schema.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { WIRE_SPECS, type AdapterStream, type WireApi } from "../../src/fake-provider/apis";
import type { PiKit, PiVersion } from "../../src/fake-provider/kit";
import type { ArgumentsReader } from "../../src/fake-provider/reader-14";
import { PROVIDER_CHOICES, type ProviderChoice } from "../../src/engine/providers/choices";
import { FAULT_IDS, parseFaults } from "../../src/engine/round/faults";
import type { EngineKind } from "../../src/engine/trace/engines";
import type { LensDifference } from "../../src/engine/trace/differences";
import { comparable } from "../../src/lens/compare";
import { playLens } from "../../src/lens/play-lens";
import { releaseKey, RELEASES, type Release, type ReleaseTable } from "../../src/lens/releases";
import { BUILT_IN_IDS, builtInScenario } from "../../src/scenarios";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "../../src/lens/releases.json");

/** Installs one release of both packages into its own folder; returns the folder of its pi-ai. */
function install(root: string, version: string): string {
  const dir = join(root, version);
  mkdirSync(dir);
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: `release-${version}`, private: true }));
  execFileSync(
    "npm",
    [
      "install",
      "--no-audit",
      "--no-fund",
      "--ignore-scripts",
      `@earendil-works/pi-ai@${version}`,
      `@earendil-works/pi-agent-core@${version}`,
    ],
    { cwd: dir, stdio: "inherit" },
  );
  const installed = JSON.parse(readFileSync(join(dir, "node_modules/@earendil-works/pi-ai/package.json"), "utf8"));
  if (installed.version !== version) throw new Error(`asked for pi-ai ${version}, npm installed ${installed.version}`);
  return dir;
}

type Module = Record<string, unknown>;

/** A release's kit, every function its own (imported from the folder it was installed into). */
async function kitOf(dir: string, version: string): Promise<PiKit> {
  const file = (pkg: string, sub: string) =>
    import(pathToFileURL(join(dir, "node_modules/@earendil-works", pkg, "dist", `${sub}.js`)).href) as Promise<Module>;
  const pi = await file("pi-ai", "index");
  const Reader = pi.ToolCallArgumentsStream as new () => ArgumentsReader & { append(d: string): unknown };
  const kit: PiKit = {
    version: version as PiVersion,
    validateToolArguments: pi.validateToolArguments as PiKit["validateToolArguments"],
    createArgumentsReader: () => {
      const reader = new Reader();
      return {
        append: (delta) => reader.append(delta) as ReturnType<ArgumentsReader["append"]>,
        get text() {
          return reader.text;
        },
        finish: () => reader.finish(),
      };
    },
    keepsPartialJson: false,
    createAssistantMessageEventStream:
      pi.createAssistantMessageEventStream as PiKit["createAssistantMessageEventStream"],
    normalizeContext: pi.normalizeContext as PiKit["normalizeContext"],
    loadAdapter: async (api: WireApi) => (await file("pi-ai", `api/${api}`)).stream as AdapterStream,
    loadModel: async (api: WireApi) => {
      const spec = WIRE_SPECS[api];
      const catalogs = Object.values(await file("pi-ai", `providers/${spec.provider}.models`)) as Module[];
      const model = catalogs.find((c) => c && typeof c === "object" && Object.hasOwn(c, spec.modelId))?.[spec.modelId];
      if (!model) throw new Error(`${version}: ${spec.modelId} is not in its ${spec.provider} catalog`);
      return model as Awaited<ReturnType<PiKit["loadModel"]>>;
    },
    loadAgentLoop: async () => (await file("pi-agent-core", "index")).runAgentLoop as never,
  };
  // Whether the release's adapters leave the raw text on the partial block, read off a real adapter's blocks.
  const trace = await playLens(scenarioOf("happy-path"), { provider: "anthropic-messages", next: kit });
  kit.keepsPartialJson = !trace.lens!.differences.some(
    (d) =>
      d.kind === "partial-fields" &&
      (d.before as string[]).includes("partialJson") &&
      !(d.after as string[]).includes("partialJson"),
  );
  return kit;
}

function scenarioOf(id: string) {
  const result = builtInScenario(id);
  if (!result.ok) throw new Error(`${id}: ${JSON.stringify(result.problems)}`);
  return result.scenario;
}

/** One play: a scenario, its faults, the provider and the engine. */
interface Play {
  id: string;
  faults: string[];
  provider: ProviderChoice;
  engine: EngineKind;
}

function plays(): Play[] {
  const out: Play[] = [];
  for (const provider of PROVIDER_CHOICES)
    for (const engine of ["round", "loop"] as const) {
      for (const id of BUILT_IN_IDS) out.push({ id, faults: [], provider, engine });
      for (const fault of FAULT_IDS) out.push({ id: "happy-path", faults: [fault], provider, engine });
      // The cancel is where pi-agent-core's loops part (`loop-results`).
      out.push({ id: "two-calls-sequential", faults: ["folder:slow-cancel"], provider, engine });
    }
  return out;
}

async function differencesOf(play: Play, kit: PiKit): Promise<LensDifference[]> {
  const parsed = parseFaults(play.faults);
  if (!parsed.ok) throw new Error(`bad faults ${play.faults.join(",")}`);
  const options = { provider: play.provider, engine: play.engine, faults: parsed.faults, next: kit };
  return (await playLens(scenarioOf(play.id), options)).lens!.differences;
}

/** A release after the base. */
type Later = Exclude<Release, "1.4.0">;

/** A difference as compared across releases: everything but the release it names. */
function exact(d: LensDifference): string {
  const { changedIn: _release, ...rest } = d;
  return comparable(rest);
}

async function main() {
  const root = mkdtempSync(join(tmpdir(), "pi-releases-"));
  try {
    const later = RELEASES.filter((v): v is Later => v !== "1.4.0");
    const dirs = Object.fromEntries(later.map((v) => [v, install(root, v)])) as Record<Later, string>;
    const kits = await Promise.all(later.map((v) => kitOf(dirs[v], v)));
    // For each key 1.6.0 shows: the releases that show it exactly on every play where 1.6.0 does.
    const showing = new Map<string, Set<Later>>();
    for (const play of plays()) {
      const found = await Promise.all(kits.map((kit) => differencesOf(play, kit)));
      const last = found.at(-1)!;
      for (const d of last) {
        const key = releaseKey(d, play.provider);
        const set = showing.get(key) ?? new Set(later);
        later.forEach((v, i) => {
          if (!found[i]!.some((e) => exact(e) === exact(d))) set.delete(v);
        });
        showing.set(key, set);
      }
    }
    const table: ReleaseTable = {};
    for (const key of [...showing.keys()].sort()) {
      const set = showing.get(key)!;
      // The first release from which every later one shows it too.
      const since = later.find((v, i) => later.slice(i).every((w) => set.has(w)));
      if (!since) throw new Error(`${key}: 1.6.0 shows it, yet not on every play`);
      table[key] = since;
    }
    writeFileSync(OUT, JSON.stringify(table, null, 2) + "\n");
    console.log(`wrote ${Object.keys(table).length} differences to ${OUT}`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
