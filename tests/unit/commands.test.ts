import { describe, expect, it } from "vitest";
import { COMMANDS, commandFor, helpRows, RELAYED_KEYS } from "../../src/playground/commands";
import { MODE_KINDS } from "../../src/playground/modes";
import { parseMessage } from "../../src/playground/present/protocol";
import { message } from "../../src/i18n";

describe("the one command table", () => {
  it("gives a key one meaning per mode, and none outside the modes that own it", () => {
    for (const mode of MODE_KINDS) {
      const keys = COMMANDS.filter((c) => c.modes.includes(mode)).flatMap((c) => c.keys);
      expect(new Set(keys).size, mode).toBe(keys.length);
    }
    expect(commandFor("ArrowRight", "player")?.id).toBe("next");
    expect(commandFor("ArrowRight", "quiz")?.id).toBe("quiz-next");
    expect(commandFor("ArrowRight", "editor")).toBeUndefined();
    expect(commandFor("Enter", "player")).toBeUndefined();
    expect(commandFor("3", "quiz")?.id).toBe("quiz-choose");
    expect(commandFor("3", "player")?.id).toBe("stage");
  });

  it("relays exactly the audience's keys, and the protocol accepts those and no other", () => {
    for (const key of RELAYED_KEYS)
      expect(parseMessage({ v: 1, type: "key", from: "audience", key }), key).toBeDefined();
    for (const key of ["Enter", "Escape", "?", "p", "s"])
      expect(parseMessage({ v: 1, type: "key", from: "audience", key }), key).toBeUndefined();
  });

  it("has words for every help row in both languages", () => {
    for (const mode of MODE_KINDS)
      for (const row of helpRows(mode))
        for (const lang of ["en", "zh-CN"] as const)
          expect(message(lang, row.help), `${mode} ${row.help} ${lang}`).not.toBe(row.help);
  });
});
