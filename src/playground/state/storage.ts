import { LANGS } from "../../i18n/message";
import type { Lang } from "../../scenarios/types";
import type { Problem } from "./location";
import { own } from "../../text/own";

/** What the app remembers between visits. */
export interface Preferences {
  lang?: Lang;
  theme?: "light" | "dark";
  /** The last place the person was, as a query string (see `writeLocation`). */
  position?: string;
  /** Big type for a projector. */
  projector?: boolean;
}

/** Every key the lab keeps in localStorage starts with this (the one source: each keeper builds its keys from it). */
export const KEPT_PREFIX = "tool-call-lab:";

const PREFS_KEY = `${KEPT_PREFIX}prefs:v1`;
/**
 * The longest stored preferences the app reads. The position is a query string, which may carry a
 * tool's code (`MAX_CODE_CHARS` in `location.ts`); anything longer was not written by the app.
 */
export const MAX_PREFS_CHARS = 256_000;
/** Scenario files a person opened, kept by id so a reload or a deep link finds them again. */
const SCENARIO_PREFIX = `${KEPT_PREFIX}scenario:`;

/** The little of `Storage` the app uses, so tests and private windows can stand in. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

/**
 * The browser's storage, or none when it is blocked (sandboxed frames, some privacy settings).
 * Reading is enough to find out: a write that later fails (quota, private mode) is caught where it
 * happens, so start-up makes no write of its own.
 */
export function browserStorage(): StorageLike | undefined {
  return reachable(() => globalThis.localStorage);
}

/**
 * This tab's session storage (the presenter's clock keeps its room's times there), or none when
 * it is blocked, as for {@link browserStorage}.
 */
export function browserSessionStorage(): StorageLike | undefined {
  return reachable(() => globalThis.sessionStorage);
}

/** The storage `get` gives, if reading it works (getting it may throw too, in a sandboxed frame). */
function reachable(get: () => Storage): StorageLike | undefined {
  try {
    const storage = get();
    storage.getItem(PREFS_KEY);
    return storage;
  } catch {
    return undefined;
  }
}

/** Runs one storage call; a browser that throws (blocked, full, broken) gives `fallback` instead. */
function safely<T>(call: () => T, fallback: T): T {
  try {
    return call();
  } catch {
    return fallback;
  }
}

/**
 * Reads the preferences. Anything unreadable is dropped with a notice and the stored copy is
 * reset — never an exception, never a blank page.
 */
export function loadPreferences(storage: StorageLike | undefined): { prefs: Preferences; problems: Problem[] } {
  const raw = safely(() => storage?.getItem(PREFS_KEY), null);
  if (raw == null) return { prefs: {}, problems: [] };
  const reset = () => {
    safely(() => storage?.removeItem(PREFS_KEY), undefined);
    return { prefs: {}, problems: [{ key: "ui.notice.storage-reset", params: {} }] };
  };
  if (typeof raw !== "string" || raw.length > MAX_PREFS_CHARS) return reset();
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return reset();
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return reset();
  const record = data as Record<string, unknown>;
  const prefs: Preferences = {};
  let dropped = false;
  // Own keys only: a stored `{"__proto__": …}` or a missing key must not reach Object.prototype.
  const [lang, theme, projector, position] = ["lang", "theme", "projector", "position"].map((key) => own(record, key));
  if (lang !== undefined) {
    if ((LANGS as readonly unknown[]).includes(lang)) prefs.lang = lang as Lang;
    else dropped = true;
  }
  if (theme !== undefined) {
    if (theme === "light" || theme === "dark") prefs.theme = theme;
    else dropped = true;
  }
  if (projector !== undefined) {
    if (typeof projector === "boolean") prefs.projector = projector;
    else dropped = true;
  }
  if (position !== undefined) {
    if (typeof position === "string" && position.startsWith("?")) prefs.position = position;
    else dropped = true;
  }
  if (dropped) {
    savePreferences(storage, prefs);
    return { prefs, problems: [{ key: "ui.notice.storage-reset", params: {} }] };
  }
  return { prefs, problems: [] };
}

/** Saves the preferences; a full or blocked storage is ignored (the app works without it). */
export function savePreferences(storage: StorageLike | undefined, prefs: Preferences): void {
  // Quota exceeded or storage blocked: remembering is a convenience, not a requirement.
  safely(() => storage?.setItem(PREFS_KEY, JSON.stringify(prefs)), undefined);
}

/** Set once the person has chosen a way in from the start card (or closed it). */
const STARTED_KEY = `${KEPT_PREFIX}started:v1`;

/** True when this browser's person has already been through the start card. */
export function loadStarted(storage: StorageLike | undefined): boolean {
  return safely(() => storage?.getItem(STARTED_KEY), null) === "1";
}

/** Remembers that the start card was seen and dismissed; a blocked storage only means it shows again. */
export function saveStarted(storage: StorageLike | undefined): void {
  safely(() => storage?.setItem(STARTED_KEY, "1"), undefined);
}

/** Keeps the text of a scenario file the person opened. */
export function saveScenarioText(storage: StorageLike | undefined, id: string, text: string): boolean {
  try {
    storage?.setItem(SCENARIO_PREFIX + id, text);
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** Every stored scenario text, by id. Their validity is checked by the caller. */
export function loadScenarioTexts(storage: StorageLike | undefined): Map<string, string> {
  const texts = new Map<string, string>();
  if (!storage) return texts;
  const count = safely(() => storage.length, 0);
  for (let i = 0; i < count; i++) {
    const key = safely(() => storage.key(i), null);
    if (key?.startsWith(SCENARIO_PREFIX))
      texts.set(key.slice(SCENARIO_PREFIX.length), safely(() => storage.getItem(key), null) ?? "");
  }
  return texts;
}

/** A view of `storage` whose writes do nothing. */
export function readOnly(storage: StorageLike): StorageLike {
  return {
    get length() {
      return storage.length;
    },
    key: (i) => storage.key(i),
    getItem: (k) => storage.getItem(k),
    setItem: () => undefined,
    removeItem: () => undefined,
  };
}
