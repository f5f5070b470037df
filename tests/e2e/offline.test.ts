import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();

/** A visit with the service worker installed (its precache complete) and controlling the page. */
async function visitWithWorker(query: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 720 }, locale: "en-US" });
  const page = await context.newPage();
  await page.goto(inject("baseUrl") + query);
  await waitForTrace(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return { context, page };
}

/** The URL of every file in the page's caches, by cache. */
function cachedFiles(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    return out;
  });
}

describe("offline", () => {
  it("the first visit precaches the player and its adapters, not Monaco and the editors", async () => {
    const { context, page } = await visitWithWorker("?scenario=happy-path&lang=en");
    const files = Object.values(await cachedFiles(page)).flat();
    expect(files.some((f) => /\/assets\/engine-worker-/.test(f))).toBe(true);
    expect(files.some((f) => /\/assets\/google-generative-ai-/.test(f))).toBe(true);
    expect(files.filter((f) => /\/assets\/(editor\.api|monaco|ts\.worker|ToolLab)-/.test(f))).toEqual([]);
    await context.close();
  });

  it("an editor opened once with a network opens again without one", async () => {
    const { context, page } = await visitWithWorker("?scenario=happy-path&lang=en");
    await page.click('[data-testid="editor-open"][data-editor="scenario"]');
    await page.locator('[data-editor-view="scenario"] [data-testid="editor-ready"]').waitFor({ timeout: 60_000 });
    // Kept by the service worker as it was fetched (cache-first on first use).
    await page.waitForFunction(async () => {
      const cache = await caches.open("tool-call-lab-editors");
      return (await cache.keys()).some((r) => /\/assets\/editor\.api-/.test(r.url));
    });
    await context.setOffline(true);
    await context.route("**/*", (route) => route.abort());
    await page.reload();
    await page.locator('[data-editor-view="scenario"] [data-testid="editor-ready"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid="notice"]').count()).toBe(0);
    await context.close();
  });
});
