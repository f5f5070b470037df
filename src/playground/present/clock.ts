/**
 * The presenter's clock: time since the talk started, which the presenter may pause (a question
 * from the room, a break) and reset. It is kept per room in the tab's session storage (injected,
 * like every other storage the app uses), so a reload of the console neither restarts nor unpauses it.
 */
import { createSignal, onCleanup, type Accessor } from "solid-js";
import type { StorageLike } from "../state/storage";

/** When the clock started, and when it was paused (both ms since the epoch). */
export interface ClockState {
  startedAt: number;
  pausedAt?: number;
}

/** Whole seconds shown at `now`: a paused clock shows the time at which it was paused. */
export function clockSeconds(state: ClockState, now: number): number {
  return Math.max(0, Math.floor(((state.pausedAt ?? now) - state.startedAt) / 1000));
}

/** The clock after pause or resume at `now`: resuming moves the start on by the pause's length. */
export function togglePaused(state: ClockState, now: number): ClockState {
  if (state.pausedAt === undefined) return { ...state, pausedAt: now };
  return { startedAt: state.startedAt + (now - state.pausedAt) };
}

/** The clock after a reset at `now`: zero, and still paused if it was. */
export function resetClock(state: ClockState, now: number): ClockState {
  return state.pausedAt === undefined ? { startedAt: now } : { startedAt: now, pausedAt: now };
}

/** Where the clock is kept, and what time it is (both injected: a test stands in for them). */
export interface ClockPlace {
  /** The tab's session storage, or none when it is blocked (then the clock restarts after a reload). */
  storage: StorageLike | undefined;
  /** ms since the epoch. */
  now(): number;
}

/**
 * A stored time: a whole number of ms, not in the future (a time ahead of now would make the clock
 * count backwards). Blocked storage reads as nothing.
 */
function readTime(place: ClockPlace, key: string): number | undefined {
  let raw: string | null | undefined = null;
  try {
    raw = place.storage?.getItem(key);
  } catch {
    return undefined;
  }
  const value = typeof raw === "string" && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  return value > 0 && value <= place.now() ? value : undefined;
}

function writeTime(place: ClockPlace, key: string, value: number | undefined): void {
  try {
    if (value === undefined) place.storage?.removeItem(key);
    else place.storage?.setItem(key, String(value));
  } catch {
    // Storage blocked: the clock still works, and restarts after a reload.
  }
}

/** The console's clock, read by the panel. */
export interface PresenterClock {
  /** Whole seconds shown now (updated once a second). */
  seconds: Accessor<number>;
  paused: Accessor<boolean>;
  togglePause(): void;
  reset(): void;
}

/** Starts (or resumes, after a reload) the clock of `room`, kept in `place`. Call inside a Solid root. */
export function createClock(room: string, place: ClockPlace): PresenterClock {
  const { now: clockNow } = place;
  const keys = { started: `tool-call-lab:present-started:${room}`, paused: `tool-call-lab:present-paused:${room}` };
  const startedAt = readTime(place, keys.started) ?? clockNow();
  const pausedAt = readTime(place, keys.paused);
  // A pause stored before its start is not a pause of this clock.
  const initial: ClockState = pausedAt !== undefined && pausedAt >= startedAt ? { startedAt, pausedAt } : { startedAt };
  const store = (next: ClockState) => {
    writeTime(place, keys.started, next.startedAt);
    writeTime(place, keys.paused, next.pausedAt);
  };
  // Written, never read, while it is made: the caller may be a computation that must not track the clock.
  store(initial);
  const [state, setState] = createSignal<ClockState>(initial);
  const [now, setNow] = createSignal(clockNow());
  const save = (next: ClockState) => {
    store(next);
    setState(next);
    setNow(clockNow());
  };
  const tick = setInterval(() => setNow(clockNow()), 1000);
  onCleanup(() => clearInterval(tick));
  return {
    seconds: () => clockSeconds(state(), now()),
    paused: () => state().pausedAt !== undefined,
    togglePause: () => save(togglePaused(state(), clockNow())),
    reset: () => save(resetClock(state(), clockNow())),
  };
}
