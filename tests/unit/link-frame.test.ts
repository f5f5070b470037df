/**
 * Which shared links open on a frame the build pre-rendered (`src/playground/start/link-frame.ts`):
 * a built-in's id, at most its language and frame, each once and well formed, from a browser that
 * keeps nothing of the lab's. Anything else is the app's to open.
 */
import { describe, expect, it } from "vitest";
import { isPrerendered, linkFrameOf } from "../../src/playground/start/link-frame";
import { readLocation } from "../../src/playground/state/location";
import { memoryStorage } from "./helpers";

const EMPTY = memoryStorage();

describe("a shared link's pre-rendered frame", () => {
  it.each([
    ["?scenario=two-calls&lang=zh-CN&frame=5", { lang: "zh-CN", id: "two-calls", frame: 5 }],
    ["?frame=12&scenario=happy-path&lang=en", { lang: "en", id: "happy-path", frame: 12 }],
    ["?scenario=truncated&lang=zh", { lang: "zh-CN", id: "truncated", frame: 1 }],
  ])("is the one the link names (%j)", (search, frame) => {
    expect(linkFrameOf(search, EMPTY, EMPTY)).toEqual(frame);
    // The app opens the same place.
    const { location } = readLocation(search);
    expect({ scenario: location.scenario, frame: location.frame }).toEqual({ scenario: frame.id, frame: frame.frame });
  });

  it.each([
    "",
    "?lang=en",
    "?frame=5",
    "?scenario=two-calls&faults=bad-arguments",
    "?scenario=two-calls&provider=anthropic-messages",
    "?scenario=two-calls&lens=1.6",
    "?scenario=two-calls&scenario=happy-path",
    "?scenario=two-calls&frame=0",
    "?scenario=two-calls&frame=05",
    "?scenario=two-calls&frame=1e3",
    "?scenario=two-calls&lang=fr",
    "?scenario=../index.html",
    "?scenario=__proto__",
    "?scenario=Two-Calls",
  ])("is none for a link that says anything else, or says it badly (%j)", (search) => {
    expect(linkFrameOf(search, EMPTY, EMPTY)).toBeUndefined();
  });

  it("is none for a browser that keeps anything of the lab's, in either storage", () => {
    const kept = memoryStorage({ "tool-call-lab:prefs:v1": JSON.stringify({ theme: "dark" }) });
    const link = "?scenario=two-calls&lang=en&frame=5";
    expect([linkFrameOf(link, kept, EMPTY), linkFrameOf(link, EMPTY, kept)]).toEqual([undefined, undefined]);
    expect(linkFrameOf(link, memoryStorage({ other: "1" }), undefined)).toEqual({
      lang: "en",
      id: "two-calls",
      frame: 5,
    });
  });

  it("is fetched only for a built-in the build rendered, up to its last frame", () => {
    const links = { folder: "./links/h/", frames: { "en/two-calls": 53 } };
    const at = (frame: number, id = "two-calls") => ({ lang: "en" as const, id, frame });
    expect(
      [at(1), at(53), at(54), at(1, "constructor"), { ...at(1), lang: "zh-CN" as const }].map((a) =>
        isPrerendered(links, a),
      ),
    ).toEqual([true, true, false, false, false]);
  });
});
