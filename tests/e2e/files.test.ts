import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openLab, useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();

const HOSTILE = [
  `<img src=x onerror="window.__pwned=1">.pdf`,
  `<svg onload="window.__pwned=2">.pdf`,
  `<b onmouseover="window.__pwned=4">bold.pdf`,
];

function hostileScenario(): string {
  const data = JSON.parse(readFileSync("src/scenarios/happy-path.json", "utf8"));
  data.id = "teacher-html";
  data.title = "Teacher's <i>HTML</i> test";
  data.downloads.entries = HOSTILE.map((name) => ({ name, type: "file" }));
  data.firstTurn.blocks[0].text = "<script>window.__pwned=3</script> checking…";
  return JSON.stringify(data);
}

describe("opening a scenario file", () => {
  it("shows HTML in file names and model text as text, and runs no script", async () => {
    const lab = await openLab(browser(), "?lang=en");
    const { page } = lab;
    await page.setInputFiles('[data-testid="open-scenario-file"]', {
      name: "lesson.json",
      mimeType: "application/json",
      buffer: Buffer.from(hostileScenario()),
    });
    await page.waitForFunction(() => new URL(location.href).searchParams.get("scenario") === "teacher-html");
    await waitForTrace(page);
    await page.keyboard.press("6");
    const view = page.locator('[data-testid="view-execution"]');
    await view.waitFor();
    for (const name of HOSTILE) expect(await view.textContent()).toContain(name);
    expect(await view.locator("img, svg[onload], b").count()).toBe(0);
    expect(await page.textContent('[data-testid="context-inspector"]')).toContain(
      "<script>window.__pwned=3</script> checking…",
    );
    expect(await page.locator('[data-testid="context-inspector"] script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('[data-testid="scenario-picker"] option:checked').textContent()).toContain(
      "Teacher's <i>HTML</i> test",
    );
    // Kept for next time: a reload (or a deep link in this browser) finds it again.
    await page.reload();
    await waitForTrace(page);
    expect(await page.inputValue('[data-testid="scenario-picker"]')).toBe("teacher-html");
    expect(lab.errors).toEqual([]);
    expect(lab.failed).toEqual([]);
    await lab.close();
  });

  it("reports a bad file in words and keeps showing the current scenario", async () => {
    const lab = await openLab(browser(), "?scenario=truncated&lang=en");
    const { page } = lab;
    await page.setInputFiles('[data-testid="open-scenario-file"]', {
      name: "broken.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"format": 1, "id": "x"'),
    });
    await page.locator('[data-testid="notice"]').waitFor();
    expect(await page.textContent('[data-testid="notice"]')).toMatch(
      /“broken\.json” is not a scenario this app can play: \$: not valid JSON/,
    );
    await page.setInputFiles('[data-testid="open-scenario-file"]', {
      name: "old.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ format: 2 })),
    });
    await page.locator('[data-testid="notice"]').nth(1).waitFor();
    expect(await page.locator('[data-testid="notice"]').nth(1).textContent()).toContain("$.format: must be 1");
    expect(await page.inputValue('[data-testid="scenario-picker"]')).toBe("truncated");
    await lab.close();
  });

  it("accepts a file dropped on the page", async () => {
    const lab = await openLab(browser(), "?lang=en");
    const { page } = lab;
    const text = hostileScenario().replace('"teacher-html"', '"dropped-lesson"');
    await page.evaluate((content) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], "dropped.json", { type: "application/json" }));
      document
        .querySelector(".app")!
        .dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }, text);
    await page.waitForFunction(() => new URL(location.href).searchParams.get("scenario") === "dropped-lesson");
    await lab.close();
  });
});
