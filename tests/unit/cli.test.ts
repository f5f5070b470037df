import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runTrace, USAGE } from "../../src/cli/run-trace";
import { framesOf } from "../../src/engine/trace/frame-store";
import type { Trace } from "../../src/engine";

/** Runs the trace command in-process: fast and steady, however busy the machine. */
async function run(args: string[], cwd = process.cwd()) {
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

function scenarioFile(change: (data: Record<string, unknown>) => void = () => {}): {
  dir: string;
  file: string;
  data: Record<string, unknown>;
} {
  const dir = mkdtempSync(join(tmpdir(), "tcl-"));
  const data = JSON.parse(readFileSync("src/scenarios/happy-path.json", "utf8"));
  data.id = "mine";
  change(data);
  const file = join(dir, "mine.json");
  writeFileSync(file, JSON.stringify(data));
  return { dir, file, data };
}

describe("npm run trace", () => {
  it("prints one line per frame of the happy path, and exits 0", async () => {
    const r = await run(["happy-path"]);
    expect(r.code).toBe(0);
    const lines = r.out.trim().split("\n");
    expect(lines[0]).toMatch(/^ ?1 definition .*§1/);
    expect(r.out).toMatch(/execution .*call_01 ran -> \["🎉 party-invite.pdf"/);
    expect(lines.at(-1)).toBe("-- happy-path · scripted · outcome answered · 1 execution");
  });

  it("narrates in the language asked for (zh is taken as zh-CN)", async () => {
    const r = await run(["happy-path", "--lang", "zh"]);
    expect(r.code).toBe(0);
    const definition = r.out.split("\n")[0] ?? "";
    expect(definition).toMatch(/[\u4e00-\u9fff]/);
    expect((await run(["happy-path", "--lang", "en"])).out.split("\n")[0]).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it("with --json prints the whole Trace, whose frames rebuild whole", async () => {
    const r = await run(["folder-denied", "--fault", "swallow-errors", "--json"]);
    expect(r.code).toBe(0);
    const trace = JSON.parse(r.out) as Trace;
    expect(trace).toMatchObject({
      scenarioId: "folder-denied",
      faults: ["swallow-errors"],
      bug: { kind: "swallow-errors" },
      requests: [{ api: "scripted" }, { api: "scripted" }],
    });
    expect(trace.frames.length).toBeGreaterThan(20);
    expect(framesOf(trace).find((f) => f.execution)?.execution).toMatchObject({ status: "swallowed", returned: [] });
  });

  it("plays any valid scenario file, relative to the caller's folder, and rejects a bad one with exit 2 and one line", async () => {
    const { dir, file, data } = scenarioFile((d) => {
      (d.downloads as { entries: unknown }).entries = [{ name: "<img src=x onerror=alert(1)>.pdf", type: "file" }];
    });
    const ok = await run(["mine.json"], dir);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain("<img src=x onerror=alert(1)>.pdf");

    writeFileSync(file, JSON.stringify({ ...data, format: 9 }));
    const bad = await run([file]);
    expect(bad.code).toBe(2);
    expect(bad.err.trim().split("\n")).toEqual([
      `trace: invalid scenario "${file}": $.format: must be 1 (this app reads format 1)`,
    ]);
  });

  it("reads files with a UTF-8 or UTF-16 byte-order mark, as the browser does", async () => {
    const { dir, data } = scenarioFile();
    const text = JSON.stringify(data);
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    const utf16be = Buffer.from(utf16le.subarray(2)).swap16();
    writeFileSync(join(dir, "utf8.json"), "\uFEFF" + text);
    writeFileSync(join(dir, "le.json"), utf16le);
    writeFileSync(join(dir, "be.json"), Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be]));
    for (const name of ["utf8.json", "le.json", "be.json"]) {
      const r = await run([join(dir, name)]);
      expect(r, name).toMatchObject({ code: 0, err: "" });
    }
  });

  it("plays through a real adapter and prints what each API received", async () => {
    const r = await run(["happy-path", "--provider", "google-generative-ai", "--requests"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /== request 1: google-generative-ai POST https:\/\/generativelanguage\.googleapis\.com\/v1beta\/models\/gemini-3-flash-preview:streamGenerateContent\?alt=sse\n\{/,
    );
    expect(r.out).toContain('"parametersJsonSchema"');
    expect(r.out.trim().split("\n").at(-1)).toBe(
      "-- happy-path · google-generative-ai (gemini-3-flash-preview) · outcome answered · 1 execution",
    );
    const x = await run(["id-normalization", "--target", "anthropic-messages", "--json"]);
    expect(JSON.parse(x.out)).toMatchObject({
      provider: { api: "openai-responses" },
      target: { api: "anthropic-messages" },
    });
  });

  it("exits 2 with one line for an unknown scenario, fault, option, or faults that exclude each other", async () => {
    expect(await run(["happy-path", "--provider", "bedrock"])).toMatchObject({
      code: 2,
      err: expect.stringContaining('unknown provider "bedrock"'),
    });
    expect(await run(["nope"])).toMatchObject({
      code: 2,
      err: expect.stringContaining("neither a built-in scenario nor a readable file"),
    });
    expect(await run(["happy-path", "--fault", "folder:flooded"])).toMatchObject({
      code: 2,
      err: expect.stringContaining('unknown fault "folder:flooded"'),
    });
    expect(await run(["happy-path", "--colour"])).toMatchObject({
      code: 2,
      err: "trace: unknown option --colour (see --help)\n",
    });
    expect(await run(["happy-path", "--fault", "folder:denied", "--fault", "folder:missing"])).toMatchObject({
      code: 2,
      err: "trace: faults folder:denied and folder:missing exclude each other: choose one variant\n",
    });
    expect(await run(["constructor"])).toMatchObject({
      code: 2,
      err: expect.stringContaining('"constructor" is neither a built-in scenario'),
    });
  });

  it("answers --help with the usage, exit 0", async () => {
    expect(await run(["--help"])).toEqual({ code: 0, out: USAGE, err: "" });
    expect(USAGE).toContain("--fault NAME[:VARIANT]");
  });

  it("refuses a file over the limits with exit 2 and one line, never running out of memory", async () => {
    const deep = scenarioFile((d) => {
      const call = (d.firstTurn as { blocks: { type: string; arguments?: string }[] }).blocks.find(
        (b) => b.type === "toolCall",
      )!;
      call.arguments = "[".repeat(20_000) + "]".repeat(20_000);
    });
    const r = await run([deep.file]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /^trace: invalid scenario .*arguments: nests objects and arrays 20,000 levels deep; at most 64 are allowed\n$/,
    );
    const crowded = scenarioFile((d) => {
      (d.downloads as { entries: unknown }).entries = Array.from({ length: 10_001 }, (_, i) => ({
        name: `f${i}.pdf`,
        type: "file",
      }));
    });
    expect((await run([crowded.file])).err).toMatch(/entries: has 10,001 items; at most 10,000 are allowed\n$/);
  });
});

describe("the trace command as a process (smoke test)", () => {
  it("runs under npm's tsx, reads a relative path from INIT_CWD, stops quietly when the reader closes the pipe, and exits 2 on bad input", () => {
    const { dir } = scenarioFile();
    const head = spawnSync("sh", ["-c", `"${process.execPath}" --import tsx src/cli/trace.ts mine.json | head -1`], {
      encoding: "utf8",
      env: { ...process.env, INIT_CWD: dir },
    });
    expect(head.stdout).toMatch(/^ ?1 definition/);
    expect(head.stderr).toBe("");
    const bad = spawnSync(process.execPath, ["--import", "tsx", "src/cli/trace.ts", "nope"], { encoding: "utf8" });
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split("\n")).toHaveLength(1);
  }, 30_000);
});

describe("npm run trace -- --tool", () => {
  it("plays the person's own tool module, and refuses one it cannot use in one line", async () => {
    const { CHAPTER_TOOL_MODULE } = await import("../../src/sandbox/template");
    const dir = mkdtempSync(join(tmpdir(), "tcl-tool-"));
    writeFileSync(join(dir, "loose.ts"), CHAPTER_TOOL_MODULE.replace(/\n\s*pattern: .*\n/, "\n"));
    const loose = await run(["missing-dot", "--tool", "loose.ts"], dir);
    expect(loose.code).toBe(0);
    expect(loose.out).toContain('isError=false "{\\"files\\":[]}"');
    const chapter = await run(["missing-dot"]);
    expect(chapter.out).toContain("isError=true");
    expect(chapter.out).not.toContain("isError=false");
    writeFileSync(join(dir, "broken.ts"), "export const tool = 1;");
    const broken = await run(["happy-path", "--tool", "broken.ts"], dir);
    expect(broken.code).toBe(2);
    expect(broken.err.trim().split("\n")).toHaveLength(1);
    expect(broken.err).toContain("no-tool");
    expect((await run(["happy-path", "--tool", "missing.ts"], dir)).err).toContain("cannot read tool module");
    // Each module starts its own worker thread (tsx compiles the runner there): seconds on a busy machine.
  }, 60_000);

  it("--engine loop: pi-agent-core runs the person's tool as an AgentTool, through the same worker", async () => {
    const { CHAPTER_TOOL_MODULE } = await import("../../src/sandbox/template");
    const dir = mkdtempSync(join(tmpdir(), "tcl-tool-loop-"));
    writeFileSync(
      join(dir, "mine.ts"),
      CHAPTER_TOOL_MODULE.replace(
        '.sort((a, b) => a.localeCompare(b, "en"));',
        '.sort((a, b) => a.localeCompare(b, "en")).map((name) => "mine-" + name);',
      ),
    );
    const r = await run(["happy-path", "--tool", "mine.ts", "--engine", "loop"], dir);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^-- happy-path · engine loop .* 1 execution · loop: 2 turns, stopped: answered/m);
    expect(r.out).toContain("mine-Invoice-2026-03.pdf");
    const json = await run(["happy-path", "--tool", "mine.ts", "--engine", "loop", "--json"], dir);
    const trace = JSON.parse(json.out) as Trace;
    expect(trace.engine).toBe("loop");
    expect(trace.learner).toEqual({ name: "list_download_files" });
    expect(
      framesOf(trace)
        .filter((f) => f.fact.kind === "execution")
        .map((f) => f.narration.key),
    ).toEqual(["execution.learner.ran"]);
  }, 60_000);
});
