/**
 * The Tool lab's protocol over the sandbox's host: a module that exports a tool and its `execute`,
 * loaded once, then called once per valid call (or asked for the schema contrast). Every way a call
 * can end is a {@link LearnerRun}, every way a load can fail an {@link OpenProblem}.
 */
import type { LearnerFolder, LearnerRun } from "../engine/round/learner";
import type { Read } from "./boundary";
import type { LearnerDefinition, ModuleProblem } from "./definition";
import type { ContrastProbe } from "../lens/contrast";
import type { SandboxLimits } from "./supervisor";
import type { SandboxProtocol } from "./host";

/** One run of one learner module, in its own sandbox. */
export interface RunnerSession {
  definition: LearnerDefinition;
  /** Runs `execute(args)` over `folder`. Never rejects: a stopped or crashed run is a value. */
  execute(args: unknown, folder: LearnerFolder): Promise<LearnerRun>;
  /** Asks the sandbox to validate `probes` (only a contrast worker's sandbox answers it; see `contrast-host.ts`). Never rejects. */
  contrast(probes: ContrastProbe[]): Promise<Read>;
  /** Removes the sandbox (and its worker). */
  close(): void;
}

/** Why a module cannot be used: its own problem, a load over the limit, a crash, or an answer the lab cannot read. */
export type OpenProblem = ModuleProblem | { key: "timeout" | "crashed" | "unreadable"; detail: string };

/** What opening a session gives: the session, or why the module cannot be used. */
export type Opened = { ok: true; session: RunnerSession } | { ok: false; problem: OpenProblem };

/** A call's answer as the engine takes it: every way a call can end is a {@link LearnerRun}. */
function runOf(read: Read, limits: SandboxLimits): LearnerRun {
  if (!read.ok) return { ok: false, kind: "unreadable", message: read.reason, audit: [] };
  const r = read.response;
  if (r.type === "executed") return r.run;
  if (r.type === "timeout")
    return { ok: false, kind: "timeout", message: `stopped after ${r.ms} ms`, audit: [], ms: r.ms };
  if (r.type === "load-timeout")
    return {
      ok: false,
      kind: "load-timeout",
      message: `did not load within ${limits.loadMs / 1000} s`,
      audit: [],
      ms: r.ms,
    };
  return {
    ok: false,
    kind: "threw",
    message: r.type === "crashed" ? r.message : "the runner did not answer",
    audit: [],
  };
}

/** Why loading failed, from the answer to the load request. */
function problemOf(read: Read, limits: SandboxLimits): OpenProblem {
  if (!read.ok) return { key: "unreadable", detail: read.reason };
  const r = read.response;
  if (r.type === "loaded" && !r.ok) return r.problem;
  if (r.type === "crashed") return { key: "crashed", detail: r.message };
  return { key: "timeout", detail: String(limits.loadMs / 1000) };
}

/** The Tool lab's protocol: `load`, then `execute` (or `contrast`) per request. */
export const TOOL_PROTOCOL: SandboxProtocol<RunnerSession, OpenProblem> = {
  load: (source) => ({ type: "load", source }),
  open(read, sandbox) {
    if (!read.ok || read.response.type !== "loaded" || !read.response.ok)
      return { ok: false, problem: problemOf(read, sandbox.limits) };
    const execute = async (args: unknown, folder: LearnerFolder) =>
      runOf(await sandbox.request({ type: "execute", args, folder }), sandbox.limits);
    const contrast = (probes: ContrastProbe[]) => sandbox.request({ type: "contrast", probes });
    return { ok: true, session: { definition: read.response.definition, execute, contrast, close: sandbox.close } };
  },
};
