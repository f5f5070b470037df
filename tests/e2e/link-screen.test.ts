/**
 * A shared link's pre-rendered frame (`src/playground/start/link-screen.ts`): the page paints the
 * frame the link names before any of the app's code has run, the app replaces it with the very same
 * page, and a link the build pre-rendered nothing for is left to the app.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { contextFor, SERIALIZE_FIRST_SCREEN } from "./first-screen-page";
import { VARIANTS } from "../../scripts/build/prerender";
import { FIRST_SCREEN_MARK, variantName, type FirstScreenVariant } from "../../src/playground/start/first-screen";
import { useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();

/** The app's entry chunk. */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** True once a link has settled on `frame`: the whole trace counted, the side pane in, the app's own page. */
const settledOn = (
  frame: number,
) => `(() => /^${frame} \\/ \\d+$/.test(document.querySelector('[data-testid="frame-counter"]')?.textContent ?? "")
  && (document.querySelector("aside.side-pane")?.childElementCount ?? 0) > 0
  && document.querySelector("main.workspace")?.getAttribute("aria-busy") === "false"
  && document.getElementById("root")?.hasAttribute("${FIRST_SCREEN_MARK}") === false)()`;

/** Opens `query` as a first visit in variant `v`; with `held`, the app's code never arrives. */
async function open(v: FirstScreenVariant, query: string, held: boolean) {
  const context = await browser().newContext(contextFor(v));
  const page = await context.newPage();
  if (held) await page.route(ENTRY, (route) => void route.abort());
  await page.goto(inject("baseUrl") + query);
  return { page, close: () => context.close() };
}

const read = (page: Page) =>
  page.evaluate(SERIALIZE_FIRST_SCREEN) as Promise<{ root: string; beside: string; page: Record<string, string> }>;

/** The pre-rendered frame, once it is in (the stamp marks `#root`). */
async function stampedScreen(page: Page) {
  await page.waitForFunction((mark) => document.getElementById("root")?.hasAttribute(mark) === true, FIRST_SCREEN_MARK);
  return read(page);
}

const LINKS: [FirstScreenVariant, string, number][] = [
  ...VARIANTS.filter((v) => v.lang === "zh-CN").map(
    (v) => [v, "?scenario=two-calls&lang=zh-CN&frame=5", 5] as [FirstScreenVariant, string, number],
  ),
  [VARIANTS.find((v) => variantName(v) === "en/light/wide")!, "?scenario=happy-path&frame=8&lang=en", 8],
];

describe("a shared link's frame: pre-rendered, then replaced by the same page", () => {
  it.each(LINKS.map(([v, query, frame]) => [`${variantName(v)} ${query}`, v, query, frame] as const))(
    "%s: the stamped frame is the app's own",
    async (_name, v, query, frame) => {
      const held = await open(v, query, true);
      const before = await stampedScreen(held.page);
      await held.close();
      const live = await open(v, query, false);
      await live.page.waitForFunction(settledOn(frame));
      const after = await read(live.page);
      await live.close();
      expect(before.page).toEqual(after.page);
      expect(before.beside).toBe(after.beside);
      expect(before.root).toBe(after.root);
    },
  );

  it("asks for the app's code once the frame is in, not beside it", async () => {
    const [v] = LINKS[0]!;
    const { page, close } = await open(v, "?scenario=two-calls&lang=zh-CN&frame=5", false);
    await waitForTrace(page);
    const times = await page.evaluate(() => {
      const all = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const at = (re: RegExp) => all.find((e) => re.test(new URL(e.name).pathname));
      return {
        frameIn: at(/\/5\.json$/)?.responseEnd ?? NaN,
        entryAsked: at(/\/assets\/index-[\w-]+\.js$/)?.startTime ?? NaN,
      };
    });
    await close();
    expect(times.entryAsked).toBeGreaterThan(times.frameIn);
  });

  it("leaves a link the build pre-rendered nothing for to the app", async () => {
    const [v] = LINKS[0]!;
    const { page, close } = await open(v, "?scenario=two-calls&lang=zh-CN&frame=999", false);
    await waitForTrace(page);
    const counter = await page.textContent('[data-testid="frame-counter"]');
    const asked = await page.evaluate(
      () => performance.getEntriesByType("resource").filter((e) => new URL(e.name).pathname.includes("/links/")).length,
    );
    await close();
    // The app lands on the trace's last frame, as it does for any frame past the end; no file is asked for.
    expect({ counter, asked }).toMatchObject({ counter: expect.stringMatching(/^(\d+) \/ \1$/), asked: 0 });
  });
});
