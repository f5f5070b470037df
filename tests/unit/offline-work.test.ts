/**
 * When a first visit's precache may start (src/playground/offline-work.ts): after a quiet moment, so
 * the install does not share the cores with a person stepping through the first trace, and never
 * later than its limit.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  PRECACHE_DELAY_MS,
  PRECACHE_LIMIT_MS,
  holdForEditor,
  editorSettled,
  whenPrecacheMayStart,
  whenQuiet,
} from "../../src/playground/offline-work";

/** Whether `promise` has settled, read after the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe("whenQuiet", () => {
  it("resolves once the page has had no input for the quiet time", async () => {
    const quiet = whenQuiet(new EventTarget());
    await vi.advanceTimersByTimeAsync(PRECACHE_DELAY_MS - 1);
    expect(await settled(quiet)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(quiet)).toBe(true);
  });

  it("counts the quiet time again from each key, click or wheel", async () => {
    const page = new EventTarget();
    const quiet = whenQuiet(page);
    for (const type of ["keydown", "pointerdown", "wheel"]) {
      await vi.advanceTimersByTimeAsync(PRECACHE_DELAY_MS - 100);
      page.dispatchEvent(new Event(type));
    }
    await vi.advanceTimersByTimeAsync(PRECACHE_DELAY_MS - 1);
    expect(await settled(quiet)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(quiet)).toBe(true);
  });

  it("does not wait for other events (a frame's own messages, say)", async () => {
    const page = new EventTarget();
    const quiet = whenQuiet(page);
    await vi.advanceTimersByTimeAsync(PRECACHE_DELAY_MS - 100);
    page.dispatchEvent(new Event("message"));
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(quiet)).toBe(true);
  });

  it("resolves at its limit however busy the person is", async () => {
    const page = new EventTarget();
    const quiet = whenQuiet(page);
    const steps = Math.floor(PRECACHE_LIMIT_MS / 500);
    for (let i = 1; i < steps; i++) {
      await vi.advanceTimersByTimeAsync(500);
      page.dispatchEvent(new Event("keydown"));
    }
    expect(await settled(quiet)).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(await settled(quiet)).toBe(true);
  });

  it("stops listening once resolved", async () => {
    const page = new EventTarget();
    const removed: string[] = [];
    const remove = page.removeEventListener.bind(page);
    page.removeEventListener = (type, listener, options) => {
      removed.push(type);
      remove(type, listener, options);
    };
    const quiet = whenQuiet(page);
    await vi.advanceTimersByTimeAsync(PRECACHE_DELAY_MS);
    expect(await settled(quiet)).toBe(true);
    expect(removed.sort()).toEqual(["keydown", "pointerdown", "wheel"]);
  });
});

describe("whenPrecacheMayStart", () => {
  it("after the quiet moment, still waits for an editor that is opening", async () => {
    holdForEditor();
    const start = whenPrecacheMayStart(new EventTarget());
    await vi.advanceTimersByTimeAsync(PRECACHE_DELAY_MS);
    expect(await settled(start)).toBe(false);
    editorSettled();
    expect(await settled(start)).toBe(true);
  });
});
