/**
 * `npm run trace -- --recording FILE` (issue 22, item 6): a captured .sse / .txt / .har plays; a HAR's
 * secrets are removed before anything is printed; a capture it cannot read, and an option it cannot
 * honour with a recording, exit 2 with one line.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runTrace } from "../../src/cli/run-trace";
import { COOKIE_SECRET, harCapture, SECRET, sseCapture } from "../fixtures/captures";

async function run(args: string[]) {
  let out = "";
  let err = "";
  const code = await runTrace(args, {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    cwd: process.cwd(),
    readFile: (p) => readFileSync(p),
  });
  return { code, out, err };
}

function file(name: string, text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), "tcl-rec-")), name);
  writeFileSync(path, text);
  return path;
}

describe("trace --recording", () => {
  it.each([
    ["capture.sse", "anthropic-messages"],
    ["capture.txt", "openai-completions"],
  ] as const)("plays %s (%s, read from its events) and exits 0", async (name, api) => {
    const r = await run(["--recording", file(name, sseCapture(api))]);
    expect(r.code).toBe(0);
    expect(r.out.trim().split("\n").at(-1)).toMatch(
      new RegExp(`^-- recording · ${api} .* · outcome answered · 1 execution$`),
    );
  });

  it("plays a HAR in the loop with its secrets removed before anything is printed (frames, --requests, --json)", async () => {
    const har = file("capture.har", harCapture("google-generative-ai"));
    const text = await run(["--recording", har, "--engine", "loop", "--requests"]);
    expect(text.code).toBe(0);
    const first = text.out.split("\n")[0]!;
    expect(first).toMatch(/^-- removed from the capture before reading it: /);
    expect(first.split(": ")[1]!.split(", ").sort()).toEqual([
      "authorization",
      "cookie",
      "cookies",
      "key=",
      "set-cookie",
      "x-api-key",
      "x-goog-api-key",
    ]);
    const json = await run(["--recording", har, "--json"]);
    expect(json.code).toBe(0);
    for (const out of [text.out, text.err, json.out, json.err]) {
      expect(out).not.toContain(SECRET);
      expect(out).not.toContain(COOKIE_SECRET);
    }
    expect(JSON.parse(json.out).recording).toMatchObject({
      api: "google-generative-ai",
      source: "har",
      question: "request",
    });
  });

  it("narrates the recording's frame with --script", async () => {
    const r = await run(["--recording", file("c.sse", sseCapture("openai-responses")), "--script"]);
    expect(r.out).toContain("Your recording: ");
    expect(r.out).toContain("openai-responses, the API read from the events themselves");
  });

  it.each([
    [
      "a capture it cannot read",
      ["--recording", "IN"],
      /^trace: cannot play capture ".*bad\.sse": Unknown format at line 1: it is neither/,
    ],
    [
      "a file that is not there",
      ["--recording", "/nonexistent/x.sse"],
      /^trace: cannot read capture "\/nonexistent\/x\.sse" \(ENOENT\)$/,
    ],
    [
      "--provider with a recording",
      ["--recording", "IN", "--provider", "openai-responses"],
      /^trace: --recording reads the API from the capture's events: leave out --provider and --target$/,
    ],
    [
      "a scenario with a recording",
      ["happy-path", "--recording", "IN"],
      /^trace: --recording plays your capture instead of a scenario: leave out "happy-path"$/,
    ],
    [
      "--lens with a recording",
      ["--recording", "IN", "--lens", "1.6"],
      /^trace: --recording plays with the chapter's application and pi-ai 1.4.0/,
    ],
  ])("refuses %s: exit 2, one line", async (_name, args, line) => {
    const bad = file("bad.sse", "hello\n");
    const r = await run(args.map((a) => (a === "IN" ? bad : a)));
    expect(r.code).toBe(2);
    expect(r.out).toBe("");
    expect(r.err.trim().split("\n")).toHaveLength(1);
    expect(r.err.trim()).toMatch(line);
  });

  it("refuses a HAR it cannot play without printing its key", async () => {
    const r = await run([
      "--recording",
      file("x.har", harCapture("anthropic-messages", { sse: 'event: ping\ndata: {"type":"ping"}\n\n' })),
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /^trace: cannot play capture ".*x\.har": In HAR entry 1, the anthropic-messages stream stops/,
    );
    expect(r.err).not.toContain(SECRET);
  });
});
