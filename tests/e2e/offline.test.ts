import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { ON_DEMAND_URL } from "../../scripts/build/precache";
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
    for (const name of await caches.keys())
      out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    return out;
  });
}

/**
 * Waits until every editor file the page loaded is kept in the editors' cache: the service worker
 * keeps them once the editor has settled (its first markers, or 8 s), one at a time.
 */
async function editorFilesKept(page: Page): Promise<string[]> {
  const keptNow = async (pattern: string) => {
    const wanted = new RegExp(pattern);
    const loaded = performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname)
      .filter((path) => wanted.test(path));
    const kept = new Set(
      (await (await caches.open("tool-call-lab-editors")).keys()).map((r) => new URL(r.url).pathname),
    );
    return loaded.length > 0 && loaded.every((path) => kept.has(path)) ? loaded : null;
  };
  // Polled here: waitForFunction takes a pending promise for a truthy answer.
  for (const began = Date.now(); Date.now() - began < 60_000; await page.waitForTimeout(250)) {
    const kept = await page.evaluate(keptNow, ON_DEMAND_URL.source);
    if (kept) return kept;
  }
  throw new Error("the editor's files were not kept within 60 s");
}

describe("offline", () => {
  it("a first visit's install waits while the person keeps pressing keys, and starts once they pause", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 720 }, locale: "en-US" });
    // From the document's start, whatever the machine's load: a key every 400 ms for 6 s (Shift,
    // which the player ignores), each time noting whether a service worker is registered yet.
    await context.addInitScript(() => {
      const seen: boolean[] = [];
      Object.assign(window, { __registered: seen });
      let asked = 0;
      const tick = setInterval(() => {
        dispatchEvent(new KeyboardEvent("keydown", { key: "Shift", bubbles: true }));
        void navigator.serviceWorker.getRegistration().then((r) => seen.push(r !== undefined));
        // Counted as asked, not as answered: an answer still on its way would make a 15th ask.
        if (++asked === 14) clearInterval(tick);
      }, 400);
    });
    const page = await context.newPage();
    await page.goto(inject("baseUrl") + "?scenario=happy-path&lang=en");
    await waitForTrace(page);
    await page.waitForFunction(() => (window as unknown as { __registered: boolean[] }).__registered.length >= 14);
    // Without the rule it registered 2 s after the first paint, in the middle of the keys.
    expect(await page.evaluate(() => (window as unknown as { __registered: boolean[] }).__registered)).toEqual(
      Array(14).fill(false),
    );
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined)).toBe(true);
    await context.close();
  });

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
    // Kept by the service worker once the editor settled (docs/offline.md).
    expect((await editorFilesKept(page)).some((path) => /\/assets\/editor\.api-/.test(path))).toBe(true);
    await context.setOffline(true);
    await context.route("**/*", (route) => route.abort());
    await page.reload();
    await page.locator('[data-editor-view="scenario"] [data-testid="editor-ready"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid="notice"]').count()).toBe(0);
    await context.close();
  });

  it("the Tool lab opened at once on a first visit, before the service worker is there, is kept too and opens offline", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 720 }, locale: "en-US" });
    const page = await context.newPage();
    await page.goto(inject("baseUrl") + "?scenario=happy-path&lang=en");
    await waitForTrace(page);
    await page.click('[data-testid="editor-open"][data-editor="tool"]');
    await page.locator('[data-editor-view="tool"] [data-testid="editor-ready"]').waitFor({ timeout: 60_000 });
    // The service worker registers once the editor has settled, precaches, then keeps the editor's files.
    const kept = await editorFilesKept(page);
    expect(kept.some((path) => /\/assets\/ts-lab\.worker-/.test(path))).toBe(true);
    expect(kept.some((path) => /\/assets\/editor\.api-/.test(path))).toBe(true);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await context.route("**/*", (route) => route.abort());
    await page.reload();
    await page.locator('[data-editor-view="tool"] [data-testid="editor-ready"]').waitFor({ timeout: 60_000 });
    // Its TypeScript worker came from the cache too: the chapter's module gets its completions.
    await page.click('[data-editor-view="tool"] .monaco-host .view-lines');
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type("\nType.");
    await page.locator(".suggest-widget.visible .monaco-list-row").first().waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid="notice"]').count()).toBe(0);
    await context.close();
  });
});
