/**
 * The Chinese the lab shows, over every zh-CN string it holds and the zh-CN output of its commands:
 * the chapter's terms, one term for each idea, and full-width punctuation beside Chinese.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogs } from "../../src/i18n";
import { quizCatalogs } from "../../src/playground/quiz/words";
import { editorCatalogs } from "../../src/playground/editors/words";
import { contrastCatalogs } from "../../src/playground/editors/contrast-words";
import { strictViewCatalogs } from "../../src/playground/player/stages/strict-words";
import { idsViewCatalogs } from "../../src/playground/player/ids/words";
import { recapObjectsCatalogs } from "../../src/playground/player/recap/words";
import { roundCatalogs } from "../../src/i18n/round";
import { providerCatalogs } from "../../src/i18n/provider";
import { lensViewCatalogs } from "../../src/playground/lens/view-words";
import { SCHEMA_DOC_KEYS, schemaDoc } from "../../src/playground/editors/schema-docs";
import { CHALLENGES } from "../../src/learner-round/starters";
import { TOOL_LAB_WORDS } from "../../src/scenarios/tool-text";
import { chapterToolModule } from "../../src/sandbox/template";
import { scriptOf } from "../../src/cli/script";
import { scorecard } from "../../src/cli/run-grade";
import { runTrace } from "../../src/cli/run-trace";
import type { Cell } from "../../src/learner-round/grade";
import { recordingPanelCatalogs } from "../../src/playground/recording/panel-words";
import { captureProblemCatalogs } from "../../src/fake-provider/capture/problem-words";
import { watchCatalogs } from "../../src/playground/recording/watch-words";
import { corpusTrace } from "./corpus";

/** The files that declare a feature's words with `defineWords`, each read below. */
const WORD_FILES = [
  "src/fake-provider/capture/problem-words.ts",
  "src/i18n/provider.ts",
  "src/i18n/round.ts",
  "src/playground/editors/contrast-words.ts",
  "src/playground/editors/words.ts",
  "src/playground/lens/view-words.ts",
  "src/playground/player/ids/words.ts",
  "src/playground/player/recap/words.ts",
  "src/playground/player/stages/strict-words.ts",
  "src/playground/quiz/words.ts",
  "src/playground/recording/panel-words.ts",
  "src/playground/recording/watch-words.ts",
  "src/playground/shell/fault-words.ts",
];

/** docs/glossary.md without the "not" column of its table of the chapter's terms, which names the retired words. */
function glossaryInUse(): string {
  const termRow = /^\|[^|]+\| (?:§[\d, §]+|—) \|/;
  return readFileSync("docs/glossary.md", "utf8")
    .split("\n")
    .map((line) => (termRow.test(line) ? line.replace(/\|[^|]*\|\s*$/, "|") : line))
    .join("\n");
}

/** Every source file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** Every string under a `"zh-CN"` key of a scenario file, named by its path in the file. */
function zhInJson(value: unknown, where: string): [string, string][] {
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]): [string, string][] =>
    key === "zh-CN" && typeof inner === "string" ? [[where, inner]] : zhInJson(inner, `${where}.${key}`),
  );
}

/** Every zh-CN string the app holds, named `where`. */
function zhStrings(): [string, string][] {
  const named = (name: string, catalog: Record<string, string>) =>
    Object.entries(catalog).map(([key, text]): [string, string] => [`${name}:${key}`, text]);
  const scenarios = filesUnder("src/scenarios")
    .filter((f) => f.endsWith(".json"))
    .flatMap((f) => zhInJson(JSON.parse(readFileSync(f, "utf8")), f));
  return [
    ...named("catalog", catalogs["zh-CN"]),
    ...named("quiz", quizCatalogs["zh-CN"]),
    ...named("editors", editorCatalogs["zh-CN"]),
    ...named("contrast", contrastCatalogs["zh-CN"]),
    ...named("strict-view", strictViewCatalogs["zh-CN"]),
    ...named("ids-view", idsViewCatalogs["zh-CN"]),
    ...named("recap-objects", recapObjectsCatalogs["zh-CN"]),
    ...named("round", roundCatalogs["zh-CN"]),
    ...named("provider", providerCatalogs["zh-CN"]),
    ...named("lens-view", lensViewCatalogs["zh-CN"]),
    ...named("watch", watchCatalogs["zh-CN"]),
    ...named("recording-panel", recordingPanelCatalogs["zh-CN"]),
    ...named("capture-problems", captureProblemCatalogs["zh-CN"]),
    ...SCHEMA_DOC_KEYS["zh-CN"].map((key): [string, string] => [`schema-docs:${key}`, schemaDoc("zh-CN", key)!]),
    ...Object.entries(TOOL_LAB_WORDS["zh-CN"]).flatMap(([key, words]): [string, string][] =>
      [words].flat().map((text) => [`tool-lab:${key}`, text]),
    ),
    ...CHALLENGES.map((c): [string, string] => [`challenge:${c.id}`, c.name["zh-CN"]]),
    ...scenarios,
  ];
}

const CJK = "\\u3000-\\u303f\\u4e00-\\u9fff\\uff00-\\uffef“”";
/**
 * Half-width punctuation meeting Chinese: a colon or parenthesis after a Chinese character (a space
 * between them too), a comma, semicolon, `!` or `?` right after one, or `(` right before one. A
 * space then `?` is code, as in a link's `?scenario=`.
 */
const HALF_WIDTH = new RegExp(`[${CJK}] ?[:()]|[${CJK}][;,!?]|\\( ?[${CJK}]`);

/** The lines of `text` where half-width punctuation meets Chinese. */
const halfWidthLines = (text: string) => text.split("\n").filter((line) => HALF_WIDTH.test(line));

describe("the Chinese words", () => {
  it("every file that declares words with defineWords is read here", () => {
    const declaring = filesUnder("src")
      .filter((f) => /\.tsx?$/.test(f) && f !== join("src", "text", "words.ts"))
      .filter((f) => /defineWords\s*[<(]/.test(readFileSync(f, "utf8")))
      .sort();
    expect(declaring).toEqual(WORD_FILES);
  });

  it("use the chapter's terms: 验证, 宿主, Provider, 描述 — nowhere in src/ or the glossary", () => {
    const retired = /校验|主机|服务商|提供方|目录模型/;
    const files = filesUnder("src").filter((f) => retired.test(readFileSync(f, "utf8")));
    expect(files).toEqual([]);
    expect(glossaryInUse()).not.toMatch(retired);
    expect(readFileSync("docs/glossary.md", "utf8")).toMatch(/^\| 验证 \| §9 \|/m);
    expect(zhStrings().filter(([, zh]) => retired.test(zh))).toEqual([]);
  });

  it("name each idea the chapter's way, and one way inside the app", () => {
    // [the term, what it replaces]: the chapter's (§ given in docs/glossary.md) and the app's own choices.
    const pairs: [string, RegExp][] = [
      ["能力定义 (a Tool, §18)", /给模型(?:看)?的说明|只是一份说明/],
      ["描述 (a tool's description, §3)", /用途|名字、说明|名称、说明/],
      ["Assistant Message (§6)", /assistant 消息|助手消息/i],
      ["第二次请求 (the round's second request, §12)", /第[一二]轮(?!工具)/],
      ["执行关口", /闸门/],
      ["版本对照", /版本透镜/],
      ["回放 (§18)", /重放/],
    ];
    const found = zhStrings().flatMap(([where, zh]) =>
      pairs.filter(([, old]) => old.test(zh)).map(([term]) => `${where}: not ${term}`),
    );
    expect(found).toEqual([]);
    const glossary = glossaryInUse();
    for (const [term, old] of pairs) expect(glossary, term).not.toMatch(old);
  });

  it("the Tool lab's starting module in Chinese: its descriptions and every comment are Chinese", () => {
    const zh = chapterToolModule("zh-CN");
    const comments = zh.match(/\/\/.*$/gm) ?? [];
    expect(comments.length).toBeGreaterThan(3);
    expect(comments.filter((c) => !/[\u4e00-\u9fff]/.test(c))).toEqual([]);
    const descriptions = zh.match(/description: ".*"/g) ?? [];
    expect(descriptions).toHaveLength(2);
    expect(descriptions.filter((d) => !/[\u4e00-\u9fff]/.test(d))).toEqual([]);
  });

  it("put full-width punctuation beside Chinese", () => {
    const found = zhStrings()
      .filter(([, zh]) => HALF_WIDTH.test(zh))
      .map(([where, zh]) => `${where}: ${zh}`);
    expect(found).toEqual([]);
  });
});

describe("the commands' Chinese output", () => {
  it("trace --script puts full-width punctuation beside Chinese, recap lines included", async () => {
    for (const scenario of ["happy-path", "bad-arguments", "two-calls", "folder-denied"]) {
      const script = scriptOf(await corpusTrace({ scenario, lang: "zh-CN" }), "zh-CN");
      expect(halfWidthLines(script), scenario).toEqual([]);
    }
  });

  /** The trace command's output for `args` in zh-CN, run in-process. */
  async function traceZh(args: string[]): Promise<string> {
    let out = "";
    const code = await runTrace([...args, "--lang", "zh-CN"], {
      out: (t) => void (out += t),
      err: () => undefined,
      cwd: process.cwd(),
      readFile: (p) => readFileSync(p),
    });
    expect(code, args.join(" ")).toBe(0);
    return out;
  }

  it("trace --lens 1.6 names each difference's release in full-width parentheses", async () => {
    const out = await traceZh(["bad-arguments", "--lens", "1.6"]);
    expect(out).toMatch(/≠ .+（pi-ai 1\.5\.0 起改变）/);
    expect(halfWidthLines(out)).toEqual([]);
  });

  it.each([
    ["bad-arguments", "--lens", "1.6", "--script"],
    ["unknown-tool", "--engine", "loop", "--script"],
  ])("trace %s %s %s %s: full-width punctuation beside Chinese", async (...args) => {
    expect(halfWidthLines(await traceZh(args))).toEqual([]);
  });

  it("grade's rule lines read in Chinese, with full-width punctuation", () => {
    const broken = { scenario: "happy-path", faults: ["truncate"], pass: false, frame: 16 };
    const cells = [
      { ...broken, rule: "stop-reason", rules: ["stop-reason"] },
      { scenario: "happy-path", faults: [], pass: true, rules: [] },
    ] as unknown as Cell[];
    const card = scorecard(cells, "zh-CN", "round.ts");
    expect(card).toMatch(
      /——共 1 格；最先出现在：npm run trace -- happy-path --fault truncate --round round\.ts（第 17 帧）/,
    );
    expect(halfWidthLines(card)).toEqual([]);
  });
});
