import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { encodeShare } from "../../src/playground/editors/share";
import { CHAPTER_TOOL_MODULE } from "../../src/sandbox/template";
import { globalValues } from "../../scripts/build/sandbox-lib";
import { labLibFileMap, monacoLibFileMap } from "../../scripts/build/ts-lab-libs";
import { counter, openLab, seriousViolations, useBrowser, waitForTrace } from "./lab";

const browser = useBrowser();

/** Opens one editor by its tab and waits until it can be typed in. */
async function openEditor(page: Page, kind: "stream" | "scenario" | "tool") {
  await page.click(`[data-testid="editor-open"][data-editor="${kind}"]`);
  await page.waitForSelector(
    kind === "stream" ? '[data-testid="stream-text"]' : `[data-editor-view="${kind}"] [data-testid="editor-ready"]`,
    { timeout: 60_000 },
  );
}

/** A link that opens the Tool lab with `source`, as "Copy link" would make it. */
async function toolLink(source: string, scenario = "happy-path"): Promise<string> {
  return `?scenario=${scenario}&edit=tool&code=${await encodeShare({ kind: "tool", text: source })}`;
}

/** Opens a linked module, runs it, and waits for the replay with it. */
async function runLinked(page: Page) {
  await page.waitForSelector('[data-testid="editor-from-link"]');
  await page.click('[data-testid="editor-accept"]');
  await page.waitForSelector('[data-testid="learner-banner"]', { timeout: 30_000 });
  await waitForTrace(page);
}

/** Goes to the first frame of a stage by its number key (1–8). */
async function stage(page: Page, n: number) {
  await page.locator("main.workspace").focus();
  await page.keyboard.press(String(n));
}

const narration = (page: Page) => page.textContent('[data-testid="narration"]');

describe("the editors", () => {
  it("each opens without a network and passes axe", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path");
    for (const kind of ["stream", "scenario", "tool"] as const) {
      await openEditor(lab.page, kind);
      expect(await seriousViolations(lab.page), kind).toEqual([]);
    }
    expect(lab.failed).toEqual([]);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });
});

describe("keys", () => {
  it("typed in Monaco stay in Monaco; the player's keys step only in the player", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&frame=1");
    const { page } = lab;
    await openEditor(page, "tool");
    await page.click(".monaco-host .view-lines");
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.insertText("\n");
    // 6 (a stage), p (projector), s (present), space (play), → (step): all text here.
    await page.keyboard.type("6ps ");
    await page.keyboard.press("ArrowRight");
    // Monaco draws its lines on the next animation frame: wait for the typed text to be drawn.
    await page.waitForFunction(() => document.querySelector(".monaco-host .view-lines")?.textContent?.includes("6ps"));
    expect(await page.locator(".monaco-host .view-lines").textContent()).toContain("6ps");
    expect((await counter(page)).n).toBe(1);
    expect(await page.getAttribute("html", "data-projector")).toBe("off");
    // Keys act only in the mode that owns them: sent to the window while an editor is open, → is not a step.
    const arrow = () =>
      page.evaluate(() => window.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true })));
    await arrow();
    expect((await counter(page)).n).toBe(1);
    await page.click('[data-testid="editor-close"]');
    await arrow();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="frame-counter"]')?.textContent?.startsWith("2 /"),
    );
    expect(lab.errors).toEqual([]);
    await lab.close();
  });
});

describe("the Tool lab", () => {
  it("runs the chapter's module as the chapter's tool, and marks a type error", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path");
    const { page } = lab;
    await openEditor(page, "tool");
    // A type error typed at the end of the module is marked by Monaco's TypeScript, with pi-ai's types.
    await page.click(".monaco-host .view-lines");
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.insertText("\nconst wrong: Static<typeof parameters> = { extension: 12 };\n");
    await page.waitForFunction(
      () =>
        /not assignable to type 'string'/.test(
          document.querySelector('[data-testid="editor-problems"]')?.textContent ?? "",
        ),
      undefined,
      { timeout: 60_000 },
    );
    await page.click('[data-testid="editor-reset"]');
    await page.click('[data-testid="editor-play"]');
    await page.waitForSelector('[data-testid="learner-banner"]', { timeout: 30_000 });
    await waitForTrace(page);
    await stage(page, 6);
    expect(await narration(page)).toContain("Your execute() ran");
    expect(await page.textContent('[data-testid="view-execution"]')).toContain("Invoice-2026-03.pdf");
    await page.click('[data-testid="learner-off"]');
    await waitForTrace(page);
    expect(await page.locator('[data-testid="learner-banner"]').count()).toBe(0);
    expect(lab.failed).toEqual([]);
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("completes TypeBox's builders after Type., from its warmed-up TypeScript worker", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&lang=en");
    const { page } = lab;
    await openEditor(page, "tool");
    await page.click(".monaco-host .view-lines");
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type("\nType.Opt");
    const row = page.locator(".suggest-widget.visible .monaco-list-row", { hasText: "Optional" });
    await row.first().waitFor({ timeout: 60_000 });
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it('without the pattern, {"extension": "pdf"} passes validation and runs, finding nothing', async () => {
    const loose = CHAPTER_TOOL_MODULE.replace(/\n\s*pattern: .*\n/, "\n");
    const lab = await openLab(browser(), await toolLink(loose, "missing-dot"));
    await runLinked(lab.page);
    await stage(lab.page, 5);
    expect(await lab.page.getAttribute('[data-testid="view-validation"] [data-status]', "data-status")).toBe("valid");
    await stage(lab.page, 6);
    expect(await narration(lab.page)).toContain("filter “pdf”");
    expect(await narration(lab.page)).toContain("returned 0 names");
    await lab.close();
  });

  it("stops a runaway execute after 2 s, as a frame, while the page keeps stepping", async () => {
    const runaway = CHAPTER_TOOL_MODULE.replace("// The host picks", "while (true) {}\n  // The host picks");
    const lab = await openLab(browser(), await toolLink(runaway));
    const { page } = lab;
    await page.waitForSelector('[data-testid="editor-from-link"]');
    await page.click('[data-testid="editor-accept"]');
    // While the sandbox spins, the player (still showing the last trace) answers the keyboard.
    await page.waitForSelector('[data-testid="learner-banner"], main[aria-busy="true"]');
    const before = (await counter(page)).n;
    await page.locator("main.workspace").focus();
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="frame-counter"]')?.textContent?.startsWith(`${n + 1} /`),
      before,
    );
    await page.waitForSelector('[data-testid="learner-banner"]', { timeout: 30_000 });
    await waitForTrace(page);
    await stage(page, 6);
    expect(await narration(page)).toContain("stopped after 2 s");
    await stage(page, 7);
    expect(await page.textContent('[data-testid="view-toolResult"]')).toContain("stopped after 2 s");
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("gives learner code no localStorage, no IndexedDB and no fetch", async () => {
    const probe = CHAPTER_TOOL_MODULE.replace(
      "// The host picks",
      `const seen: string[] = [];
  try { seen.push("storage:" + typeof (globalThis as any).localStorage); } catch (e) { seen.push("storage:threw"); }
  try { (globalThis as any).indexedDB.open("x"); seen.push("idb:opened"); } catch (e) { seen.push("idb:refused"); }
  try { await (globalThis as any).fetch("http://127.0.0.1/"); seen.push("fetch:answered"); } catch (e) { seen.push("fetch:refused"); }
  return seen;
  // The host picks`,
    );
    const lab = await openLab(browser(), await toolLink(probe));
    await runLinked(lab.page);
    await stage(lab.page, 6);
    const seen = await lab.page.textContent('[data-testid="view-execution"]');
    expect(seen).toContain("storage:undefined");
    expect(seen).toContain("idb:refused");
    expect(seen).toContain("fetch:refused");
    expect(lab.failed).toEqual([]);
    await lab.close();
  });

  it("types exactly the globals of TypeScript's worker lib that the sandbox's worker really has", async () => {
    // The module reports every global with a value, as its own code sees them when it runs (one
    // name a file: the tool result clips a name past 300 characters, not the list).
    const probe = CHAPTER_TOOL_MODULE.replace(
      "// The host picks",
      `const names = new Set<string>();
  for (let at: object | null = globalThis; at !== null; at = Object.getPrototypeOf(at)) {
    for (const name of Object.getOwnPropertyNames(at)) if ((globalThis as Record<string, unknown>)[name] !== undefined) names.add(name);
  }
  return ["globals", ...[...names].sort(), "end"];
  // The host picks`,
    );
    const lab = await openLab(browser(), await toolLink(probe));
    await runLinked(lab.page);
    await stage(lab.page, 7);
    const result = (await lab.page.textContent('[data-testid="view-toolResult"]')) ?? "";
    const listed = /\["globals",(.*?),"end"\]/.exec(result)?.[1];
    if (!listed) throw new Error(`the probe's globals are not in the tool result: ${result.slice(0, 600)}`);
    const real = new Set(JSON.parse(`[${listed}]`) as string[]);
    const typed = globalValues((await labLibFileMap()).get("lib.webworker.d.ts")!);
    const typescripts = globalValues((await monacoLibFileMap())["lib.webworker.d.ts"]!);
    // Nothing typed that the sandbox lacks (fetch, navigator, service workers' own…), nothing it has left untyped.
    expect([...typed].filter((name) => !real.has(name))).toEqual([]);
    expect([...typescripts].filter((name) => real.has(name) && !typed.has(name))).toEqual([]);
    expect(real.has("fetch") || typed.has("fetch")).toBe(false);
    await lab.close();
  });

  it("opens a shared link read-only until the person runs it, and keeps their own version", async () => {
    const renamed = CHAPTER_TOOL_MODULE.replace('name: "list_download_files"', 'name: "list_files"');
    const lab = await openLab(browser(), await toolLink(renamed));
    const { page } = lab;
    await page.waitForSelector('[data-testid="editor-from-link"]');
    await page.waitForSelector('[data-testid="editor-ready"]');
    expect(await page.isDisabled('[data-testid="editor-play"]')).toBe(true);
    expect(await page.locator(".monaco-host .view-lines").textContent()).toContain('"list_files"');
    // Typing does nothing while it is read-only.
    await page.click(".monaco-host .view-lines");
    await page.keyboard.insertText("typed");
    expect(await page.locator(".monaco-host .view-lines").textContent()).not.toContain("typed");
    await page.click('[data-testid="editor-accept"]');
    await page.waitForSelector('[data-testid="learner-banner"]', { timeout: 30_000 });
    await waitForTrace(page);
    await stage(page, 4);
    // The model still calls list_download_files: with the tool renamed, that call is now unknown.
    expect(await page.getAttribute('[data-testid="view-gate"] [data-known]', "data-known")).toBe("false");
    // Now in the player, the URL names the tool being played (not the editor): a deep link into it.
    expect(new URL(page.url()).searchParams.get("edit")).toBeNull();
    expect(new URL(page.url()).searchParams.get("code")).toBeTruthy();
    await lab.close();
  });
});

describe("deep links while a learner's tool plays", () => {
  it("carry that version: another window opens it read-only, and running it replays the same way", async () => {
    const loose = CHAPTER_TOOL_MODULE.replace(/\n\s*pattern: .*\n/, "\n");
    const first = await openLab(browser(), await toolLink(loose, "missing-dot"));
    await runLinked(first.page);
    await stage(first.page, 6);
    const at = await counter(first.page);
    // A step's address is written just after its paint.
    await expect.poll(() => new URL(first.page.url()).searchParams.get("frame")).toBe(String(at.n));
    const deep = new URL(first.page.url());
    expect(deep.searchParams.get("frame")).toBe(String(at.n));
    expect(deep.searchParams.get("code")).toBeTruthy();
    expect(deep.searchParams.get("edit")).toBeNull();
    await first.close();
    const second = await openLab(browser(), deep.search);
    await runLinked(second.page);
    // The link's frame is the learner's replay's, not the chapter's shown before it ran.
    expect(await counter(second.page)).toEqual(at);
    expect(await narration(second.page)).toContain("filter “pdf”");
    await second.close();
  });
});

describe("the Stream lab", () => {
  it("opens a link to 100,000 brackets with its notice, parses nothing, and throws nothing", async () => {
    const code = await encodeShare({ kind: "stream", text: "[".repeat(100_000) });
    const lab = await openLab(browser(), `?scenario=happy-path&lang=en&edit=stream&code=${code}`);
    const { page } = lab;
    await page.waitForSelector('[data-testid="stream-blocked"]');
    expect(await page.textContent('[data-testid="stream-blocked"]')).toMatch(/^Nested 100,000 levels deep/);
    expect(await page.locator('[data-testid="stream-latest"], [data-testid="stream-table"]').count()).toBe(0);
    // A frame is painted after the notice: no parse holds the page.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("cuts any text pasted over the first example: a fresh Stream lab cuts every 4 characters", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&lang=en&edit=stream");
    const { page } = lab;
    await page.waitForSelector('[data-testid="stream-text"]');
    expect(await page.isChecked('input[name="cut-mode"][value="every"]')).toBe(true);
    const text = '{"extension": ".txt"}';
    await page.fill('[data-testid="stream-text"]', text);
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="stream-lab-step"]').length === n,
      Math.ceil(text.length / 4),
    );
    expect(lab.errors).toEqual([]);
    await lab.close();
  });

  it("labels the step of every piece of every example, and plays a stream", async () => {
    const lab = await openLab(browser(), "?scenario=happy-path&edit=stream");
    const { page } = lab;
    await page.waitForSelector('[data-testid="stream-text"]');
    const expected: Record<string, string[]> = {
      chapter: ["partial", "partial", "partial", "partial", "json"],
      "leading-space": ["empty", "partial", "partial", "json"],
      "raw-tab": ["partial", "repaired-json"],
      "bad-escape": ["partial", "repaired-json"],
      "bare-escape": ["partial-repaired"],
      "not-json": ["gave-up"],
    };
    const version = () => page.getAttribute(".piece-table", "data-version").then(Number);
    for (const [id, steps] of Object.entries(expected)) {
      // The table follows the text one frame later: wait for the version made from this example.
      const before = await version();
      await page.selectOption(".stream-lab select", id);
      await page.waitForFunction(
        (v) => Number(document.querySelector(".piece-table")?.getAttribute("data-version")) > v,
        before,
      );
      const shown = await page.$$eval('[data-testid="stream-lab-step"]', (els) =>
        els.map((e) => e.getAttribute("data-step")),
      );
      expect(shown, id).toEqual(steps);
    }
    const before = await version();
    await page.selectOption(".stream-lab select", "chapter");
    await page.waitForFunction(
      (v) => Number(document.querySelector(".piece-table")?.getAttribute("data-version")) > v,
      before,
    );
    expect(await page.getAttribute('[data-testid="stream-valid"]', "data-valid")).toBe("true");
    await page.click('[data-testid="editor-play"]');
    await waitForTrace(page);
    expect(new URL(page.url()).searchParams.get("scenario")).toBe("stream-lab");
    await stage(page, 3);
    await page.keyboard.press("ArrowRight");
    expect(await narration(page)).toBeTruthy();
    expect(lab.errors).toEqual([]);
    await lab.close();
  });
});
