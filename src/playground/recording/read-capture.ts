/**
 * What the import screen does with a text or a file: read it (a HAR stripped of its secrets first),
 * build its scenario, and say what happened. Plain functions over the store; no DOM.
 */
import { captureProblemText } from "../../fake-provider/capture/problem-words";
import type { Lang } from "../../scenarios/types";
import { captureTooBig, loadCapture, type CaptureProblem } from "../../fake-provider/capture";
import { recordingScenario } from "../../engine/providers/recording-scenario";
import type { LabStore } from "../state/store";

/** A problem as the screen says it, in the language on screen. */
export interface ShownProblem {
  say(lang: Lang): string;
}

const shown = (problem: CaptureProblem): ShownProblem => ({ say: (lang) => captureProblemText(lang, problem) });

/**
 * Reads `text` and plays it when it can. The box gets back only text the lab could read, without
 * its credentials (a HAR, `curl -i`'s headers); text it could not read leaves the box empty, since
 * nothing could look through it for secrets. Over the size limit, the box keeps what it had.
 */
export function readCaptureText(lab: LabStore, text: string, fileName?: string): ShownProblem | undefined {
  const read = loadCapture(text);
  if (read.ok || read.problem.kind !== "too-big") lab.recording.setDraft(read.stripped?.text ?? "");
  const removed = read.stripped?.removed;
  if (removed)
    lab.notify(
      removed.length
        ? { key: "ui.recording.removed", params: { what: removed.join(", ") } }
        : { key: "ui.recording.nothing-removed", params: {} },
      "info",
    );
  if (!read.ok) return shown(read.problem);
  // A chosen or dropped file is named as such; text in the box is pasted.
  const capture = fileName === undefined ? read.capture : { ...read.capture, file: fileName };
  const built = recordingScenario(capture);
  if (built.toolsDropped)
    lab.notify({ key: "ui.recording.tools-dropped", params: { details: built.toolsDropped } }, "info");
  lab.recording.play({ capture, scenario: built.scenario, summary: built.summary });
  return undefined;
}

/** Reads the first of `files` (size checked before it is read); the others are named in a notice. */
export async function readCaptureFiles(lab: LabStore, files: readonly File[]): Promise<ShownProblem | undefined> {
  const [file, ...others] = files;
  if (!file) return undefined;
  if (others.length > 0)
    lab.notify({ key: "ui.notice.one-file", params: { name: file.name, count: others.length } }, "info");
  const tooBig = captureTooBig(file.size);
  if (tooBig) return shown(tooBig);
  return readCaptureText(lab, await file.text(), file.name);
}
