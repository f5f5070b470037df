/**
 * *Watch my program*'s reading of the provider's feed: the page asks only a loopback address, reads
 * the feed through own keys, and hands one request's entry to the recording import, which replays
 * it through pi-ai's real adapter.
 */
import { describe, expect, it } from "vitest";
import { feedAddress, feedEntries, oneEntryHar, watchedRequests } from "../../src/playground/recording/watch";
import { loadCapture } from "../../src/fake-provider/capture";
import { sseCapture } from "../fixtures/captures";

describe("the provider's address", () => {
  it.each([
    ["8787", "http://127.0.0.1:8787/lab/rounds"],
    ["localhost:9000", "http://localhost:9000/lab/rounds"],
    ["http://127.0.0.1:8787/anything?x=1", "http://127.0.0.1:8787/lab/rounds"],
    ["http://[::1]:8787", "http://[::1]:8787/lab/rounds"],
  ])("%s is asked at %s", (typed, url) => {
    expect(feedAddress(typed)).toMatchObject({ ok: true, url });
  });

  it.each([
    "https://127.0.0.1:8787",
    "http://example.com:8787",
    "http://127.0.0.1.evil.test",
    "http://u:p@127.0.0.1:8787",
    "192.168.1.2:8787",
  ])("%s is refused: not this machine over http", (typed) =>
    expect(feedAddress(typed)).toEqual({ ok: false, problem: "not-loopback" }),
  );

  it("text that is no address is said to be none", () => {
    expect(feedAddress("http://")).toEqual({ ok: false, problem: "not-url" });
  });
});

describe("the feed", () => {
  const body = JSON.stringify({ model: "claude-sonnet-4-5", messages: [{ role: "user", content: "Which PDFs?" }] });
  const entry = (round: number, turn: number, status: number, problems: unknown[] = []) => ({
    request: {
      method: "POST",
      url: "http://127.0.0.1:8787/v1/messages",
      headers: [],
      postData: { mimeType: "application/json", text: body },
    },
    response: {
      status,
      headers: [],
      content: { mimeType: "text/event-stream", text: sseCapture("anthropic-messages") },
    },
    _toolCallLab: { round, turn, api: "anthropic-messages", problems },
  });

  it("lists each request with its round, turn, status and broken rules; anything else is skipped", () => {
    const hostile = JSON.parse('{"_toolCallLab":{"__proto__":{"round":1}},"response":{"status":200}}');
    const entries = [
      entry(1, 1, 200),
      entry(1, 2, 400, [{ rule: "results-follow-reply", section: 13, id: "x" }, { rule: 7 }]),
      hostile,
      "no",
    ];
    expect(watchedRequests(entries)).toEqual([
      { index: 0, round: 1, request: 1, turn: 1, api: "anthropic-messages", status: 200, broken: [] },
      {
        index: 1,
        round: 1,
        request: 2,
        turn: 2,
        api: "anthropic-messages",
        status: 400,
        broken: [{ rule: "results-follow-reply", section: 13 }],
      },
    ]);
  });

  it("is the provider's HAR log or nothing", () => {
    expect(feedEntries({ log: { entries: [1] } })).toEqual([1]);
    expect(feedEntries({ log: {} })).toBeUndefined();
    expect(feedEntries(JSON.parse('{"__proto__":{"log":{"entries":[]}}}'))).toBeUndefined();
  });

  it("one request's entry is what the recording import plays, with its question and model", () => {
    const read = loadCapture(oneEntryHar([entry(1, 1, 200), entry(2, 1, 200)], 1));
    expect(read.ok && read.capture.api).toBe("anthropic-messages");
    expect(read.ok && read.capture.request).toBeDefined();
    expect(read.ok && read.capture.url).toBe("http://127.0.0.1:8787/v1/messages");
  });
});
