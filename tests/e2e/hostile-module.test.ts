/**
 * Hostile tool modules in the Tool lab: forged messages, huge, cyclic and unreadable values, getters,
 * Proxies, symbols, prototype tricks, memory and timer bombs. After each, the page still steps and
 * the chapter's own tool still runs in a fresh sandbox.
 *
 * Most tests share one page, as a learner trying one module after another does: each pastes its
 * module over the Tool lab's text and runs it, so Monaco and TypeScript's worker start once for the
 * file instead of once a test (they were most of its CPU). Each test still asserts its own outcome,
 * checks that the module it pasted is the one that ran (the draft kept at Run), and counts only the
 * page errors since its own run. The two tests that need a page of their own (another scenario, and
 * the runs right after a memory bomb) open one from a link, as before.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeShare } from "../../src/playground/editors/share";
import { CHAPTER_TOOL_MODULE } from "../../src/sandbox/template";
import { counter, openLab, pasteOver, useBrowser, waitForTrace, type LabPage } from "./lab";

const browser = useBrowser();

/** The chapter's module with code put at the start of `execute` (before the folder is read). */
const atExecute = (code: string) => CHAPTER_TOOL_MODULE.replace("// The host picks", `${code}\n  // The host picks`);
/** The chapter's module with code at its top level (it runs while the module loads). */
const atLoad = (code: string) =>
  CHAPTER_TOOL_MODULE.replace("// §1 — the definition", `${code}\n// §1 — the definition`);

/** Runs of the chapter's tool right after the memory bomb: the ones its finding was about (see the test). */
const RUNS_AFTER_BOMB = 3;

const narration = (page: Page) => page.textContent('[data-testid="narration"]');

let sharedLab: LabPage | undefined;
beforeAll(async () => {
  sharedLab = await openLab(browser(), "?scenario=happy-path&lang=en");
}, 120_000);
afterAll(async () => sharedLab?.close());

/** A test's run on the shared page: the lab, and how many page errors there were before it. */
interface Run {
  lab: LabPage;
  errorsBefore: number;
}

/** Opens the lab with `source` linked in the Tool lab and accepts it (the module is checked, then played). */
async function openWith(source: string, scenario = "happy-path"): Promise<LabPage> {
  const lab = await openLab(
    browser(),
    `?scenario=${scenario}&lang=en&edit=tool&code=${await encodeShare({ kind: "tool", text: source })}`,
  );
  await lab.page.waitForSelector('[data-testid="editor-from-link"]');
  await lab.page.click('[data-testid="editor-accept"]');
  return lab;
}

/** Puts a learner's replay on screen back to the chapter's, so the next banner marks the next replay. */
async function learnerOff(page: Page): Promise<void> {
  if ((await page.locator('[data-testid="learner-banner"]').count()) === 0) return;
  await page.click('[data-testid="learner-off"]');
  await page.waitForSelector('[data-testid="learner-banner"]', { state: "detached" });
  await waitForTrace(page);
}

/** Opens the Tool lab (from the player, or where a refused module left it) and waits for its editor. */
async function openToolLab(page: Page): Promise<void> {
  await page.click('[data-testid="editor-open"][data-editor="tool"]');
  await page.waitForSelector('[data-editor-view="tool"] [data-testid="editor-ready"]', { timeout: 60_000 });
}

/**
 * Pastes `source` over the Tool lab's text on the shared page and runs it. The draft kept at Run is
 * the text that was checked and played, so it must be `source`: otherwise an earlier module ran.
 */
async function runPasted(source: string): Promise<Run> {
  if (!sharedLab) throw new Error("the shared page did not open");
  const lab = sharedLab;
  const { page } = lab;
  // Counted from here: the paste and the Tool lab's opening are this test's too.
  const errorsBefore = lab.errors.length;
  await learnerOff(page);
  await openToolLab(page);
  await page.click('[data-editor-view="tool"] .monaco-host .view-lines');
  await pasteOver(page, source);
  await page.click('[data-testid="editor-play"]');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("tool-call-lab:draft:tool") ?? "{}").text)).toBe(
    source,
  );
  return { lab, errorsBefore };
}

/** Waits for the replay with the learner's module and returns the narration of its execution stage. */
async function executionNarration(lab: LabPage): Promise<string> {
  await lab.page.waitForSelector('[data-testid="learner-banner"]', { timeout: 60_000 });
  await waitForTrace(lab.page);
  await lab.page.locator("main.workspace").focus();
  await lab.page.keyboard.press("6");
  return (await narration(lab.page)) ?? "";
}

/** Waits until the sandbox reports a problem with the module, and returns its words. */
async function moduleProblem(lab: LabPage): Promise<string> {
  const status = lab.page.locator('[data-testid="runner-status"][data-state="problem"]');
  await status.waitFor({ timeout: 60_000 });
  return (await status.textContent()) ?? "";
}

/**
 * Runs the chapter's unchanged module from the Tool lab and returns its execution narration. A
 * learner's replay on screen is put back to the chapter's first, so the banner marks the new one.
 */
async function runChapterModule(lab: LabPage): Promise<string> {
  const { page } = lab;
  await learnerOff(page);
  await openToolLab(page);
  await page.click('[data-testid="editor-reset"]');
  await page.click('[data-testid="editor-play"]');
  return executionNarration(lab);
}

/**
 * The page still steps, and the chapter's unchanged tool runs in a fresh sandbox; nothing went wrong
 * on the page since the run (`errorsBefore`: the shared page's errors are counted from there).
 */
async function stillWorks(lab: LabPage, errorsBefore = 0): Promise<void> {
  const { page } = lab;
  // A refused module leaves the Tool lab on screen; the player's keys act once the player is back.
  const player = page.locator('[data-testid="editor-close"][aria-pressed="false"]').first();
  if ((await player.count()) > 0 && (await player.isVisible())) await player.click();
  await page.locator("main.workspace").focus();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="frame-counter"]')?.textContent?.startsWith("2 /"),
  );
  expect(await runChapterModule(lab)).toContain("Your execute() ran");
  expect(lab.errors.slice(errorsBefore)).toEqual([]);
}

describe("forged messages", () => {
  it("a module that posts a forged null result itself cannot: the call is a throw, and the replay finishes", async () => {
    const { lab, errorsBefore } = await runPasted(
      atExecute(
        `(self as any).postMessage({ type: "executed", id: 2, run: null });\n  await new Promise((r) => setTimeout(r, 50));`,
      ),
    );
    expect(await executionNarration(lab)).toMatch(/Your execute\(\) threw: “TypeError: .*postMessage/);
    await stillWorks(lab, errorsBefore);
  });

  it("a forged load answer naming the tool with an object is never played", async () => {
    const { lab, errorsBefore } = await runPasted(
      atLoad(
        `const proto: any = Object.getPrototypeOf(Object.getPrototypeOf(self));\n(proto.postMessage ?? (self as any).postMessage).call(self, { type: "loaded", id: 1, ok: true, definition: { name: { evil: 1 }, description: "", parameters: {} } });`,
      ),
    );
    expect(await moduleProblem(lab)).toContain("Your module threw while loading");
    await stillWorks(lab, errorsBefore);
  });

  it("postMessage, fetch and navigator are gone from the worker's prototypes too, and so are WebSocketStream, FontFace and Notification", async () => {
    const probe = atExecute(`const seen: string[] = [];
  for (let o: any = self; o; o = Object.getPrototypeOf(o)) for (const k of ["fetch", "navigator", "indexedDB", "postMessage", "close", "fonts"]) if (Object.getOwnPropertyDescriptor(o, k)?.get || typeof Object.getOwnPropertyDescriptor(o, k)?.value === "function") seen.push(k);
  for (const k of ["WebSocketStream", "FontFace", "Notification", "fetch", "navigator"]) if ((self as any)[k] !== undefined) seen.push(k);
  return ["found:" + (seen.join(",") || "nothing")];`);
    const { lab, errorsBefore } = await runPasted(probe);
    await executionNarration(lab);
    expect(await lab.page.textContent('[data-testid="view-execution"]')).toContain("found:nothing");
    await stillWorks(lab, errorsBefore);
  });

  it("overriding Array.prototype.push and map does not forge the audit of the folder read", async () => {
    const forger = atExecute(`const push = Array.prototype.push, map = Array.prototype.map;
  Array.prototype.push = function () { return 0; } as any;
  Array.prototype.map = function () { return [{ at: 0, op: "readdir", path: "/etc/forged", withFileTypes: true, outcome: "ok", durationMs: 0, entries: 99 }]; } as any;
  try { await readdir(desktopPaths.downloads, { withFileTypes: true, signal }); } finally { Array.prototype.push = push; Array.prototype.map = map; }
  return ["done"];`);
    const { lab, errorsBefore } = await runPasted(forger);
    await executionNarration(lab);
    const audit = await lab.page.textContent('[data-testid="view-execution"]');
    expect(audit).not.toContain("/etc/forged");
    expect(audit).toContain("readdir");
    await stillWorks(lab, errorsBefore);
  });
});

describe("a module that never finishes loading", () => {
  it("shows the seconds it has loaded against the load limit, ticking while it loads", async () => {
    const lab = await openWith(atLoad("while (true) {}"));
    // A second passes while it loads, and the status says so beside the limit; closing the page ends it.
    await lab.page.waitForFunction(
      () =>
        /… [1-9]\d* s \(stopped at 10 s\)/.test(
          document.querySelector('[data-testid="runner-status"]')?.textContent ?? "",
        ),
      undefined,
      { timeout: 30_000 },
    );
    await lab.close();
  });
});

describe("definitions the providers would refuse", () => {
  it("a tool name over 64 characters is refused at load, in words", async () => {
    const { lab, errorsBefore } = await runPasted(
      CHAPTER_TOOL_MODULE.replace('name: "list_download_files"', `name: "${"n".repeat(65)}"`),
    );
    expect(await moduleProblem(lab)).toContain("providers accept 1 to 64");
    await stillWorks(lab, errorsBefore);
  });

  it("a tool whose name and description sit on its prototype is refused (own keys only)", async () => {
    const { lab, errorsBefore } = await runPasted(
      CHAPTER_TOOL_MODULE.replace(
        "export const tool: Tool<typeof parameters> = {",
        'export const tool: Tool<typeof parameters> = { __proto__: { name: "list_download_files", description: "x" } as any,',
      ).replace(/\n {2}name: .*\n {2}description: .*\n/, "\n"),
    );
    expect(await moduleProblem(lab)).toContain("`tool` needs a string name");
    await stillWorks(lab, errorsBefore);
  });

  it("a schema nested 3,000 deep is refused at load, not a page error", async () => {
    const deep = CHAPTER_TOOL_MODULE.replace(
      "  parameters,\n};",
      '  parameters: (() => { let s: any = { type: "string" }; for (let i = 0; i < 3000; i++) s = { type: "object", properties: { a: s } }; return s; })(),\n};',
    );
    const { lab, errorsBefore } = await runPasted(deep);
    expect(await moduleProblem(lab)).toContain("deeper than 64 levels");
    await stillWorks(lab, errorsBefore);
  });
});

describe("values the lab cannot read", () => {
  it("a cyclic returned value is a problem frame, and the replay finishes", async () => {
    const { lab, errorsBefore } = await runPasted(atExecute(`const a: any[] = ["x.pdf"]; a.push(a); return a;`));
    expect(await executionNarration(lab)).toContain(
      "Your module sent something the lab cannot read: execute() returned a value that contains itself",
    );
    await stillWorks(lab, errorsBefore);
  });

  it("a returned getter is never called", async () => {
    const { lab, errorsBefore } = await runPasted(
      atExecute(`return { get files(): string[] { while (true) {} } } as any;`),
    );
    expect(await executionNarration(lab)).toContain("cannot read: execute() returned a getter (“files”)");
    await stillWorks(lab, errorsBefore);
  });

  it("a Proxy whose traps throw is unreadable, not a throw of the runner", async () => {
    const { lab, errorsBefore } = await runPasted(
      atExecute(`return new Proxy(["a.pdf"], { ownKeys() { throw new Error("trap"); } }) as any;`),
    );
    expect(await executionNarration(lab)).toContain("cannot read: execute() returned a value whose reading threw");
    await stillWorks(lab, errorsBefore);
  });

  it("a returned symbol is unreadable", async () => {
    const { lab, errorsBefore } = await runPasted(atExecute(`return [Symbol("pdf")] as any;`));
    expect(await executionNarration(lab)).toContain("cannot read: execute() returned a symbol");
    await stillWorks(lab, errorsBefore);
  });

  it("a thrown object without a prototype is reported as a throw at once, not as stopped after 2 s", async () => {
    const { lab, errorsBefore } = await runPasted(atExecute(`throw Object.create(null);`));
    expect(await executionNarration(lab)).toContain("Your execute() threw: “an object that is not an Error”");
    await stillWorks(lab, errorsBefore);
  });
});

describe("huge values are cut, and the frame says so", () => {
  it("200,000 returned names: 10,000 are kept", async () => {
    const { lab, errorsBefore } = await runPasted(
      atExecute(`return Array.from({ length: 200000 }, (_, i) => "file-" + i + ".pdf");`),
    );
    const said = await executionNarration(lab);
    expect(said).toContain("so the list was cut");
    expect(said).toContain("the 10000 names that were kept");
    await stillWorks(lab, errorsBefore);
  });

  it("a 5 MB returned name is cut to 4,096 characters", async () => {
    const { lab, errorsBefore } = await runPasted(atExecute(`return ["n".repeat(5_000_000)];`));
    expect(await executionNarration(lab)).toContain("so the list was cut");
    expect(await lab.page.textContent('[data-testid="view-execution"]')).not.toContain("n".repeat(4097));
    await stillWorks(lab, errorsBefore);
  });
});

describe("a fair clock", () => {
  it("after a stopped call, a 1.5 s call runs in a fresh, loaded worker and is not reported as stopped", async () => {
    // two-calls: the first call (".pdf") never ends; the second (".PDF") takes 1.5 s.
    const lab = await openWith(
      atExecute(
        `if (args.extension === ".pdf") while (true) {}\n  const t = Date.now(); while (Date.now() - t < 1500) {}`,
      ),
      "two-calls",
    );
    expect(await executionNarration(lab)).toContain("was stopped after 2 s");
    await lab.page.keyboard.press("ArrowRight");
    await expect.poll(() => narration(lab.page)).toContain("Your execute() ran");
    await stillWorks(lab);
    await lab.close();
  });

  it("a timer bomb left behind by a call does not stop the chapter's tool", async () => {
    const { lab, errorsBefore } = await runPasted(
      atExecute(
        `setTimeout(function spin() { setTimeout(spin, 0); const t = Date.now(); while (Date.now() - t < 500) {} }, 0);`,
      ),
    );
    expect(await executionNarration(lab)).toContain("Your execute() ran");
    await stillWorks(lab, errorsBefore);
  });

  /**
   * Written for issue 19's finding: right after a memory-heavy module, the chapter's own tool failed
   * with "did not finish loading within 2 s", because its sandbox's start and load were counted in
   * the call's 2 s while the browser was still freeing the bomb's heap. Those are the runs right
   * after the bomb, the slowest ones; later runs go down the same path on a page that has settled,
   * so they repeated the first few (fifty were once run here). The clock's fairness itself, a call
   * whose time is not charged with its fresh worker's load, is the 1.5 s test above.
   */
  it(`right after a memory bomb, the unchanged chapter tool passes ${RUNS_AFTER_BOMB} runs in a row`, async () => {
    const bomb = atExecute(
      `const hoard: number[][] = []; for (;;) hoard.push(new Array(1_000_000).fill(hoard.length));`,
    );
    const lab = await openWith(bomb);
    expect(await executionNarration(lab)).toMatch(/stopped after 2 s|threw/);
    const outcomes: string[] = [];
    for (let run = 0; run < RUNS_AFTER_BOMB; run++) {
      const said = await runChapterModule(lab);
      outcomes.push(said.includes("Your execute() ran") ? "ran" : said);
    }
    expect(outcomes.filter((o) => o !== "ran")).toEqual([]);
    expect((await counter(lab.page)).total).toBeGreaterThan(10);
    expect(lab.errors).toEqual([]);
    await lab.close();
  }, 300_000);
});
