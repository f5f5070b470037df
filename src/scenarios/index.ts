import { checkScenario, type ScenarioResult } from "./load";
import aborted from "./aborted.json";
import badArguments from "./bad-arguments.json";
import cancelled from "./cancelled.json";
import extraProperty from "./extra-property.json";
import folderDenied from "./folder-denied.json";
import folderMissing from "./folder-missing.json";
import happyPath from "./happy-path.json";
import idNormalization from "./id-normalization.json";
import malformedJson from "./malformed-json.json";
import missingDot from "./missing-dot.json";
import neverStops from "./never-stops.json";
import partialJsonSteps from "./partial-json-steps.json";
import secondRound from "./second-round.json";
import stopWithCalls from "./stop-with-calls.json";
import streamError from "./stream-error.json";
import thinking from "./thinking.json";
import truncated from "./truncated.json";
import truncatedRetry from "./truncated-retry.json";
import twoCalls from "./two-calls.json";
import twoCallsSequential from "./two-calls-sequential.json";
import unknownTool from "./unknown-tool.json";
import vagueDescriptions from "./vague-descriptions.json";
import lengthCompleteCall from "./length-complete-call.json";
import convertedLimit from "./converted-limit.json";
import noToolNeeded from "./no-tool-needed.json";

export { checkScenario, describeProblems, parseScenario, type ScenarioProblem, type ScenarioResult } from "./load";
export * from "./types";
import type { LocalText } from "./types";

/** The built-in scenarios, in the order a learner meets them. */
const BUILT_IN = new Map<string, unknown>(
  Object.entries({
    "happy-path": happyPath,
    thinking,
    "stop-with-calls": stopWithCalls,
    "no-tool-needed": noToolNeeded,
    "partial-json-steps": partialJsonSteps,
    truncated,
    "length-complete-call": lengthCompleteCall,
    "bad-arguments": badArguments,
    "missing-dot": missingDot,
    "extra-property": extraProperty,
    "converted-limit": convertedLimit,
    "malformed-json": malformedJson,
    "unknown-tool": unknownTool,
    "vague-descriptions": vagueDescriptions,
    "folder-denied": folderDenied,
    "folder-missing": folderMissing,
    "stream-error": streamError,
    aborted,
    "two-calls": twoCalls,
    "two-calls-sequential": twoCallsSequential,
    "second-round": secondRound,
    "truncated-retry": truncatedRetry,
    "never-stops": neverStops,
    cancelled,
    "id-normalization": idNormalization,
  }),
);

/** Ids of the built-in scenarios. */
export const BUILT_IN_IDS: readonly string[] = [...BUILT_IN.keys()];

/** A built-in scenario by id, checked like any file; an unknown id is a value too. */
export function builtInScenario(id: string): ScenarioResult {
  const data = BUILT_IN.get(id);
  if (data === undefined)
    return { ok: false, problems: [{ path: "$.id", reason: `there is no built-in scenario ${JSON.stringify(id)}` }] };
  // Built-ins never change: check each once. Callers treat scenarios as read-only (faults copy).
  let result = checked.get(id);
  if (!result) checked.set(id, (result = checkScenario(structuredClone(data))));
  return result;
}

const checked = new Map<string, ScenarioResult>();

/** A built-in scenario's summary (what it shows), without checking the whole file: the gallery needs only this. */
export function builtInSummary(id: string): LocalText | undefined {
  return (BUILT_IN.get(id) as { summary?: LocalText } | undefined)?.summary;
}

/** A built-in scenario's title, without checking the whole file (the picker needs only this). */
export function builtInTitle(id: string): LocalText {
  return (BUILT_IN.get(id) as { title?: LocalText } | undefined)?.title ?? id;
}
