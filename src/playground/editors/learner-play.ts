/**
 * Turns a module's source into what the store plays: a fresh sandbox per replay (`sandbox/browser.ts`),
 * with the runner's state kept for the Tool lab to show. Lives beyond the Tool lab's view, which
 * closes while the replay runs.
 */
import { createSignal } from "solid-js";
import { openRunner } from "../../sandbox/browser";
import type { Opened, RunnerSession } from "../../sandbox/tool-session";
import type { LearnerPlay } from "./workbench";
import type { Lang } from "../../scenarios/types";
import { syntaxPlace } from "./syntax-place";
import { editorText } from "./words";
import { LEARNER_LOAD_LIMIT_MS } from "../../engine/round/learner";

/** A problem with a learner's module in words, as the Tool lab says it: a syntax error with its place. */
export function describeProblem(lang: Lang, key: string, detail: string): string {
  const at = key === "syntax" ? syntaxPlace(detail) : undefined;
  return at
    ? editorText(lang, "runner.problem.syntax-at", { ...at })
    : editorText(lang, `runner.problem.${key}`, { detail });
}

/** What the sandbox is doing, for `runner-status`. */
export type RunnerState =
  | { kind: "idle" }
  /** Loading the module in a fresh worker since `since` (performance.now()), under the load limit. */
  | { kind: "starting"; since: number }
  | { kind: "ready"; name: string }
  | { kind: "running"; call: number }
  | { kind: "stopped"; ms: number }
  | { kind: "problem"; key: string; detail: string };

const [runnerState, setRunnerState] = createSignal<RunnerState>({ kind: "idle" });
export { runnerState };

/**
 * The sandbox's state in `lang`'s words: ready with the tool's name, running a call, stopped, its
 * problem, or, while a module loads, the seconds so far against the load limit (a module that loops
 * while loading is stopped at the limit, and the person sees it coming). `now` is performance.now().
 */
export function runnerStatusText(lang: Lang, s: RunnerState, now: number): string {
  const tx = (key: string, params: Record<string, string | number> = {}) => editorText(lang, key, params);
  if (s.kind === "ready") return tx("runner.ready", { name: s.name });
  if (s.kind === "running") return tx("runner.running", { call: s.call });
  if (s.kind === "stopped") return tx("runner.stopped", { seconds: (s.ms / 1000).toFixed(1) });
  if (s.kind === "problem") return describeProblem(lang, s.key, s.detail);
  if (s.kind === "starting")
    return tx("runner.starting", {
      seconds: Math.max(0, Math.floor((now - s.since) / 1000)),
      limit: LEARNER_LOAD_LIMIT_MS / 1000,
    });
  return tx("runner.idle");
}

/** Loads `source` in a fresh sandbox to check it; a good session is handed to the first replay. */
export async function checkModule(source: string): Promise<Opened> {
  setRunnerState({ kind: "starting", since: performance.now() });
  const opened = await openRunner(source);
  if (opened.ok) setRunnerState({ kind: "ready", name: opened.session.definition.name });
  else setRunnerState({ kind: "problem", key: opened.problem.key, detail: opened.problem.detail });
  return opened;
}

/**
 * The store's view of a learner's module: each replay gets a fresh sandbox — the first one the
 * sandbox that just checked the module (`checked`), so "Run" starts one, not two.
 */
export function learnerPlay(
  source: string,
  describeProblem: (key: string, detail: string) => string,
  checked?: RunnerSession,
  packed?: string,
): LearnerPlay {
  let first = checked;
  return {
    source,
    ...(packed ? { packed } : {}),
    async open() {
      const fresh = first;
      first = undefined;
      if (!fresh) setRunnerState({ kind: "starting", since: performance.now() });
      const opened: Opened = fresh ? { ok: true, session: fresh } : await openRunner(source);
      if (!opened.ok) {
        setRunnerState({ kind: "problem", key: opened.problem.key, detail: opened.problem.detail });
        return { ok: false, message: describeProblem(opened.problem.key, opened.problem.detail) };
      }
      const { session } = opened;
      setRunnerState({ kind: "ready", name: session.definition.name });
      let calls = 0;
      return {
        ok: true,
        definition: session.definition,
        runner: {
          async execute(args, folder) {
            setRunnerState({ kind: "running", call: ++calls });
            const run = await session.execute(args, folder);
            setRunnerState(
              !run.ok && run.kind === "timeout"
                ? { kind: "stopped", ms: run.ms ?? 0 }
                : { kind: "ready", name: session.definition.name },
            );
            return run;
          },
        },
        close: () => session.close(),
      };
    },
  };
}
