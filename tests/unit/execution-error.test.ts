import { describe, expect, it } from "vitest";
import { framesOf } from "../../src/engine/trace/frame-store";
import { shownError } from "../../src/playground/player/stages/execution-error";
import { corpusTrace } from "./corpus";

/** The Execution stage's error line as a person reads it: the code (if shown), then the message. */
async function errorLine(scenario: string) {
  const frames = framesOf(await corpusTrace({ scenario }));
  const error = frames.find((f) => f.execution?.error)?.execution?.error;
  if (!error) throw new Error(`${scenario}: no execution error`);
  const shown = shownError(error);
  return { error, line: [shown.code, shown.message].filter(Boolean).join(" ") };
}

describe("the Execution stage's error", () => {
  it("names a file-system error's code once: its message already starts with it", async () => {
    for (const [scenario, code] of [
      ["folder-denied", "EACCES"],
      ["folder-missing", "ENOENT"],
    ] as const) {
      const { error, line } = await errorLine(scenario);
      expect(error.code, scenario).toBe(code);
      expect(line, scenario).toBe(error.message);
      expect(line.split(code), scenario).toHaveLength(2);
    }
    expect((await errorLine("folder-denied")).line).toBe("EACCES: permission denied, scandir '<Downloads>'");
  });

  it("keeps the code beside a message that does not name it (an aborted read)", async () => {
    const { error, line } = await errorLine("cancelled");
    expect(error.message.startsWith(error.code)).toBe(false);
    expect(line).toBe(`${error.code} ${error.message}`);
  });
});
