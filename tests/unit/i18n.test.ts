import { describe, expect, it } from "vitest";
import { catalogs, isMessageKey, message } from "../../src/i18n";
import { BUILT_IN_IDS } from "../../src/scenarios";
import { FAULT_IDS } from "../../src/engine";
import { play } from "./helpers";
import { framesOf } from "../../src/engine/trace/frame-store";
import { placeholderNames } from "../../src/text/template";
import { catalogEn } from "../../src/i18n/catalog-en";
import { catalogZhCN } from "../../src/i18n/catalog-zh-CN";
import { lensEn } from "../../src/i18n/lens";

// A plural choice `{n, plural, one {# call} other {# calls}}` counts as its number's placeholder `n`.
const placeholders = (text: string) => placeholderNames(text);

describe("catalogs", () => {
  it("the page's first catalogs leave the lens's sentences to the lens, and the registry answers both", () => {
    const lensKeys = Object.keys(lensEn);
    expect(lensKeys.length).toBeGreaterThan(20);
    for (const page of [catalogEn, catalogZhCN]) expect(lensKeys.filter((k) => Object.hasOwn(page, k))).toEqual([]);
    expect(lensKeys.every(isMessageKey)).toBe(true);
    expect(message("en", "lens.same")).toBe(lensEn["lens.same"]);
  });

  it("have the same keys and the same placeholders in both languages, none empty", () => {
    expect(Object.keys(catalogs["zh-CN"]).sort()).toEqual(Object.keys(catalogs.en).sort());
    for (const [key, text] of Object.entries(catalogs.en)) {
      const zh = catalogs["zh-CN"][key as keyof typeof catalogs.en];
      expect(text.trim(), key).not.toBe("");
      expect(zh.trim(), key).not.toBe("");
      expect(placeholders(zh), key).toEqual(placeholders(text));
    }
  });

  it("the Chinese catalog is really Chinese, apart from names kept as they are", () => {
    // API, product and type names read the same in both languages.
    const names = [
      "ui.provider",
      "ui.provider.anthropic-messages",
      "ui.provider.openai-responses",
      "ui.provider.openai-completions",
      "ui.provider.google-generative-ai",
      "ui.ctx.title",
      "ui.result.json",
      "ui.seq.readdir",
      "ui.val.format.schema",
      "ui.val.format.parse",
      "ui.ctx.tools-added",
    ];
    const untranslated = Object.entries(catalogs["zh-CN"])
      // A join (placeholders and punctuation only, as "{who}：{text}") holds no words to translate.
      .filter(([, zh]) => /\p{L}/u.test(zh.replace(/\{\w+\}/g, "")))
      .filter(([key, zh]) => !names.includes(key) && !/[\u4e00-\u9fff]/.test(zh))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
    for (const key of names)
      expect(catalogs["zh-CN"][key as keyof typeof catalogs.en]).toBe(catalogs.en[key as keyof typeof catalogs.en]);
  });

  // One test per scenario: all of them in one test timed out on a loaded two-core machine.
  for (const id of BUILT_IN_IDS)
    it(`every narration key ${id} uses exists, and every parameter it needs is given`, async () => {
      {
        for (const fault of [undefined, ...FAULT_IDS]) {
          const trace = await play(id, fault ? [fault] : []);
          for (const f of framesOf(trace)) {
            expect(isMessageKey(f.narration.key), `${id} ${fault}: ${f.narration.key}`).toBe(true);
            for (const lang of ["en", "zh-CN"] as const)
              expect(message(lang, f.narration.key, f.narration.params), `${lang} ${f.narration.key}`).not.toMatch(
                /\{\w+\}/,
              );
            for (const line of f.recap?.lines ?? []) {
              expect(isMessageKey(line.key), `${id} ${fault}: ${line.key}`).toBe(true);
              for (const lang of ["en", "zh-CN"] as const)
                expect(message(lang, line.key, line.params), `${lang} ${line.key}`).not.toMatch(/\{\w+\}/);
            }
          }
        }
      }
    }, 30_000);

  it("an unknown key shows itself rather than nothing", () => {
    expect(message("en", "no.such.key")).toBe("no.such.key");
  });
});

describe("the editors' words", () => {
  it("say the same things in both languages, and every key an editor view uses exists", async () => {
    const { editorCatalogs, editorText } = await import("../../src/playground/editors/words");
    const { readdirSync, readFileSync } = await import("node:fs");
    expect(Object.keys(editorCatalogs["zh-CN"]).sort()).toEqual(Object.keys(editorCatalogs.en).sort());
    for (const [key, text] of Object.entries(editorCatalogs.en))
      expect(placeholders(editorCatalogs["zh-CN"][key]!), key).toEqual(placeholders(text));
    const dir = "src/playground/editors";
    // The editors' own files; the Round lab (`round/`) has words of its own.
    const used = readdirSync(dir, { withFileTypes: true })
      .filter((f) => f.isFile())
      .flatMap((f) =>
        [...readFileSync(`${dir}/${f.name}`, "utf8").matchAll(/tx\("([a-z][\w.-]*)"/g)].map((m) => m[1]!),
      );
    expect(used.length).toBeGreaterThan(30);
    for (const key of used) expect(Object.hasOwn(editorCatalogs.en, key), key).toBe(true);
    // Keys built from data: every preview step, every runner problem, every example.
    for (const step of ["empty", "json", "repaired-json", "partial", "partial-repaired", "gave-up"])
      expect(editorText("zh-CN", `stream.step.${step}`)).not.toBe(`stream.step.${step}`);
    for (const key of ["syntax", "threw", "no-tool", "no-execute", "bad-tool", "timeout", "crashed"])
      expect(Object.hasOwn(editorCatalogs.en, `runner.problem.${key}`), key).toBe(true);
    const { STREAM_EXAMPLES } = await import("../../src/engine/stream-lab");
    for (const ex of STREAM_EXAMPLES)
      expect(Object.hasOwn(editorCatalogs["zh-CN"], `stream.example.${ex.id}`), ex.id).toBe(true);
    expect(editorText("en", "constructor")).toBe("constructor");
  });
});

describe("every catalog, in both languages", () => {
  it("the engine, UI, quiz and editor catalogs have the same keys, each with the same placeholder names, none empty", async () => {
    const { en } = await import("../../src/i18n/en");
    const { zhCN } = await import("../../src/i18n/zh-CN");
    const { uiEn } = await import("../../src/i18n/ui-en");
    const { uiZhCN } = await import("../../src/i18n/ui-zh-CN");
    const { quizCatalogs } = await import("../../src/playground/quiz/words");
    const { editorCatalogs } = await import("../../src/playground/editors/words");
    const { contrastCatalogs } = await import("../../src/playground/editors/contrast-words");
    const { strictViewCatalogs } = await import("../../src/playground/player/stages/strict-words");
    const pairs: Record<string, [Record<string, string>, Record<string, string>]> = {
      engine: [en, zhCN],
      ui: [uiEn, uiZhCN],
      quiz: [quizCatalogs.en, quizCatalogs["zh-CN"]],
      editors: [editorCatalogs.en, editorCatalogs["zh-CN"]],
      contrast: [contrastCatalogs.en, contrastCatalogs["zh-CN"]],
      "strict-view": [strictViewCatalogs.en, strictViewCatalogs["zh-CN"]],
    };
    for (const [name, [english, chinese]] of Object.entries(pairs)) {
      expect(Object.keys(chinese).sort(), `${name}: keys`).toEqual(Object.keys(english).sort());
      expect(Object.keys(english).length, name).toBeGreaterThan(name === "strict-view" ? 10 : 20);
      for (const [key, text] of Object.entries(english)) {
        const zh = chinese[key] ?? "";
        expect(text.trim(), `${name} en ${key}`).not.toBe("");
        expect(zh.trim(), `${name} zh-CN ${key}`).not.toBe("");
        expect(new Set(placeholders(zh)), `${name} ${key}`).toEqual(new Set(placeholders(text)));
      }
    }
  });

  it("the quiz has every key its questions need, in both languages", async () => {
    const { quizCatalogs } = await import("../../src/playground/quiz/words");
    for (const lang of ["en", "zh-CN"] as const) {
      const catalog = quizCatalogs[lang];
      for (let n = 1; n <= 12; n++)
        for (const part of ["prompt", "explain", "a"])
          expect(Object.hasOwn(catalog, `q${n}.${part}`), `${lang} q${n}.${part}`).toBe(true);
    }
  });
});
