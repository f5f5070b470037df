import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { counter, openLab, useBrowser, waitForTrace } from "./lab";
import type { LooseJson } from "../fixtures/loose-json";

const browser = useBrowser();

function scenarioText(change: (data: LooseJson) => void): string {
  const data = JSON.parse(readFileSync("src/scenarios/happy-path.json", "utf8"));
  change(data);
  return JSON.stringify(data);
}

async function drop(page: Page, files: { name: string; text: string }[]) {
  await page.evaluate((list) => {
    const transfer = new DataTransfer();
    for (const f of list) transfer.items.add(new File([f.text], f.name, { type: "application/json" }));
    document
      .querySelector(".app")!
      .dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, files);
}

const notices = async (page: Page) => (await page.locator('[data-testid="notice"]').allTextContents()).join("\n");
const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe("hostile links", () => {
  it("?scenario=constructor is an unknown scenario, not a blank page", async () => {
    const lab = await openLab(browser(), "?scenario=constructor&lang=en");
    expect(await notices(lab.page)).toContain("There is no scenario “constructor”");
    expect(await lab.page.inputValue('[data-testid="scenario-picker"]')).toBe("happy-path");
    expect(await lab.page.locator('[data-testid="view-definition"]').count()).toBe(1);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("100,000 bad fault items make a few notices, and the page stays usable", async () => {
    const flood = await openLab(browser(), `?lang=en&faults=${Array.from({ length: 100_000 }, () => "x").join(",")}`);
    expect(await flood.page.locator('[data-testid="notice"]').count()).toBeLessThanOrEqual(3);
    expect(await notices(flood.page)).toMatch(/“faults” value “x”.*×8/s);
    await flood.page.keyboard.press("ArrowRight");
    expect(await counter(flood.page)).toMatchObject({ n: 2 });
    await flood.close();
  });

  it("eight bad values leave the stage its room; a 150-character value wraps instead of widening the page", async () => {
    const long = "y".repeat(150);
    const lab = await openLab(browser(), `?lang=en&scenario=${long}&provider=a&faults=b,c,d&frame=z&lang=q&lang=r`);
    const stage = await lab.page.locator(".stage-pane").boundingBox();
    expect(stage!.height).toBeGreaterThan(250);
    expect(await noHorizontalScroll(lab.page)).toBe(true);
    const counterBox = await lab.page.locator('[data-testid="frame-counter"]').boundingBox();
    expect(counterBox!.x + counterBox!.width).toBeLessThanOrEqual(1280);
    expect(counterBox!.y + counterBox!.height).toBeLessThanOrEqual(720);
    await lab.page.click('[data-testid="notice-more"] button >> nth=0');
    expect(await lab.page.locator('[data-testid="notice"]').count()).toBeGreaterThan(3);
    await lab.page.click('[data-testid="notice-more"] button >> nth=1');
    expect(await lab.page.locator('[data-testid="notice"]').count()).toBe(0);
    await lab.close();
  });

  it("?lang=zh opens in 简体中文", async () => {
    const lab = await openLab(browser(), "?lang=zh");
    expect(await lab.page.getAttribute("html", "lang")).toBe("zh-CN");
    expect(await lab.page.locator('[data-testid="notice"]').count()).toBe(0);
    await lab.close();
  });
});

describe("hostile storage", () => {
  it("a storage whose removeItem and key throw does not blank the page", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 720 } });
    await context.addInitScript(() => {
      localStorage.setItem("tool-call-lab:prefs:v1", "{corrupt");
      Storage.prototype.removeItem = () => {
        throw new Error("denied");
      };
      Storage.prototype.key = () => {
        throw new Error("denied");
      };
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto((await import("vitest")).inject("baseUrl") + "?lang=en");
    await waitForTrace(page);
    expect(await notices(page)).toContain("could not be read and were reset");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a stored file with a built-in id appears once, renamed", async () => {
    const lab = await openLab(browser(), "?lang=en");
    await lab.page.evaluate(
      (text) => localStorage.setItem("tool-call-lab:scenario:happy-path", text),
      scenarioText((d) => (d.title = "Mine")),
    );
    await lab.page.reload();
    await waitForTrace(lab.page);
    const values = await lab.page
      .locator('[data-testid="scenario-picker"] option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(values.filter((v) => v === "happy-path")).toHaveLength(1);
    expect(values).toContain("happy-path-file");
    await lab.close();
  });
});

describe("hostile files", () => {
  it("two dropped files: the first opens and the second is named in a notice", async () => {
    const lab = await openLab(browser(), "?lang=en");
    await drop(lab.page, [
      { name: "a.json", text: scenarioText((d) => (d.id = "lesson-a")) },
      { name: "b.json", text: scenarioText((d) => (d.id = "lesson-b")) },
    ]);
    await lab.page.waitForFunction(() => new URL(location.href).searchParams.get("scenario") === "lesson-a");
    expect(await notices(lab.page)).toContain(
      "One scenario file at a time: “a.json” is open; the other 1 were not opened.",
    );
    await drop(lab.page, [{ name: "a2.json", text: scenarioText((d) => ((d.id = "lesson-a"), (d.title = "Second"))) }]);
    await expect
      .poll(() => notices(lab.page))
      .toContain("“a2.json” has the id “lesson-a” of a file already open; it replaces that one.");
    await lab.close();
  });

  it("a file named with a right-to-left override shows the control instead of obeying it", async () => {
    const lab = await openLab(browser(), "?lang=en");
    await drop(lab.page, [
      {
        name: "bidi.json",
        text: scenarioText(
          (d) => ((d.id = "bidi"), (d.downloads.entries = [{ name: "invoice\u202Efdp.exe", type: "file" }])),
        ),
      },
    ]);
    await lab.page.waitForFunction(() => new URL(location.href).searchParams.get("scenario") === "bidi");
    await waitForTrace(lab.page);
    // The new trace arrives from the worker after the URL changes: wait for it to be on screen.
    await expect
      .poll(async () => {
        await lab.page.keyboard.press("6");
        return lab.page.locator('[data-testid="view-execution"]').textContent();
      })
      .toContain("invoice⟦U+202E⟧fdp.exe");
    const text = await lab.page.locator('[data-testid="view-execution"]').textContent();
    expect(text).not.toContain("\u202E");
    await lab.close();
  });

  it("arguments nested 20,000 deep are refused at load, and what was shown stays", async () => {
    const lab = await openLab(browser(), "?scenario=two-calls&lang=en");
    await drop(lab.page, [
      {
        name: "deep.json",
        text: scenarioText((d) => ((d.id = "deep"), (d.firstTurn.blocks[1].arguments = "[".repeat(20_000)))),
      },
    ]);
    await expect.poll(() => notices(lab.page)).toContain("nests objects and arrays 20,000 levels deep");
    expect(await lab.page.inputValue('[data-testid="scenario-picker"]')).toBe("two-calls");
    expect(new URL(lab.page.url()).searchParams.get("scenario")).toBe("two-calls");
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("a file with the id constructor plays like any other", async () => {
    const lab = await openLab(browser(), "?lang=en");
    await drop(lab.page, [{ name: "c.json", text: scenarioText((d) => (d.id = "constructor")) }]);
    await lab.page.waitForFunction(() => new URL(location.href).searchParams.get("scenario") === "constructor");
    await waitForTrace(lab.page);
    await lab.page.reload();
    await waitForTrace(lab.page);
    expect(await lab.page.inputValue('[data-testid="scenario-picker"]')).toBe("constructor");
    expect(lab.errors).toEqual([]);
    await lab.close();
  });
});

describe("a replay that fails", () => {
  it("puts the picker and the URL back to what is shown, with a notice", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&lang=en");
    // The Google adapter's chunk cannot be fetched (as when offline before it was ever loaded).
    await lab.page.route(/google-generative-ai-[\w-]+\.js$/, (route) => route.abort());
    await lab.page.selectOption('[data-testid="provider-picker"]', "google-generative-ai");
    await expect.poll(() => notices(lab.page)).toContain("This replay could not be built");
    await expect.poll(() => lab.page.inputValue('[data-testid="provider-picker"]')).toBe("scripted");
    await lab.page.waitForFunction(() => new URL(location.href).searchParams.get("provider") === "scripted");
    await lab.close();
  });
});

describe("keyboard", () => {
  it("the hidden file input is no tab stop; Enter on first/last keeps the focus on the button", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&frame=5&lang=en");
    const { page } = lab;
    expect(await page.getAttribute('[data-testid="open-scenario-file"]', "tabindex")).toBe("-1");
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).not.toBe(
        "open-scenario-file",
      );
    }
    await page.focus('[data-testid="step-first"]');
    await page.keyboard.press("Enter");
    expect(await counter(page)).toMatchObject({ n: 1 });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("step-first");
    await page.focus('[data-testid="step-last"]');
    await page.keyboard.press("Enter");
    const { n, total } = await counter(page);
    expect(n).toBe(total);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("step-last");
    await lab.close();
  });
});
