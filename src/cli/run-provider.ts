/**
 * The provider command as a function: `npm run provider -- [--scenario <id>|<file.json>]
 * [--fault f[,f]] [--port n] [--lang en|zh-CN] [--allow-origin URL]`. It starts the local provider
 * (`provider/serve.ts`) and prints the base URL of each API; `provider.ts` wires it to the process.
 */
import { describeProblems, type Lang, type Scenario } from "../scenarios";
import { applyFaults, FAULT_IDS, faultName, parseFaults, type Fault } from "../engine/round/faults";
import { playScenario } from "../engine/round/play";
import { SERVE_SPECS, WIRE_APIS } from "../fake-provider/apis";
import { readLang } from "../i18n";
import { providerText } from "../i18n/provider";
import { load, refuse, Refusal, type TraceIO } from "./run-trace";
import { ROUNDS_PATH, startProvider, type LabProvider } from "./provider/serve";

/** The port it listens on when none is named. */
export const DEFAULT_PORT = 8787;

/** The lab's own origins (Vite's dev server and preview) that may read the rounds feed. */
export const LAB_ORIGINS: readonly string[] = [
  "http://localhost:5173",
  "http://127.0.0.1:5173",
  "http://localhost:4173",
  "http://127.0.0.1:4173",
];

/** The faults that act at the provider; the others act in the program's own folder and code. */
const PROVIDER_FAULTS: readonly string[] = ["truncate", "bad-arguments", "unknown-tool", "stream", "truncate-answer"];

/** The exit code when it cannot listen (the port in use, or not allowed). */
export const EXIT_CANNOT_LISTEN = 3;

/** The usage text for `--help`. */
export const PROVIDER_USAGE = `Usage: npm run provider -- [options]

  --scenario ID|FILE    a built-in scenario or a scenario file (default happy-path)
  --fault F[,F…]        repeatable: ${FAULT_IDS.filter((f) => PROVIDER_FAULTS.includes(faultName(f))).join(", ")}
  --port N              the port on 127.0.0.1 (default ${DEFAULT_PORT}; 0 picks a free one)
  --lang en|zh-CN       the language of what it prints and of the scripted model's words
  --allow-origin URL    repeatable: a page origin that may read ${ROUNDS_PATH} (the lab's own:
                        ${LAB_ORIGINS.join(", ")})
  --help                this text

A local fake provider for your own pi-ai program: the four wire APIs on loopback, the scenario's
replies with its faults, and the provider's checks of your round (docs/provider.md). Any API key is
accepted and never printed, stored or forwarded. Ctrl-C stops it.

Exit 2 with one line for a bad option, scenario or fault; ${EXIT_CANNOT_LISTEN} when the port cannot be used.
`;

/** The parsed options. */
interface Args {
  scenario: string;
  faults: string[];
  port: number;
  lang: Lang;
  origins: string[];
  help: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { scenario: "happy-path", faults: [], port: DEFAULT_PORT, lang: "en", origins: [], help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    const value = () => argv[++i] ?? refuse(`${arg} needs a value`);
    if (arg === "--help" || arg === "-h") args.help = true;
    else if (arg === "--scenario") args.scenario = value();
    else if (arg === "--fault") args.faults.push(...value().split(",").filter(Boolean));
    else if (arg === "--allow-origin") args.origins.push(originOf(value()));
    else if (arg === "--port") {
      const text = value();
      const port = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
      if (!(port >= 0 && port <= 65535)) refuse(`--port takes a number from 0 to 65535, not "${text}"`);
      args.port = port;
    } else if (arg === "--lang") {
      const tag = value();
      args.lang = readLang(tag) ?? refuse(`unknown language "${tag}" (use en or zh-CN)`);
    } else refuse(`unknown option ${arg} (see --help)`);
  }
  return args;
}

/** An origin as a browser sends it (`http://localhost:5173`), or a refusal. */
function originOf(text: string): string {
  try {
    const url = new URL(text);
    if (url.origin !== "null" && /^https?:$/.test(url.protocol)) return url.origin;
  } catch {
    // said below
  }
  refuse(`--allow-origin takes an origin such as http://localhost:5173, not "${text}"`);
}

/** The faults named, each one the provider can play, or a refusal. */
function faultsOf(ids: readonly string[]): Fault[] {
  const parsed = parseFaults(ids);
  if (!parsed.ok) {
    if (parsed.unknown.length)
      refuse(`unknown fault ${parsed.unknown.map((f) => `"${f}"`).join(", ")} (known: ${FAULT_IDS.join(", ")})`);
    refuse(`faults ${parsed.conflicts.map((g) => g.join(" and ")).join("; ")} exclude each other: choose one variant`);
  }
  const elsewhere = parsed.faults
    .filter((f) => !PROVIDER_FAULTS.includes(f.name))
    .map((f) => (f.variant ? `${f.name}:${f.variant}` : f.name));
  if (elsewhere.length)
    refuse(
      `${elsewhere.join(", ")} happens in your program (its folder or its code), not at the provider: the provider plays ${PROVIDER_FAULTS.join(", ")}`,
    );
  return parsed.faults;
}

/** The lines it prints once it listens. */
async function banner(provider: LabProvider, args: Args, original: Scenario, faults: Fault[]): Promise<string> {
  const origin = `http://127.0.0.1:${provider.port}`;
  const named = args.faults.length
    ? ` + ${faults.map((f) => (f.variant ? `${f.name}:${f.variant}` : f.name)).join(", ")}`
    : "";
  // The lab's own round on the same scenario and faults: what a careful program reaches.
  const trace = await playScenario(original, { faults, lang: args.lang });
  const width = Math.max(...WIRE_APIS.map((api) => api.length));
  return [
    providerText(args.lang, "listening", { port: provider.port, scenario: args.scenario, faults: named }),
    providerText(args.lang, "base-urls"),
    ...WIRE_APIS.map((api) => `  ${api.padEnd(width)}  ${origin}${SERVE_SPECS[api].basePath}`),
    providerText(args.lang, "rounds", { url: `${origin}${ROUNDS_PATH}` }),
    providerText(args.lang, "careful", { outcome: providerText(args.lang, `outcome.${trace.outcome}`) }),
    providerText(args.lang, "stop"),
  ].join("\n");
}

/**
 * Runs the provider command: a running provider, or the exit code and its one line (a bad option,
 * scenario or fault: 2; a port it cannot use: {@link EXIT_CANNOT_LISTEN}).
 */
export async function runProvider(
  argv: readonly string[],
  io: TraceIO,
): Promise<{ provider: LabProvider } | { code: number }> {
  try {
    const args = parseArgs(argv);
    if (args.help) return (io.out(PROVIDER_USAGE), { code: 0 });
    const faults = faultsOf(args.faults);
    const loaded = load(args.scenario, io);
    if (!loaded.ok) refuse(`invalid scenario "${args.scenario}": ${describeProblems(loaded.problems)}`);
    const { scenario } = applyFaults(loaded.scenario, faults);
    const started = await startProvider(
      {
        scenario,
        lang: args.lang,
        allowOrigins: [...LAB_ORIGINS, ...args.origins],
        log: (line) => io.out(`${line}\n`),
      },
      args.port,
    );
    if (!started.ok) {
      const why =
        started.code === "EADDRINUSE"
          ? "is in use: stop what uses it, or choose another with --port"
          : `cannot be used (${started.code})`;
      io.err(`provider: port ${args.port} on 127.0.0.1 ${why}\n`);
      return { code: EXIT_CANNOT_LISTEN };
    }
    io.out(`${await banner(started.provider, args, loaded.scenario, faults)}\n`);
    return { provider: started.provider };
  } catch (error) {
    if (error instanceof Refusal) return (io.err(`provider: ${error.message}\n`), { code: 2 });
    throw error;
  }
}
