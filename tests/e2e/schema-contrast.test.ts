import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { encodeShare } from "../../src/playground/editors/share";
import { CHAPTER_TOOL_MODULE } from "../../src/sandbox/template";
import { openLab, seriousViolations, useBrowser } from "./lab";

const browser = useBrowser();

/** The chapter's module with a boolean beside its string: what 1.4.0 converts only for TypeBox shows. */
const WITH_BOOLEAN = CHAPTER_TOOL_MODULE.replace(
  "  },\n  { additionalProperties: false },",
  "    recursive: Type.Optional(Type.Boolean()),\n  },\n  { additionalProperties: false },",
);

const cell = (page: Page, origin: string, version: string) =>
  page.locator(`[data-testid="contrast-cell"][data-origin="${origin}"][data-version="${version}"]`);

/** Clicks Compare in the Tool lab and waits for the first probe's table. */
async function compare(page: Page) {
  await page.waitForSelector('[data-editor-view="tool"] [data-testid="editor-ready"]', { timeout: 60_000 });
  await page.click('[data-testid="contrast-run"]');
  await page.waitForSelector('[data-testid="contrast-result"]', { timeout: 30_000 });
}

describe("the Tool lab's schema-origin contrast", () => {
  it("the chapter's schema: a number for its string is refused in all four, in each version's words; 1.6.0 loads only on Compare", async () => {
    const requested: string[] = [];
    const lab = await openLab(browser(), "?lang=en&edit=tool", undefined, (page) =>
      page.on("request", (r) => requested.push(r.url())),
    );
    const { page } = lab;
    await page.waitForSelector('[data-editor-view="tool"] [data-testid="editor-ready"]', { timeout: 60_000 });
    expect(requested.filter((u) => u.includes("contrast-host"))).toEqual([]);
    await compare(page);
    expect(requested.filter((u) => u.includes("contrast-host"))).toHaveLength(1);
    expect(await page.getAttribute('[data-testid="contrast-result"]', "data-kind")).toBe("number-for-string");
    expect(await page.textContent('[data-testid="contrast-args"]')).toBe('{"extension":123}');
    for (const origin of ["written", "json"]) {
      expect(await cell(page, origin, "1.4.0").getAttribute("data-ok")).toBe("false");
      expect(await cell(page, origin, "1.4.0").textContent()).toContain(
        'extension: must match pattern "^\\.[A-Za-z0-9]+$"',
      );
      expect(await cell(page, origin, "1.6.0").textContent()).toContain(
        "extension: expected to match ^\\.[A-Za-z0-9]+$",
      );
    }
    expect(await page.getAttribute('[data-testid="contrast-finding"]', "data-finding")).toBe("words");
    // No boolean or number in the chapter's schema: the lab says how to see the conversions.
    expect(await page.isVisible('[data-testid="contrast-hint"]')).toBe(true);
    await page.check('[data-testid="contrast-probe"][data-kind="extra-property"]');
    expect(await cell(page, "json", "1.6.0").textContent()).toContain("unexpected: unknown field");
    expect(await seriousViolations(page)).toEqual([]);
    expect(lab.errors).toEqual([]);
    expect(lab.failed).toEqual([]);
    await lab.close();
  });

  it('a boolean: "TRUE" is converted by 1.4.0 only for the TypeBox-built schema, by 1.6.0 for both', async () => {
    const lab = await openLab(
      browser(),
      `?lang=en&edit=tool&code=${await encodeShare({ kind: "tool", text: WITH_BOOLEAN })}`,
    );
    const { page } = lab;
    await page.waitForSelector('[data-testid="editor-from-link"]', { timeout: 60_000 });
    // A shared module runs only after the person agrees: the contrast waits too.
    expect(await page.isDisabled('[data-testid="contrast-run"]')).toBe(true);
    await page.click('[data-testid="editor-accept"]');
    await page.waitForSelector('[data-testid="learner-banner"]', { timeout: 30_000 });
    await page.click('[data-testid="editor-open"][data-editor="tool"]');
    await compare(page);
    await page.check('[data-testid="contrast-probe"][data-kind="upper-true"]');
    expect(await page.textContent('[data-testid="contrast-args"]')).toBe('{"recursive":"TRUE"}');
    expect(await cell(page, "written", "1.4.0").getAttribute("data-ok")).toBe("true");
    expect(await cell(page, "written", "1.4.0").locator('[data-testid="contrast-copy"]').textContent()).toBe(
      '{"recursive":true}',
    );
    expect(await cell(page, "json", "1.4.0").textContent()).toContain("recursive: must be boolean");
    for (const origin of ["written", "json"])
      expect(await cell(page, origin, "1.6.0").locator('[data-testid="contrast-copy"]').textContent()).toBe(
        '{"recursive":true}',
      );
    expect(await page.getAttribute('[data-testid="contrast-finding"]', "data-finding")).toBe("origin-converts");
    expect(await page.isVisible('[data-testid="contrast-hint"]')).toBe(false);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("the contrast's sandbox withholds what the runner's does: a module that finds fetch, postMessage or navigator would throw", async () => {
    const probing = `${WITH_BOOLEAN}\nif (typeof fetch !== "undefined" || typeof postMessage !== "undefined" || typeof navigator !== "undefined" || typeof indexedDB !== "undefined") throw new Error("reachable");\n`;
    const lab = await openLab(
      browser(),
      `?lang=en&edit=tool&code=${await encodeShare({ kind: "tool", text: probing })}`,
    );
    const { page } = lab;
    await page.waitForSelector('[data-testid="editor-from-link"]', { timeout: 60_000 });
    await page.click('[data-testid="editor-accept"]');
    await page.waitForSelector('[data-testid="learner-banner"]', { timeout: 30_000 });
    await page.click('[data-testid="editor-open"][data-editor="tool"]');
    await compare(page);
    expect(await page.textContent('[data-testid="contrast-status"]')).not.toContain("reachable");
    expect(await page.locator('[data-testid="contrast-probe"]').count()).toBe(3);
    await lab.close();
  });
});
