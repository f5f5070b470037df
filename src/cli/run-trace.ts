/**
 * The trace command as a function: arguments and I/O in, exit code out. `trace.ts` wires it to the
 * process; the tests call it in-process.
 */
import { isAbsolute, resolve } from "node:path";
import { decodeScenarioBytes } from "../scenarios/decode";
import {
  builtInScenario,
  BUILT_IN_IDS,
  describeProblems,
  parseScenario,
  type Lang,
  type ScenarioResult,
} from "../scenarios";
import {
  FAULT_IDS,
  isProviderChoice,
  parseFaults,
  providerFactory,
  PROVIDER_CHOICES,
  type ProviderChoice,
  type Trace,
} from "../engine";
import { createFrameReader } from "../engine/trace/frame-store";
import { message, readLang } from "../i18n";
import { HISTORY_TARGET, isWireApi, WIRE_APIS, type WireApi } from "../fake-provider/apis";
import { counted, frameSummary } from "./summary";
import { frameExtras, scriptOf } from "./script";
import { LEARNER_TIME_LIMIT_MS, type LearnerTool } from "../engine/round/learner";
import type { Scenario } from "../scenarios/types";
import type { LearnerRoundOptions } from "../learner-round/play";
import { isLensChoice, LENS_CHOICES, type LensChoice } from "../lens/load";
import type { Fault } from "../engine/round/faults";
import { isEngineKind, type EngineKind } from "../engine/trace/engines";
import { playIn } from "../engine/run";
import { readCaptureFile } from "./recording";
import { MODULE_FILE_BYTES, readProblem } from "./read-file";
import { LIMITS } from "../scenarios/limits";

/** What the command reads and writes; the process in `trace.ts`, buffers in tests. */
export interface TraceIO {
  out(text: string): void;
  err(text: string): void;
  /** The folder a relative scenario path is relative to (npm sets `INIT_CWD` to the caller's). */
  cwd: string;
  /** The file's bytes, at most `limit` of them (`readLimited`): throws past it, or for what is not a regular file. */
  readFile(path: string, limit: number): Uint8Array;
}

/** The usage text for `--help`. */
export const USAGE = `Usage: npm run trace -- <scenario> [options]
       npm run trace -- --recording FILE [options]

  <scenario>            a built-in id (${BUILT_IN_IDS.join(", ")})
                        or a path to a scenario file (relative to where you ran npm)
  --fault NAME[:VARIANT]  repeatable: ${FAULT_IDS.join(", ")}
  --provider API        who answers: ${PROVIDER_CHOICES.join(", ")}; for a scenario that replays
                        a history another API made (id-normalization): the API that made it
  --target API          for such a scenario: which API receives turn two (default
                        ${HISTORY_TARGET}); any pair of the four APIs, or scripted
  --engine round|loop   who runs the calls: the chapter's hand-made round (default), or
                        pi-agent-core's agent loop (the next chapter)
  --lang en|zh-CN       the narration's language (zh is taken as zh-CN)
  --strict              strict tools: every tool offered carries constrainedSampling (json_schema,
                        "prefer"), and each API's real adapter sends what it makes of it (see
                        --requests); the definition frames compare it with strict off
  --tool FILE.ts        play your own tool module (as in the Tool lab) instead of the chapter's,
                        in either engine (with --engine loop, pi-agent-core runs it as an AgentTool);
                        it runs in a worker thread, unsandboxed (only your own code), with the
                        browser's limits: ${LEARNER_TIME_LIMIT_MS / 1000} s to load, ${LEARNER_TIME_LIMIT_MS / 1000} s per call
  --lens 1.6            play it through pi-ai 1.4.0 and 1.6.0 side by side: under each frame,
                        "=" when 1.6.0 gives the same frame, or each difference named with both sides
  --round FILE.ts       play your own round module (as in the Round lab: export async function
                        round(app)) instead of the chapter's round; it runs in a worker thread,
                        unsandboxed (only your own code), with the browser's limits
  --recording FILE      play your own captured response (.sse, .txt: raw SSE as curl -N prints it;
                        .har: exported from devtools) instead of a scenario; the API is read from
                        its events. Every header, URL parameter and JSON request-body key named
                        like a key, token, auth, secret, password, credential, cookie or
                        subscription, cookie lists and a URL's user:password@ are removed before
                        anything is printed; a capture that cannot be read is never quoted
  --requests            print each request body the model received
  --script              print the lecture: every frame's whole narration in --lang, numbered
                        as in the player ("23 · validation · §9"; frames in a row that say the
                        same as one, "25–39 · final · §12"), with the recap's lines
  --json                print the whole Trace as JSON (not with --script)
  --help                this text

Exit 0 for any played trace (a tool call that throws or is stopped is an error frame in it);
2 with a one-line reason for a bad scenario, fault or option, a tool module that cannot be used,
or a capture that cannot be read.
`;

/** A refusal: exit 2 with one line. */
export class Refusal extends Error {}

interface Args {
  scenario: string;
  faults: string[];
  lang: Lang;
  json: boolean;
  script: boolean;
  requests: boolean;
  help: boolean;
  engine: EngineKind;
  provider?: ProviderChoice;
  target?: ProviderChoice;
  tool?: string;
  round?: string;
  /** `--lens 1.6`: the version set beside 1.4.0. */
  lens?: LensChoice;
  /** `--recording FILE`: a captured response plays instead of a scenario. */
  recording?: string;
  /** `--strict`: every tool offered carries `constrainedSampling`. */
  strict: boolean;
}

/** Throws a {@link Refusal} with `reason`. */
export function refuse(reason: string): never {
  throw new Refusal(reason);
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = {
    scenario: "",
    faults: [],
    lang: "en",
    json: false,
    script: false,
    requests: false,
    help: false,
    engine: "round",
    strict: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    const value = () => argv[++i] ?? refuse(`${arg} needs a value`);
    if (arg === "--help" || arg === "-h") args.help = true;
    else if (arg === "--json") args.json = true;
    else if (arg === "--script") args.script = true;
    else if (arg === "--requests") args.requests = true;
    else if (arg === "--strict") args.strict = true;
    else if (arg === "--fault") args.faults.push(value());
    else if (arg.startsWith("--fault=")) args.faults.push(arg.slice(8));
    else if (arg === "--provider" || arg === "--target") {
      const api = value();
      if (!isProviderChoice(api)) refuse(`unknown provider "${api}" (known: ${PROVIDER_CHOICES.join(", ")})`);
      args[arg === "--provider" ? "provider" : "target"] = api;
    } else if (arg === "--tool") args.tool = value();
    else if (arg === "--round") args.round = value();
    else if (arg === "--recording") args.recording = value();
    else if (arg === "--lens") {
      const version = value();
      args.lens = isLensChoice(version)
        ? version
        : refuse(`unknown lens "${version}" (known: ${LENS_CHOICES.join(", ")})`);
    } else if (arg === "--engine") {
      const engine = value();
      if (!isEngineKind(engine)) refuse(`unknown engine "${engine}" (use round or loop)`);
      args.engine = engine;
    } else if (arg === "--lang") {
      const tag = value();
      args.lang = readLang(tag) ?? refuse(`unknown language "${tag}" (use en or zh-CN)`);
    } else if (arg.startsWith("-")) refuse(`unknown option ${arg} (see --help)`);
    else if (args.scenario) refuse(`one scenario at a time (got "${args.scenario}" and "${arg}")`);
    else args.scenario = arg;
  }
  if (args.script && args.json) refuse("--script and --json are two different outputs: choose one");
  // A learner's round builds its own Context: the switch would have nothing to set.
  if (args.strict && args.round)
    refuse("--strict sets constrainedSampling on the chapter's Context, which --round replaces: leave out one of them");
  if (args.recording) refuseWithRecording(args);
  else if (!args.scenario && !args.help)
    refuse(`name a scenario: one of ${BUILT_IN_IDS.join(", ")}, or a path to a .json file (see --help)`);
  return args;
}

/** Options a recording cannot honour are refused, never ignored. */
function refuseWithRecording(args: Args): void {
  if (args.scenario) refuse(`--recording plays your capture instead of a scenario: leave out "${args.scenario}"`);
  if (args.provider || args.target)
    refuse("--recording reads the API from the capture's events: leave out --provider and --target");
  if (args.tool || args.round || args.lens)
    refuse("--recording plays with the chapter's application and pi-ai 1.4.0: leave out --tool, --round and --lens");
}

/** A built-in scenario by id, or a scenario file (relative to `io.cwd`); a file it cannot read is a {@link Refusal}. */
export function load(idOrPath: string, io: TraceIO): ScenarioResult {
  if (BUILT_IN_IDS.includes(idOrPath)) return builtInScenario(idOrPath);
  const path = isAbsolute(idOrPath) ? idOrPath : resolve(io.cwd, idOrPath);
  let bytes: Uint8Array;
  try {
    bytes = io.readFile(path, LIMITS.fileBytes);
  } catch (error) {
    refuse(
      readProblem(idOrPath, error, (code) =>
        code === "ENOENT"
          ? `"${idOrPath}" is neither a built-in scenario nor a readable file`
          : `cannot read "${idOrPath}" (${code})`,
      ),
    );
  }
  const decoded = decodeScenarioBytes(bytes);
  if (!decoded.ok) refuse(`cannot read "${idOrPath}": ${decoded.reason}`);
  return parseScenario(decoded.text);
}

/**
 * Reads a learner's tool module and loads it in a worker thread (the browser's limits: see
 * `workerLearnerTool`); a module that cannot be used, or does not load in time, is refused in one line.
 */
async function loadTool(file: string, io: TraceIO): Promise<{ learner: LearnerTool; close(): void }> {
  const path = isAbsolute(file) ? file : resolve(io.cwd, file);
  let text: string;
  try {
    text = new TextDecoder().decode(io.readFile(path, MODULE_FILE_BYTES));
  } catch (error) {
    refuse(readProblem(file, error, (code) => `cannot read tool module "${file}" (${code})`));
  }
  const { workerLearnerTool } = await import("../sandbox/node");
  const made = await workerLearnerTool(text);
  if (!made.ok)
    refuse(
      `tool module "${file}" cannot be used: ${made.problem.key}${made.problem.detail ? ` (${made.problem.detail})` : ""}`,
    );
  return made;
}

/** Plays `scenario` with the learner's round module `file`, in a worker thread (see `workerRoundRunner`). */
async function playWithRound(
  file: string,
  scenario: Scenario,
  options: Omit<LearnerRoundOptions, "runner">,
  io: TraceIO,
): Promise<Trace> {
  let source: string;
  try {
    source = new TextDecoder().decode(io.readFile(isAbsolute(file) ? file : resolve(io.cwd, file), MODULE_FILE_BYTES));
  } catch (error) {
    refuse(readProblem(file, error, (code) => `cannot read round module "${file}" (${code})`));
  }
  const [{ workerRoundRunner }, { playLearnerRound }] = await Promise.all([
    import("../sandbox/node"),
    import("../learner-round/play"),
  ]);
  const made = await workerRoundRunner(source);
  if (!made.ok)
    refuse(
      `round module "${file}" cannot be used: ${made.problem.key}${made.problem.detail ? ` (${made.problem.detail})` : ""}`,
    );
  try {
    return await playLearnerRound(scenario, { ...options, runner: made.session.runner });
  } finally {
    made.session.close();
  }
}

/** The faults the arguments name, or a refusal. */
function faultsOf(args: Args): Fault[] {
  const faults = parseFaults(args.faults);
  if (faults.ok) return faults.faults;
  if (faults.unknown.length)
    refuse(`unknown fault ${faults.unknown.map((f) => `"${f}"`).join(", ")} (known: ${FAULT_IDS.join(", ")})`);
  refuse(
    `faults ${faults.conflicts.map((group) => group.join(" and ")).join("; ")} exclude each other: choose one variant`,
  );
}

/**
 * Who answers which turn. A scenario that replays a history another API made (`firstTurnApi`, such
 * as id-normalization): `--provider` names the API that made it (the source; the scenario's own by
 * default), `--target` the one turn two goes to (`HISTORY_TARGET` by default). Any other
 * scenario: `--provider` plays both turns, and `--target` only says the same again. An option that
 * cannot mean anything here is refused, in `--lang`.
 */
function routeOf(args: Args, scenario: Scenario): { choice: ProviderChoice; source?: WireApi } {
  if (!scenario.firstTurnApi) {
    if (args.target && args.provider && args.provider !== args.target)
      refuse(message(args.lang, "cli.ids.no-history", { scenario: scenario.id }));
    return { choice: args.target ?? args.provider ?? "scripted" };
  }
  if (args.provider && !isWireApi(args.provider))
    refuse(
      message(args.lang, "cli.ids.source-not-wire", {
        scenario: scenario.id,
        apis: WIRE_APIS.join(", "),
        value: args.provider,
      }),
    );
  return { choice: args.target ?? HISTORY_TARGET, source: args.provider ?? scenario.firstTurnApi };
}

/** Plays the scenario the arguments name, with their faults, provider, engine and tool. */
async function play(args: Args, io: TraceIO): Promise<Trace> {
  const faults = { faults: faultsOf(args) };
  if (args.recording) return playCapture(args.recording, args, faults.faults, io);
  const loaded = load(args.scenario, io);
  if (!loaded.ok) refuse(`invalid scenario "${args.scenario}": ${describeProblems(loaded.problems)}`);
  const scenario = loaded.scenario;
  const { choice, source } = routeOf(args, scenario);
  if (args.round) {
    if (args.tool || args.engine === "loop")
      refuse("--round replaces the chapter's round: leave out --tool and --engine loop");
    return playWithRound(
      args.round,
      scenario,
      { faults: faults.faults, lang: args.lang, provider: providerFactory(choice, undefined, source) },
      io,
    );
  }
  const tool = args.tool ? await loadTool(args.tool, io) : undefined;
  try {
    // The lens plays the same choices through 1.4.0 and 1.6.0 (its module loads only when asked for).
    if (args.lens)
      return await (
        await import("../lens/play-lens")
      ).playLens(scenario, {
        faults: faults.faults,
        lang: args.lang,
        provider: choice,
        engine: args.engine,
        strict: args.strict,
        ...(source ? { source } : {}),
        ...(tool ? { learner: tool.learner } : {}),
      });
    return await playIn(args.engine, scenario, {
      faults: faults.faults,
      lang: args.lang,
      provider: providerFactory(choice, undefined, source),
      strict: args.strict,
      ...(tool ? { learner: tool.learner } : {}),
    });
  } finally {
    // The tool's worker ends with the trace, so the command exits as soon as it has printed.
    tool?.close();
  }
}

/**
 * Plays a captured response (`--recording`): read and stripped by `readCaptureFile` (a capture it
 * cannot read is refused in one line), then played as turn one in the chosen engine.
 */
async function playCapture(file: string, args: Args, faults: Fault[], io: TraceIO): Promise<Trace> {
  const read = readCaptureFile(file, io, args.lang);
  if (!read.ok) refuse(read.reason);
  const { recordingProvider, recordingScenario } = await import("../engine/providers/recording");
  const { scenario, summary, toolsDropped } = recordingScenario(read.capture);
  if (summary.removed.length && !args.json)
    io.out(`-- removed from the capture before reading it: ${summary.removed.join(", ")}\n`);
  if (toolsDropped)
    io.err(
      `trace: the recorded request's tools could not be offered (${toolsDropped}); the chapter's tool plays instead\n`,
    );
  const options = {
    faults,
    lang: args.lang,
    provider: recordingProvider(read.capture),
    recording: summary,
    strict: args.strict,
  };
  return playIn(args.engine, scenario, options);
}

/** The default output: one line per frame, and under each recap frame its lines. */
function printFrames(trace: Trace, lang: Lang, io: TraceIO): void {
  const width = String(trace.frames.length).length;
  const reader = createFrameReader(trace);
  for (let i = 0; i < trace.frames.length; i++) {
    const frame = reader.at(i);
    const n = String(i + 1).padStart(width);
    const head = `${n} ${frame.stage.padEnd(10)} ${(frame.event ?? "").padEnd(14)} §${String(frame.section).padEnd(3)}`;
    io.out(`${head}${frameSummary(frame, lang)}\n${frameExtras(trace, frame, i, lang)}`);
  }
}

/** The last line: what played, against what, and how it ended. */
function footer(trace: Trace): string {
  const bug = trace.bug ? ` · BUG: ${trace.bug.kind} hid a failed read` : "";
  const inert = trace.inertFaults.length ? ` · no effect here: ${trace.inertFaults.join(", ")}` : "";
  const target = trace.target ? ` -> ${trace.target.api} (${trace.target.model})` : "";
  const loop = trace.loop
    ? ` · loop: ${counted(trace.loop.turns.length, "turn", "turns")}, stopped: ${trace.loop.stop}`
    : "";
  const lens = trace.lens
    ? ` · lens 1.6.0: ${counted(trace.lens.differences.length, "difference", "differences")}`
    : "";
  const strict = trace.strict ? " · strict tools" : "";
  const engine = trace.engine === "loop" ? " · engine loop" : "";
  const model = trace.provider.api === "scripted" || !trace.provider.model ? "" : ` (${trace.provider.model})`;
  return `-- ${trace.scenarioId}${engine}${strict} · ${trace.provider.api}${model}${target} · outcome ${trace.outcome} · ${counted(trace.executions.length, "execution", "executions")}${loop}${bug}${inert}${lens}\n`;
}

/** Runs the trace command; returns the exit code. Never throws for bad input. */
export async function runTrace(argv: readonly string[], io: TraceIO): Promise<number> {
  try {
    const args = parseArgs(argv);
    if (args.help) {
      io.out(USAGE);
      return 0;
    }
    const trace = await play(args, io);
    if (args.json) {
      io.out(JSON.stringify(trace) + "\n");
      return 0;
    }
    // The script's paragraphs are separated by blank lines; one more keeps the footer off the last.
    if (args.script) io.out(scriptOf(trace, args.lang) + "\n");
    else printFrames(trace, args.lang, io);
    if (args.requests) {
      trace.requests.forEach((request, i) => {
        io.out(
          `== request ${i + 1}: ${request.api}${request.url ? ` POST ${request.url}` : ""}\n${JSON.stringify(request.body, null, 2)}\n`,
        );
      });
    }
    io.out(footer(trace));
    return 0;
  } catch (error) {
    if (error instanceof Refusal) {
      io.err(`trace: ${error.message}\n`);
      return 2;
    }
    io.err(`trace: unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
