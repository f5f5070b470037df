/**
 * *Watch my program* in the browser: the page asks a loopback provider's rounds feed (across
 * origins, as the real `npm run provider` allows the lab's), lists the program's requests with the
 * rules they broke, and plays a chosen reply frame by frame through the real adapter. The program
 * is the examples' own round (and its broken variant), against the real `npm run provider`.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { answerWithOneToolRound, question } from "../../examples/one-round";
import { brokenRound } from "../../examples/one-round-broken";
import { labModel } from "../../examples/lab-model";
import { startProvider, type LabProvider } from "../../src/cli/provider/serve";
import { builtInScenario } from "../../src/scenarios";
import { counter, openLab, useBrowser, waitForFrame, waitForTrace } from "./lab";

const browser = useBrowser();
let provider: LabProvider;

// The real provider, allowing the lab's origin here; the example's round, then the broken one
// (no push of the reply: §13), played against it before the page asks.
beforeAll(async () => {
  const happy = builtInScenario("happy-path");
  if (!happy.ok) throw new Error("happy-path missing");
  const started = await startProvider(
    { scenario: happy.scenario, lang: "en", allowOrigins: [new URL(inject("baseUrl")).origin], log: () => undefined },
    0,
  );
  if (!started.ok) throw new Error(`the provider did not start: ${started.code}`);
  provider = started.provider;
  const folder = mkdtempSync(join(tmpdir(), "tcl-watch-"));
  for (const name of ["Invoice-2026-03.pdf", "notes.txt"]) writeFileSync(join(folder, name), "");
  const model = labModel("anthropic-messages", `http://127.0.0.1:${provider.port}`);
  await answerWithOneToolRound(model, question(), folder);
  await brokenRound(model, question(), folder);
});
afterAll(() => provider?.close());

describe("watch my program", () => {
  it("lists the program's requests with the rules they broke, and plays a reply frame by frame", async () => {
    const lab = await openLab(browser(), "?lang=en");
    const { page } = lab;
    try {
      await page.click('[data-testid="recording-open"]');
      await page.fill('[data-testid="watch-address"]', String(provider.port));
      await page.click('[data-testid="watch-fetch"]');
      await page.locator('[data-testid="watch-round"][data-round="2"]').waitFor();
      expect(await page.textContent('[data-testid="watch-status"]')).toBe("4 requests in 2 rounds.");
      const broken = page.locator(
        '[data-testid="watch-round"][data-round="2"] [data-testid="watch-request"][data-request="2"]',
      );
      expect(await broken.getAttribute("data-status")).toBe("400");
      expect(await broken.textContent()).toContain("§13");
      await page.click(
        '[data-testid="watch-round"][data-round="1"] [data-testid="watch-request"][data-request="1"] [data-testid="watch-play"]',
      );
      await page.locator('[data-testid="recording-banner"]').waitFor();
      await waitForTrace(page);
      expect(await page.textContent('[data-testid="recording-banner"]')).toContain("round 1, request 1");
      const { total } = await counter(page);
      expect(total).toBeGreaterThan(10);
      await page.locator("main.workspace").focus();
      await page.keyboard.press("End");
      await waitForFrame(page, total);
      expect(lab.errors).toEqual([]);
    } finally {
      await lab.close();
    }
  });

  it("asks no other machine", async () => {
    const lab = await openLab(browser(), "?lang=en");
    try {
      await lab.page.click('[data-testid="recording-open"]');
      await lab.page.fill('[data-testid="watch-address"]', "http://example.com:8787");
      await lab.page.click('[data-testid="watch-fetch"]');
      expect(await lab.page.textContent('[data-testid="watch-status"]')).toContain("Only this machine is asked");
      expect(lab.failed).toEqual([]);
    } finally {
      await lab.close();
    }
  });
});
