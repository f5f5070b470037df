import { mkdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { TEST_CHROME_ARGS } from "../../scripts/lib/chrome";
import { FIRST_SCREEN_MARK } from "../../src/playground/start/first-screen";

/** One browser per test file. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject("chromePath"), args: TEST_CHROME_ARGS });
  });
  afterAll(async () => browser?.close());
  return () => {
    if (!browser) throw new Error("browser not started");
    return browser;
  };
}

/** A page of the lab with everything that went wrong recorded. */
export interface LabPage {
  page: Page;
  /** Uncaught exceptions and console errors. */
  errors: string[];
  /** Requests that failed, got a 4xx/5xx, or tried to leave this machine (those are blocked). */
  failed: string[];
  close(): Promise<void>;
}

/** Opens the lab at `query` (e.g. `?scenario=truncated`) in a fresh context (empty storage). */
export async function openLab(
  browser: Browser,
  query = "",
  viewport = { width: 1280, height: 720 },
  before?: (page: Page) => void,
): Promise<LabPage> {
  const context = await browser.newContext({ viewport, locale: "en-US" });
  const page = await context.newPage();
  before?.(page);
  const errors: string[] = [];
  const failed: string[] = [];
  // Nothing leaves the machine: the browser resolves no other host (CHROME_ARGS); an attempt is
  // recorded here. Watching requests instead of routing them keeps the HTTP cache on, as a reader has it.
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname !== "127.0.0.1" && url.protocol !== "data:" && url.protocol !== "blob:")
      failed.push(`left the machine: ${url.href}`);
  });
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => m.type() === "error" && errors.push(`console: ${m.text()}`));
  page.on("requestfailed", (r) => failed.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ""}`));
  page.on("response", (r) => r.status() >= 400 && failed.push(`${r.status()}: ${r.url()}`));
  await page.goto(inject("baseUrl") + query);
  await waitForTrace(page);
  return { page, errors, failed, close: () => context.close() };
}

/**
 * Waits until the trace of the current choices is shown by the app: the counter reads `n / total`,
 * the workspace is no longer busy (a new trace is built in the worker while the old one stays up),
 * and the app has started (a first visit's pre-rendered screen shows the same counter before it).
 */
export async function waitForTrace(page: Page): Promise<void> {
  await page.waitForFunction(
    (mark) =>
      /^\d+ \/ \d+$/.test(document.querySelector('[data-testid="frame-counter"]')?.textContent ?? "") &&
      document.querySelector("main.workspace")?.getAttribute("aria-busy") === "false" &&
      document.getElementById("root")?.hasAttribute(mark) === false,
    FIRST_SCREEN_MARK,
  );
}

/** The counter as numbers. */
export async function counter(page: Page): Promise<{ n: number; total: number }> {
  const text = (await page.textContent('[data-testid="frame-counter"]')) ?? "";
  const [n, total] = text.split(" / ").map(Number);
  return { n: n ?? NaN, total: total ?? NaN };
}

/**
 * Waits until what the page shows now has been painted: the animation frame that paints it, then
 * the next (what a person could have seen, and the tasks queued right after that paint have run).
 */
export async function waitForPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Waits until the counter shows frame `n`. */
export async function waitForFrame(page: Page, n: number): Promise<void> {
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid="frame-counter"]')?.textContent?.startsWith(`${want} / `),
    n,
  );
}

/**
 * Pastes `text` over the whole text of the focused editor, as a person's paste does: one edit, where
 * typing would auto-close brackets and take a keystroke per character.
 */
export async function pasteOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press("ControlOrMeta+A");
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData("text/plain", t);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Where screenshots are kept (a test artifact, not compared). */
export function artifactDir(name: string): string {
  return `test-artifacts/${name}`;
}

/**
 * Takes a screenshot to `path` when asked (`E2E_SHOTS=1`): pictures for a person to look at, which
 * no test compares, so a plain run does not spend its time on them.
 */
export async function shot(page: Page, path: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.E2E_SHOTS !== "1") return;
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, ...options });
}

const AXE = readFileSync("node_modules/axe-core/axe.min.js", "utf8");

/** axe-core's serious and critical findings on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run(
            ctx: Document,
          ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe.run(document);
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

/** Every visible control that is not wholly inside the viewport's width (the faults list and closed dialogs aside). */
export async function controlsOutside(page: Page, width: number): Promise<string[]> {
  return page.evaluate((w) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      "button, select, input:not(.visually-hidden), summary, [tabindex='0']",
    )) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || el.closest("dialog:not([open])") || el.closest(".faults-list")) continue;
      if (box.left < -0.5 || box.right > w + 0.5)
        out.push(
          `${el.tagName} ${el.getAttribute("data-testid") ?? el.textContent?.trim().slice(0, 20)} ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
    }
    return out;
  }, width);
}

/** The four screens every layout is checked at (a projector, a small laptop, a tablet, a phone). */
export const SCREEN_SIZES = [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 360, height: 640 },
] as const;
