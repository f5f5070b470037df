/**
 * A virtual clock: time only moves when the engine says so, so a "slow" folder read takes
 * no real time and every trace is the same on every machine.
 */
export interface VirtualClock {
  /** Current virtual time in epoch milliseconds. */
  now(): number;
  /** Moves time forward without running timers (used between model turns). */
  advance(ms: number): void;
  /** Runs `fn` once `ms` virtual milliseconds have passed; returns a cancel function. */
  schedule(ms: number, fn: () => void): () => void;
  /** Resolves after `ms` virtual milliseconds, or rejects with the signal's reason when aborted first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /**
   * Awaits `promise`, firing pending timers in time order whenever nothing else can happen.
   * This is how a delayed read and a cancellation race without real waiting.
   */
  settle<T>(promise: Promise<T>): Promise<T>;
}

interface Timer {
  at: number;
  seq: number;
  fn: () => void;
}

/** Fixed default start: 2026-01-01T09:00:00Z. Any fixed value works; this one reads well. */
export const DEFAULT_CLOCK_START = Date.UTC(2026, 0, 1, 9, 0, 0);

/** Creates a virtual clock starting at `startMs`. */
export function createVirtualClock(startMs: number = DEFAULT_CLOCK_START): VirtualClock {
  let current = startMs;
  let seq = 0;
  let timers: Timer[] = [];

  const schedule = (ms: number, fn: () => void) => {
    const timer: Timer = { at: current + Math.max(0, ms), seq: seq++, fn };
    timers.push(timer);
    timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
    return () => {
      timers = timers.filter((t) => t !== timer);
    };
  };

  return {
    now: () => current,
    advance(ms) {
      current += Math.max(0, ms);
    },
    schedule,
    sleep(ms, signal) {
      return new Promise<void>((resolve, reject) => {
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        const cancel = schedule(ms, () => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        });
        const onAbort = () => {
          cancel();
          reject(signal?.reason);
        };
        signal?.addEventListener("abort", onAbort, { once: true });
      });
    },
    async settle(promise) {
      let settled = false;
      promise.then(
        () => (settled = true),
        () => (settled = true),
      );
      for (;;) {
        // Let every already-queued continuation run before deciding time must move.
        for (let i = 0; i < 50 && !settled; i++) await Promise.resolve();
        if (settled) return promise;
        const next = timers.shift();
        if (!next) return promise;
        current = Math.max(current, next.at);
        next.fn();
      }
    },
  };
}
