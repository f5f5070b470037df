/**
 * The round's fair clock: only the learner's own time counts. It runs while the round's code runs
 * and stands still while the engine answers a question (the model's stream, the folder's read), so a
 * busy engine never makes a good round late.
 */
export interface RoundClock {
  /** The round is waiting on the engine: stop counting. */
  pause(): void;
  /** The engine answered: count again, from what is left. */
  resume(): void;
  /** The round is over: no more timeouts. */
  stop(): void;
}

/** Starts a clock of `limitMs`; `onTimeout(ms)` is called once when the round's own time runs out. */
export function startRoundClock(limitMs: number, onTimeout: (ms: number) => void): RoundClock {
  let used = 0;
  let since = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let over = false;
  const arm = () => {
    timer = setTimeout(() => {
      over = true;
      onTimeout(Math.round(used + performance.now() - since));
    }, Math.max(0, limitMs - used));
  };
  arm();
  return {
    pause() {
      if (over || timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      used += performance.now() - since;
    },
    resume() {
      if (over || timer !== undefined) return;
      since = performance.now();
      arm();
    },
    stop() {
      over = true;
      clearTimeout(timer);
    },
  };
}
