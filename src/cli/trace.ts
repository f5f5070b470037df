/**
 * `npm run trace -- <scenario id | path.json> [--fault NAME[:VARIANT]]... [--provider API] [--target API]
 *   [--lang en|zh-CN] [--requests] [--json]`
 * Prints one line per frame, or the whole Trace as JSON. Exit 0 for any played trace,
 * 2 with a one-line reason for a bad scenario, fault or option.
 */
import { readFileSync } from "node:fs";
import { builtInScenario, BUILT_IN_IDS, describeProblems, parseScenario, type Lang, type ScenarioResult } from "../scenarios";
import { FAULT_IDS, isProviderChoice, parseFaults, playScenario, providerFactory, PROVIDER_CHOICES, type Frame, type ProviderChoice } from "../steps";
import { message } from "../i18n";

function fail(reason: string): never {
  process.stderr.write(`trace: ${reason}\n`);
  process.exit(2);
}

interface Args {
  scenario: string;
  faults: string[];
  lang: Lang;
  json: boolean;
  requests: boolean;
  provider?: ProviderChoice;
  target?: ProviderChoice;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { scenario: "", faults: [], lang: "en", json: false, requests: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    const value = () => argv[++i] ?? fail(`${arg} needs a value`);
    if (arg === "--json") args.json = true;
    else if (arg === "--requests") args.requests = true;
    else if (arg === "--fault") args.faults.push(value());
    else if (arg.startsWith("--fault=")) args.faults.push(arg.slice(8));
    else if (arg === "--provider" || arg === "--target") {
      const api = value();
      if (!isProviderChoice(api)) fail(`unknown provider "${api}" (known: ${PROVIDER_CHOICES.join(", ")})`);
      args[arg === "--provider" ? "provider" : "target"] = api;
    } else if (arg === "--lang") {
      const lang = value();
      if (lang !== "en" && lang !== "zh-CN") fail(`unknown language "${lang}" (use en or zh-CN)`);
      args.lang = lang;
    } else if (arg.startsWith("--")) fail(`unknown option ${arg}`);
    else if (args.scenario) fail(`one scenario at a time (got "${args.scenario}" and "${arg}")`);
    else args.scenario = arg;
  }
  if (!args.scenario) fail(`name a scenario: one of ${BUILT_IN_IDS.join(", ")}, or a path to a .json file`);
  return args;
}

function load(idOrPath: string): ScenarioResult {
  if (BUILT_IN_IDS.includes(idOrPath)) return builtInScenario(idOrPath);
  let text: string;
  try {
    text = readFileSync(idOrPath, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    fail(code === "ENOENT" ? `"${idOrPath}" is neither a built-in scenario nor a readable file` : `cannot read "${idOrPath}" (${code ?? "error"})`);
  }
  return parseScenario(text);
}

function summary(frame: Frame): string {
  if (frame.stream?.rawText !== undefined && frame.event === "toolcall_delta") return `raw ${JSON.stringify(frame.stream.rawText)} -> preview ${JSON.stringify(frame.stream.preview)}`;
  if (frame.stream?.delta !== undefined) return JSON.stringify(frame.stream.delta);
  if (frame.stream?.reason) return `stopReason=${frame.stream.reason}${frame.stream.errorMessage ? ` (${frame.stream.errorMessage})` : ""}`;
  if (frame.gate) return `decision=${frame.gate.decision} calls=${frame.gate.calls.map((c) => c.name).join(",") || "none"}`;
  if (frame.validation) return `${frame.validation.toolCallId} ${frame.validation.status}${frame.validation.problems ? `: ${frame.validation.problems.map((p) => `${p.path} ${p.reason}`).join("; ")}` : ""}`;
  if (frame.execution) return `${frame.execution.toolCallId} ${frame.execution.status}${frame.execution.returned ? ` -> ${JSON.stringify(frame.execution.returned)}` : ""}${frame.execution.error ? ` (${frame.execution.error.code})` : ""}`;
  if (frame.toolResult) return `${frame.toolResult.toolCallId} isError=${frame.toolResult.isError} ${JSON.stringify(frame.toolResult.content.map((c) => (c.type === "text" ? c.text : `[${c.type}]`)).join(""))}`;
  if (frame.request) return `${frame.request.api}${frame.request.url ? ` POST ${frame.request.url}` : ""}: ${frame.messages.length} message(s)`;
  if (frame.limit) return `not executed: ${frame.limit.calls.map((c) => `${c.name} ${JSON.stringify(c.arguments)}`).join(", ")}`;
  return message("en", frame.narration.key, frame.narration.params).slice(0, 100);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const faults = parseFaults(args.faults);
  if (!faults.ok) fail(`unknown fault ${faults.unknown.map((f) => `"${f}"`).join(", ")} (known: ${FAULT_IDS.join(", ")})`);
  const loaded = load(args.scenario);
  if (!loaded.ok) fail(`invalid scenario "${args.scenario}": ${describeProblems(loaded.problems)}`);
  const scenario = loaded.scenario;
  // --provider plays both turns; --target names where turn two goes. A scenario recorded with one
  // API (firstTurnApi) always starts there, so for it the two flags mean the same thing.
  if (args.target && !scenario.firstTurnApi) {
    if (args.provider && args.provider !== args.target) fail(`--target needs a scenario whose first turn was recorded elsewhere (such as id-normalization); use --provider`);
  }
  const choice = args.target ?? args.provider ?? (scenario.firstTurnApi ? "anthropic-messages" : "scripted");
  const trace = await playScenario(scenario, { faults: faults.faults, lang: args.lang, provider: providerFactory(choice) });
  if (args.json) {
    process.stdout.write(JSON.stringify(trace, null, 2) + "\n");
    return;
  }
  const width = String(trace.frames.length).length;
  for (const frame of trace.frames) {
    const n = String(frame.index + 1).padStart(width);
    process.stdout.write(`${n} ${frame.stage.padEnd(10)} ${(frame.event ?? "").padEnd(14)} §${String(frame.section).padEnd(3)}${summary(frame)}\n`);
  }
  const bug = trace.bug ? ` · BUG: ${trace.bug.kind} hid a failed read` : "";
  const inert = trace.inertFaults.length ? ` · no effect here: ${trace.inertFaults.join(", ")}` : "";
  if (args.requests) {
    trace.requests.forEach((request, i) => {
      process.stdout.write(`== request ${i + 1}: ${request.api}${request.url ? ` POST ${request.url}` : ""}\n${JSON.stringify(request.body, null, 2)}\n`);
    });
  }
  const target = trace.target ? ` -> ${trace.target.api} (${trace.target.model})` : "";
  process.stdout.write(`-- ${trace.scenarioId} · ${trace.provider.api}${trace.provider.api === "scripted" ? "" : ` (${trace.provider.model})`}${target} · outcome ${trace.outcome} · ${trace.executions.length} execution(s)${bug}${inert}\n`);
}

main().catch((error) => {
  process.stderr.write(`trace: unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
