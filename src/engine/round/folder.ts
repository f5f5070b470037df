/**
 * The tool's real work, the application's own code (§10, §15): read the host-fixed folder under
 * the app's cancellation policy, and make an error safe to show before it leaves the application.
 */
import type { FakeFs, FolderFailure, FsError, VirtualClock } from "../../fake-fs";
import type { ListDownloadFilesCallArgs } from "./tool";

/** Extension of a file name as Node's `path.extname` gives it (`.bashrc` has none). */
export function extname(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot);
}

/** One collator for every sort: `localeCompare(b, "en")` would build a new one per comparison. */
const byName = new Intl.Collator("en").compare;

/**
 * The tool's real work (§10): read the host-fixed folder, keep files only, filter by extension
 * case-insensitively, sort, and (the `limit` variant) keep the first `limit`. The folder path
 * never comes from the model.
 */
export async function listDownloadFiles(
  fs: FakeFs,
  downloadsDir: string,
  args: ListDownloadFilesCallArgs,
  signal?: AbortSignal,
): Promise<string[]> {
  const entries = await fs.readdir(downloadsDir, { withFileTypes: true, signal });
  const wanted = args.extension?.toLowerCase();
  return (
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .filter((name) => !wanted || extname(name).toLowerCase() === wanted)
      .sort(byName)
      // The variant's `limit` (§9): at most that many, whatever number pi-ai's validated copy holds.
      .slice(0, typeof args.limit === "number" ? Math.max(0, args.limit) : undefined)
  );
}

/**
 * Makes an error safe to show the model or a person (§15): the host's folder becomes a label,
 * any other absolute path a placeholder, and stack lines are dropped.
 */
export function redact(text: string, downloadsDir: string, folderLabel = "<Downloads>"): string {
  return text
    .split(downloadsDir)
    .join(folderLabel)
    .replace(/^\s+at .*$/gm, "")
    .replace(/(?<![\w.:/\\<])(?:[A-Za-z]:\\{1,2}|\\\\|\/)[^\s"'`<>,;)]+/g, "<path>")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Error codes of a failed read, as the app classifies them. */
export type ReadFailure = "EACCES" | "ENOENT" | "ABORT_ERR" | "OTHER";

/** Classifies an error thrown by the folder read. */
export function readFailure(error: unknown): ReadFailure {
  const code = (error as FsError | undefined)?.code;
  return code === "EACCES" || code === "ENOENT" || code === "ABORT_ERR" ? code : "OTHER";
}

/** What reading the folder gave: names, or a classified and redacted error. */
export type ReadOutcome = { ok: true; files: string[] } | { ok: false; error: { code: string; message: string } };

/**
 * The person's cancel of a slow read (a scenario's `slow` failure with `cancelAfterMs`): aborts
 * `controller` at that virtual time. Returns what undoes it once the read is over.
 */
export function schedulePersonCancel(
  clock: VirtualClock,
  failure: FolderFailure | undefined,
  controller: AbortController,
): () => void {
  return failure?.kind === "slow" && failure.cancelAfterMs !== undefined
    ? clock.schedule(failure.cancelAfterMs, () => controller.abort(new Error("cancelled by the person")))
    : () => {};
}

/** Reads the folder under the app's cancellation policy: the person may cancel a slow read. */
export async function readFolder(
  fs: FakeFs,
  clock: VirtualClock,
  root: string,
  args: ListDownloadFilesCallArgs,
  failure: FolderFailure | undefined,
): Promise<ReadOutcome> {
  const controller = new AbortController();
  const cancel = schedulePersonCancel(clock, failure, controller);
  try {
    return { ok: true, files: await clock.settle(listDownloadFiles(fs, root, args, controller.signal)) };
  } catch (error) {
    return {
      ok: false,
      error: { code: readFailure(error), message: redact((error as Error).message ?? String(error), root) },
    };
  } finally {
    cancel();
  }
}
