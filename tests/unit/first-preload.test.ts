/**
 * The built page asks for its first frame's words and traces while its HTML is parsed
 * (`scripts/build/first-preload.ts`): the files are the budget's own reading of the bundle, and the
 * inline script — the real one, bundled from `start/preload-words.ts` — asks for the language the
 * app itself opens in (`pageLang`, which reads the link's `lang` as `readLocation` does).
 */
import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { firstFrameFiles } from "../../scripts/build/bundle-budget";
import { preloadWordsScript, withFirstPreloads } from "../../scripts/build/first-preload";
import { linkLang, pageLang } from "../../src/playground/state/opening-lang";
import { readLocation } from "../../src/playground/state/location";
import type { StorageLike } from "../../src/playground/state/storage";
import { APP_CODE_ID, APP_CODE_INSERTED } from "../../src/playground/start/first-screen";

const chunk = (imports: string[], moduleIds: string[] = [], isEntry = false) => ({
  type: "chunk" as const,
  isEntry,
  code: "",
  imports,
  moduleIds,
});

/** A storage holding `items`. */
function storageOf(items: Record<string, string>): StorageLike {
  return {
    getItem: (k) => items[k] ?? null,
    setItem: () => undefined,
    removeItem: () => undefined,
    key: (i) => Object.keys(items)[i] ?? null,
    length: Object.keys(items).length,
  };
}

const PREFS = "tool-call-lab:prefs:v1";
const WORDS = {
  en: ["./assets/catalog-en.js", "./assets/shared.js"],
  "zh-CN": ["./assets/catalog-zh-CN.js", "./assets/shared.js"],
};

/**
 * Runs the inline script as the page would, from the head, and returns the links it added: `atOnce`
 * before the page's HTML is parsed, `parsed` by the time it is (`DOMContentLoaded`), `withAppCode`
 * once the app's code is asked for too (`APP_CODE_INSERTED`). `appCode` is the page's `AppCode` JSON.
 */
function runInHead(
  script: string,
  search: string,
  items: Record<string, string>,
  languages: string[],
  appCode?: string,
) {
  const head: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const listeners: [string, () => void][] = [];
  const document = {
    createElement: () => ({ rel: "", href: "", crossOrigin: null }),
    head: { append: (l: (typeof head)[number]) => head.push(l) },
    getElementById: (id: string) => (id === APP_CODE_ID && appCode ? { textContent: appCode } : null),
    addEventListener: (type: string, listener: () => void) => void listeners.push([type, listener]),
  };
  const fire = (type: string) => listeners.filter(([t]) => t === type).forEach(([, listener]) => listener());
  runInNewContext(script, {
    document,
    location: { search },
    localStorage: storageOf(items),
    sessionStorage: storageOf({}),
    navigator: { languages },
    URLSearchParams,
  });
  const atOnce = [...head];
  fire("DOMContentLoaded");
  const parsed = [...head];
  fire(APP_CODE_INSERTED);
  return { atOnce, parsed, withAppCode: head };
}

/** The links the script has added once the page is parsed. */
const runInPage = (...args: Parameters<typeof runInHead>) => runInHead(...args).parsed;

describe("the first frame's preloads", () => {
  it("name each language's words, the first traces and each built-in's traces with what they import beyond the first chunk", () => {
    const { words, traces, scenarios } = firstFrameFiles({
      "index.js": chunk(["shared-ui.js"], ["/p/src/playground/main.tsx"], true),
      "shared-ui.js": chunk([]),
      "catalog-en.js": chunk(["shared.js", "shared-ui.js"], ["/p/src/i18n/catalog-en.ts"]),
      "catalog-zh-CN.js": chunk(["shared.js"], ["/p/src/i18n/catalog-zh-CN.ts"]),
      "shared.js": chunk([]),
      "first-traces.js": chunk([], ["\0virtual:first-traces"]),
      "two-calls.js": chunk(["shared-ui.js", "shared.js"], ["\0virtual:scenario-trace/en/two-calls"]),
      "sdk.js": chunk([], ["/p/node_modules/sdk/index.js"]),
    });
    expect(Object.fromEntries(words)).toEqual({
      en: ["catalog-en.js", "shared.js"],
      "zh-CN": ["catalog-zh-CN.js", "shared.js"],
    });
    expect(traces).toEqual(["first-traces.js"]);
    expect(Object.fromEntries(scenarios)).toEqual({ "en/two-calls": ["two-calls.js", "shared.js"] });
  });

  it("put the traces' links and the words' script at the end of the head", () => {
    const html = withFirstPreloads(
      "<html><head><title>x</title></head><body><div id=root>shell</div></body></html>",
      ["./assets/t.js"],
      "go()",
    );
    expect(html).toBe(
      '<html><head><title>x</title><link rel="modulepreload" crossorigin href="./assets/t.js" data-first-traces><script>go()</script></head><body><div id=root>shell</div></body></html>',
    );
  });

  it("ask at once on a shared link, and once the page is parsed on a first, plain visit", async () => {
    const withScenarios = await preloadWordsScript(WORDS, { "en/two-calls": ["./assets/two-calls.js"] });
    const link = runInHead(withScenarios, "?scenario=two-calls&lang=en", {}, ["en"]);
    expect(link.atOnce.map((l) => l.href)).toEqual([...WORDS.en, "./assets/two-calls.js"]);
    const plain = runInHead(withScenarios, "", {}, ["en"]);
    expect(plain.atOnce).toEqual([]);
    expect(plain.parsed.map((l) => l.href)).toEqual(WORDS.en);
    // Something kept from an earlier visit: no pre-rendered screen waits, so at once.
    const kept = runInHead(withScenarios, "", { [PREFS]: JSON.stringify({ lang: "en" }) }, ["en"]);
    expect(kept.atOnce.map((l) => l.href)).toEqual(WORDS.en);
  }, 30_000);

  it("ask on a link to a pre-rendered frame once the app's code is asked for, after the frame", async () => {
    const withScenarios = await preloadWordsScript(WORDS, { "en/two-calls": ["./assets/two-calls.js"] });
    const code = JSON.stringify({
      entry: "./assets/index.js",
      preload: [],
      traces: [],
      links: { folder: "./links/h/", frames: { "zh-CN/two-calls": 53, "en/two-calls": 53 } },
    });
    const link = runInHead(withScenarios, "?scenario=two-calls&lang=en&frame=5", {}, ["en"], code);
    expect(link.parsed).toEqual([]);
    expect(link.withAppCode.map((l) => l.href)).toEqual([...WORDS.en, "./assets/two-calls.js"]);
    // A link the build pre-renders nothing for (a fault) asks at once.
    const faulted = runInHead(withScenarios, "?scenario=two-calls&faults=bad-arguments", {}, ["en"], code);
    expect(faulted.atOnce.map((l) => l.href)).toEqual([...WORDS.en, "./assets/two-calls.js"]);
  }, 30_000);

  // The real inline script, bundled once for the cases below.
  let script: Promise<string> | undefined;
  it.each<[string, Record<string, string>, string[], keyof typeof WORDS]>([
    ["", {}, ["en-US"], "en"],
    ["", {}, ["zh-CN", "en"], "zh-CN"],
    ["?lang=zh", {}, ["en-US"], "zh-CN"],
    ["?lang=en", { [PREFS]: JSON.stringify({ lang: "zh-CN" }) }, ["zh-CN"], "en"],
    ["?lang=klingon", { [PREFS]: JSON.stringify({ lang: "zh-CN" }) }, ["en"], "zh-CN"],
    ["?scenario=truncated", { [PREFS]: "{not json" }, ["zh-TW"], "zh-CN"],
  ])(
    "ask for the words of the language the app opens in (%j, kept %j, browser %j: %s)",
    async (search, items, languages, lang) => {
      vi.stubGlobal("navigator", { languages });
      // The app's own reading of the same page, beside the script's.
      expect(pageLang(search, storageOf(items))).toBe(lang);
      vi.unstubAllGlobals();
      const added = runInPage(await (script ??= preloadWordsScript(WORDS)), search, items, languages);
      expect(added.map((l) => l.href)).toEqual(WORDS[lang]);
      expect(added.every((l) => l.rel === "modulepreload" && l.crossOrigin === "")).toBe(true);
    },
    30_000,
  );

  it.each<[string, string[]]>([
    ["?scenario=two-calls&lang=en&frame=5", [...WORDS.en, "./assets/two-calls.js"]],
    ["?scenario=two-calls&lang=zh-CN&frame=5", [...WORDS["zh-CN"], "./assets/two-calls.zh-CN.js"]],
    ["?scenario=nope&lang=en", WORDS.en],
    ["?scenario=__proto__&lang=en", WORDS.en],
    ["?lang=en", WORDS.en],
  ])(
    "ask for a shared link's built-in's traces in the page's language beside the words (%j)",
    async (search, files) => {
      const withScenarios = await preloadWordsScript(WORDS, {
        "en/two-calls": ["./assets/two-calls.js"],
        "zh-CN/two-calls": ["./assets/two-calls.zh-CN.js"],
      });
      expect(runInPage(withScenarios, search, {}, ["en"]).map((l) => l.href)).toEqual(files);
    },
    30_000,
  );

  it.each([
    "",
    "?lang=en",
    "?lang=zh",
    "?lang=zh-Hans",
    "?lang=EN-gb",
    "?lang=",
    "?lang=fr",
    "?lang=en&lang=zh",
    "?frame=3&lang=zh-CN",
  ])("read a link's language as the link reader does (%j)", (search) => {
    expect(linkLang(search)).toBe(readLocation(search).location.lang);
  });
});
