/**
 * Your own recording (issue 22, item 6): a captured stream of each API, encoded by the wire
 * encoders, is read, its API detected from its events, and played through pi-ai's real adapter
 * in both engines; the same stream in a HAR with an API key, a cookie and a `key=` parameter leaves
 * none of them anywhere; malformed captures are refused with their line or event.
 */
import { describe, expect, it } from "vitest";
import { playIn } from "../../src/engine/run";
import { loadCapture, MAX_CAPTURE_BYTES, type CaptureResult } from "../../src/fake-provider/capture";
import { message } from "../../src/i18n";
import { captureProblemText } from "../../src/fake-provider/capture/problem-words";
import { framesOf } from "../../src/engine/trace/frame-store";
import type { Trace } from "../../src/engine/trace/frames";
import { recordingProvider, recordingScenario } from "../../src/engine/providers/recording";
import { COOKIE_SECRET, harCapture, HAR_QUESTION, SECRET, sseCapture, WIRE_APIS } from "../fixtures/captures";
import { NARRATION_CLAIMS } from "./claims";
import { WIRE_SPECS } from "../../src/fake-provider/apis";
import {
  recordingIdentity,
  recordingPickerLabel,
  recordingSource,
} from "../../src/playground/recording/recording-lines";

function loaded(text: string) {
  const read = loadCapture(text);
  if (!read.ok) throw new Error(`not loaded: ${JSON.stringify(read.problem)}`);
  return read;
}

async function play(text: string, engine: "round" | "loop", lang: "en" | "zh-CN" = "en"): Promise<Trace> {
  const { capture } = loaded(text);
  const { scenario, summary } = recordingScenario(capture);
  const options = { provider: recordingProvider(capture), recording: summary, lang };
  return playIn(engine, scenario, options);
}

/** Every sentence of every frame has a claim, and it holds (the claims oracle's rule, on a recording). */
function falseSentences(trace: Trace): string[] {
  const frames = framesOf(trace);
  return frames.flatMap((frame, at) => {
    const claim = NARRATION_CLAIMS[frame.narration.key];
    const problem = claim ? claim({ trace, frames, at, params: frame.narration.params }) : "no claim";
    return problem ? [`frame ${at + 1} ${frame.narration.key}: ${problem}`] : [];
  });
}

const ENGINES = ["round", "loop"] as const;
const CASES = WIRE_APIS.flatMap((api) => ENGINES.map((engine) => [api, engine] as const));

describe("a captured stream of each API", () => {
  it.each(WIRE_APIS)("%s: the API is read from the events", (api) => {
    expect(loaded(sseCapture(api)).capture.api).toBe(api);
  });

  it.each(CASES)("%s · %s: plays through pi-ai's adapter, the chapter's tool said and run", async (api, engine) => {
    const trace = await play(sseCapture(api), engine);
    expect(trace.provider.api).toBe(api);
    expect(trace.requests[0]?.api).toBe(api);
    expect(trace.outcome).toBe("answered");
    expect(trace.executions.map((e) => e.toolName)).toEqual(["list_download_files"]);
    const said = framesOf(trace).find((f) => f.fact.kind === "recording");
    expect(said?.narration.key).toBe("request.recording.chapter-tool");
    expect(falseSentences(trace)).toEqual([]);
  });

  it("plays in Chinese too, every sentence true", async () => {
    const trace = await play(sseCapture("anthropic-messages"), "round", "zh-CN");
    expect(falseSentences(trace)).toEqual([]);
    expect(
      message("zh-CN", framesOf(trace).find((f) => f.fact.kind === "recording")!.narration.key, {
        api: "x",
        events: 3,
        names: "",
      }),
    ).toMatch(/录制/);
  });

  it("reads a capture with CRLF line ends and curl -i's status line and headers", () => {
    const text = `HTTP/2 200\r\ncontent-type: text/event-stream\r\n\r\n${sseCapture("openai-completions").replace(/\n/g, "\r\n")}`;
    expect(loaded(text).capture.api).toBe("openai-completions");
  });
});

describe("a recording says what it is (the capture's own model and URL, file or pasted)", () => {
  it.each(WIRE_APIS)("%s: a gpt-4o-mini capture plays as gpt-4o-mini, sent nowhere the lab made up", async (api) => {
    const trace = await play(sseCapture(api, "happy-path", "gpt-4o-mini"), "round");
    expect(trace.provider.model).toBe("gpt-4o-mini");
    expect(trace.recording?.model).toBe("gpt-4o-mini");
    for (const request of trace.requests) expect(request.url).toBeUndefined();
    const sent = JSON.stringify(trace.requests);
    expect(sent).not.toContain(WIRE_SPECS[api].modelId);
  });

  it("a HAR's request URL is the one shown, on every request, not the lab's host for that API", async () => {
    // OpenAI's own Chat Completions address: the lab's catalog sends this API to Groq.
    const openai = "https://api.openai.com/v1/chat/completions";
    const har = harCapture("openai-completions").replaceAll("https://api.groq.com/openai/v1/chat/completions", openai);
    const trace = await play(har, "round");
    expect(trace.recording?.url).toBe(openai);
    expect(trace.requests.length).toBeGreaterThan(1);
    for (const request of trace.requests) expect(request.url).toBe(openai);
  });

  it("names a file by its name and pasted text as pasted, with the model in the picker", () => {
    const { capture } = loaded(sseCapture("openai-completions", "happy-path", "gpt-4o-mini"));
    const pasted = recordingScenario(capture).summary;
    const file = recordingScenario({ ...capture, file: "mine.sse" }).summary;
    expect(message("en", recordingSource(pasted).key, recordingSource(pasted).params)).toBe("pasted SSE");
    expect(message("en", recordingSource(file).key, recordingSource(file).params)).toBe("the file mine.sse");
    const label = recordingPickerLabel(file);
    expect(message("en", label.key, label.params)).toBe("Your recording · gpt-4o-mini");
    expect(recordingIdentity(file).map((said) => message("zh-CN", said.key, said.params))).toEqual([
      "模型：gpt-4o-mini（录制里写明的）。",
    ]);
  });
});

describe("the same stream in a HAR with an API key", () => {
  it.each(CASES)(
    "%s · %s: the key, the cookie and key= appear nowhere; question and tools from the request",
    async (api, engine) => {
      const har = harCapture(api);
      expect(har).toContain(SECRET);
      const read = loaded(har);
      expect(read.stripped!.text).not.toContain(SECRET);
      expect(read.stripped!.text).not.toContain(COOKIE_SECRET);
      expect(read.capture.removed).toEqual(
        expect.arrayContaining([
          "authorization",
          "x-api-key",
          "x-goog-api-key",
          "cookie",
          "set-cookie",
          "cookies",
          "key=",
        ]),
      );
      const trace = await play(har, engine);
      const json = JSON.stringify(trace);
      expect(json).not.toContain(SECRET);
      expect(json).not.toContain(COOKIE_SECRET);
      expect(trace.recording).toMatchObject({
        api,
        source: "har",
        question: "request",
        tools: ["list_download_files", "find_invoices"],
      });
      expect(trace.messages.find((m) => m.role === "user")?.content).toBe(HAR_QUESTION);
      expect(JSON.stringify(trace.requests[0]?.body)).toContain("find_invoices");
      expect(falseSentences(trace)).toEqual([]);
    },
  );

  it("keeps the rest of the URL when key= is removed", () => {
    const text = loaded(harCapture("google-generative-ai")).stripped!.text;
    expect(text).toContain('streamGenerateContent?alt=sse"');
    expect(text).toContain('https://app.example/chat"');
  });

  it("without the request, plays with the chapter's question and tool, and says so", async () => {
    const trace = await play(harCapture("openai-responses", { request: false }), "round");
    expect(trace.recording).toMatchObject({ question: "chapter", tools: [] });
    expect(framesOf(trace).find((f) => f.fact.kind === "recording")?.narration.key).toBe(
      "request.recording.chapter-tool",
    );
  });

  it("skips entries that hold no stream and plays the first that does", () => {
    const other = {
      request: { method: "GET", url: "https://app.example/", headers: [] },
      response: { status: 200, headers: [], content: { mimeType: "text/html", text: "<!doctype html>" } },
    };
    expect(loaded(harCapture("anthropic-messages", { extraEntries: [other] })).capture.entry).toBe(2);
  });
});

/** The problem a capture has, said in English. */
function said(read: CaptureResult): string {
  if (read.ok) throw new Error("it loaded");
  return captureProblemText("en", read.problem);
}

const anthropic = sseCapture("anthropic-messages");
const google = sseCapture("google-generative-ai");
const MALFORMED: [string, string, RegExp][] = [
  [
    "an unknown format (a JSON array, as Gemini sends without alt=sse)",
    '[{"candidates": []}]\n',
    /^Unknown format at line 1: it is neither a server-sent event/,
  ],
  [
    "a stream from another API than detected",
    anthropic.replace("event: message_stop", `${google.split("\n\n")[0]}\n\nevent: message_stop`),
    /^Line \d+ \(event \d+\) is a google-generative-ai event, but the events before it are anthropic-messages/,
  ],
  [
    "a truncated stream (the copy stops inside an event)",
    anthropic.slice(0, anthropic.indexOf("content_block_stop") + 40),
    /^The anthropic-messages stream stops at line \d+ \(event \d+\) before its last event \(message_stop\)/,
  ],
  [
    "a truncated stream (the connection dropped between events)",
    sseCapture("openai-responses").split("event: response.completed")[0]!,
    /^The openai-responses stream stops at line \d+ \(event \d+\) before its last event \(response\.completed\)/,
  ],
  [
    "over 2 MB",
    `${anthropic}: ${"x".repeat(MAX_CAPTURE_BYTES)}\n`,
    /^This capture is 2\.\d MB; the lab reads captures of at most 2 MB/,
  ],
  [
    "a HAR without a usable entry",
    JSON.stringify({
      log: {
        entries: [
          {
            request: { method: "GET", url: "https://x.example/" },
            response: { content: { mimeType: "text/html", text: "<p>hi</p>" } },
          },
        ],
      },
    }),
    /^None of the HAR's 1 entry holds a streamed response/,
  ],
  ["a data line that is not JSON", "data: {not json}\n\n", /^Line 1 \(event 1\): its data is not JSON/],
  [
    "a HAR that is not JSON",
    '{"log": {"entries": [',
    /^This looks like a HAR \(it starts with \{\) but is not valid JSON\./,
  ],
  ["an empty box", "  \n", /^The box is empty/],
];

describe("malformed captures, each with its message", () => {
  it.each(MALFORMED)("%s", (_name, text, words) => {
    expect(said(loadCapture(text))).toMatch(words);
  });

  it("a HAR's broken stream names its entry and line, and the box gets the HAR without its key", () => {
    const read = loadCapture(
      harCapture("anthropic-messages", { sse: anthropic.slice(0, anthropic.indexOf("message_stop") - 10) }),
    );
    expect(said(read)).toMatch(/^In HAR entry 1, the anthropic-messages stream stops at line \d+/);
    expect(read.stripped!.text).not.toContain(SECRET);
  });
});
