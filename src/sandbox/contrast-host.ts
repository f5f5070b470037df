/**
 * The page's side of the schema contrast: the learner's module in a sandbox of its own (the
 * runner's iframe and limits, with the contrast worker, which holds pi-ai 1.6.0's validator), the
 * probes made from the parameters it reports, and the sandbox's answer read by the boundary.
 * Imported only when the contrast is opened: 1.6.0 comes with it, and nothing of it before.
 */
import { openRunner } from "./browser";
import type { OpenProblem } from "./tool-session";
import { contrastUrl } from "./contrast-url";
import { contrastProbes, type ContrastCells, type ContrastProbe } from "../lens/contrast";
import { LEARNER_LOAD_LIMIT_MS, LEARNER_TIME_LIMIT_MS } from "../engine/round/learner";

/** What a contrast gives: the probes and their four answers each, or why it could not run. */
export type ContrastOutcome =
  | { ok: true; name: string; probes: ContrastProbe[]; rows: ContrastCells[] }
  | { ok: false; problem: OpenProblem | { key: "slow"; detail: string } };

/**
 * Loads `source` in a fresh contrast sandbox, makes the probes from its parameters' JSON, and asks
 * for every probe through both origins and both versions, within the runner's limits. Never rejects.
 */
export async function runSchemaContrast(source: string): Promise<ContrastOutcome> {
  const opened = await openRunner(source, { loadMs: LEARNER_LOAD_LIMIT_MS, runMs: LEARNER_TIME_LIMIT_MS }, contrastUrl);
  if (!opened.ok) return opened;
  const { session } = opened;
  try {
    const probes = contrastProbes(session.definition.parameters);
    const read = await session.contrast(probes);
    if (!read.ok) return { ok: false, problem: { key: "unreadable", detail: read.reason } };
    const r = read.response;
    if (r.type === "contrasted" && r.rows.length === probes.length)
      return { ok: true, name: session.definition.name, probes, rows: r.rows };
    if (r.type === "timeout")
      return { ok: false, problem: { key: "slow", detail: String(LEARNER_TIME_LIMIT_MS / 1000) } };
    return {
      ok: false,
      problem: { key: "crashed", detail: r.type === "crashed" ? r.message : "the sandbox gave no contrast" },
    };
  } finally {
    session.close();
  }
}
