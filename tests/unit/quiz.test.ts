import { describe, expect, it } from "vitest";
import { playIn } from "../../src/engine/run";
import { quizCatalogs, quizText } from "../../src/playground/quiz/words";
import { cardNarration, locateFrame, QUESTIONS } from "../../src/playground/quiz/questions";
import { BUILT_IN_IDS } from "../../src/scenarios";
import { parseFaults, playScenario, providerFactory } from "../../src/engine";
import { framesOf } from "../../src/engine/trace/frame-store";
import { scenario } from "./helpers";
import { loadLensKit } from "../../src/lens/load";
import { playLens } from "../../src/lens/play-lens";
import type { Evidence } from "../../src/playground/quiz/questions";

const kit16 = await loadLensKit();

/** Plays a question's evidence as the app does: its scenario, faults, provider, engine and lens. */
async function playEvidence(e: Pick<Evidence, "scenario" | "faults" | "provider" | "engine" | "lens">) {
  const parsed = parseFaults(e.faults ?? []);
  if (!parsed.ok) throw new Error("bad faults");
  if (e.lens)
    return playLens(scenario(e.scenario), {
      faults: parsed.faults,
      provider: e.provider ?? "scripted",
      engine: e.engine ?? "round",
      next: kit16,
    });
  const options = { faults: parsed.faults, provider: providerFactory(e.provider ?? "scripted") };
  return playIn(e.engine, scenario(e.scenario), options);
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the self-test", () => {
  it("has the twelve questions of §19 in order, then the lens's two, numbered 1 to QUESTIONS.length", () => {
    expect(QUESTIONS.map((q) => q.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(QUESTIONS.filter((q) => q.evidence.lens).map((q) => q.n)).toEqual([13, 14]);
  });

  it("every question has both languages, a correct option, and a why-not for each wrong option", () => {
    expect(Object.keys(quizCatalogs["zh-CN"]).sort()).toEqual(Object.keys(quizCatalogs.en).sort());
    for (const [key, text] of Object.entries(quizCatalogs.en))
      expect(placeholders(quizCatalogs["zh-CN"][key]!), key).toEqual(placeholders(text));
    for (const q of QUESTIONS) {
      expect(q.options.length, `q${q.n}`).toBeGreaterThanOrEqual(3);
      expect(q.options.length, `q${q.n}`).toBeLessThanOrEqual(5);
      expect(q.correct.length, `q${q.n}`).toBeGreaterThan(0);
      if (!q.multi) expect(q.correct, `q${q.n}`).toHaveLength(1);
      for (const id of q.correct) expect(q.options).toContain(id);
      for (const lang of ["en", "zh-CN"] as const) {
        const catalog = quizCatalogs[lang];
        for (const key of [`q${q.n}.prompt`, `q${q.n}.explain`, ...q.options.map((o) => `q${q.n}.${o}`)])
          expect(Object.hasOwn(catalog, key), `${lang} ${key}`).toBe(true);
        for (const wrong of q.options.filter((o) => !q.correct.includes(o)))
          expect(Object.hasOwn(catalog, `q${q.n}.${wrong}.why`), `${lang} q${q.n}.${wrong}.why`).toBe(true);
        const sentences = quizText(lang, `q${q.n}.explain`)
          .split(/[.。](?=\s|$)|。/)
          .filter((s) => s.trim().length > 2).length;
        expect(sentences, `${lang} q${q.n} explanation: 2–4 sentences`).toBeGreaterThanOrEqual(2);
        expect(sentences, `${lang} q${q.n} explanation: 2–4 sentences`).toBeLessThanOrEqual(4);
      }
    }
  });

  for (const q of QUESTIONS) {
    it(`question ${q.n}: its evidence plays, names a frame, and its predicate holds on the engine's trace`, async () => {
      const e = q.evidence;
      expect(BUILT_IN_IDS).toContain(e.scenario);
      const trace = await playEvidence(e);
      const frames = framesOf(trace);
      expect(locateFrame(trace.frames, e.frame), JSON.stringify(e.frame)).toBeGreaterThanOrEqual(0);
      expect(e.holds(trace, frames)).toBe(true);
    });
  }

  it("a predicate fails when its claim does not hold (they are not always true)", async () => {
    const happy = await playScenario(scenario("happy-path"));
    const frames = framesOf(happy);
    for (const n of [3, 5, 7, 9, 10, 12])
      expect(QUESTIONS[n - 1]!.evidence.holds(happy, frames), `q${n} on the happy path`).toBe(false);
  });

  it("a prediction's frame card comes before its answer and shows no narration that states it", async () => {
    // Reviewed by hand against each question's correct option: the narration a card may show. Q3's
    // delta ends "a preview is not a request" and Q12's gate says "nothing runs": both are answers.
    const allowed: Record<number, string[]> = { 3: [], 12: ["stream.done"] };
    const predictions = QUESTIONS.filter((q) => q.prediction);
    expect(predictions.map((q) => q.n)).toEqual(Object.keys(allowed).map(Number));
    for (const q of predictions) {
      const trace = await playEvidence(q.evidence);
      const frames = framesOf(trace);
      const at = locateFrame(trace.frames, q.prediction!.frame);
      expect(at, `q${q.n}`).toBeGreaterThanOrEqual(0);
      expect(at, `q${q.n}: the card shows nothing past the evidence`).toBeLessThanOrEqual(
        locateFrame(trace.frames, q.evidence.frame),
      );
      const shown = cardNarration(q.prediction!, frames[at]!.narration);
      expect(shown ? [shown.key] : [], `q${q.n}'s card`).toEqual(allowed[q.n]);
    }
  });

  it("question 13's frame is where the lens names the two error texts, and its predicate fails without them", async () => {
    const e = QUESTIONS[12]!.evidence;
    const lens = await playEvidence(e);
    const at = locateFrame(lens.frames, e.frame);
    // pi-ai's words differ; what the model reads does not: the chapter's fixed text in both.
    expect(lens.lens!.differences.filter((d) => d.frame === at).map((d) => d.kind)).toEqual(["error-text"]);
    // The same refusal without the lens (one version, no differences), and a lens run with no refusal.
    const plain = await playEvidence({ ...e, lens: undefined });
    expect(e.holds(plain, framesOf(plain))).toBe(false);
    const happy = await playEvidence({ scenario: "happy-path", lens: "1.6" });
    expect(e.holds(happy, framesOf(happy))).toBe(false);
  });

  it("question 14's frame is where the lens names the raw text 1.4.0 keeps on the block, and its predicate fails without the lens or a stream", async () => {
    const e = QUESTIONS[13]!.evidence;
    const lens = await playEvidence(e);
    const at = locateFrame(lens.frames, e.frame);
    expect(lens.frames[at]!.event).toBe("toolcall_start");
    const named = lens.lens!.differences.filter((d) => d.frame === at);
    expect(named.map((d) => [d.kind, d.before, d.after])).toEqual([["partial-fields", ["partialJson"], []]]);
    const plain = await playEvidence({ ...e, lens: undefined });
    expect(e.holds(plain, framesOf(plain))).toBe(false);
    // A call that arrives in fewer than three pieces shows no re-parse to speak of.
    const single = await playEvidence({ scenario: "malformed-json", lens: "1.6" });
    expect(e.holds(single, framesOf(single))).toBe(false);
  });
});
