import { describe, expect, it } from "vitest";
import { framesOf } from "../../src/engine/trace/frame-store";
import { message } from "../../src/i18n";
import { emptyTextNote } from "../../src/playground/player/stages/stream-empty";
import { corpusTrace } from "./corpus";

describe("a tool call's stream panels with no text to show", () => {
  it("say so in words at toolcall_start, in both languages, where the piece and the text are not there yet", async () => {
    const frames = framesOf(await corpusTrace({ scenario: "happy-path" }));
    const start = frames.find((f) => f.event === "toolcall_start")!.stream!;
    expect(start.delta).toBeUndefined();
    expect(start.rawText ?? "").toBe("");
    expect(emptyTextNote("piece", start.delta)).toBe("ui.stream.piece-none");
    expect(emptyTextNote("text", start.rawText)).toBe("ui.stream.json-parse-none");
    for (const lang of ["en", "zh-CN"] as const)
      for (const key of ["ui.stream.piece-none", "ui.stream.piece-empty", "ui.stream.json-parse-none"])
        expect(message(lang, key), `${lang} ${key}`).not.toBe(key);
  });

  it('say an empty "" piece is empty (openai-completions), and show every piece and text that has characters', async () => {
    const frames = framesOf(await corpusTrace({ scenario: "happy-path", provider: "openai-completions" }));
    const deltas = frames.filter((f) => f.event === "toolcall_delta").map((f) => f.stream!);
    expect(deltas.some((s) => s.delta === "")).toBe(true);
    for (const s of deltas) {
      expect(emptyTextNote("piece", s.delta)).toBe(s.delta === "" ? "ui.stream.piece-empty" : undefined);
      expect(emptyTextNote("text", s.rawText)).toBe(s.rawText === "" ? "ui.stream.json-parse-none" : undefined);
    }
  });
});
