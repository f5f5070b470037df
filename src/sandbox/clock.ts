/**
 * A run's fair clock: only the learner's own time counts. It runs while the learner's code runs (a
 * tool's call, a round) and stands still while the engine answers a round's question (the model's
 * stream, the folder's read), so a busy engine never makes a good round late.
 */
export interface RunClock {
  /** The run is waiting on the engine: stop counting. */
  pause(): void;
  /** The engine answered: count again, from what is left. */
  resume(): void;
  /** The run is over: no more timeouts. */
  stop(): void;
}

/** Starts a clock of `limitMs`; `onTimeout(ms)` is called once when the learner's own time runs out. */
export function startRunClock(limitMs: number, onTimeout: (ms: number) => void): RunClock {
  let used = 0;
  let since = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let over = false;
  const arm = () => {
    timer = setTimeout(
      () => {
        over = true;
        onTimeout(Math.round(used + performance.now() - since));
      },
      Math.max(0, limitMs - used),
    );
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
