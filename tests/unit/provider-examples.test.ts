/**
 * The examples run with the real pi-ai 1.4.0 (and pi-agent-core) against the local provider, for
 * each of the four APIs, on the happy path, with each fault the provider plays and in a second tool
 * round: each reaches the outcome the lab's own round (or loop) reaches for that scenario and
 * fault. The broken example gets each API's real ordering error. One provider for the file.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AssistantMessage, Context, Message } from "@earendil-works/pi-ai";
import { answerWithOneToolRound, question } from "../../examples/one-round";
import { brokenRound } from "../../examples/one-round-broken";
import { askAgent } from "../../examples/agent";
import { labModel, type LabApi } from "../../examples/lab-model";
import { startProvider, type LabProvider } from "../../src/cli/provider/serve";
import { applyFaults, FAULT_IDS, faultName, parseFaults, providerFactory, type Outcome } from "../../src/engine";
import { playIn } from "../../src/engine/run";
import { WIRE_APIS } from "../../src/fake-provider/apis";
import { builtInScenario } from "../../src/scenarios";
import { loadCapture } from "../../src/fake-provider/capture";
import { recordingProvider, recordingScenario } from "../../src/engine/providers/recording";

/** The faults the provider plays: every variant of each. */
const PROVIDER_FAULTS = FAULT_IDS.filter((id) =>
  ["truncate", "bad-arguments", "unknown-tool", "stream", "truncate-answer"].includes(faultName(id)),
);

/** Each case: a scenario and its faults. */
const CASES: [string, string[]][] = [
  ["happy-path", []],
  ...PROVIDER_FAULTS.map((f): [string, string[]] => ["happy-path", [f]]),
  ["second-round", []],
];

let provider: LabProvider;
let origin: string;
let folder: string;
const logged: string[] = [];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "tcl-provider-"));
  for (const name of ["Invoice-2026-03.pdf", "paper draft v2.PDF", "notes.txt"]) writeFileSync(join(folder, name), "");
  const started = await startProvider(
    { scenario: scenarioOf("happy-path", []), lang: "en", allowOrigins: [], log: (line) => void logged.push(line) },
    0,
  );
  if (!started.ok) throw new Error(`the provider did not start: ${started.code}`);
  provider = started.provider;
  origin = `http://127.0.0.1:${provider.port}`;
});
afterAll(() => provider?.close());

function faultsOf(ids: string[]) {
  const parsed = parseFaults(ids);
  if (!parsed.ok) throw new Error(`bad faults ${ids.join()}`);
  return parsed.faults;
}

function scenarioOf(id: string, faults: string[]) {
  const loaded = builtInScenario(id);
  if (!loaded.ok) throw new Error(id);
  return applyFaults(loaded.scenario, faultsOf(faults)).scenario;
}

const isCall = (b: { type: string }) => b.type === "toolCall";

/** The outcome of the example's round, named as the lab names its round's outcome. */
function roundOutcome(messages: readonly Message[]): Outcome {
  const [first, ...rest] = messages.filter((m): m is AssistantMessage => m.role === "assistant");
  if (!first || first.stopReason === "error" || first.stopReason === "aborted") return "stopped";
  if (!first.content.some(isCall)) return first.stopReason === "length" ? "answer-truncated" : "answered-without-tools";
  const answer = rest.at(-1)!;
  if (answer.content.some(isCall)) return "one-round-limit";
  return answer.stopReason === "length" ? "answer-truncated" : "answered";
}

/** The lab's own round (or loop) on the same scenario, faults and API. */
async function labTrace(engine: "round" | "loop", api: LabApi, id: string, faults: string[]) {
  const loaded = builtInScenario(id);
  if (!loaded.ok) throw new Error(id);
  return playIn(engine, loaded.scenario, { faults: faultsOf(faults), lang: "en", provider: providerFactory(api) });
}

describe.each(WIRE_APIS as LabApi[])("the §12 example through %s", (api) => {
  it.each(CASES)("%s %j reaches the lab's own round outcome", async (id, faults) => {
    provider.play(scenarioOf(id, faults));
    const context: Context = question();
    await answerWithOneToolRound(labModel(api, origin), context, folder);
    const lab = await labTrace("round", api, id, faults);
    expect(roundOutcome(context.messages)).toBe(lab.outcome);
    const first = context.messages.find((m): m is AssistantMessage => m.role === "assistant")!;
    if (faults[0] === "truncate") expect(first.stopReason).toBe("length");
    if (id === "happy-path" && faults.length === 0) {
      const answer = context.messages.at(-1) as AssistantMessage;
      expect(answer.content.map((b) => (b.type === "text" ? b.text : "")).join("")).toContain(
        "Invoice-2026-03.pdf, paper draft v2.PDF",
      );
    }
  });

  it.each(CASES)("the Agent example on %s %j stops as the lab's loop does", async (id, faults) => {
    provider.play(scenarioOf(id, faults));
    const messages = (await askAgent(labModel(api, origin), folder)) as Message[];
    const lab = await labTrace("loop", api, id, faults);
    const last = messages.filter((m): m is AssistantMessage => m.role === "assistant").at(-1)!;
    const labLast = lab.messages.filter((m): m is AssistantMessage => m.role === "assistant").at(-1)!;
    // A stream the provider breaks arrives as a dropped connection: pi-ai reports `error` where the lab's person pressed stop.
    const stop = (s: string) => (s === "aborted" ? "error" : s);
    expect(stop(last.stopReason)).toBe(stop(labLast.stopReason));
    expect(messages.filter((m) => m.role === "assistant").length).toBe(lab.loop!.turns.length);
  });

  it("the broken example (no push(assistant)) gets the API's own ordering error", async () => {
    provider.play(scenarioOf("happy-path", []));
    const reply = await brokenRound(labModel(api, origin), question(), folder);
    expect(reply.stopReason).toBe("error");
    expect(reply.errorMessage).toContain(BROKEN_TEXT[api]);
    expect(reply.errorMessage).toContain("400");
    const refused = provider.rounds.har().log.entries.at(-1)!;
    expect(refused._toolCallLab).toMatchObject({
      request: 2,
      turn: 1,
      problems: [{ rule: "results-follow-reply", section: 13 }],
    });
    expect(refused.response.status).toBe(400);
  });
});

describe.each(WIRE_APIS as LabApi[])("the rounds feed after a round through %s", (api) => {
  it("replays the program's first reply through pi-ai's real adapter in the lab's recording path", async () => {
    provider.play(scenarioOf("happy-path", []));
    await answerWithOneToolRound(labModel(api, origin), question(), folder);
    const entries = provider.rounds.har().log.entries;
    const first = entries.at(-2)!;
    expect(first._toolCallLab).toMatchObject({ api, turn: 1, problems: [] });
    expect(first._toolCallLab).toMatchObject({ request: 1 });
    expect(entries.at(-1)!._toolCallLab).toMatchObject({ api, turn: 2, request: 2, round: first._toolCallLab.round });
    const read = loadCapture(JSON.stringify({ log: { entries: [first] } }));
    if (!read.ok) throw new Error(`the feed's entry does not load: ${read.problem.kind}`);
    const { scenario, summary } = recordingScenario(read.capture);
    const trace = await playIn("round", scenario, {
      lang: "en",
      provider: recordingProvider(read.capture),
      recording: summary,
    });
    expect(trace.provider.api).toBe(api);
    expect(trace.outcome).toBe("answered");
    expect(trace.executions.map((e) => e.args)).toEqual([{ extension: ".pdf" }]);
  });
});

/** A piece of each API's real error for a result whose call is not in the reply before it. */
const BROKEN_TEXT: Record<LabApi, string> = {
  "anthropic-messages": "Each `tool_result` block must have a corresponding `tool_use` block in the previous message.",
  "openai-responses": "No tool call found for function call output with call_id call_",
  "openai-completions": "messages with role 'tool' must be a response to a preceeding message with 'tool_calls'",
  "google-generative-ai": "Please ensure that function response turn comes immediately after a function call turn.",
};
