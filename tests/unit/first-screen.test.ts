/**
 * The pre-rendered first screen's rules (`src/playground/start/first-screen*.ts`) and how the build
 * writes it into index.html (`scripts/build/first-screen.ts`, `prerender.ts`). That the screen is the
 * app's own is the browser test's (`tests/e2e/first-screen.test.ts`).
 */
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferredCss, FIRST_SCREEN_SLOT, withAppCodeLater, withFirstScreen } from "../../scripts/build/first-screen";
import { changesBetween, VARIANTS, type FirstScreens } from "../../scripts/build/prerender";
import { inlineScript } from "../../scripts/build/inline-script";
import { firstScreenVariant } from "../../src/playground/start/first-screen-variant";
import { variantName } from "../../src/playground/start/first-screen";
import type { StorageLike } from "../../src/playground/state/storage";

/** A storage holding `keys`; `broken` makes every read throw. */
function storageWith(keys: string[], broken = false): StorageLike {
  const fail = () => {
    throw new Error("blocked");
  };
  return {
    getItem: broken ? fail : () => null,
    setItem: () => undefined,
    removeItem: () => undefined,
    key: broken ? fail : (i) => keys[i] ?? null,
    get length() {
      return broken ? fail() : keys.length;
    },
  };
}

/** The browser as a first visit meets it: its languages, and what its media queries match. */
function browserAs(languages: string[], matching: string[] = []) {
  vi.stubGlobal("navigator", { languages });
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: matching.includes(query) }));
}

afterEach(() => void vi.unstubAllGlobals());

const APP_CODE_HEAD = fileURLToPath(new URL("../../src/playground/start/app-code-head.ts", import.meta.url));

describe("which first screen a page shows", () => {
  it("a plain visit with nothing kept: the browser's language, the system's theme, the page's width", () => {
    browserAs(["zh-CN", "en"], ["(prefers-color-scheme: dark)", "(max-width: 900px)"]);
    expect(firstScreenVariant("", storageWith([]), storageWith([]))).toEqual({
      lang: "zh-CN",
      theme: "dark",
      narrow: true,
    });
  });

  it("a link with a query opens where it points: no pre-rendered screen", () => {
    browserAs(["en"]);
    expect(firstScreenVariant("?lang=en", storageWith([]), undefined)).toBeUndefined();
  });

  it("anything the lab kept in this browser, in either storage, may change the screen: none", () => {
    browserAs(["en"]);
    expect([
      firstScreenVariant("", storageWith(["tool-call-lab:started:v1"]), undefined),
      firstScreenVariant("", undefined, storageWith(["tool-call-lab:present:clock"])),
    ]).toEqual([undefined, undefined]);
  });

  it("another site's keys, a blocked storage or none at all keep nothing of the lab's: a first visit", () => {
    browserAs(["en-GB"]);
    const first = { lang: "en", theme: "light", narrow: false };
    expect([
      firstScreenVariant("?", storageWith(["other:key"]), undefined),
      firstScreenVariant("", storageWith([], true), storageWith([], true)),
      firstScreenVariant("", undefined, undefined),
    ]).toEqual([first, first, first]);
  });
});

/** A build's screens, with `root` for each language. */
function screens(root = "<main>1 / 44</main>"): FirstScreens {
  return {
    screens: {
      en: { root, beside: "<div><dialog></dialog></div>", page: {} },
      "zh-CN": { root, beside: "", page: {} },
    },
    variants: Object.fromEntries(
      VARIANTS.map((v) => [variantName(v), { changes: [[[0, 0], "title", "</script><b>"]], page: { lang: v.lang } }]),
    ),
  };
}

const HTML = `<html><head><title>Tool Call Lab</title></head><body><div id="root"></div>${FIRST_SCREEN_SLOT}<script>words()</script></body></html>`;

describe("the first screen in index.html", () => {
  it("goes in its slot: the styles, a template per language, the changes and the stamp", () => {
    const html = withFirstScreen(HTML, screens(), ".a{color:red}", "stamp()");
    const body = html.slice(html.indexOf("<body>"));
    const order = [
      '<div id="root">',
      '<template id="first-screen-style"><style>.a{color:red}</style></template>',
      '<template id="first-screen-zh-CN">',
      '<template id="first-screen-en"><div><main>1 / 44</main></div><div><div><dialog></dialog></div></div></template>',
      'id="first-screen-changes"',
      "<script>stamp()</script>",
      "<script>words()</script>",
    ];
    const at = order.map((part) => body.indexOf(part));
    expect(at.every((i) => i >= 0) && at.every((i, k) => k === 0 || i > at[k - 1]!)).toBe(true);
  });

  it("writes the changes as JSON no text in them can end its script early", () => {
    const html = withFirstScreen(HTML, screens(), "", "");
    const json = html.slice(
      html.indexOf('id="first-screen-changes">') + 'id="first-screen-changes">'.length,
      html.indexOf("</script>", html.indexOf('id="first-screen-changes"')),
    );
    expect(JSON.parse(json)["en/dark/narrow"].changes[0][2]).toBe("</script><b>");
  });

  it("refuses a screen or styles that would end their element early, and a page with no slot", () => {
    const fails = (run: () => string) => {
      try {
        run();
        return "written";
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect([
      fails(() => withFirstScreen(HTML, screens("<p></template>"), "", "")),
      fails(() => withFirstScreen(HTML, screens(), "a{}</style>", "")),
      fails(() => withFirstScreen("<body></body>", screens(), "", "")),
    ]).toEqual([
      'the first screen holds "</template", which would end its element early',
      'the first screen holds "</style", which would end its element early',
      `index.html has no ${FIRST_SCREEN_SLOT} for the first screen`,
    ]);
  });

  it("takes the styles from the stylesheets the built page links as deferred, in their order", () => {
    const dir = mkdtempSync(join(tmpdir(), "first-screen-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets", "a.css"), ".a{}");
    writeFileSync(join(dir, "assets", "b.css"), ".b{}");
    const html =
      '<link rel="stylesheet" media="print" data-deferred-style crossorigin href="./assets/b.css"><link rel="stylesheet" media="print" data-deferred-style crossorigin href="./assets/a.css">';
    expect(deferredCss(html, dir)).toBe(".b{}\n.a{}");
  });
});

describe("a variant's changes to its language's screen", () => {
  const screen = (root: string, beside = "") => ({ root, beside, page: {} });
  it("are the attributes and texts that differ, by their path from the two parts", () => {
    const base = screen(
      '<p class="a" title="light">Hi</p><details open><summary>x</summary></details>',
      "<div><dialog></dialog></div>",
    );
    const dark = screen(
      '<p class="a" title="dark">Hi</p><details><summary>y</summary></details>',
      '<div><dialog lang="en"></dialog></div>',
    );
    expect(changesBetween(base, dark)).toEqual([
      [[0, 0], "title", "dark"],
      [[0, 1], "open", null],
      [[0, 1, 0, 0], "#text", "y"],
      [[1, 0, 0], "lang", "en"],
    ]);
  });

  it("are refused where the two differ in structure", () => {
    expect(() => changesBetween(screen("<p>a</p>"), screen("<p>a</p><p>b</p>"))).toThrow(
      "the first screen's variants differ in structure at 0: div vs div",
    );
  });
});

describe("the app's code on a page with a first screen", () => {
  const BUILT =
    '<head><script type="module" crossorigin src="./assets/index.js"></script><link rel="modulepreload" crossorigin href="./assets/a.js"><link rel="stylesheet" href="./x.css"><link rel="modulepreload" crossorigin href="./assets/t.js" data-first-traces></head>';
  const JSON_TAG =
    '<script type="application/json" id="first-screen-app-code">{"entry":"./assets/index.js","preload":["./assets/a.js","./assets/t.js"],"traces":["./assets/t.js"]}</script>';
  it("leaves the head with the JSON naming the entry, every preload and the first traces, and the loader, where the entry was", () => {
    expect(withAppCodeLater(BUILT, "load()")).toBe(
      `<head>${JSON_TAG}<script>load()</script><link rel="stylesheet" href="./x.css"></head>`,
    );
  });

  // The real head script, bundled once for the cases below.
  let head: Promise<string> | undefined;
  /**
   * Runs the head script on a page opened with `search` whose app code is `json`: what it added to
   * the head, the URLs it fetched (`frame` answers them; by default the network is down) and the
   * timers it set.
   */
  function runHead(script: string, search: string, json: string, frame = () => Promise.reject(new Error("offline"))) {
    const added: { rel?: string; href?: string; src?: string }[] = [];
    const fetched: string[] = [];
    const timers: [() => void, number][] = [];
    runInNewContext(script, {
      document: {
        getElementById: (id: string) => (id === "first-screen-app-code" ? { textContent: json } : null),
        // The entry's script, once put in (the code goes in once).
        querySelector: () => added.find((n) => n.src) ?? null,
        createElement: () => ({ setAttribute: () => undefined }),
        head: { append: (node: (typeof added)[number]) => added.push(node) },
        dispatchEvent: () => true,
      },
      Event,
      fetch: (url: string) => (fetched.push(url), frame()),
      setTimeout: (run: () => void, ms: number) => timers.push([run, ms]),
      location: { search },
      localStorage: storageWith([]),
      sessionStorage: storageWith([]),
      URLSearchParams,
      matchMedia: () => ({ matches: false }),
    });
    return { added, fetched, timers };
  }
  it.each<[string, string[]]>([
    ["?scenario=two-calls&lang=zh-CN&frame=5", ["./assets/a.js"]],
    ["?scenario=happy-path&frame=3", ["./assets/a.js", "./assets/t.js"]],
    ["?frame=3", ["./assets/a.js", "./assets/t.js"]],
    ["", []],
  ])(
    "puts the code in at once on any visit but a plain one, the first traces only where the happy path opens (%j)",
    async (search, preloads) => {
      const { added } = runHead(await (head ??= inlineScript(APP_CODE_HEAD)), search, JSON_TAG.replace(/<[^>]*>/g, ""));
      expect(added.filter((n) => n.rel === "modulepreload").map((n) => n.href)).toEqual(preloads);
      expect(added.filter((n) => n.src).map((n) => n.src)).toEqual(search ? ["./assets/index.js"] : []);
    },
    30_000,
  );
  it("on a link to a pre-rendered frame, asks for the frame first and the code once it cannot be had, or is slow", async () => {
    const json = JSON.stringify({
      entry: "./assets/index.js",
      preload: [],
      traces: [],
      links: { folder: "./links/h/", frames: { "zh-CN/two-calls": 53, "en/two-calls": 53 } },
    });
    const script = await (head ??= inlineScript(APP_CODE_HEAD));
    const link = "?scenario=two-calls&lang=zh-CN&frame=5";
    const down = runHead(script, link, json);
    expect({ fetched: down.fetched, atOnce: down.added.length }).toEqual({
      fetched: ["./links/h/zh-CN/two-calls/5.json"],
      atOnce: 0,
    });
    await new Promise((done) => setTimeout(done, 0));
    expect(down.added.map((n) => n.src).filter(Boolean)).toEqual(["./assets/index.js"]);
    // A frame that never comes: the code goes in when the wait is over, once.
    const stalled = runHead(script, link, json, () => new Promise(() => undefined));
    await new Promise((done) => setTimeout(done, 0));
    expect(stalled.added).toEqual([]);
    expect(stalled.timers.map(([, ms]) => ms)).toEqual([2000]);
    stalled.timers.forEach(([run]) => run());
    stalled.timers.forEach(([run]) => run());
    expect(stalled.added.map((n) => n.src).filter(Boolean)).toEqual(["./assets/index.js"]);
  }, 30_000);

  it("refuses a page with no module script, or two", () => {
    const two = BUILT.replace("</head>", '<script type="module" crossorigin src="./b.js"></script></head>');
    expect(
      [() => withAppCodeLater("<head></head>", ""), () => withAppCodeLater(two, "")].map((f) =>
        (() => {
          try {
            f();
            return "ok";
          } catch (e) {
            return (e as Error).message;
          }
        })(),
      ),
    ).toEqual([
      "the built index.html has 0 module scripts; the first screen expects one",
      "the built index.html has 2 module scripts; the first screen expects one",
    ]);
  });
});
