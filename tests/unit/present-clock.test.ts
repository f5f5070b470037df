/** The presenter's clock (issue 18, item 5): it pauses, resumes where it was, and resets. */
import { describe, expect, it } from "vitest";
import { clockSeconds, resetClock, togglePaused } from "../../src/playground/present/clock";

describe("the presenter's clock", () => {
  it("a paused clock holds; resuming goes on from where it was, not from the wall clock", () => {
    let c = { startedAt: 0 };
    expect(clockSeconds(c, 65_400)).toBe(65);
    const paused = togglePaused(c, 65_000);
    expect(clockSeconds(paused, 95_000)).toBe(65);
    c = togglePaused(paused, 95_000);
    expect(c).toEqual({ startedAt: 30_000 });
    expect(clockSeconds(c, 100_000)).toBe(70);
  });

  it("a reset shows zero, and a paused clock stays paused at zero", () => {
    expect(clockSeconds(resetClock({ startedAt: 0 }, 50_000), 51_000)).toBe(1);
    const held = resetClock({ startedAt: 0, pausedAt: 40_000 }, 50_000);
    expect(clockSeconds(held, 90_000)).toBe(0);
    expect(clockSeconds(togglePaused(held, 90_000), 95_000)).toBe(5);
  });
});
