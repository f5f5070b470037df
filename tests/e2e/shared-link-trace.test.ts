/**
 * A shared link to a built-in (`?scenario=two-calls`) shows its whole trace from the traces played
 * at build time (`scripts/build/first-traces.ts`), fetched beside the app's code: it needs no
 * engine worker to be on screen. The worker is kept from loading here, so only those traces can show it.
 */
import { describe, expect, inject, it } from "vitest";
import { counter, useBrowser, waitForTrace } from "./lab";
import { defaultRequests } from "../../scripts/build/play-first-traces";
import { playRequest } from "../../src/playground/engine-play";

const browser = useBrowser();

describe("a shared link to a built-in scenario", () => {
  it("shows its whole trace, at the link's frame and language, without the engine worker", async () => {
    const request = defaultRequests("two-calls").find((r) => r.lang === "zh-CN")!;
    const { frames } = await playRequest(request);
    const context = await browser().newContext({ viewport: { width: 1280, height: 720 } });
    try {
      const page = await context.newPage();
      await page.route(/engine-worker-[\w-]+\.js$/, (route) => route.abort());
      await page.goto(`${inject("baseUrl")}?scenario=two-calls&lang=zh-CN&frame=5`);
      await waitForTrace(page);
      expect(await counter(page)).toEqual({ n: 5, total: frames.length });
      expect(await page.getAttribute("html", "lang")).toBe("zh-CN");
    } finally {
      await context.close();
    }
  }, 60_000);
});
