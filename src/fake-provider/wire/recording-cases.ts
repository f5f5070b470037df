import type { ScriptedTurn } from "../scripted";

const preamble = { type: "text", text: "Let me look in your Downloads folder." } as const;
const call = (args: string, id = "call_01") => ({ type: "toolCall", id, name: "list_download_files", arguments: args }) as const;

/** The recorded cases every API has a golden file for (issue: happy path, truncation, malformed, two calls, error). */
export const RECORDING_CASES: Record<string, { turn: ScriptedTurn; turnNumber: 1 | 2 }> = {
  "happy-path": { turnNumber: 1, turn: { blocks: [preamble, call('{"extension": ".pdf"}')], stopReason: "toolUse" } },
  "final-answer": { turnNumber: 2, turn: { blocks: [{ type: "text", text: "You have 2 PDF file(s) in Downloads: Invoice-2026-03.pdf, 旅行计划.pdf." }], stopReason: "stop" } },
  truncated: { turnNumber: 1, turn: { blocks: [preamble, call('{"extension": ".p')], stopReason: "length" } },
  malformed: { turnNumber: 1, turn: { blocks: [preamble, call('{"extension": ".pdf",}')], stopReason: "toolUse" } },
  "two-calls": { turnNumber: 1, turn: { blocks: [preamble, call('{"extension": ".pdf"}'), call('{"extension": ".PDF"}', "call_02")], stopReason: "toolUse" } },
  error: {
    turnNumber: 1,
    turn: { blocks: [preamble, { ...call('{"extens'), unfinished: true }], stopReason: "error", errorMessage: "Overloaded" },
  },
};
