/**
 * How the commands read a file they are given: only a regular file, and never more than its limit.
 * `/dev/zero` would otherwise be read until memory runs out, and a FIFO would wait for a writer
 * forever, both before any size was checked.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";

/** The most a tool or round module file may hold: far more than any module the labs hold. */
export const MODULE_FILE_BYTES = 1_000_000;

/** Why a file was refused before its bytes were used. */
export class ReadRefused extends Error {
  /** `ENOTREG`: not a regular file; `EFBIG`: past its limit. */
  readonly code: "ENOTREG" | "EFBIG";
  constructor(code: ReadRefused["code"], message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * The bytes of the regular file at `path`, at most `limit` of them. Throws a {@link ReadRefused} for a
 * folder, FIFO, socket or device, and for a file past `limit` (read no further than one byte past
 * it, so a file whose size says nothing, or grows, still stops there); an error from the system
 * otherwise (ENOENT…). Opened without blocking, so a FIFO with no writer is refused, not waited on.
 */
export function readLimited(path: string, limit: number): Uint8Array {
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile())
      throw new ReadRefused("ENOTREG", "it is not a regular file (a folder, FIFO, socket or device); name a file");
    const tooLarge = () =>
      new ReadRefused("EFBIG", `it is larger than ${limit.toLocaleString("en")} bytes, the most this command reads`);
    if (stat.size > limit) throw tooLarge();
    const buffer = new Uint8Array(limit + 1);
    let filled = 0;
    while (filled < buffer.length) {
      const read = readSync(fd, buffer, filled, buffer.length - filled, null);
      if (read === 0) break;
      filled += read;
    }
    if (filled > limit) throw tooLarge();
    return buffer.subarray(0, filled);
  } finally {
    closeSync(fd);
  }
}

/**
 * What a command says when reading `file` failed: the refusal's own words, or `fallback` with the
 * system's code (ENOENT, EACCES…).
 */
export function readProblem(file: string, error: unknown, fallback: (code: string) => string): string {
  if (error instanceof ReadRefused) return `cannot read "${file}": ${error.message}`;
  return fallback((error as NodeJS.ErrnoException | undefined)?.code ?? "error");
}
