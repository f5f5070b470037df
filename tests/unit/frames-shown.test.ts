/**
 * What the player shows on every frame, over every built-in scenario played every way: the frame's
 * stage is one the player has a view for (its StageView picks exactly one, or the ids view for an
 * ids frame), and its narration is a sentence of the catalog in both languages. The browser steps through a few
 * scenarios that reach every stage (tests/e2e/stepping.test.ts); the rest are checked here.
 */
import { describe, expect, it } from "vitest";
import { STAGES } from "../../src/engine";
import { framesOf } from "../../src/engine/trace/frame-store";
import { message } from "../../src/i18n";
import { BUILT_IN_IDS } from "../../src/scenarios";
import { corpusTrace, ENGINES, PROVIDER_CHOICES } from "./corpus";

describe("every frame of every built-in scenario has a view and a narration", () => {
  it.each(BUILT_IN_IDS)(
    "%s: every provider, both engines, both languages",
    async (id) => {
      for (const engine of ENGINES) {
        for (const provider of PROVIDER_CHOICES) {
          for (const lang of ["en", "zh-CN"] as const) {
            const frames = framesOf(await corpusTrace({ scenario: id, provider, engine, lang }));
            const at = `${engine} ${provider} ${lang}`;
            expect(frames.length, at).toBeGreaterThan(8);
            frames.forEach((frame, i) => {
              expect(STAGES, `${at} frame ${i + 1}`).toContain(frame.stage);
              const said = message(lang, frame.narration.key, frame.narration.params).trim();
              // A sentence from the catalog (never the bare key); in English more than a few words.
              expect(
                said.length > (lang === "en" ? 10 : 0) && said !== frame.narration.key,
                `${at} frame ${i + 1}: ${said}`,
              ).toBe(true);
              expect(frame.section, `${at} frame ${i + 1}`).toBeTruthy();
            });
          }
        }
      }
    },
    60_000,
  );
});
