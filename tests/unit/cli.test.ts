import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, ["--import", "tsx", "src/cli/trace.ts", ...args], { encoding: "utf8" });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describe("npm run trace", () => {
  it("prints one line per frame of the happy path, and exits 0", () => {
    const r = run("happy-path");
    expect(r.code).toBe(0);
    const lines = r.out.trim().split("\n");
    expect(lines[0]).toMatch(/^ ?1 definition .*§2/);
    expect(r.out).toMatch(/execution .*call_01 ran -> \["🎉 party-invite.pdf"/);
    expect(lines.at(-1)).toBe("-- happy-path · scripted · outcome answered · 1 execution(s)");
  });

  it("with --json prints the whole Trace", () => {
    const r = run("folder-denied", "--fault", "swallow-errors", "--json");
    expect(r.code).toBe(0);
    const trace = JSON.parse(r.out);
    expect(trace).toMatchObject({ scenarioId: "folder-denied", faults: ["swallow-errors"], bug: { kind: "swallow-errors" }, requests: [{ api: "scripted" }, { api: "scripted" }] });
    expect(trace.frames.length).toBeGreaterThan(20);
  });

  it("plays any valid scenario file, and rejects a bad one with exit 2 and one line", () => {
    const dir = mkdtempSync(join(tmpdir(), "tcl-"));
    const file = join(dir, "mine.json");
    const data = JSON.parse(readFileSync("src/scenarios/happy-path.json", "utf8"));
    data.id = "mine";
    data.downloads.entries = [{ name: "<img src=x onerror=alert(1)>.pdf", type: "file" }];
    writeFileSync(file, JSON.stringify(data));
    const ok = run(file);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain("<img src=x onerror=alert(1)>.pdf");

    writeFileSync(file, JSON.stringify({ ...data, format: 9 }));
    const bad = run(file);
    expect(bad.code).toBe(2);
    expect(bad.err.trim().split("\n")).toEqual([`trace: invalid scenario "${file}": $.format: must be 1 (this app reads format 1)`]);
  });

  it("plays through a real adapter and prints what each API received", () => {
    const r = run("happy-path", "--provider", "google-generative-ai", "--requests");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/== request 1: google-generative-ai POST https:\/\/generativelanguage\.googleapis\.com\/v1beta\/models\/gemini-3-flash-preview:streamGenerateContent\?alt=sse\n\{/);
    expect(r.out).toContain('"parametersJsonSchema"');
    expect(r.out.trim().split("\n").at(-1)).toBe("-- happy-path · google-generative-ai (gemini-3-flash-preview) · outcome answered · 1 execution(s)");
    const x = run("id-normalization", "--target", "anthropic-messages", "--json");
    expect(JSON.parse(x.out)).toMatchObject({ provider: { api: "openai-responses" }, target: { api: "anthropic-messages" } });
  });

  it("exits 2 for an unknown scenario, fault or option", () => {
    expect(run("happy-path", "--provider", "bedrock")).toMatchObject({ code: 2, err: expect.stringContaining('unknown provider "bedrock"') });
    expect(run("nope")).toMatchObject({ code: 2, err: expect.stringContaining("neither a built-in scenario nor a readable file") });
    expect(run("happy-path", "--fault", "folder:flooded")).toMatchObject({ code: 2, err: expect.stringContaining('unknown fault "folder:flooded"') });
    expect(run("happy-path", "--colour")).toMatchObject({ code: 2, err: "trace: unknown option --colour\n" });
  });
});
