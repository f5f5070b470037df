/**
 * `--recording FILE` for the trace command: reads a captured response from disk (size first, then
 * UTF-8), and turns any problem into the one line the command prints, in the narration's language.
 */
import { isAbsolute, resolve } from "node:path";
import { captureTooBig, loadCapture, MAX_CAPTURE_BYTES, type Capture } from "../fake-provider/capture";
import { readProblem } from "./read-file";
import { captureProblemText } from "../fake-provider/capture/problem-words";
import type { Lang } from "../scenarios/types";

/** The file's capture, or the reason it cannot be played (one line). */
export type CaptureFile = { ok: true; capture: Capture } | { ok: false; reason: string };

/** Reads `file` (relative to `io.cwd`) as a capture. */
export function readCaptureFile(
  file: string,
  io: { cwd: string; readFile(path: string, limit: number): Uint8Array },
  lang: Lang,
): CaptureFile {
  let bytes: Uint8Array;
  try {
    bytes = io.readFile(isAbsolute(file) ? file : resolve(io.cwd, file), MAX_CAPTURE_BYTES);
  } catch (error) {
    return { ok: false, reason: readProblem(file, error, (code) => `cannot read capture "${file}" (${code})`) };
  }
  const said = (problem: NonNullable<ReturnType<typeof captureTooBig>>) => ({
    ok: false as const,
    reason: `cannot play capture "${file}": ${captureProblemText(lang, problem)}`,
  });
  const tooBig = captureTooBig(bytes.length);
  if (tooBig) return said(tooBig);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return { ok: false, reason: `cannot play capture "${file}": it is not UTF-8 text` };
  }
  const read = loadCapture(text);
  return read.ok ? { ok: true, capture: read.capture } : said(read.problem);
}
