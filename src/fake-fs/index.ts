import type { VirtualClock } from "./virtual-clock";

export { createVirtualClock, DEFAULT_CLOCK_START, type VirtualClock } from "./virtual-clock";

/** One entry of the in-memory folder. A directory named `old.pdf` is still a directory. */
export interface FolderEntry {
  name: string;
  type: "file" | "directory";
}

/** How the folder misbehaves, if at all. */
export type FolderFailure =
  | { kind: "denied" }
  | { kind: "missing" }
  /** The read takes `delayMs`; the person cancels after `cancelAfterMs` (engine-driven). */
  | { kind: "slow"; delayMs: number; cancelAfterMs?: number };

/** Shaped like Node's `fs.Dirent`, which is what `readdir(path, { withFileTypes: true })` returns. */
export interface FakeDirent {
  readonly name: string;
  readonly parentPath: string;
  isFile(): boolean;
  isDirectory(): boolean;
  isSymbolicLink(): boolean;
}

/** An error shaped like the ones Node's `fs/promises` rejects with. */
export interface FsError extends Error {
  code: string;
  errno?: number;
  syscall?: string;
  path?: string;
}

/** One recorded file-system call. */
export interface AuditEntry {
  /** Virtual time the call started. */
  at: number;
  op: "readdir";
  path: string;
  withFileTypes: boolean;
  outcome: "ok" | "error";
  /** Virtual milliseconds the call took. */
  durationMs: number;
  entries?: number;
  code?: string;
}

/** Options accepted by the fake `readdir`, as in Node. */
export interface ReaddirOptions {
  withFileTypes: true;
  signal?: AbortSignal;
}

/** The in-memory Downloads folder. Only `readdir` exists: that is all the tool is allowed to do. */
export interface FakeFs {
  readonly root: string;
  readdir(path: string, options: ReaddirOptions): Promise<FakeDirent[]>;
  /** Every call so far, oldest first (a copy). */
  audit(): AuditEntry[];
}

/** Settings for {@link createFakeFs}. */
export interface FakeFsOptions {
  /** The absolute path of the folder, as the host would know it. */
  root: string;
  entries: readonly FolderEntry[];
  failure?: FolderFailure;
  clock: VirtualClock;
}

const ERRNO: Record<string, number> = { EACCES: -13, ENOENT: -2 };

function fsError(code: "EACCES" | "ENOENT", path: string): FsError {
  const text = code === "EACCES" ? "permission denied" : "no such file or directory";
  const error = new Error(`${code}: ${text}, scandir '${path}'`) as FsError;
  error.code = code;
  error.errno = ERRNO[code];
  error.syscall = "scandir";
  error.path = path;
  return error;
}

/** Node rejects an aborted fs call with an `AbortError` whose `cause` is the signal's reason. */
function abortError(reason: unknown): FsError {
  const error = new Error("The operation was aborted", { cause: reason }) as FsError;
  error.name = "AbortError";
  error.code = "ABORT_ERR";
  return error;
}

function dirent(entry: FolderEntry, parentPath: string): FakeDirent {
  const isFile = entry.type === "file";
  return {
    name: entry.name,
    parentPath,
    isFile: () => isFile,
    isDirectory: () => !isFile,
    isSymbolicLink: () => false,
  };
}

/** Creates the in-memory folder. Its failures look like Node's, so the application code is the real thing. */
export function createFakeFs(options: FakeFsOptions): FakeFs {
  const { root, entries, failure, clock } = options;
  const log: AuditEntry[] = [];

  async function readdir(path: string, readOptions: ReaddirOptions): Promise<FakeDirent[]> {
    const started = clock.now();
    const record = (entry: Omit<AuditEntry, "at" | "op" | "path" | "withFileTypes" | "durationMs">) =>
      log.push({
        at: started,
        op: "readdir",
        path,
        withFileTypes: readOptions.withFileTypes === true,
        durationMs: clock.now() - started,
        ...entry,
      });
    try {
      if (readOptions.signal?.aborted) throw abortError(readOptions.signal.reason);
      if (failure?.kind === "slow") {
        try {
          await clock.sleep(failure.delayMs, readOptions.signal);
        } catch (reason) {
          throw abortError(reason);
        }
      }
      if (path !== root || failure?.kind === "missing") throw fsError("ENOENT", path);
      if (failure?.kind === "denied") throw fsError("EACCES", path);
      const result = entries.map((entry) => dirent(entry, path));
      record({ outcome: "ok", entries: result.length });
      return result;
    } catch (error) {
      record({ outcome: "error", code: (error as FsError).code });
      throw error;
    }
  }

  return { root, readdir, audit: () => log.map((entry) => ({ ...entry })) };
}
