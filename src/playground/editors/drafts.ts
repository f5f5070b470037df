/**
 * Each editor's work, kept in the storage the store was given (the browser's `localStorage`, or a
 * stand-in in tests and private windows), so a reload or a closed tab loses nothing. Besides the
 * draft, each editor keeps a short history of the versions that something other than typing
 * replaced (a link used, a reset, a load), so every one of them can be restored. Every call is
 * guarded: storage may be missing, full, blocked, or hold something else.
 */
import { KEPT_PREFIX, type StorageLike } from "../state/storage";
import type { EditorKind } from "./workbench";

/** What an editor keeps: its text, and for the Stream lab how it is cut. */
export interface Draft {
  text: string;
  cuts?: number[];
  mode?: "typed" | "every" | "manual";
  size?: number;
}

/** What replaced a kept version: a link's text used, a reset, a load, or another version restored. */
export type KeptOrigin = "link" | "reset" | "load" | "restore";

/** One earlier version of an editor's text, with when and why it was set aside. */
export interface KeptVersion {
  draft: Draft;
  /** Milliseconds since the epoch, when it was set aside. */
  at: number;
  origin: KeptOrigin;
  /** For `link`: a short tag of the link's text, so two links can be told apart. */
  link?: string;
}

/** How many earlier versions each editor keeps (the oldest goes first). */
export const HISTORY_SIZE = 10;

const KEY = `${KEPT_PREFIX}draft:`;
const HISTORY = `${KEPT_PREFIX}draft-history:`;
/** Where an earlier build kept the one version a link replaced: read once into the history. */
const LEGACY_PREVIOUS = `${KEPT_PREFIX}draft-before-link:`;
const ORIGINS: readonly KeptOrigin[] = ["link", "reset", "load", "restore"];

const field = (data: object, name: string): unknown =>
  Object.hasOwn(data, name) ? (data as Record<string, unknown>)[name] : undefined;

/** Stored data as a draft, or undefined when it is not one (own keys only, every field checked). */
function toDraft(data: unknown): Draft | undefined {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return undefined;
  const text = field(data, "text");
  if (typeof text !== "string") return undefined;
  const cuts = field(data, "cuts");
  const mode = field(data, "mode");
  const size = field(data, "size");
  return {
    text,
    ...(Array.isArray(cuts) && cuts.every((c) => Number.isInteger(c)) ? { cuts: cuts as number[] } : {}),
    ...(mode === "typed" || mode === "every" || mode === "manual" ? { mode } : {}),
    ...(typeof size === "number" && Number.isInteger(size) && size > 0 ? { size } : {}),
  };
}

function toVersion(data: unknown): KeptVersion | undefined {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return undefined;
  const draft = toDraft(field(data, "draft"));
  const at = field(data, "at");
  const origin = field(data, "origin");
  const link = field(data, "link");
  if (!draft || typeof at !== "number" || !Number.isFinite(at) || !ORIGINS.includes(origin as KeptOrigin))
    return undefined;
  return {
    draft,
    at,
    origin: origin as KeptOrigin,
    ...(typeof link === "string" && /^[0-9a-f]{1,16}$/.test(link) ? { link } : {}),
  };
}

function readJson(storage: StorageLike | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function write(storage: StorageLike | undefined, key: string, value: unknown): boolean {
  try {
    if (!storage) return false;
    if (value === undefined) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** True when two drafts hold the same work (how the Stream lab shows its cuts does not count). */
export function sameDraft(a: Draft, b: Draft): boolean {
  return a.text === b.text && JSON.stringify(a.cuts ?? []) === JSON.stringify(b.cuts ?? []);
}

/** A short tag for a text (FNV-1a, hex): enough to tell two links apart in a list, not a checksum. */
export function textTag(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, "0").slice(0, 6);
}

/** The kept work of one editor, if any (a malformed entry reads as none). */
export const loadDraft = (storage: StorageLike | undefined, kind: EditorKind) => toDraft(readJson(storage, KEY + kind));

/** Keeps (or, with `undefined`, forgets) an editor's work; false when storage refused. */
export const saveDraft = (storage: StorageLike | undefined, kind: EditorKind, draft: Draft | undefined) =>
  write(storage, KEY + kind, draft);

/**
 * The editor's earlier versions, newest first. Malformed entries are skipped; a version kept by an
 * earlier build (one slot, before a link) joins the list rather than being dropped.
 */
export function loadHistory(storage: StorageLike | undefined, kind: EditorKind): KeptVersion[] {
  const data = readJson(storage, HISTORY + kind);
  const kept = (Array.isArray(data) ? data.slice(0, HISTORY_SIZE) : [])
    .map(toVersion)
    .filter((v): v is KeptVersion => v !== undefined);
  const legacy = toDraft(readJson(storage, LEGACY_PREVIOUS + kind));
  if (!legacy) return kept;
  const merged = kept.some((v) => sameDraft(v.draft, legacy))
    ? kept
    : [...kept, { draft: legacy, at: 0, origin: "link" as const }].slice(0, HISTORY_SIZE);
  // Moved into the list for good, so it is not merged again after the person has restored it.
  if (writeHistory(storage, kind, merged).saved) write(storage, LEGACY_PREVIOUS + kind, undefined);
  return merged;
}

/**
 * Stores a history; when storage is full, the oldest versions are left out until the rest fits.
 * Returns what is kept (all of it, in memory, when storage refused even the newest).
 */
function writeHistory(
  storage: StorageLike | undefined,
  kind: EditorKind,
  history: KeptVersion[],
): { history: KeptVersion[]; saved: boolean } {
  for (let n = history.length; n >= 1; n--) {
    if (write(storage, HISTORY + kind, history.slice(0, n))) return { history: history.slice(0, n), saved: true };
  }
  return { history, saved: history.length === 0 ? write(storage, HISTORY + kind, undefined) : false };
}

/**
 * Sets `version` aside at the head of the editor's history: the same work kept earlier moves up
 * (one entry per text), and the list keeps the newest `HISTORY_SIZE`.
 */
export function keepVersion(
  storage: StorageLike | undefined,
  kind: EditorKind,
  version: KeptVersion,
): { history: KeptVersion[]; saved: boolean } {
  const others = loadHistory(storage, kind).filter((v) => !sameDraft(v.draft, version.draft));
  return writeHistory(storage, kind, [version, ...others].slice(0, HISTORY_SIZE));
}
