import { readFileSync } from "node:fs";
import type { ToolResultMessage } from "@earendil-works/pi-ai";
import { describe, expect, it } from "vitest";
import pkg from "../../package.json";
import { BUILT_IN_IDS, checkScenario } from "../../src/scenarios";
import { FAULT_IDS, faultName, parseFaults, playScenario, providerFactory } from "../../src/engine";
import { framesOf } from "../../src/engine/trace/frame-store";
import { MAX_LOOP_TURNS, playLoop } from "../../src/engine/loop/loop";
import { loopViolations } from "../../src/grader/loop-rules";
import { rng, scenario } from "./helpers";

const ROOT = "/Users/mei/Downloads";
const loop = async (id: string, faultIds: string[] = []) => {
  const parsed = parseFaults(faultIds);
  if (!parsed.ok) throw new Error("bad faults");
  return playLoop(scenario(id), { faults: parsed.faults });
};
const resultsOf = (t: Awaited<ReturnType<typeof loop>>) =>
  t.messages.filter((m): m is ToolResultMessage => m.role === "toolResult");
const text = (r: ToolResultMessage) => r.content.map((c) => (c.type === "text" ? c.text : "")).join("");

describe("pi-agent-core's loop", () => {
  it("is pinned at exactly 1.4.0, the release that goes with pi-ai 1.4.0", () => {
    expect(pkg.dependencies["@earendil-works/pi-agent-core"]).toBe("1.4.0");
    const installed = JSON.parse(readFileSync("node_modules/@earendil-works/pi-agent-core/package.json", "utf8"));
    expect(installed.version).toBe("1.4.0");
    expect(installed.dependencies["@earendil-works/pi-ai"]).toBe("1.4.0");
  });

  it("every built-in scenario, with every fault, keeps the rules in the loop too", async () => {
    for (const id of BUILT_IN_IDS) {
      for (const fault of [undefined, ...FAULT_IDS]) {
        const t = await loop(id, fault ? [fault] : []);
        expect(loopViolations(t, { root: ROOT }), `${id} ${fault ?? ""}`).toEqual([]);
        expect(t.engine).toBe("loop");
      }
    }
  }, 120_000);

  it("a second tool round runs and completes, where the one-round function stops", async () => {
    const t = await loop("second-round");
    expect(t.loop).toMatchObject({ stop: "answered" });
    expect(t.loop?.turns.map((x) => x.calls.length)).toEqual([1, 1, 0]);
    expect(t.executions.map((e) => e.toolCallId)).toEqual(["call_01", "call_02"]);
    expect(t.loop?.comparison.differences.map((d) => d.key)).toContain("compare.second-round");
    expect((await playScenario(scenario("second-round"))).outcome).toBe("one-round-limit");
  });

  it("a truncated call gets pi-agent-core's own error text, then runs when sent again in full", async () => {
    const t = await loop("truncated-retry");
    const refused = resultsOf(t).find((r) => r.toolCallId === "call_01")!;
    expect(refused.isError).toBe(true);
    // The library's own words: the template in its source, with the tool's name filled in.
    const source = readFileSync("node_modules/@earendil-works/pi-agent-core/dist/agent-loop.js", "utf8");
    const template = /createErrorToolResult\(`(Tool call "\$\{toolCall\.name\}" was not executed: [^`]+)`\)/.exec(
      source,
    )?.[1];
    expect(template).toBeDefined();
    expect(text(refused)).toBe(template!.replace("${toolCall.name}", "list_download_files"));
    expect(t.executions.map((e) => e.toolCallId)).toEqual(["call_02"]);
    expect(t.loop?.comparison.differences.map((d) => d.key)).toEqual(
      expect.arrayContaining(["compare.truncation", "compare.reissued"]),
    );
  });

  it("two calls run in parallel by default, and one after another in executionMode sequential", async () => {
    const order = (t: Awaited<ReturnType<typeof loop>>) =>
      framesOf(t)
        .filter(
          (f) => f.turn === 1 && ["validation", "execution", "toolResult"].includes(f.stage) && f.fact.kind !== "turn",
        )
        .map((f) => f.stage[0])
        .join("");
    // Each call: tool_execution_start, then prepareToolCall's validation; parallel runs the passed ones after all are checked.
    expect(order(await loop("two-calls"))).toBe("vvvveeeett");
    expect(order(await loop("two-calls-sequential"))).toBe("vveetvveet");
  });

  it("a cancel goes through the run's AbortSignal: no further request, the run stops as cancelled", async () => {
    const t = await loop("cancelled");
    expect(t.loop?.stop).toBe("cancelled");
    expect(t.requests).toHaveLength(1);
    expect(framesOf(t).some((f) => f.fact.kind === "request-cancelled")).toBe(true);
  });

  it("an execute that throws becomes an isError result in the application's own words", async () => {
    const t = await loop("folder-denied");
    const r = resultsOf(t)[0]!;
    expect(r).toMatchObject({ isError: true });
    expect(text(r)).toBe("Could not list the Downloads folder: permission denied.");
    expect(t.loop?.comparison.differences.map((d) => d.key)).toContain("compare.thrown");
  });

  it("a model that never stops is bounded by the turn limit, shown as such", async () => {
    const t = await loop("never-stops");
    expect(t.loop).toMatchObject({ stop: "turn-limit", maxTurns: MAX_LOOP_TURNS });
    expect(t.loop?.turns).toHaveLength(MAX_LOOP_TURNS);
    expect(t.outcome).toBe("turn-limit");
    // A repeated turn is a new reply: new ids each time.
    const ids = t.loop!.turns.flatMap((x) => x.calls.map((c) => c.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("plays through a real adapter as its streamFn", async () => {
    const t = await playLoop(scenario("second-round"), { provider: providerFactory("anthropic-messages") });
    expect(t.requests.map((r) => r.api)).toEqual(["anthropic-messages", "anthropic-messages", "anthropic-messages"]);
    expect(loopViolations(t, { root: ROOT })).toEqual([]);
  });

  it("the AgentTool panel lists what AgentTool adds to Tool, and which layer reads each field", async () => {
    const frame = framesOf(await loop("happy-path")).find((f) => f.agentTool);
    const fields = frame!.agentTool!.fields;
    expect(fields.filter((f) => f.from === "Tool").map((f) => `${f.name}:${f.readBy}`)).toEqual([
      "name:provider",
      "description:provider",
      "parameters:provider",
    ]);
    expect(fields.filter((f) => f.from === "AgentTool").map((f) => f.name)).toEqual([
      "label",
      "execute",
      "prepareArguments",
      "executionMode",
    ]);
  });
});

describe("seeded fuzz, in the loop", () => {
  it("keeps the loop's rules over 300 random replies and faults", async () => {
    const r = rng(20261130);
    const base = scenario("happy-path");
    const texts = [
      '{"extension": ".pdf"}',
      '{"extension": "pdf"}',
      '{"extension": 1}',
      "{'x'",
      '{"extension": ".p',
      "",
      '{"path": "/etc/passwd"}',
      '{"extension": null}',
    ];
    const reasons = ["toolUse", "stop", "length", "error", "aborted"] as const;
    let runs = 0;
    for (let n = 0; n < 300; n++) {
      const s = structuredClone(base);
      s.id = `fuzz-${n}`;
      const calls = 1 + r.int(3);
      s.firstTurn = {
        blocks: Array.from({ length: calls }, (_, i) => ({
          type: "toolCall" as const,
          id: `call_${i}`,
          name: r.int(6) === 0 ? "find_files" : "list_download_files",
          arguments: r.pick(texts),
        })),
        stopReason: r.pick(reasons),
        pieceSize: 1 + r.int(8),
      };
      if (r.int(2))
        s.secondTurn = {
          blocks: [{ type: "toolCall", id: "call_9", name: "list_download_files", arguments: r.pick(texts) }],
          stopReason: r.pick(reasons),
        };
      if (r.int(3) === 0) s.executionMode = "sequential";
      expect(checkScenario(s).ok).toBe(true);
      const byName = new Map(
        Array.from({ length: r.int(3) }, () => r.pick(FAULT_IDS)).map((id) => [faultName(id), id]),
      );
      const parsed = parseFaults([...byName.values()]);
      if (!parsed.ok) throw new Error("unreachable");
      const t = await playLoop(s, { faults: parsed.faults });
      // Only the host's own path counts as a leak here: pi-agent-core's validation error echoes the
      // model's arguments back verbatim (a path the model itself sent), which the application cannot
      // trim — its hooks do not see refused calls. The round trims them.
      expect(loopViolations(t, { root: ROOT }), `case ${n}`).toEqual([]);
      runs++;
    }
    expect(runs).toBe(300);
  }, 120_000);
});
