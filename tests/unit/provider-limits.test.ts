/**
 * The local provider's limits and bad input, over real HTTP on loopback: a body past 2 MB, malformed
 * JSON in each API's own shape, an unknown path, a Host that is not loopback, the open-stream limit,
 * a client that leaves mid-stream, keys that leave no trace, the rounds feed (HAR entries the
 * recording import replays; CORS for the lab's origin only), a port in use and Ctrl-C.
 * One provider for the file; its streams wait at a gate the tests open, so nothing waits on time.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request, type IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProvider, SERVED_PATHS, type LabProvider } from "../../src/cli/provider/serve";
import { EXIT_CANNOT_LISTEN, runProvider } from "../../src/cli/run-provider";
import { builtInScenario } from "../../src/scenarios";
import { loadCapture } from "../../src/fake-provider/capture";
import { MAX_BODY_BYTES } from "../../src/cli/provider/http";
import { logRequest } from "../../src/cli/provider/log";
import { ruleLabel } from "../../src/learner-round/verdict";

const MAX_STREAMS = 3;
let provider: LabProvider;
const logged: string[] = [];
/** The gate each stream waits at before each event: closed while `held` is set. */
let held: Promise<void> | undefined;
let release = () => {};
const hold = () => (held = new Promise<void>((resolve) => (release = () => ((held = undefined), resolve()))));

beforeAll(async () => {
  const loaded = builtInScenario("happy-path");
  if (!loaded.ok) throw new Error("happy-path");
  const started = await startProvider(
    {
      scenario: loaded.scenario,
      lang: "en",
      allowOrigins: ["http://localhost:5173"],
      log: (line) => void logged.push(line),
      maxStreams: MAX_STREAMS,
      beforeEvent: () => held ?? Promise.resolve(),
    },
    0,
  );
  if (!started.ok) throw new Error(started.code);
  provider = started.provider;
});
afterAll(() => provider?.close());

/** One raw HTTP request (headers as given, Host included), its status, headers and body. */
function send(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port: provider.port, path, method: options.method ?? "POST", headers: options.headers },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

const USER = JSON.stringify({
  model: "claude-sonnet-4-5",
  stream: true,
  messages: [{ role: "user", content: "Which PDFs are in my Downloads folder?" }],
});

describe("the provider's limits", () => {
  it("refuses a body over 2 MB with 413, in the API's own shape", async () => {
    const r = await send("/v1/messages", { body: Buffer.alloc(MAX_BODY_BYTES + 1, 32) });
    expect(r.status).toBe(413);
    expect(JSON.parse(r.text)).toEqual({
      type: "error",
      error: { type: "request_too_large", message: expect.any(String) },
    });
  });

  it.each([
    ["/v1/messages", { type: "error", error: { type: "invalid_request_error" } }],
    ["/v1/chat/completions", { error: { type: "invalid_request_error", param: null, code: null } }],
    ["/v1/responses", { error: { type: "invalid_request_error", param: null, code: null } }],
    [
      "/v1beta/models/gemini-3-flash-preview:streamGenerateContent",
      { error: { code: 400, status: "INVALID_ARGUMENT" } },
    ],
  ])("answers malformed JSON at %s with 400 in that API's shape", async (path, shape) => {
    const r = await send(path, { body: "{not json" });
    expect(r.status).toBe(400);
    expect(JSON.parse(r.text)).toMatchObject(shape);
  });

  it("answers an unknown path with 404 and the paths it serves", async () => {
    const r = await send("/v2/nothing");
    expect(r.status).toBe(404);
    expect(JSON.parse(r.text).error.paths).toEqual(SERVED_PATHS);
    expect(SERVED_PATHS).toContain("POST /v1/messages");
  });

  it("refuses a Host that is not a loopback name (DNS rebinding)", async () => {
    const r = await send("/v1/messages", { headers: { host: `evil.example:${provider.port}` }, body: USER });
    expect(r.status).toBe(403);
    const ok = await send("/v1/messages", { headers: { host: `localhost:${provider.port}` }, body: USER });
    expect(ok.status).toBe(200);
  });

  it("keeps at most a few dozen streams open; a client that leaves mid-stream ends its stream", async () => {
    hold();
    const open = Array.from({ length: MAX_STREAMS }, () => {
      const req = request({ host: "127.0.0.1", port: provider.port, path: "/v1/messages", method: "POST" });
      req.on("error", () => {});
      req.end(USER);
      return req;
    });
    // Each stream has sent its head and waits at the gate: the next one is refused as overloaded.
    const responses = await Promise.all(
      open.map((req) => new Promise<IncomingMessage>((resolve) => req.once("response", resolve))),
    );
    expect(provider.openStreams()).toBe(MAX_STREAMS);
    const busy = await send("/v1/messages", { body: USER });
    expect(busy.status).toBe(529);
    expect(JSON.parse(busy.text).error.type).toBe("overloaded_error");
    const closed = new Promise((resolve) => provider.events.once("stream-closed", resolve));
    open[0]!.destroy();
    await closed;
    expect(provider.openStreams()).toBe(MAX_STREAMS - 1);
    const done = Promise.all(
      responses.slice(1).map((res) => new Promise((resolve) => (res.resume(), res.on("end", resolve)))),
    );
    release();
    await done;
    expect(provider.openStreams()).toBe(0);
  });
});

describe("keys", () => {
  it("leave no trace in what it prints or in the rounds feed", async () => {
    const key = "sk-lab-SECRET-0123456789";
    for (const [path, header] of [
      ["/v1/messages", "x-api-key"],
      ["/v1/chat/completions", "authorization"],
      ["/v1beta/models/gemini-3-flash-preview:streamGenerateContent?alt=sse", "x-goog-api-key"],
    ] as const) {
      const body = path.includes("gemini")
        ? JSON.stringify({ contents: [{ role: "user", parts: [{ text: "Which PDFs?" }] }] })
        : USER;
      const r = await send(path, { headers: { [header]: header === "authorization" ? `Bearer ${key}` : key }, body });
      expect(r.status).toBe(200);
    }
    const feed = await send("/lab/rounds", { method: "GET" });
    expect(logged.join("\n")).not.toContain("SECRET");
    expect(feed.text).not.toContain("SECRET");
  });
});

describe("the rounds feed", () => {
  it("serves each request as a HAR entry the recording import replays, readable by the lab's origin only", async () => {
    await send("/v1/messages", { body: USER });
    const own = await send("/lab/rounds", { method: "GET", headers: { origin: "http://localhost:5173" } });
    expect(own.headers["access-control-allow-origin"]).toBe("http://localhost:5173");
    const other = await send("/lab/rounds", { method: "GET", headers: { origin: "http://evil.example" } });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
    const har = JSON.parse(own.text);
    const entry = har.log.entries.at(-1);
    expect(entry._toolCallLab).toMatchObject({ api: "anthropic-messages", turn: 1, problems: [] });
    const read = loadCapture(JSON.stringify({ log: { entries: [entry] } }));
    expect(read.ok && read.capture.api).toBe("anthropic-messages");
    expect(read.ok && read.capture.request?.question).toBe("Which PDFs are in my Downloads folder?");
  });
});

describe("the command", () => {
  it("says a port in use in one line, with its exit code", async () => {
    let err = "";
    const ran = await runProvider(["--port", String(provider.port)], {
      out: () => {},
      err: (t) => void (err += t),
      cwd: process.cwd(),
      readFile: () => new Uint8Array(),
    });
    expect(ran).toEqual({ code: EXIT_CANNOT_LISTEN });
    expect(err).toBe(
      `provider: port ${provider.port} on 127.0.0.1 is in use: stop what uses it, or choose another with --port\n`,
    );
  });

  it("refuses a fault that happens in the program, not at the provider", async () => {
    let err = "";
    const ran = await runProvider(["--fault", "folder:denied"], {
      out: () => {},
      err: (t) => void (err += t),
      cwd: process.cwd(),
      readFile: () => new Uint8Array(),
    });
    expect(ran).toEqual({ code: 2 });
    expect(err).toMatch(/^provider: folder:denied happens in your program/);
  });

  it("plays a scenario file named relative to where npm ran, and prints each API's base URL", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tcl-provider-"));
    writeFileSync(join(dir, "mine.json"), readFileSync("src/scenarios/second-round.json"));
    let out = "";
    const ran = await runProvider(["--scenario", "mine.json", "--port", "0", "--lang", "zh-CN"], {
      out: (t) => void (out += t),
      err: (t) => void (out += t),
      cwd: dir,
      readFile: (path) => readFileSync(path),
    });
    if (!("provider" in ran)) throw new Error(out);
    await ran.provider.close();
    const origin = `http://127.0.0.1:${ran.provider.port}`;
    expect(out).toContain(`anthropic-messages    ${origin}\n`);
    expect(out).toContain(`openai-responses      ${origin}/v1\n`);
    expect(out).toContain(`google-generative-ai  ${origin}/v1beta\n`);
    expect(out).toContain("只做一轮：模型又请求了工具");
  });

  // Starting Node with tsx takes seconds on a busy machine: the 60 s is a cap, not a measure.
  it("stops on Ctrl-C (SIGINT) with exit 0", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/provider.ts", "--port", "0"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    await new Promise<void>((resolve) =>
      child.stdout.on("data", (c: Buffer) => {
        out += c.toString();
        if (out.includes("Ctrl-C")) resolve();
      }),
    );
    const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGINT");
    expect(await exited).toBe(0);
  }, 60_000);
});

/** How each API writes a user's text, a reply holding one call, and a result, and where its messages go. */
interface Shapes {
  path: string;
  key: string;
  user(text: string): unknown;
  reply(call: string): unknown;
  result(id: string): unknown;
}

const plainUser = (text: string) => ({ role: "user", content: text });

const SHAPES: Record<string, Shapes> = {
  "anthropic-messages": {
    path: "/v1/messages",
    key: "messages",
    user: plainUser,
    reply: (id) => ({ role: "assistant", content: [{ type: "tool_use", id, name: "list_download_files", input: {} }] }),
    result: (id) => ({ role: "user", content: [{ type: "tool_result", tool_use_id: id, content: "{}" }] }),
  },
  "openai-completions": {
    path: "/v1/chat/completions",
    key: "messages",
    user: plainUser,
    reply: (id) => ({
      role: "assistant",
      content: null,
      tool_calls: [{ id, type: "function", function: { name: "list_download_files", arguments: "{}" } }],
    }),
    result: (id) => ({ role: "tool", tool_call_id: id, content: "{}" }),
  },
  "openai-responses": {
    path: "/v1/responses",
    key: "input",
    user: plainUser,
    reply: (id) => ({ type: "function_call", call_id: id, name: "list_download_files", arguments: "{}" }),
    result: (id) => ({ type: "function_call_output", call_id: id, output: "{}" }),
  },
  "google-generative-ai": {
    path: "/v1beta/models/gemini-3-flash-preview:generateContent",
    key: "contents",
    user: (text) => ({ role: "user", parts: [{ text }] }),
    reply: (id) => ({ role: "model", parts: [{ functionCall: { id, name: "list_download_files", args: {} } }] }),
    result: (id) => ({
      role: "user",
      parts: [{ functionResponse: { id, name: "list_download_files", response: {} } }],
    }),
  },
};

/** A request: the question, a reply holding call `call`, then a result for `result`, or a new question. */
const ordered = (shapes: Shapes, call: string, result?: string) => ({
  [shapes.key]: [
    shapes.user("Which PDFs?"),
    shapes.reply(call),
    result === undefined ? shapes.user("And now?") : shapes.result(result),
  ],
});

/** A piece of each API's real error for a call with no result after its reply, and for a result of an unknown id. */
const ORDER_ERRORS: Record<string, { missing: string; unknown: string }> = {
  "anthropic-messages": {
    missing: "messages.1: `tool_use` ids were found without `tool_result` blocks immediately after: call_A.",
    unknown: "messages.2.content.0: unexpected `tool_use_id` found in `tool_result` blocks: call_Z.",
  },
  "openai-completions": {
    missing: "The following tool_call_ids did not have response messages: call_A",
    unknown: "messages with role 'tool' must be a response to a preceeding message with 'tool_calls'",
  },
  "openai-responses": {
    missing: "No tool output found for function call call_A.",
    unknown: "No tool call found for function call output with call_id call_Z.",
  },
  "google-generative-ai": {
    missing: "the number of function response parts is equal to the number of function call parts",
    unknown: "function response turn comes immediately after a function call turn",
  },
};

describe("the provider's checks", () => {
  it.each(Object.keys(SHAPES))(
    "%s: a call with no result and a result for an unknown id get the API's 400",
    async (api) => {
      const shapes = SHAPES[api]!;
      const missing = await send(shapes.path, { body: JSON.stringify(ordered(shapes, "call_A")) });
      expect(missing.status).toBe(400);
      expect(missing.text).toContain(ORDER_ERRORS[api]!.missing);
      logged.length = 0;
      const unknown = await send(shapes.path, { body: JSON.stringify(ordered(shapes, "call_A", "call_Z")) });
      expect(unknown.status).toBe(400);
      expect(unknown.text).toContain(ORDER_ERRORS[api]!.unknown);
      // The terminal names the rule, its §, and the careful round's way.
      expect(logged.join("\n")).toContain("breaks §11 Every result sent answers a call the model made (call_Z)");
      expect(logged.join("\n")).toContain("the careful round answers each call with toolCallId = call.id");
    },
  );

  it.each([
    ["/v1/messages", { type: "message", role: "assistant", stop_reason: "tool_use" }],
    ["/v1/chat/completions", { object: "chat.completion", choices: [{ finish_reason: "tool_calls" }] }],
    ["/v1/responses", { object: "response", status: "completed" }],
    ["/v1beta/models/gemini-3-flash-preview:generateContent", { candidates: [{ finishReason: "STOP" }] }],
  ])("answers a request without stream: true at %s with the API's JSON body", async (path, shape) => {
    const body = path.includes("gemini")
      ? { contents: [{ role: "user", parts: [{ text: "Which PDFs?" }] }] }
      : path === "/v1/responses"
        ? { input: "Which PDFs?" }
        : { messages: [{ role: "user", content: "Which PDFs?" }] };
    const r = await send(path, { body: JSON.stringify(body) });
    expect(r.status).toBe(200);
    expect(r.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(r.text)).toMatchObject(shape);
  });
});

describe("the terminal's words", () => {
  it("are in the language chosen: zh-CN names the rule in Chinese", () => {
    const lines: string[] = [];
    logRequest(
      { lang: "zh-CN", log: (line) => void lines.push(line) },
      {
        n: 1,
        api: "anthropic-messages",
        path: "/v1/messages",
        messages: [{ role: "toolResult", calls: [], toolCallId: "toolu_1", text: "{}", at: "messages.1.content.0" }],
        problems: [{ rule: "results-follow-reply", id: "toolu_1", index: 0, held: false }],
      },
    );
    expect(lines[0]).toBe("#1 anthropic-messages /v1/messages：收到 1 条消息");
    expect(lines[2]).toBe(`  违反 ${ruleLabel("results-follow-reply", "zh-CN")}（toolu_1）`);
    expect(lines[2]).toMatch(/§13 [\u4e00-\u9fff]/);
    expect(lines[3]).toContain("谨慎的一轮会先把模型的回复放进 context.messages");
  });
});
