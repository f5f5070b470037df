import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { playIn } from "../../src/engine/run";
import { QUESTIONS, locateFrame } from "../../src/playground/quiz/questions";
import { builtInScenario } from "../../src/scenarios";
import { parseFaults, providerFactory } from "../../src/engine";
import { playLens } from "../../src/lens/play-lens";
import { counter, openLab, seriousViolations, useBrowser, waitForFrame, waitForTrace } from "./lab";

const browser = useBrowser();

/** The 1-based frame each question's evidence opens, from the same engine in Node. */
async function evidenceFrame(n: number): Promise<number> {
  const e = QUESTIONS[n - 1]!.evidence;
  const found = builtInScenario(e.scenario);
  const faults = parseFaults(e.faults ?? []);
  if (!found.ok || !faults.ok) throw new Error("bad evidence");
  if (e.lens)
    return (
      locateFrame(
        (
          await playLens(found.scenario, {
            faults: faults.faults,
            provider: e.provider ?? "scripted",
            engine: e.engine ?? "round",
          })
        ).frames,
        e.frame,
      ) + 1
    );
  const options = { faults: faults.faults, provider: providerFactory(e.provider ?? "scripted") };
  const trace = await playIn(e.engine, found.scenario, options);
  return locateFrame(trace.frames, e.frame) + 1;
}

const question = (page: Page) => page.locator('[data-testid="quiz-question"]');

describe("the self-test", () => {
  it("?quiz=7 opens question 7; every answer (some right, some wrong) survives a reload; the summary scores them", async () => {
    const lab = await openLab(browser(), "?lang=en&quiz=7");
    const { page } = lab;
    await question(page).waitFor();
    expect(await question(page).getAttribute("data-question")).toBe("7");
    expect(await page.textContent(".quiz-number")).toContain(`Question 7 of ${QUESTIONS.length}`);
    for (let i = 0; i < 6; i++) await page.keyboard.press("ArrowLeft");
    for (const q of QUESTIONS) {
      await page.locator(`[data-testid="quiz-question"][data-question="${q.n}"]`).waitFor();
      // Odd questions right, even ones wrong.
      const pick = q.n % 2 === 1 ? q.correct : [q.options.find((o) => !q.correct.includes(o))!];
      for (const o of pick) await page.click(`[data-testid="quiz-option"][data-option="${o}"]`);
      await page.click('[data-testid="quiz-reveal"]');
      expect(await page.getAttribute('[data-testid="quiz-result"]', "data-correct"), `q${q.n}`).toBe(
        String(q.n % 2 === 1),
      );
      await page.click('[data-testid="quiz-next"]');
    }
    await page.locator('[data-testid="quiz-summary"]').waitFor();
    const score = `${Math.ceil(QUESTIONS.length / 2)} of ${QUESTIONS.length} answered correctly (${QUESTIONS.length} questions)`;
    expect(await page.textContent('[data-testid="quiz-score"]')).toContain(score);
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await waitForTrace(page);
    // The summary was open, so the link has no question: open the self-test again at question 1.
    await page.click('[data-testid="quiz-open"]');
    await question(page).waitFor();
    expect(await page.getAttribute('[data-testid="quiz-result"]', "data-correct")).toBe("true");
    for (let i = 1; i < QUESTIONS.length; i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await page.textContent('[data-testid="quiz-score"]')).toContain(score);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("each question's evidence opens the frame that shows it, and leads back to the same question", async () => {
    const lab = await openLab(browser(), "?lang=en&quiz=1");
    const { page } = lab;
    for (const q of QUESTIONS) {
      // `?quiz=1` opens the self-test, and "back" reopens it: wait for its question. (A click on
      // "Self-test" when none was in the page yet closed it: the panel's chunk was still loading.)
      await question(page).waitFor();
      while (Number(await question(page).getAttribute("data-question")) !== q.n)
        await page.keyboard.press(
          Number(await question(page).getAttribute("data-question")) < q.n ? "ArrowRight" : "ArrowLeft",
        );
      if ((await page.locator('[data-testid="quiz-evidence"]').count()) === 0) {
        await page.click(`[data-testid="quiz-option"][data-option="${q.correct[0]}"]`);
        await page.click('[data-testid="quiz-reveal"]');
      }
      await page.click('[data-testid="quiz-evidence"]');
      const want = await evidenceFrame(q.n);
      await waitForFrame(page, want);
      expect(new URL(page.url()).searchParams.get("scenario"), `q${q.n}`).toBe(q.evidence.scenario);
      expect(new URL(page.url()).searchParams.get("lens"), `q${q.n}`).toBe(q.evidence.lens ?? null);
      await page.click('[data-testid="quiz-back"]');
      await question(page).waitFor();
      expect(await question(page).getAttribute("data-question")).toBe(String(q.n));
    }
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("can be taken by keyboard alone: 1–5 choose, Enter checks, → moves on", async () => {
    const lab = await openLab(browser(), "?lang=en&quiz=4");
    const { page } = lab;
    await question(page).waitFor();
    await page.keyboard.press("2");
    await page.keyboard.press("Enter");
    expect(await page.getAttribute('[data-testid="quiz-result"]', "data-correct")).toBe("true");
    expect(await page.textContent('[data-testid="quiz-feedback"]')).toContain("Right.");
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("ArrowRight");
    await page.locator('[data-testid="quiz-question"][data-question="5"]').waitFor();
    expect(await counter(page)).toMatchObject({ n: 1 });
    await lab.close();
  });

  it("is readable in projector mode at 1280×720: nothing wider than the page, no serious axe findings", async () => {
    const lab = await openLab(browser(), "?lang=zh-CN&quiz=12");
    const { page } = lab;
    await page.click('[data-testid="projector-toggle"]');
    await question(page).waitFor();
    // Enter on a focused button presses that button: take the focus off the projector toggle first.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("4");
    await page.keyboard.press("Enter");
    await page.locator('[data-testid="quiz-result"]').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    const size = await page.evaluate(() =>
      parseFloat(getComputedStyle(document.querySelector(".quiz-prompt")!).fontSize),
    );
    expect(size).toBeGreaterThanOrEqual(20);
    expect(await seriousViolations(page)).toEqual([]);
    await lab.close();
  });

  it("predict mode pauses at the gate, asks, tallies, and does not ask twice for the same replay", async () => {
    const lab = await openLab(browser(), "?scenario=two-calls&lang=en");
    const { page } = lab;
    await page.click('[data-testid="predict-toggle"]');
    expect(await page.getAttribute('[data-testid="predict-toggle"]', "aria-pressed")).toBe("true");
    // One frame before the gate, then play: the player stops at the gate to ask.
    await page.keyboard.press("4");
    await page.keyboard.press("ArrowLeft");
    await page.click('[data-testid="play"]');
    await page.locator('[data-testid="predict-prompt"]').waitFor();
    expect(await page.getAttribute('[data-testid="play"]', "aria-pressed")).toBe("false");
    await page.click('[data-testid="predict-prompt"] [data-prediction="all"]');
    expect(await page.getAttribute('[data-testid="predict-result"]', "data-correct")).toBe("true");
    expect(await page.textContent('[data-testid="predict-result"]')).toContain("1 of 1 prediction right");
    await page.reload();
    await waitForTrace(page);
    await page.keyboard.press("4");
    await page.locator('[data-testid="view-gate"]').waitFor();
    expect(await page.locator('[data-testid="predict-prompt"]').count()).toBe(0);
    await page.selectOption('[data-testid="scenario-picker"]', "bad-arguments");
    await waitForTrace(page);
    await page.keyboard.press("4");
    await page.click('[data-testid="predict-prompt"] [data-prediction="all"]');
    expect(await page.getAttribute('[data-testid="predict-result"]', "data-correct")).toBe("false");
    expect(await page.textContent('[data-testid="predict-result"]')).toContain("Nothing runs");
    await lab.close();
  });
});
