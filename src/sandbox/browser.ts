/**
 * The page's way to a sandbox: the host (`host.ts`) over a fresh iframe (`frame.ts`) per module, with
 * the Tool lab's protocol or the Round lab's, and the runner's `data:` URL as the worker's code.
 */
import { runnerUrl } from "./runner-url";
import { LEARNER_LOAD_LIMIT_MS, LEARNER_TIME_LIMIT_MS } from "../engine/round/learner";
import { ROUND_TIME_LIMIT_MS, type RoundModuleProblem } from "./round-protocol";
import { openFrame } from "./frame";
import { openSandbox } from "./host";
import { ROUND_PROTOCOL, type RoundSession } from "./round-session";
import { TOOL_PROTOCOL, type Opened } from "./tool-session";
import type { SandboxLimits } from "./supervisor";

// Encode the runner once, in an idle moment, before the first sandbox needs it.
if (typeof requestIdleCallback === "function") requestIdleCallback(() => runnerUrl());

/**
 * Starts a sandbox for a tool module and loads it, under `limits.loadMs`; each call then has
 * `limits.runMs` once the module is loaded; `bundle` is the worker's `data:` URL (the runner's by
 * default, the schema contrast's for it).
 */
export function openRunner(
  source: string,
  limits: SandboxLimits = { loadMs: LEARNER_LOAD_LIMIT_MS, runMs: LEARNER_TIME_LIMIT_MS },
  bundle: () => string = runnerUrl,
): Promise<Opened> {
  return openSandbox(TOOL_PROTOCOL, source, { channel: openFrame, limits, bundle });
}

/** Starts a sandbox for a round module and loads it; each run then has the round's 2 s of its own time. */
export function openRoundRunner(
  source: string,
): Promise<{ ok: true; session: RoundSession } | { ok: false; problem: RoundModuleProblem }> {
  return openSandbox(ROUND_PROTOCOL, source, {
    channel: openFrame,
    limits: { loadMs: LEARNER_LOAD_LIMIT_MS, runMs: ROUND_TIME_LIMIT_MS },
    bundle: runnerUrl,
  });
}
