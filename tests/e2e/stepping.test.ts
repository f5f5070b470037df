/**
 * Stepping in the browser: a few scenarios that between them reach all eight stages, the agent
 * loop, a second round and the ids frame, stepped from the first frame to the last. On each frame
 * exactly one view is shown, the one of the stage the rail marks (the ids view on the ids frame),
 * with a narration. Every other scenario's frames are checked in Node (tests/unit/frames-shown.test.ts).
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { STAGES, providerFactory, type ProviderChoice } from "../../src/engine";
import { framesOf } from "../../src/engine/trace/frame-store";
import { playIn } from "../../src/engine/run";
import { builtInScenario } from "../../src/scenarios";
import { counter, openLab, useBrowser, waitForFrame } from "./lab";

const browser = useBrowser();

/** What one frame showed once painted: the stage the rail marks as current, the views shown, and the narration's length. */
interface FrameSeen {
  n: number;
  stage: string | null | undefined;
  views: string[];
  narration: number;
}

/**
 * Steps from frame `from` to `total` with the Next button, inside the page: each frame is read at an
 * animation frame once the counter shows it, then Next is clicked (the button's own click handler,
 * as a person's click reaches it). One round trip a scenario, where a Playwright click and a read a
 * frame cost a round trip each; the test makes the first step a real click. A frame that never
 * comes (or a click that skips one, or a frame with no view) leaves the test to its timeout.
 */
function stepThrough(page: Page, from: number, total: number): Promise<FrameSeen[]> {
  return page.evaluate(
    ([first, last]) =>
      new Promise<FrameSeen[]>((resolve) => {
        const seen: FrameSeen[] = [];
        let want = first;
        const read = () => {
          // A view loaded on demand (the ids view) comes a moment after the counter: read once one is shown.
          const views = [...document.querySelectorAll('main.workspace [data-testid^="view-"]')].map(
            (v) => v.getAttribute("data-testid") ?? "",
          );
          if (
            !document.querySelector('[data-testid="frame-counter"]')?.textContent?.startsWith(`${want} / `) ||
            views.length === 0
          )
            return void requestAnimationFrame(read);
          const stage = document
            .querySelector('[data-testid="stage-rail"] li:has([aria-current="step"])')
            ?.getAttribute("data-stage");
          const narration = document.querySelector('[data-testid="narration"]')?.textContent?.trim().length ?? 0;
          seen.push({ n: want, stage, views, narration });
          if (want === last) return resolve(seen);
          want += 1;
          document.querySelector<HTMLButtonElement>('[data-testid="step-next"]')?.click();
          requestAnimationFrame(read);
        };
        requestAnimationFrame(read);
      }),
    [from, total] as const,
  );
}

/** The walks: between them every stage, the loop and its second round (turn 2), and the ids frame. */
const WALKS: { query: string; scenario: string; engine: "round" | "loop"; provider: ProviderChoice }[] = [
  { query: "?scenario=happy-path", scenario: "happy-path", engine: "round", provider: "scripted" },
  { query: "?scenario=second-round&engine=loop", scenario: "second-round", engine: "loop", provider: "scripted" },
  {
    query: "?scenario=id-normalization&provider=anthropic-messages",
    scenario: "id-normalization",
    engine: "round",
    provider: "anthropic-messages",
  },
];

/** The walk's frames as the engine makes them. */
async function framesOfWalk(walk: (typeof WALKS)[number]) {
  const s = builtInScenario(walk.scenario);
  if (!s.ok) throw new Error(walk.scenario);
  return framesOf(await playIn(walk.engine, s.scenario, { provider: providerFactory(walk.provider) }));
}

describe("the walks reach what the player can show", () => {
  it("every stage, the loop, a second round and the ids frame", async () => {
    const all = await Promise.all(WALKS.map(framesOfWalk));
    expect(new Set(all.flat().map((f) => f.stage))).toEqual(new Set(STAGES));
    expect(WALKS.some((w) => w.engine === "loop")).toBe(true);
    expect(all.flat().some((f) => (f.turn ?? 1) > 1)).toBe(true);
    expect(all.flat().some((f) => f.fact.kind === "ids")).toBe(true);
  });
});

// Two walks at a time (`maxConcurrency` in vitest.e2e.config.ts), each in its own context, with
// each test's own `expect`, as concurrent tests need.
describe.concurrent("stepped from the first frame to the last", () => {
  it.for(WALKS)("$query", async (walk, { expect }) => {
    const frames = await framesOfWalk(walk);
    const lab = await openLab(browser(), `${walk.query}&frame=1&lang=en`);
    const { page } = lab;
    const { total } = await counter(page);
    expect(total).toBe(frames.length);
    const [first] = await stepThrough(page, 1, 1);
    await page.click('[data-testid="step-next"]');
    const seen = [first!, ...(await stepThrough(page, 2, total))];
    expect(seen.map((f) => f.n)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    // Exactly one view on every frame: the rail's stage's, or the ids view on the ids frame.
    expect(seen.map((f) => f.stage)).toEqual(frames.map((f) => f.stage));
    expect(seen.map((f) => f.views)).toEqual(
      frames.map((f) => [f.fact.kind === "ids" ? "view-ids" : `view-${f.stage}`]),
    );
    for (const { n, narration } of seen) expect(narration, `frame ${n}`).toBeGreaterThan(10);
    expect(await page.isDisabled('[data-testid="step-next"]')).toBe(true);
    await page.click('[data-testid="step-first"]');
    await waitForFrame(page, 1);
    expect(lab.errors).toEqual([]);
    expect(lab.failed).toEqual([]);
    await lab.close();
  });
});

describe("the stage rail", () => {
  it("a stage clicked jumps to its first frame, keeps the focus on its button, and marks the stages up to it reached", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&frame=1");
    const { page } = lab;
    await page.click('[data-testid="stage-rail"] li[data-stage="validation"] button');
    await page.waitForSelector('[data-testid="stage-rail"] li[data-stage="validation"] button[aria-current="step"]');
    const rail = await page.$$eval('[data-testid="stage-rail"] li', (items) =>
      items.map((li) => ({
        stage: li.getAttribute("data-stage"),
        reached: li.querySelector("button")?.classList.contains("reached"),
        focused: li.querySelector("button") === document.activeElement,
      })),
    );
    expect(rail).toEqual([
      { stage: "definition", reached: true, focused: false },
      { stage: "request", reached: true, focused: false },
      { stage: "stream", reached: true, focused: false },
      { stage: "gate", reached: true, focused: false },
      { stage: "validation", reached: true, focused: true },
      { stage: "execution", reached: false, focused: false },
      { stage: "toolResult", reached: false, focused: false },
      { stage: "final", reached: false, focused: false },
    ]);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("inside a stream's pieces, one click goes to the run's last frame; the button is gone there", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&frame=27&lang=en");
    const { page } = lab;
    await waitForFrame(page, 27);
    const skip = page.locator('[data-testid="run-skip"]');
    expect(await skip.textContent()).toBe("To the end of this stream: frame 39");
    await skip.click();
    await waitForFrame(page, 39);
    expect(await skip.count()).toBe(0);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });
});
