/** The presenter's clock (issue 18, item 5): it pauses, resumes where it was, and resets. */
import { createRoot } from "solid-js";
import { describe, expect, it } from "vitest";
import {
  clockSeconds,
  createClock,
  resetClock,
  togglePaused,
  type PresenterClock,
} from "../../src/playground/present/clock";
import { memoryStorage } from "./helpers";

const STARTED = "tool-call-lab:present-started:room1";
const PAUSED = "tool-call-lab:present-paused:room1";

/** The clock of room1 kept in `storage`, at the time `at.ms`; disposed at once (its tick stops). */
function clockIn(storage: ReturnType<typeof memoryStorage> | undefined, at: { ms: number }): PresenterClock {
  return createRoot((dispose) => {
    const clock = createClock("room1", { storage, now: () => at.ms });
    dispose();
    return clock;
  });
}

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

describe("the presenter's clock, kept in the storage it is given", () => {
  it("a reload resumes from the stored start instead of restarting", () => {
    const storage = memoryStorage({ [STARTED]: "1000" });
    expect(clockIn(storage, { ms: 61_000 }).seconds()).toBe(60);
  });

  it("a pause is written to the given storage, and the next clock of the room is paused at the same time", () => {
    const storage = memoryStorage();
    const at = { ms: 5_000 };
    const first = clockIn(storage, at);
    at.ms = 35_000;
    first.togglePause();
    expect(storage.data.get(PAUSED)).toBe("35000");
    at.ms = 95_000;
    const again = clockIn(storage, at);
    expect([again.paused(), again.seconds()]).toEqual([true, 30]);
  });

  it("a stored start in the future is not believed: the clock starts now", () => {
    const storage = memoryStorage({ [STARTED]: "999999" });
    clockIn(storage, { ms: 2_000 });
    expect(storage.data.get(STARTED)).toBe("2000");
  });

  it("without storage (blocked) the clock still counts", () => {
    const at = { ms: 10_000 };
    const clock = clockIn(undefined, at);
    at.ms = 13_500;
    clock.reset();
    at.ms = 20_000;
    clock.togglePause();
    expect(clock.seconds()).toBe(6);
  });
});
