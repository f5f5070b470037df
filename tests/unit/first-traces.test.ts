import { describe, expect, it } from "vitest";
import {
  collectFirstTraces,
  collectScenarioTraces,
  defaultRequests,
  firstRequests,
} from "../../scripts/build/play-first-traces";
import { deferStylesheets } from "../../scripts/build/deferred-styles";
import { traceModule } from "../../scripts/build/first-traces";
import { BUILT_IN_IDS } from "../../src/scenarios";
import type { EngineClient } from "../../src/playground/engine-client";
import type { PlayRequest } from "../../src/playground/engine-protocol";
import { firstTraceKey, sameTrace, withFirstTraces } from "../../src/playground/first-traces";
import { playRequest } from "../../src/playground/engine-play";
import type { Trace } from "../../src/engine/trace/frames";

/** An engine client that records what reached it (the worker, in the page), answering with `worker`'s trace. */
function recordingClient(
  worker: (request: PlayRequest) => Trace | Promise<Trace> = () => ({ frames: [] }) as unknown as Trace,
): EngineClient & { asked: PlayRequest[] } {
  const asked: PlayRequest[] = [];
  const answer = async (request: PlayRequest) => (asked.push(request), await worker(request));
  return {
    asked,
    play: answer,
    glance: answer,
    idMatrix: async () => [],
    openFile: async () => ({ ok: false, reason: "not asked" }),
  };
}

describe("the first traces played at build time", () => {
  it("are what the engine worker's own function plays for the same request, in every language", async () => {
    const traces = await collectFirstTraces();
    const requests = await firstRequests();
    expect(traces.map((t) => t.key)).toEqual(requests.map((r) => firstTraceKey(r)));
    for (const [i, request] of requests.entries())
      expect(JSON.parse(traces[i]!.json)).toEqual(await playRequest(request));
  }, 60_000);

  it("answer a plain visit's request without waiting for the worker, which plays it afterwards", async () => {
    const [request] = await firstRequests();
    const inner = recordingClient();
    const checks: (() => Promise<void>)[] = [];
    const client = withFirstTraces(inner, await collectFirstTraces(), (check) => checks.push(check));
    const trace = await client.play(request!);
    const glanced = await client.glance(request!);
    expect(inner.asked).toEqual([]);
    expect(trace.frames.length).toBeGreaterThan(10);
    expect(glanced).toBe(trace);
    await client.play(request!);
    expect(checks).toHaveLength(1);
    await checks[0]!();
    expect(inner.asked).toEqual([request]);
  }, 60_000);

  it("give way to the worker's trace when it differs, and play again", async () => {
    const [request] = await firstRequests();
    const worker = { ...(await playRequest(request!)), title: "the worker's" } as Trace;
    let checked: Promise<void> | undefined;
    const client = withFirstTraces(
      recordingClient(() => worker),
      await collectFirstTraces(),
      (check) => (checked = check()),
    );
    let replaced = 0;
    client.onReplaced!(() => replaced++);
    const first = await client.play(request!);
    expect(first).not.toEqual(worker);
    await checked;
    expect(replaced).toBe(1);
    expect(await client.play(request!)).toEqual(worker);
  }, 60_000);

  it("compare traces apart from pi-ai's wall-clock stamps, and nothing else", async () => {
    const [request] = await firstRequests();
    const trace = await playRequest(request!);
    const json = JSON.stringify(trace);
    const stamped = JSON.parse(
      json
        .replaceAll(/"timestamp":\d+/g, '"timestamp":1')
        .replaceAll(/"durationMs",\{"s":\d+\}/g, '"durationMs",{"s":99}'),
    );
    expect(sameTrace(json, stamped)).toBe(true);
    expect(sameTrace(json, { ...trace, frames: trace.frames.slice(1) })).toBe(false);
  }, 60_000);

  it("keep theirs when the worker plays the same trace", async () => {
    const [request] = await firstRequests();
    let checked: Promise<void> | undefined;
    const inner = recordingClient(playRequest);
    const client = withFirstTraces(inner, await collectFirstTraces(), (check) => (checked = check()));
    let replaced = 0;
    client.onReplaced!(() => replaced++);
    const first = await client.play(request!);
    await checked;
    expect(inner.asked).toEqual([request]);
    expect(replaced).toBe(0);
    expect(await client.play(request!)).toBe(first);
  }, 60_000);

  it("leave any other request to the worker: an edited scenario, a fault, the loop, the lens, a learner's tool", async () => {
    const [request] = await firstRequests();
    const inner = recordingClient();
    const client = withFirstTraces(inner, await collectFirstTraces());
    const edited = {
      ...request!,
      scenario: { ...request!.scenario, question: { en: "Another question?", "zh-CN": "另一个问题？" } },
    };
    const others: PlayRequest[] = [
      edited,
      { ...request!, faults: ["swallow-errors"] },
      { ...request!, engine: "loop" },
      { ...request!, lens: "1.6" },
      { ...request!, source: "anthropic-messages" },
      { ...request!, learner: { source: "", definition: {} as never } },
    ];
    for (const other of others) await client.play(other);
    expect(inner.asked).toEqual(others);
  }, 60_000);
});

describe("a shared link's traces played at build time", () => {
  it("are what the engine worker's own function plays, for every other built-in in every language", async () => {
    const scenarios = await collectScenarioTraces();
    expect(Object.keys(scenarios).sort()).toEqual(BUILT_IN_IDS.filter((id) => id !== "happy-path").sort());
    for (const [id, traces] of Object.entries(scenarios)) {
      const requests = defaultRequests(id);
      expect(traces.map((t) => t.key)).toEqual(requests.map((r) => firstTraceKey(r)));
      // Equal apart from the times pi-ai stamps from the real clock (id-normalization's first turn).
      for (const [i, request] of requests.entries())
        expect(sameTrace(traces[i]!.json, await playRequest(request)), `${id} ${request.lang}`).toBe(true);
    }
  }, 120_000);

  it("are one module per language each, imported only through the map of ids, which names no other", () => {
    const key = (lang: string) => JSON.stringify([{ id: "two-calls" }, [], lang, "scripted", "round"]);
    const played = () => ({
      first: [],
      scenarios: {
        "two-calls": [
          { key: key("zh-CN"), json: "{}" },
          { key: key("en"), json: "[]" },
        ],
        truncated: [],
      },
    });
    expect(traceModule("virtual:scenario-traces", played)).toBe(
      'export default new Map([["two-calls", { "zh-CN": () => import("virtual:scenario-trace/zh-CN/two-calls"), "en": () => import("virtual:scenario-trace/en/two-calls") }], ["truncated", { "zh-CN": () => import("virtual:scenario-trace/zh-CN/truncated"), "en": () => import("virtual:scenario-trace/en/truncated") }]]);',
    );
    expect(traceModule("virtual:scenario-trace/en/two-calls", played)).toBe(
      `export default ${JSON.stringify([{ key: key("en"), json: "[]" }])};`,
    );
    for (const id of ["constructor", "en/constructor", "fr/two-calls", "en/two-calls/x"])
      expect(() => traceModule(`virtual:scenario-trace/${id}`, played), id).toThrow("no built-in trace");
    expect(traceModule("virtual:other", played)).toBeUndefined();
  });
});

describe("the built page's stylesheets", () => {
  it("are linked for print and marked deferred, so the shell paints without waiting for them", () => {
    const html =
      '<link rel="modulepreload" href="./a.js"><link rel="stylesheet" crossorigin href="./assets/index.css">';
    expect(deferStylesheets(html)).toBe(
      '<link rel="modulepreload" href="./a.js"><link rel="stylesheet" media="print" data-deferred-style crossorigin href="./assets/index.css">',
    );
  });
});
