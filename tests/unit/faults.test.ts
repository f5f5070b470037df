import { describe, expect, it } from "vitest";
import { BUILT_IN_IDS } from "../../src/scenarios";
import { FAULT_IDS, parseFaults } from "../../src/engine";
import { answer, play, results, textOf } from "./helpers";
import { ruleViolations } from "../../src/grader/rules";
import { framesOf } from "../../src/engine/trace/frame-store";

const ROOT = "/Users/mei/Downloads";

describe("each fault on the happy path", () => {
  const cases: Record<string, (t: Awaited<ReturnType<typeof play>>) => void> = {
    truncate: (t) => {
      // Complete calls, complete toolcall_end — and still nothing runs.
      expect(framesOf(t).find((f) => f.event === "toolcall_end")?.stream?.argumentsError).toBeUndefined();
      expect(framesOf(t).find((f) => f.gate)?.gate?.decision).toBe("refuse-truncated");
      expect(t.executions).toEqual([]);
      expect(textOf(results(t)[0]?.content ?? [])).toMatch(/not executed/);
    },
    "bad-arguments:number": (t) =>
      expect(framesOf(t).find((f) => f.validation)?.validation).toMatchObject({
        status: "invalid",
        received: { extension: 123 },
      }),
    "bad-arguments:missing-dot": (t) =>
      expect(framesOf(t).find((f) => f.validation)?.validation?.problems?.[0]?.path).toBe("extension"),
    "bad-arguments:extra": (t) =>
      expect(
        framesOf(t)
          .find((f) => f.validation)
          ?.validation?.problems?.map((p) => p.path),
      ).toEqual(["recursive", "root"]),
    "bad-arguments:null": (t) => {
      // pi-ai drops a null optional property: the call runs unfiltered, on a converted copy.
      const v = framesOf(t).find((f) => f.validation)?.validation;
      expect(v).toMatchObject({
        status: "valid",
        received: { extension: null },
        converted: {},
        changed: ["extension"],
      });
      expect(t.executions[0]?.args).toEqual({});
      expect(framesOf(t).find((f) => f.execution)?.execution?.returned).toHaveLength(9); // every file, no directory
      expect(answer(t)).toMatch(/^You have 4 PDF/); // the model picks the PDFs out of the full listing
    },
    "bad-arguments:malformed": (t) => {
      expect(framesOf(t).find((f) => f.event === "toolcall_end")?.stream?.argumentsError).toBeTruthy();
      expect(framesOf(t).find((f) => f.validation)?.validation?.status).toBe("invalid");
    },
    "unknown-tool": (t) => {
      expect(framesOf(t).find((f) => f.validation)?.validation?.status).toBe("unknown-tool");
      expect(results(t)[0]).toMatchObject({ toolName: "find_files", isError: true });
    },
    "folder:denied": (t) => expect(framesOf(t).find((f) => f.execution)?.execution?.error?.code).toBe("EACCES"),
    "folder:missing": (t) => expect(framesOf(t).find((f) => f.execution)?.execution?.error?.code).toBe("ENOENT"),
    "folder:slow-cancel": (t) => expect(framesOf(t).find((f) => f.execution)?.execution?.error?.code).toBe("ABORT_ERR"),
    "stream:error": (t) => {
      expect(t.outcome).toBe("stopped");
      expect(framesOf(t).find((f) => f.event === "error")?.stream?.reason).toBe("error");
    },
    "stream:aborted": (t) => expect(framesOf(t).find((f) => f.event === "error")?.stream?.reason).toBe("aborted"),
    "swallow-errors": (t) => {
      // Nothing fails on the happy path, so the bug stays hidden.
      expect(t.bug).toBeUndefined();
      expect(results(t)[0]?.isError).toBe(false);
    },
    "truncate-answer": (t) => {
      // The second reply stops at the length limit: half the answer, shown incomplete.
      expect(t.outcome).toBe("answer-truncated");
      expect(t.messages.at(-1)).toMatchObject({ role: "assistant", stopReason: "length" });
      expect(
        framesOf(t)
          .filter((f) => !f.recap)
          .at(-1)?.narration.key,
      ).toBe("final.truncated");
    },
  };

  it("has a case for every fault", () => expect(Object.keys(cases).sort()).toEqual([...FAULT_IDS].sort()));

  for (const [id, check] of Object.entries(cases)) {
    it(id, async () => {
      const trace = await play("happy-path", [id]);
      expect(trace.faults).toEqual([id]);
      check(trace);
    });
  }
});

describe("swallow-errors: the §15 bug, shown", () => {
  it("turns a denied folder into an empty list and a confident wrong answer, and marks it", async () => {
    const honest = await play("folder-denied");
    const buggy = await play("folder-denied", ["swallow-errors"]);
    expect(results(honest)[0]?.isError).toBe(true);
    expect(answer(honest)).toMatch(/couldn't/);
    expect(results(buggy)[0]).toMatchObject({ isError: false });
    expect(JSON.parse(textOf(results(buggy)[0]?.content ?? []))).toEqual({ files: [] });
    expect(answer(buggy)).toBe("There are no PDF files in your Downloads folder.");
    expect(buggy.bug).toEqual({ kind: "swallow-errors", toolCallIds: ["call_01"] });
    expect(framesOf(buggy).find((f) => f.execution)?.execution).toMatchObject({
      status: "swallowed",
      returned: [],
      error: { code: "EACCES" },
    });
  });
});

describe("fault parsing", () => {
  it("reports unknown faults as values", () => {
    expect(parseFaults(["folder:denied", "folder:flooded", "nope"])).toEqual({
      ok: false,
      unknown: ["folder:flooded", "nope"],
      conflicts: [],
    });
  });
  it("refuses two variants of one fault instead of letting the last one win", () => {
    expect(parseFaults(["folder:denied", "truncate", "folder:missing"])).toEqual({
      ok: false,
      unknown: [],
      conflicts: [["folder:denied", "folder:missing"]],
    });
  });
  it("orders and de-duplicates, so the same set gives the same trace", () => {
    const a = parseFaults(["swallow-errors", "folder:denied", "swallow-errors"]);
    const b = parseFaults(["folder:denied", "swallow-errors"]);
    expect(a).toEqual(b);
  });
  it("marks faults with nothing to act on", async () => {
    const trace = await play("stream-error", ["truncate", "bad-arguments:null"]);
    expect(trace.inertFaults).toEqual(["truncate"]);
  });
});

describe("every scenario × every fault keeps the rules", () => {
  // One test per scenario: on a loaded two-core machine a single test of hundreds of traces timed out.
  const sets = [
    [],
    ...FAULT_IDS.map((f) => [f]),
    ["folder:denied", "swallow-errors"],
    ["truncate", "bad-arguments:malformed"],
  ];
  for (const id of BUILT_IN_IDS) {
    it(`${id} under each of ${sets.length} fault sets`, async () => {
      for (const faults of sets) {
        const trace = await play(id, [...faults]);
        const problems = ruleViolations(trace, { root: ROOT, secrets: ["/Users/mei/Documents"] });
        expect(problems, `${id} + [${faults.join(", ")}]`).toEqual([]);
      }
    }, 30_000);
  }
});
