import type { Scenario, ScenarioBlock, ScenarioTurn } from "../../scenarios/types";

/** Every fault a person can switch on, with its variants. */
export const FAULTS = {
  truncate: [],
  "bad-arguments": ["number", "missing-dot", "extra", "null", "malformed"],
  "unknown-tool": [],
  folder: ["denied", "missing", "slow-cancel"],
  stream: ["error", "aborted"],
  "swallow-errors": [],
  "truncate-answer": [],
} as const satisfies Record<string, readonly string[]>;

/** A fault's name. */
export type FaultName = keyof typeof FAULTS;

/**
 * A fault that changes nothing on its own, and the fault it needs: the swallowing bug only shows
 * when a folder fault makes a read fail.
 */
export const FAULT_NEEDS: Readonly<Partial<Record<FaultName, FaultName>>> = { "swallow-errors": "folder" };

/** A parsed fault, e.g. `{ name: "folder", variant: "denied" }`. */
export interface Fault {
  name: FaultName;
  variant?: string;
}

/** Every fault id, as written on the command line and in deep links (`folder:denied`). */
export const FAULT_IDS: string[] = Object.entries(FAULTS).flatMap(([name, variants]) =>
  variants.length === 0 ? [name] : variants.map((v) => `${name}:${v}`),
);

/** The fault's name without its variant: `folder` for `folder:denied`. */
export function faultName(id: string): string {
  return id.split(":")[0] ?? id;
}

/**
 * Parses fault ids; an unknown one, or two variants of one fault (`folder:denied` with
 * `folder:missing`, which would silently let the last one win), is a value, not an exception.
 */
export function parseFaults(
  ids: readonly string[],
): { ok: true; faults: Fault[] } | { ok: false; unknown: string[]; conflicts: string[][] } {
  const unknown = ids.filter((id) => !FAULT_IDS.includes(id));
  const unique = [...new Set(ids)];
  const byName = new Map<string, string[]>();
  for (const id of unique.filter((known) => FAULT_IDS.includes(known)))
    byName.set(faultName(id), [...(byName.get(faultName(id)) ?? []), id]);
  const conflicts = [...byName.values()].filter((group) => group.length > 1);
  if (unknown.length > 0 || conflicts.length > 0) return { ok: false, unknown, conflicts };
  // One canonical order, so the same set of faults always gives the same trace.
  unique.sort((a, b) => FAULT_IDS.indexOf(a) - FAULT_IDS.indexOf(b));
  return {
    ok: true,
    faults: unique.map((id) => {
      const [name, variant] = id.split(":") as [FaultName, string | undefined];
      return variant ? { name, variant } : { name };
    }),
  };
}

/** Writes a fault back as its id. */
export function faultId(fault: Fault): string {
  return fault.variant ? `${fault.name}:${fault.variant}` : fault.name;
}

/** The argument text each bad-arguments variant sends. */
export const BAD_ARGUMENTS: Record<string, string> = {
  number: '{"extension": 123}',
  "missing-dot": '{"extension": "pdf"}',
  extra: '{"extension": ".pdf", "recursive": true}',
  null: '{"extension": null}',
  malformed: "{'extension': .pdf}",
};

/** What the faulted scenario looks like, plus the application bug switch. */
export interface Faulted {
  scenario: Scenario;
  swallowErrors: boolean;
  /** Faults that had nothing to act on in this scenario (e.g. no tool call to break). */
  inert: string[];
}

/**
 * Applies faults to a scenario. Each fault touches the first turn's first tool call, the folder,
 * or the application, and returns a new scenario: the input is never modified.
 */
export function applyFaults(original: Scenario, faults: readonly Fault[]): Faulted {
  const scenario: Scenario = structuredClone(original);
  const turn: ScenarioTurn = scenario.firstTurn;
  const callIndex = turn.blocks.findIndex((b) => b.type === "toolCall");
  const firstCall = () => turn.blocks[callIndex] as Extract<ScenarioBlock, { type: "toolCall" }> | undefined;
  let swallowErrors = false;
  const inert: string[] = [];

  for (const fault of faults) {
    const call = firstCall();
    switch (fault.name) {
      case "truncate":
        // The calls stay complete: `length` alone must stop them, even after `toolcall_end` (§7).
        if (turn.stopReason === "error" || turn.stopReason === "aborted") inert.push(faultId(fault));
        else turn.stopReason = "length";
        break;
      case "bad-arguments":
        if (!call) inert.push(faultId(fault));
        else {
          call.arguments = BAD_ARGUMENTS[fault.variant ?? "number"] ?? call.arguments;
          delete call.pieces;
        }
        break;
      case "unknown-tool":
        if (!call) inert.push(faultId(fault));
        else call.name = "find_files";
        break;
      case "folder":
        scenario.downloads.failure =
          fault.variant === "denied"
            ? { kind: "denied" }
            : fault.variant === "missing"
              ? { kind: "missing" }
              : { kind: "slow", delayMs: 8000, cancelAfterMs: 1500 };
        break;
      case "stream": {
        const reason = fault.variant === "aborted" ? "aborted" : "error";
        turn.stopReason = reason;
        turn.errorMessage = reason === "aborted" ? "Request was aborted" : "Connection reset while streaming the reply";
        if (call) {
          // Break inside the first call: half of its text arrives, then nothing.
          const chars = Array.from(call.arguments);
          call.arguments = chars.slice(0, Math.max(1, Math.floor(chars.length / 2))).join("");
          call.unfinished = true;
          delete call.pieces;
          turn.blocks = turn.blocks.slice(0, callIndex + 1);
        }
        break;
      }
      case "swallow-errors":
        swallowErrors = true;
        break;
      case "truncate-answer":
        // The second reply stops at the length limit: the scenario's own, or the scripted answer.
        if (scenario.secondTurn) scenario.secondTurn.stopReason = "length";
        else scenario.answers = { ...scenario.answers, stopReason: "length" };
        break;
    }
  }
  return { scenario, swallowErrors, inert };
}
