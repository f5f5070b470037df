import { describe, expect, it } from "vitest";
import { collectFirstTraces, firstRequests } from "../../scripts/build/play-first-traces";
import { deferStylesheets } from "../../scripts/build/deferred-styles";
import type { EngineClient } from "../../src/playground/engine-client";
import type { PlayRequest } from "../../src/playground/engine-protocol";
import { firstTraceKey, withFirstTraces } from "../../src/playground/first-traces";
import { playRequest } from "../../src/playground/engine-play";
import type { Trace } from "../../src/engine/trace/frames";

/** An engine client that records what reached it (the worker, in the page). */
function recordingClient(): EngineClient & { asked: PlayRequest[] } {
  const asked: PlayRequest[] = [];
  const answer = async (request: PlayRequest) => (asked.push(request), { frames: [] } as unknown as Trace);
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

  it("answer a plain visit's request without reaching the worker", async () => {
    const [request] = await firstRequests();
    const inner = recordingClient();
    const client = withFirstTraces(inner, await collectFirstTraces());
    const trace = await client.play(request!);
    const glanced = await client.glance(request!);
    expect(inner.asked).toEqual([]);
    expect(trace.frames.length).toBeGreaterThan(10);
    expect(glanced).toBe(trace);
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

describe("the built page's stylesheets", () => {
  it("are linked for print and marked deferred, so the shell paints without waiting for them", () => {
    const html =
      '<link rel="modulepreload" href="./a.js"><link rel="stylesheet" crossorigin href="./assets/index.css">';
    expect(deferStylesheets(html)).toBe(
      '<link rel="modulepreload" href="./a.js"><link rel="stylesheet" media="print" data-deferred-style crossorigin href="./assets/index.css">',
    );
  });
});
