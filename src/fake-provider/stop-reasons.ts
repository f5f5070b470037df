/**
 * The stop reasons a turn may end with (what a provider reports): the one list, read by the
 * scripted provider, the scenario loader and its JSON Schema. A leaf module: no pi-ai code, so the
 * Scenario editor's schema can read it. pi-ai's own `pending`/`deferred` are states, never an end.
 */
import type { StopReason } from "@earendil-works/pi-ai";

/** Every stop reason a scripted or recorded turn may end with. */
export const STOP_REASONS = ["stop", "length", "toolUse", "error", "aborted"] as const satisfies readonly StopReason[];

/** One of {@link STOP_REASONS}. */
export type ScriptedStopReason = (typeof STOP_REASONS)[number];

/** The stop reasons a scenario's scripted final answer may give (it answers or is cut off). */
export const ANSWER_STOP_REASONS = ["stop", "length"] as const satisfies readonly ScriptedStopReason[];
