/**
 * A learner's module run in this thread, with no sandbox: for the unit tests and the bench, where the
 * code is the project's own (the chapter's tool, the round starters). A tool's calls have no limit; a
 * round has its 2 s for rounds that wait forever, but a synchronous endless loop cannot be stopped
 * here. The commands use worker threads (`node.ts`), the browser the sandbox (`browser.ts`).
 */
import type { Tool } from "@earendil-works/pi-ai";
import type { LearnerTool } from "../engine/round/learner";
import { readRoundMessage } from "./boundary";
import { startRunClock } from "./clock";
import type { ModuleProblem } from "./definition";
import { loadModule } from "./evaluate";
import { loadRoundModule } from "./round-module";
import {
  ROUND_TIME_LIMIT_MS,
  type HostAnswer,
  type RoundEnd,
  type RoundModuleProblem,
  type RoundRunner,
} from "./round-protocol";

/** Loads `source` and wraps it as the engine's {@link LearnerTool}, in this thread (no limits). */
export function localLearnerTool(
  source: string,
): { ok: true; learner: LearnerTool } | { ok: false; problem: ModuleProblem } {
  const loaded = loadModule(source);
  if (!loaded.ok) return loaded;
  const { definition, execute } = loaded.module;
  return { ok: true, learner: { tool: definition as unknown as Tool, source, run: execute } };
}

/** Loads `source` here and wraps it as a {@link RoundRunner} (the 2 s limit for rounds that wait forever). */
export function localRoundRunner(
  source: string,
  limitMs = ROUND_TIME_LIMIT_MS,
): { ok: true; runner: RoundRunner } | { ok: false; problem: RoundModuleProblem } {
  const loaded = loadRoundModule(source);
  if (!loaded.ok) return loaded;
  const runner: RoundRunner = {
    run: (start, host) =>
      new Promise<RoundEnd>((resolve) => {
        let over = false;
        const end = (value: RoundEnd) => {
          if (over) return;
          over = true;
          clock.stop();
          resolve(value);
        };
        const clock = startRunClock(limitMs, (ms) => end({ type: "stopped", how: "timeout", ms }));
        // Each question crosses the same boundary as in the sandbox, then waits on the engine off the clock.
        const relay =
          <T>(ask: (request: never) => Promise<HostAnswer<T>>) =>
          async (request: unknown): Promise<T> => {
            const read = readRoundMessage(request);
            if (!read.ok || read.value.type === "finish")
              return (
                end({
                  type: "stopped",
                  how: "unreadable",
                  detail: read.ok ? "a finish in place of a question" : read.reason,
                }),
                new Promise<T>(() => {})
              );
            clock.pause();
            const answer = await ask(read.value as never);
            clock.resume();
            if (typeof answer === "object" && answer !== null && "stop" in answer)
              return (end({ type: "stopped", ...answer.stop }), new Promise<T>(() => {}));
            return structuredClone(answer as T);
          };
        loaded.round.run(start, { ask: relay(host.ask), execute: relay(host.execute) }).then((finish) => {
          const read = readRoundMessage(finish);
          end(
            read.ok && read.value.type === "finish"
              ? read.value
              : {
                  type: "stopped",
                  how: "unreadable",
                  detail: read.ok ? "a question in place of a finish" : read.reason,
                },
          );
        });
      }),
  };
  return { ok: true, runner };
}
