/**
 * The scenario the person's own capture plays in: the chapter's folder and application, with the
 * question and tools of the recorded request when a HAR carried it, else the chapter's. Light (no
 * pi-ai): the page builds it; the engine's provider for it is `recording.ts`.
 */
import type { Capture } from "../../fake-provider/capture";
import { message } from "../../i18n";
import { builtInScenario, checkScenario, describeProblems, type LocalText, type Scenario } from "../../scenarios";
import type { RecordingSummary } from "../trace/frames";
import { TOOL_NAME } from "../../scenarios/tool-text";

/** The id a recording plays under (never a built-in's, never in a link). */
export const RECORDING_ID = "recording";

const both = (key: string): LocalText => ({ en: message("en", key), "zh-CN": message("zh-CN", key) });

/** A recording as a scenario; `toolsDropped`: why the request's tools could not be offered (the checker's words). */
export interface RecordingScenario {
  scenario: Scenario;
  summary: RecordingSummary;
  toolsDropped?: string;
}

/**
 * The scenario a capture plays as: the chapter's folder and application, the recorded question and
 * the request's tools (as description-only tools, checked by the scenario checker) when there are.
 */
export function recordingScenario(capture: Capture): RecordingScenario {
  const base = builtInScenario("happy-path");
  if (!base.ok) throw new Error("the built-in happy path does not load");
  const question = capture.request?.question;
  const shape = (tools: NonNullable<Capture["request"]>["tools"]) => ({
    ...structuredClone(base.scenario),
    id: RECORDING_ID,
    title: both("ui.recording.title"),
    summary: both("ui.recording.summary"),
    ...(question !== undefined ? { question } : {}),
    answers: {
      files: both("model.recording.files"),
      none: both("model.recording.none"),
      failed: both("model.recording.failed"),
      truncated: both("model.recording.truncated"),
    },
    // The chapter's tool keeps its own definition and code; the request's others are descriptions only.
    ...(tools.some((t) => t.name !== TOOL_NAME)
      ? {
          offeredTools: tools
            .filter((t) => t.name !== TOOL_NAME)
            .map((t) => ({ name: t.name, description: t.description, parameters: t.parameters })),
        }
      : {}),
  });
  const tools = capture.request?.tools ?? [];
  let checked = checkScenario(shape(tools));
  let toolsDropped: string | undefined;
  if (!checked.ok && tools.length) {
    toolsDropped = describeProblems(checked.problems, 3);
    checked = checkScenario(shape([]));
  }
  if (!checked.ok) {
    // A question the checker refuses (too long, say): the chapter's question instead.
    checked = checkScenario({ ...shape([]), question: base.scenario.question });
    if (!checked.ok) throw new Error(`recording scenario: ${describeProblems(checked.problems)}`);
  }
  const scenario = checked.scenario;
  const summary: RecordingSummary = {
    api: capture.api,
    source: capture.source,
    events: capture.events,
    question: question !== undefined && scenario.question === question ? "request" : "chapter",
    tools: toolsDropped ? [] : tools.map((t) => t.name),
    removed: [...capture.removed],
    ...(capture.model ? { model: capture.model } : {}),
    ...(capture.url ? { url: capture.url } : {}),
    ...(capture.file ? { file: capture.file } : {}),
  };
  return { scenario, summary, ...(toolsDropped ? { toolsDropped } : {}) };
}
