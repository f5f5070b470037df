/**
 * The two frames after the last one: this run by responsibility (§16) — what the model decided,
 * what the application checked, ran, trimmed and reported, what pi-ai converted, parsed and
 * normalized — and which of the chapter's points it showed (§18). Every line links to its frame.
 */
import type { ToolResultMessage } from "@earendil-works/pi-ai";
import type { RecapLine, Trace } from "./frames";

/** Where the round's telling moments landed, noted by `play.ts` as it records them. */
export interface RecapMarks {
  request?: number;
  firstDelta?: number;
  deltas: number;
  toolcallEnd?: number;
  streamEnd?: number;
  gate?: number;
  decision?: string;
  calls: string[];
  validations: number[];
  ran: number[];
  refused: number[];
  swallowed?: number;
  results: { frame: number; result: ToolResultMessage }[];
  secondRequest?: number;
  normalized: boolean;
  limit?: number;
  answer?: number;
  /** The frame the answer ends on (the last before the recap). */
  last: number;
}

/** Creates empty marks. */
export function createMarks(): RecapMarks {
  return { deltas: 0, calls: [], validations: [], ran: [], refused: [], results: [], normalized: false, last: 0 };
}

function line(lines: RecapLine[], actor: RecapLine["actor"], key: string, frame: number | undefined, params: RecapLine["params"] = {}) {
  if (frame !== undefined) lines.push({ ...(actor ? { actor } : {}), key, params, frame });
}

/** The responsibilities recap (§16). */
export function responsibilities(m: RecapMarks, trace: Trace): RecapLine[] {
  const lines: RecapLine[] = [];
  const errors = m.results.filter((r) => r.result.isError);
  // The model
  if (m.decision === "stopped") line(lines, "model", "recap.model.failed", m.streamEnd);
  else if (m.calls.length) line(lines, "model", "recap.model.calls", m.gate, { names: m.calls.join(", "), count: m.calls.length });
  else line(lines, "model", "recap.model.no-calls", m.gate);
  line(lines, "model", "recap.model.more-calls", m.limit);
  if (m.limit === undefined) line(lines, "model", "recap.model.answer", m.answer);
  // pi-ai
  line(lines, "pi-ai", trace.provider.api === "scripted" ? "recap.pi.stream" : "recap.pi.converted", m.request, { api: trace.provider.api });
  line(lines, "pi-ai", "recap.pi.previews", m.firstDelta, { count: m.deltas });
  line(lines, "pi-ai", "recap.pi.parsed", m.toolcallEnd);
  line(lines, "pi-ai", "recap.pi.validated", m.validations[0], { count: m.validations.length });
  if (m.normalized) line(lines, "pi-ai", "recap.pi.normalized", m.secondRequest, { api: trace.target?.api ?? "" });
  // The application
  line(lines, "app", `recap.app.gate.${m.decision ?? "run"}`, m.gate);
  line(lines, "app", "recap.app.ran", m.ran[0], { count: m.ran.length });
  line(lines, "app", "recap.app.refused", m.refused[0], { count: m.refused.length });
  line(lines, "app", "recap.app.bug", m.swallowed);
  line(lines, "app", "recap.app.trimmed", errors[0]?.frame, { count: errors.length });
  line(lines, "app", "recap.app.reported", m.results[0]?.frame, { count: m.results.length });
  return lines;
}

/** The chapter's points this run showed (§18). */
export function takeaways(m: RecapMarks): RecapLine[] {
  const lines: RecapLine[] = [];
  const firstError = m.results.find((r) => r.result.isError);
  line(lines, undefined, "takeaway.tool-is-description", 0);
  line(lines, undefined, "takeaway.preview-only", m.firstDelta);
  line(lines, undefined, "takeaway.stop-reason", m.gate);
  line(lines, undefined, "takeaway.validate-copy", m.validations[0]);
  line(lines, undefined, "takeaway.fixed-folder", m.ran[0]);
  line(lines, undefined, "takeaway.result-ids", m.results[0]?.frame);
  line(lines, undefined, "takeaway.failures-are-results", firstError?.frame);
  if (m.normalized) line(lines, undefined, "takeaway.normalized", m.secondRequest);
  line(lines, undefined, "takeaway.loop", m.limit ?? m.last);
  return lines;
}
