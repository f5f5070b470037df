import { describe, expect, it } from "vitest";
import { quizCatalogs, quizText } from "../../src/i18n/quiz";
import { locateFrame, QUESTIONS } from "../../src/playground/quiz/questions";
import { BUILT_IN_IDS } from "../../src/scenarios";
import { parseFaults, playScenario, providerFactory } from "../../src/engine";
import { framesOf } from "../../src/engine/frame-store";
import { playLoop } from "../../src/engine/loop";
import { scenario } from "./helpers";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the self-test", () => {
  it("has the twelve questions of §19, in order", () => {
    expect(QUESTIONS.map((q) => q.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("every question has both languages, a correct option, and a why-not for each wrong option", () => {
    expect(Object.keys(quizCatalogs["zh-CN"]).sort()).toEqual(Object.keys(quizCatalogs.en).sort());
    for (const [key, text] of Object.entries(quizCatalogs.en)) expect(placeholders(quizCatalogs["zh-CN"][key]!), key).toEqual(placeholders(text));
    for (const q of QUESTIONS) {
      expect(q.options.length, `q${q.n}`).toBeGreaterThanOrEqual(3);
      expect(q.options.length, `q${q.n}`).toBeLessThanOrEqual(5);
      expect(q.correct.length, `q${q.n}`).toBeGreaterThan(0);
      if (!q.multi) expect(q.correct, `q${q.n}`).toHaveLength(1);
      for (const id of q.correct) expect(q.options).toContain(id);
      for (const lang of ["en", "zh-CN"] as const) {
        const catalog = quizCatalogs[lang];
        for (const key of [`q${q.n}.prompt`, `q${q.n}.explain`, ...q.options.map((o) => `q${q.n}.${o}`)]) expect(Object.hasOwn(catalog, key), `${lang} ${key}`).toBe(true);
        for (const wrong of q.options.filter((o) => !q.correct.includes(o))) expect(Object.hasOwn(catalog, `q${q.n}.${wrong}.why`), `${lang} q${q.n}.${wrong}.why`).toBe(true);
        const sentences = quizText(lang, `q${q.n}.explain`).split(/[.。](?=\s|$)|。/).filter((s) => s.trim().length > 2).length;
        expect(sentences, `${lang} q${q.n} explanation: 2–4 sentences`).toBeGreaterThanOrEqual(2);
        expect(sentences, `${lang} q${q.n} explanation: 2–4 sentences`).toBeLessThanOrEqual(4);
      }
    }
  });

  for (const q of QUESTIONS) {
    it(`question ${q.n}: its evidence plays, names a frame, and its predicate holds on the engine's trace`, async () => {
      const e = q.evidence;
      expect(BUILT_IN_IDS).toContain(e.scenario);
      const parsed = parseFaults(e.faults ?? []);
      if (!parsed.ok) throw new Error("bad faults");
      const options = { faults: parsed.faults, provider: providerFactory(e.provider ?? "scripted") };
      const trace = e.engine === "loop" ? await playLoop(scenario(e.scenario), options) : await playScenario(scenario(e.scenario), options);
      const frames = framesOf(trace);
      expect(locateFrame(trace.frames, e.frame), JSON.stringify(e.frame)).toBeGreaterThanOrEqual(0);
      expect(e.holds(trace, frames)).toBe(true);
    });
  }

  it("a predicate fails when its claim does not hold (they are not always true)", async () => {
    const happy = await playScenario(scenario("happy-path"));
    const frames = framesOf(happy);
    for (const n of [3, 5, 7, 9, 10, 12]) expect(QUESTIONS[n - 1]!.evidence.holds(happy, frames), `q${n} on the happy path`).toBe(false);
  });
});
