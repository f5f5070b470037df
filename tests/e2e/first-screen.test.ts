import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();

/**
 * Records, in every animation frame from the page's first script on, what the frame shows: whether
 * the built first screen is up, frame 1, the counter, the start card open, the side pane drawn.
 */
const FRAMES = `(() => {
  window.__frames = [];
  const look = () => requestAnimationFrame(() => {
    const root = document.getElementById("root");
    window.__frames.push({
      built: root?.hasAttribute("data-first-screen") ?? false,
      definition: !!document.querySelector('[data-testid="view-definition"]'),
      counter: document.querySelector('[data-testid="frame-counter"]')?.textContent ?? "",
      card: !!document.querySelector('dialog[open][data-testid="start-card"]'),
      side: (document.querySelector(".side-pane")?.children.length ?? 0) > 0,
    });
    if (!window.__stop) look();
  });
  look();
})()`;

interface Seen {
  built: boolean;
  definition: boolean;
  counter: string;
  card: boolean;
  side: boolean;
}

/** A first visit in a fresh browser; `hold` keeps the app's code from arriving until it is called back. */
async function visit(options: { locale?: string; query?: string; before?: (context: BrowserContext) => Promise<void>; hold?: boolean } = {}) {
  const context = await browser().newContext({ viewport: { width: 1280, height: 720 }, locale: options.locale ?? "en-US", serviceWorkers: "block" });
  await context.addInitScript(FRAMES);
  await options.before?.(context);
  let release = () => undefined as void;
  if (options.hold) {
    const released = new Promise<void>((done) => (release = done));
    // The entry chunk: without it the app cannot start, and the built screen stays.
    await context.route(/\/assets\/index-[\w-]{8}\.js$/, async (route) => (await released, route.continue()));
  }
  const page = await context.newPage();
  // Held, the page never finishes loading (its module scripts wait): go on once it is coming in.
  await page.goto(inject("baseUrl") + (options.query ?? ""), { waitUntil: options.hold ? "commit" : "load" });
  return { page, context, release };
}

const frames = async (page: Page) => (await page.evaluate("(window.__stop = true, window.__frames)")) as Seen[];
const builtUp = (page: Page) => page.waitForFunction(() => document.getElementById("root")?.hasAttribute("data-first-screen") && document.querySelector('[data-testid="view-definition"]'));

describe("the first screen built into the page", () => {
  it("a plain first visit shows frame 1 with the whole trace and the start card from its first frame on, and the app takes over with no other frame between", async () => {
    const { page, context } = await visit();
    await waitForTrace(page);
    await page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))");
    const seen = await frames(page);
    const first = seen.findIndex((f) => f.definition);
    expect(seen[first]?.built).toBe(true);
    // Before it only the shell (no frame 1 at all); from it on, every frame the whole first screen.
    expect(seen.slice(0, first).every((f) => !f.definition && !f.card)).toBe(true);
    const wrong = seen.slice(first).filter((f) => !(f.definition && /^1 \/ \d+$/.test(f.counter) && f.card && f.side));
    expect(wrong).toEqual([]);
    expect(seen.at(-1)?.built).toBe(false);
    await context.close();
  });

  it("in 简体中文 it is the Chinese screen, word for word the app's own", async () => {
    const { page, context, release } = await visit({ locale: "zh-CN", hold: true });
    await builtUp(page);
    // The whole page's text: the built screen holds the start card in #root, the app in a portal.
    const built = { lang: await page.evaluate(() => document.documentElement.lang), text: await page.innerText("body") };
    release();
    await waitForTrace(page);
    expect(built.lang).toBe("zh-CN");
    expect(built.text).toBe(await page.innerText("body"));
    await context.close();
  });

  it("keys pressed on it are handed to the app: Escape closes the start card, → then steps", async () => {
    const { page, context, release } = await visit({ hold: true });
    await builtUp(page);
    await page.keyboard.press("Escape");
    await page.keyboard.press("ArrowRight");
    // Nothing acts on the built screen itself: its card is still open.
    expect(await page.isVisible('dialog[open][data-testid="start-card"]')).toBe(true);
    release();
    await page.waitForFunction(() => document.querySelector('[data-testid="frame-counter"]')?.textContent?.startsWith("2 / ") && !document.getElementById("root")?.hasAttribute("data-first-screen"));
    expect(await page.isVisible('dialog[open][data-testid="start-card"]')).toBe(false);
    await context.close();
  });

  it("a click on it is handed to the app: “Take the self-test” opens question 1", async () => {
    const { page, context, release } = await visit({ hold: true });
    await builtUp(page);
    await page.click('[data-testid="start-test"]');
    release();
    await page.waitForFunction(() => !document.getElementById("root")?.hasAttribute("data-first-screen") && new URLSearchParams(location.search).get("quiz") === "1");
    await context.close();
  });

  it("a link never shows it: the page opens where the link points", async () => {
    const { page, context } = await visit({ query: "?scenario=truncated&frame=3&lang=en" });
    await waitForTrace(page);
    const seen = await frames(page);
    expect(seen.some((f) => f.built)).toBe(false);
    expect(await page.textContent('[data-testid="frame-counter"]')).toMatch(/^3 \/ /);
    await context.close();
  });

  it("a browser where the lab kept something never shows it (the start card was dismissed)", async () => {
    const { page, context } = await visit({ before: async (c) => void (await c.addInitScript('localStorage.setItem("tool-call-lab:started:v1", "1")')) });
    await waitForTrace(page);
    const seen = await frames(page);
    expect(seen.some((f) => f.built)).toBe(false);
    expect(await page.isVisible('dialog[open][data-testid="start-card"]')).toBe(false);
    await context.close();
  });
});
