/**
 * Each editor's work, kept in `localStorage` under its own key, so a reload or a closed tab loses
 * nothing. Every call is guarded: storage may be full, blocked, or hold something else.
 */
import { browserStorage } from "../state/storage";
import type { EditorKind } from "../state/workbench";

/** What an editor keeps: its text, and for the Stream lab how it is cut. */
export interface Draft {
  text: string;
  cuts?: number[];
  mode?: "typed" | "every" | "manual";
  size?: number;
}

const KEY = "tool-call-lab:draft:";
/** Where the work a shared link replaced is kept, so "run it" never discards a person's own. */
const PREVIOUS = "tool-call-lab:draft-before-link:";

function read(key: string): Draft | undefined {
  try {
    const raw = browserStorage()?.getItem(key);
    if (!raw) return undefined;
    const data = JSON.parse(raw) as unknown;
    if (typeof data !== "object" || data === null || !Object.hasOwn(data, "text") || typeof (data as Draft).text !== "string") return undefined;
    const d = data as Draft;
    return {
      text: d.text,
      ...(Array.isArray(d.cuts) && d.cuts.every((c) => Number.isInteger(c)) ? { cuts: d.cuts } : {}),
      ...(d.mode === "typed" || d.mode === "every" || d.mode === "manual" ? { mode: d.mode } : {}),
      ...(Number.isInteger(d.size) && d.size! > 0 ? { size: d.size } : {}),
    };
  } catch {
    return undefined;
  }
}

function write(key: string, draft: Draft | undefined): boolean {
  try {
    const storage = browserStorage();
    if (!storage) return false;
    if (draft) storage.setItem(key, JSON.stringify(draft));
    else storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** The kept work of one editor, if any (a malformed entry reads as none). */
export const loadDraft = (kind: EditorKind) => read(KEY + kind);
/** Keeps (or, with `undefined`, forgets) an editor's work; false when storage refused. */
export const saveDraft = (kind: EditorKind, draft: Draft | undefined) => write(KEY + kind, draft);
/** The person's own work from before they ran a shared link's, if it was kept. */
export const loadPrevious = (kind: EditorKind) => read(PREVIOUS + kind);
/** Keeps the person's own work before a shared link's replaces it. */
export const savePrevious = (kind: EditorKind, draft: Draft | undefined) => write(PREVIOUS + kind, draft);
