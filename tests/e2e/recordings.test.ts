/**
 * Your own recording in the browser (issue 22, item 6): a pasted SSE capture plays at once; a HAR
 * dropped on the screen plays with its API key, cookie and key= parameter gone from the page (its
 * text and attributes, the box), storage (local, session, IndexedDB) and the URL, and a notice says
 * what was removed; a bad capture is said with its line and stays in the box. The panel at every
 * size: tests/e2e/layout.test.ts.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { harCapture, SECRET, COOKIE_SECRET, sseCapture } from "../fixtures/captures";
import { counter, openLab, useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();

async function openRecording(page: Page): Promise<void> {
  await page.click('[data-testid="recording-open"]');
  await page.locator('[data-testid="recording-box"]').waitFor();
}

/** Pastes `text` into the box as a person's paste does (a ClipboardEvent with its data). */
async function paste(page: Page, text: string): Promise<void> {
  await page.focus('[data-testid="recording-box"]');
  await page.evaluate((content) => {
    const data = new DataTransfer();
    data.setData("text/plain", content);
    document
      .querySelector('[data-testid="recording-box"]')!
      .dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Everything the page keeps or shows that a secret could hide in. */
async function everywhere(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const storage = (s: Storage) =>
      Object.keys(s)
        .map((k) => `${k}=${s.getItem(k)}`)
        .join("\n");
    const databases = await indexedDB.databases();
    const idb: string[] = [];
    for (const { name } of databases) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) =>
        Object.assign(indexedDB.open(name), {
          onsuccess(this: IDBOpenDBRequest) {
            resolve(this.result);
          },
          onerror: reject,
        }),
      );
      for (const store of db.objectStoreNames) {
        const all = await new Promise<unknown[]>((resolve) =>
          Object.assign(db.transaction(store).objectStore(store).getAll(), {
            onsuccess(this: IDBRequest) {
              resolve(this.result as unknown[]);
            },
          }),
        );
        idb.push(JSON.stringify(all));
      }
      db.close();
    }
    const boxes = [...document.querySelectorAll("textarea, input")].map((el) => (el as HTMLTextAreaElement).value);
    return [
      document.documentElement.outerHTML,
      document.body.innerText,
      ...boxes,
      storage(localStorage),
      storage(sessionStorage),
      ...idb,
      location.href,
    ].join("\n");
  });
}

describe("your recording", () => {
  it("a pasted SSE capture plays through its API's adapter, and the banner says what it is", async () => {
    const lab = await openLab(browser(), "?lang=en");
    try {
      await openRecording(lab.page);
      await paste(lab.page, sseCapture("openai-responses"));
      await lab.page.locator('[data-testid="recording-banner"]').waitFor();
      await waitForTrace(lab.page);
      expect(await lab.page.getAttribute('[data-testid="recording-banner"]', "data-api")).toBe("openai-responses");
      expect(await lab.page.textContent('[data-testid="recording-banner"]')).toContain(
        "the question and the tool are the chapter's",
      );
      expect((await counter(lab.page)).total).toBeGreaterThan(40);
      expect(lab.page.url()).not.toContain("recording");
      // Back to the chapter's scenarios: the banner goes, the picked scenario plays again.
      await lab.page.click('[data-testid="recording-off"]');
      await lab.page.locator('[data-testid="recording-banner"]').waitFor({ state: "detached" });
      expect(lab.errors).toEqual([]);
    } finally {
      await lab.close();
    }
  });

  it("a dropped HAR plays with its key gone from the page, storage and URL, and a notice says what was removed", async () => {
    const lab = await openLab(browser(), "?lang=en");
    try {
      await openRecording(lab.page);
      await lab.page.evaluate((content) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([content], "capture.har", { type: "application/json" }));
        document
          .querySelector('[data-testid="recording-drop"]')!
          .dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
      }, harCapture("anthropic-messages"));
      await lab.page.locator('[data-testid="recording-banner"]').waitFor();
      await waitForTrace(lab.page);
      const notices = await lab.page.locator(".notices, [role=status], .notice").allTextContents();
      expect(notices.join(" ")).toMatch(/Removed before anything else: .*authorization.*x-api-key/);
      expect(await lab.page.textContent('[data-testid="recording-banner"]')).toContain(
        "Question and tools from your recorded request",
      );
      // It says what it is: a file, by name, and the model the capture names, in the header too.
      expect(await lab.page.textContent('[data-testid="recording-banner"]')).toContain("from the file capture.har");
      expect(await lab.page.textContent('[data-testid="provider-recording"]')).toBe(
        "Your recording · claude-sonnet-4-5",
      );
      // Step through every frame once, so every view that could show the request has been drawn.
      const { total } = await counter(lab.page);
      await lab.page.focus("[data-mode-main]");
      for (let i = 0; i < total; i++) await lab.page.keyboard.press("ArrowRight");
      const seen = await everywhere(lab.page);
      expect(seen).not.toContain(SECRET);
      expect(seen).not.toContain(COOKIE_SECRET);
      // The box holds the HAR without its secrets.
      await openRecording(lab.page);
      const box = await lab.page.inputValue('[data-testid="recording-box"]');
      expect(box).toContain('"log"');
      expect(box).not.toContain(SECRET);
      expect(lab.errors).toEqual([]);
    } finally {
      await lab.close();
    }
  });

  it("a truncated capture is said with its line, and the text stays in the box", async () => {
    const lab = await openLab(browser(), "?lang=en");
    try {
      await openRecording(lab.page);
      const cut = sseCapture("anthropic-messages").split("event: message_stop")[0]!;
      await paste(lab.page, cut);
      const problem = await lab.page.locator('[data-testid="recording-problem"]').textContent();
      expect(problem).toMatch(
        /^The anthropic-messages stream stops at line \d+ \(event \d+\) before its last event \(message_stop\)/,
      );
      expect(await lab.page.inputValue('[data-testid="recording-box"]')).toBe(cut);
      // Esc goes back to the player from a button (the box keeps its keys).
      await lab.page.focus('[data-testid="recording-play"]');
      await lab.page.keyboard.press("Escape");
      await lab.page.locator('[data-testid="recording-panel"]').waitFor({ state: "detached" });
    } finally {
      await lab.close();
    }
  });
});
