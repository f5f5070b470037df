/**
 * The commands read only regular files, and no more than their limit: `/dev/zero` once grew the
 * process past 2.5 GB, and a FIFO with no writer held it forever.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runGrade } from "../../src/cli/run-grade";
import { runTrace } from "../../src/cli/run-trace";
import { ReadRefused, readLimited } from "../../src/cli/read-file";

/** A command as `npm run` starts it: the file reader the entry points give it. */
async function run(command: typeof runTrace, argv: string[]) {
  let err = "";
  const code = await command(argv, {
    out: () => undefined,
    err: (t) => void (err += t),
    cwd: process.cwd(),
    readFile: readLimited,
  });
  return { code, err };
}

/** A FIFO with no writer: reading it the ordinary way waits forever. */
function fifo(): string {
  const path = join(mkdtempSync(join(tmpdir(), "tcl-fifo-")), "pipe");
  execFileSync("mkfifo", [path]);
  return path;
}

describe("files the commands are given", () => {
  it("a device, a FIFO or a folder is refused in words, exit 2, for every option that reads a file", async () => {
    const pipe = fifo();
    const cases: [typeof runTrace, string[]][] = [
      [runTrace, ["/dev/zero"]],
      [runTrace, [pipe]],
      [runTrace, [tmpdir()]],
      [runTrace, ["--recording", "/dev/zero"]],
      [runTrace, ["happy-path", "--tool", "/dev/zero"]],
      [runTrace, ["happy-path", "--round", pipe]],
      [runGrade, ["/dev/zero"]],
    ];
    for (const [command, argv] of cases) {
      const r = await run(command, argv);
      expect(r.code, argv.join(" ")).toBe(2);
      expect(r.err, argv.join(" ")).toMatch(
        /: cannot read ".+": it is not a regular file \(a folder, FIFO, socket or device\); name a file\n$/,
      );
    }
  });

  it("a file is read no further than one byte past its limit, even when its size says less", () => {
    // A regular file whose size reads as 0: only the bytes read can tell it is past the limit.
    const refused = (() => {
      try {
        readLimited("/proc/self/status", 100);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(ReadRefused);
    expect(refused).toMatchObject({
      code: "EFBIG",
      message: "it is larger than 100 bytes, the most this command reads",
    });
    expect(new TextDecoder().decode(readLimited("package.json", 1_000_000))).toContain('"name"');
  });
});
