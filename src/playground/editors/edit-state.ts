/**
 * The text one editor works on, wherever it comes from: a shared link (read-only until the person
 * chooses to run it), the person's kept draft, or the chapter's version. Every change is kept, and
 * whatever replaces the person's version other than their own typing (a link used, a reset, a
 * load, a restore) first sets that version aside in the editor's history.
 */
import { createSignal, onCleanup, type Accessor } from "solid-js";
import { decodeShare, encodeShare, type ShareProblem } from "./share";
import {
  keepVersion,
  loadDraft,
  loadHistory,
  sameDraft,
  saveDraft,
  textTag,
  type Draft,
  type KeptOrigin,
  type KeptVersion,
} from "./drafts";
import { MAX_LINK_CHARS, type Problem } from "../state/location";
import { flushOnLeave } from "../state/address-writer";
import type { StorageLike } from "../state/storage";
import type { EditorKind, Workbench } from "./workbench";
import type { Lang } from "../../scenarios/types";

/** The little of the store an editor's state needs (so it can be made in a test). */
export interface EditHost {
  lang: Accessor<Lang>;
  workbench: Workbench;
  storage: StorageLike | undefined;
  notify(problem: Problem, tone?: "info" | "warning"): void;
  /** The replay the edit is seen in: a shared link carries it, so its reader sees what the sender saw. */
  scenarioId?: Accessor<string>;
  provider?: Accessor<string>;
  faults?: Accessor<string[]>;
  engine?: Accessor<"round" | "loop">;
}

/** A link for "Copy link", or why there is none: longer than the app (and typical servers) accept. */
export type ShareLink = { ok: true; url: string } | { ok: false; length: number; max: number };

/** One editor's text and what can be done with it. */
export interface EditState {
  draft: Accessor<Draft>;
  /** True while the text is a shared link's that the person has not chosen to run. */
  fromLink: Accessor<boolean>;
  /** Why a link's edit could not be read, if it could not. */
  linkProblem: Accessor<ShareProblem | undefined>;
  /** Earlier versions that something replaced, newest first. */
  history: Accessor<KeptVersion[]>;
  change(draft: Draft): void;
  /** Replaces the text with `draft` (an example, the current scenario), the person's version kept. */
  load(draft: Draft): void;
  /** The chapter's version again; the person's version is kept in the history. */
  reset(): void;
  /** Takes the link's text as the person's own (their earlier work kept aside), ready to run. */
  accept(): void;
  /** Leaves the link's text and goes back to the person's own. */
  decline(): void;
  /** Brings back an earlier version (the one it replaces is kept in turn). */
  restore(version: KeptVersion): void;
  /** Writes the draft now, rather than a moment after the last key (before it is played). */
  save(): void;
  /** A link to this editor with this text, for the caller to copy, or why it would be too long. */
  link(): Promise<ShareLink>;
}

/** When the draft is written: soon after typing stops, or now (before it is played or replaced). */
interface DraftWriter {
  /** Writes `d` a moment after the last call (writing a long text on every key would cost a frame). */
  soon(d: Draft): void;
  now(d: Draft): void;
  /** True while a write is waiting. */
  pending(): boolean;
}

/** Writes editor `kind`'s draft to `storage`, calling `notSaved` when storage refuses it. */
function createDraftWriter(storage: StorageLike | undefined, kind: EditorKind, notSaved: () => void): DraftWriter {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const now = (d: Draft) => {
    clearTimeout(timer);
    timer = undefined;
    if (!saveDraft(storage, kind, d)) notSaved();
  };
  return {
    soon(d) {
      clearTimeout(timer);
      timer = setTimeout(() => now(d), 250);
    },
    now,
    pending: () => timer !== undefined,
  };
}

/**
 * Reads the shared link's edit, if the workbench holds one for editor `kind`: `show` gets its text,
 * or `refuse` why it could not be read (and the link's code is dropped).
 */
function readSharedEdit(
  lab: EditHost,
  kind: EditorKind,
  show: (d: Draft) => void,
  refuse: (problem: ShareProblem) => void,
): void {
  const code = lab.workbench.sharedCode();
  if (!code || lab.workbench.editor() !== kind) return;
  void decodeShare(code).then((decoded) => {
    if (decoded.ok && decoded.edit.kind === kind) {
      show({
        text: decoded.edit.text,
        ...(decoded.edit.cuts ? { cuts: decoded.edit.cuts, mode: "manual" as const } : {}),
      });
    } else {
      refuse(decoded.ok ? "shape" : decoded.problem);
      lab.workbench.clearSharedCode();
    }
  });
}

/** A link to editor `kind` holding draft `d`, in the replay `lab` shows, or why it would be too long. */
async function shareLink(lab: EditHost, kind: EditorKind, d: Draft): Promise<ShareLink> {
  const packed = await encodeShare({ kind, text: d.text, ...(d.cuts ? { cuts: d.cuts } : {}) });
  const url = new URL(globalThis.location?.href ?? "http://localhost/");
  url.search = "";
  // The replay's choices first, as a deep link writes them (a Tool lab change shows only in the
  // scenario it was made for), then the edit.
  if (lab.scenarioId) url.searchParams.set("scenario", lab.scenarioId());
  if (lab.provider) url.searchParams.set("provider", lab.provider());
  const faults = lab.faults?.() ?? [];
  if (faults.length) url.searchParams.set("faults", faults.join(","));
  if (lab.engine?.() === "loop") url.searchParams.set("engine", "loop");
  url.searchParams.set("edit", kind);
  url.searchParams.set("code", packed);
  url.searchParams.set("lang", lab.lang());
  const href = url.toString();
  // The same cap the app reads links with (`readLocation`): a link it would refuse is never offered.
  return href.length <= MAX_LINK_CHARS
    ? { ok: true, url: href }
    : { ok: false, length: href.length, max: MAX_LINK_CHARS };
}

/** What {@link replaceDraft} reads and writes: the edit state's signals, its storage and its clock. */
interface DraftPlace {
  lab: EditHost;
  kind: EditorKind;
  original: () => Draft;
  now: () => number;
  draft: () => Draft;
  setDraft: (d: Draft) => void;
  fromLink: () => boolean;
  setHistory: (h: KeptVersion[]) => void;
  write: ReturnType<typeof createDraftWriter>;
  notSaved: () => void;
}

/**
 * Puts `next` in place of the person's own version, which goes to the history first unless nothing
 * would be lost (the same text, or the chapter's own). Written at once, not later, so a reload right
 * after still finds both.
 */
function replaceDraft(place: DraftPlace, next: Draft, origin: KeptOrigin, link?: string): void {
  const { lab, kind } = place;
  // While a link's text is shown, the person's own version is the one in storage.
  const mine = place.fromLink() ? loadDraft(lab.storage, kind) : place.draft();
  if (mine && !sameDraft(mine, next) && !sameDraft(mine, place.original())) {
    const kept = keepVersion(lab.storage, kind, { draft: mine, at: place.now(), origin, ...(link ? { link } : {}) });
    place.setHistory(kept.history);
    if (!kept.saved) place.notSaved();
  }
  place.setDraft(next);
  place.write.now(next);
}

/**
 * Creates the state for editor `kind`; `original` is the chapter's version. `now` is the clock the
 * history's times come from.
 */
export function createEditState(
  lab: EditHost,
  kind: EditorKind,
  original: () => Draft,
  now: () => number = Date.now,
): EditState {
  const own = () => loadDraft(lab.storage, kind) ?? original();
  const [draft, setDraft] = createSignal<Draft>(own());
  const [fromLink, setFromLink] = createSignal(false);
  const [linkProblem, setLinkProblem] = createSignal<ShareProblem | undefined>();
  const [history, setHistory] = createSignal<KeptVersion[]>(loadHistory(lab.storage, kind));
  const notSaved = () => lab.notify({ key: "ui.notice.draft-not-saved", params: {} }, "info");
  const write = createDraftWriter(lab.storage, kind, notSaved);
  const flush = () => {
    if (write.pending() && !fromLink()) write.now(draft());
  };
  // A reload or a closed tab right after the last key must not lose it: what waits is written as the page goes.
  onCleanup(flushOnLeave({ flush }));
  onCleanup(flush);

  const replace = (next: Draft, origin: KeptOrigin, link?: string) =>
    replaceDraft(
      { lab, kind, original, now, draft, setDraft, fromLink, setHistory, write, notSaved },
      next,
      origin,
      link,
    );

  readSharedEdit(lab, kind, (d) => (setDraft(d), setFromLink(true)), setLinkProblem);

  /** The link's text is no longer shown (used or left), so the link's code goes. */
  const leaveLink = () => {
    setFromLink(false);
    lab.workbench.clearSharedCode();
  };
  const decline = () => {
    setFromLink(false);
    lab.workbench.declineSharedCode();
    setDraft(own());
  };

  return {
    draft,
    fromLink,
    linkProblem,
    history,
    change(d) {
      if (fromLink()) return;
      setDraft(d);
      write.soon(d);
    },
    load(d) {
      if (!fromLink()) replace(d, "load");
    },
    reset() {
      replace(original(), "reset");
      leaveLink();
    },
    accept() {
      if (!fromLink()) return;
      replace(draft(), "link", textTag(draft().text));
      leaveLink();
    },
    decline,
    restore(version) {
      // Restoring while a link is shown leaves the link: the person chose their own work.
      if (fromLink()) decline();
      replace(version.draft, "restore");
    },
    save() {
      if (!fromLink()) write.now(draft());
    },
    link: () => shareLink(lab, kind, draft()),
  };
}
