/**
 * `npm run trace -- --tool` keeps the browser's limits (issue 19, item 6): the module loads in a worker
 * thread within its own limit, each call is stopped after 2 s, and whatever the module does, the
 * command ends with a documented exit code (0 for a played trace, 2 for a module it cannot use).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runTrace } from "../../src/cli/run-trace";
import { LOCAL_LIMITS } from "../../src/sandbox/node";
import { CHAPTER_TOOL_MODULE } from "../../src/sandbox/template";

/** The chapter's module with its `execute` replaced by `execute` (and `before` at the top level). */
function toolFile(execute: string, before = ""): { dir: string; file: string } {
  const head = CHAPTER_TOOL_MODULE.replace(/export async function execute[\s\S]*$/, "");
  expect(head).not.toBe(CHAPTER_TOOL_MODULE);
  const dir = mkdtempSync(join(tmpdir(), "tcl-limits-"));
  writeFileSync(join(dir, "tool.ts"), `${head}${before}\n${execute}\n`);
  return { dir, file: "tool.ts" };
}

async function run(args: string[], cwd: string) {
  let out = "";
  let err = "";
  const code = await runTrace(args, {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    cwd,
    readFile: (p) => readFileSync(p),
  });
  return { code, out, err };
}

/**
 * The command in a child process, for modules that loop synchronously: without a worker, such a loop
 * would hang this test's own thread instead of failing it.
 */
function runChild(args: string[], cwd: string) {
  // Started from the project (where tsx is); a relative path is read from INIT_CWD, as under npm.
  const env = { ...process.env, INIT_CWD: cwd };
  const result = spawnSync(process.execPath, ["--import", "tsx", "src/cli/trace.ts", ...args], {
    env,
    encoding: "utf8",
    timeout: 40_000,
  });
  expect(result.signal, "the command was still running at the test's bound").toBeNull();
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** The execution lines of a printed trace. */
// A frame line: its number, then its stage (recap lines under the last frame are indented).
const executions = (out: string) => out.split("\n").filter((line) => /^\d+ execution /.test(line));

describe("trace --tool: the browser's limits and the documented exit codes", () => {
  it("stops an endless synchronous loop in execute after 2 s and exits 0", () => {
    const { dir, file } = toolFile("export function execute() { for (;;) {} }");
    const r = runChild(["happy-path", "--tool", file], dir);
    expect(r.code).toBe(0);
    expect(executions(r.out)).toEqual([expect.stringContaining("call_01 failed (TIMEOUT)")]);
  }, 45_000);

  it("stops an execute that never settles, prints the trace and exits 0", async () => {
    const { dir, file } = toolFile("export function execute() { return new Promise(() => {}); }");
    const r = await run(["happy-path", "--tool", file], dir);
    expect(r.code).toBe(0);
    expect(executions(r.out)).toEqual([expect.stringContaining("call_01 failed (TIMEOUT)")]);
    expect(r.out).toMatch(/^-- happy-path .* outcome answered/m);
  }, 20_000);

  it("stops a 5 s tool at 2 s, as the browser does", async () => {
    const { dir, file } = toolFile(
      "export async function execute() { await new Promise((r) => setTimeout(r, 5000)); return []; }",
    );
    const r = await run(["happy-path", "--tool", file], dir);
    expect(r.code).toBe(0);
    expect(executions(r.out)).toEqual([expect.stringContaining("call_01 failed (TIMEOUT)")]);
  }, 20_000);

  it("turns a thrown value that cannot even be printed into an error frame, exit 0", async () => {
    const { dir, file } = toolFile("export async function execute() { throw Object.create(null); }");
    const r = await run(["happy-path", "--tool", file], dir);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(executions(r.out)).toEqual([expect.stringContaining("call_01 failed (THREW)")]);
  }, 20_000);

  it("refuses a module whose top-level code never finishes loading: exit 2, one line", () => {
    const { dir, file } = toolFile("export async function execute() { return []; }", "for (;;) {}");
    const r = runChild(["happy-path", "--tool", file], dir);
    expect(r.code).toBe(2);
    expect(r.err.trim().split("\n")).toHaveLength(1);
    expect(r.err).toContain(`did not finish loading within ${LOCAL_LIMITS.loadMs / 1000} s`);
  }, 45_000);

  it("after a stopped call, the next call runs in a fresh worker, loaded again", () => {
    // Only the first call in a worker loops: a reused worker would let the second call answer.
    const { dir, file } = toolFile(
      "export async function execute(args) { if (!globalThis.__once) { globalThis.__once = true; for (;;) {} } return ['again.pdf']; }",
    );
    const r = runChild(["two-calls", "--tool", file], dir);
    expect(r.code).toBe(0);
    const lines = executions(r.out);
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.includes("failed (TIMEOUT)"))).toBe(true);
  }, 45_000);
});
