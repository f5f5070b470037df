/**
 * The Round lab's protocol over the sandbox's host: a module that exports `round(ctx)`, loaded once,
 * then run once per cell. Each question the round asks (the model, the folder) comes to the host read
 * by the boundary and is answered by the engine (`RoundHost`); the run's clock stands still meanwhile.
 * Every way a run can end is a {@link RoundEnd}.
 */
import type { Read } from "./boundary";
import type { RoundEnd, RoundModuleProblem, RoundRunner } from "./round-protocol";
import type { SandboxProtocol } from "./host";

/** A round module loaded in its sandbox: a runner for the engine, and `close()` to end the sandbox. */
export interface RoundSession {
  runner: RoundRunner;
  close(): void;
}

/** Why the module cannot be used, from the answer to its load. */
function loadProblem(read: Read): RoundModuleProblem | undefined {
  if (!read.ok) return { key: "crashed", detail: read.reason };
  const r = read.response;
  if (r.type === "round-loaded") return r.ok ? undefined : r.problem;
  if (r.type === "load-timeout") return { key: "timeout", detail: "" };
  return { key: "crashed", detail: r.type === "crashed" ? r.message : "the sandbox did not answer" };
}

/** How a run ended, from its answer. */
function endOf(read: Read): RoundEnd {
  if (!read.ok) return { type: "stopped", how: "unreadable", detail: read.reason };
  const r = read.response;
  if (r.type === "round-finished") return r.finish;
  if (r.type === "timeout") return { type: "stopped", how: "timeout", ms: r.ms };
  if (r.type === "load-timeout") return { type: "load-failed", problem: { key: "timeout", detail: "" } };
  if (r.type === "crashed") return { type: "stopped", how: "threw", detail: r.message };
  return { type: "stopped", how: "unreadable", detail: "the sandbox sent an answer of an unknown kind" };
}

/** The Round lab's protocol: `round-load`, then `round-run` per cell, its questions answered by the engine. */
export const ROUND_PROTOCOL: SandboxProtocol<RoundSession, RoundModuleProblem> = {
  load: (source) => ({ type: "round-load", source }),
  open(read, sandbox) {
    const problem = loadProblem(read);
    if (problem) return { ok: false, problem };
    const runner: RoundRunner = {
      async run(start, host) {
        let decided: RoundEnd | undefined;
        const read = await sandbox.request({ type: "round-run", start }, async (question) => {
          const answer = question.type === "ask" ? await host.ask(question) : await host.execute(question);
          if (!("stop" in answer)) return { answer };
          decided = { type: "stopped", ...answer.stop };
          return { stop: true };
        });
        return decided ?? endOf(read);
      },
    };
    return { ok: true, session: { runner, close: sandbox.close } };
  },
};
