/**
 * The text one editor works on, wherever it comes from: a shared link (read-only until the person
 * chooses to run it), the person's kept draft, or the chapter's version. Every change is kept.
 */
import { createSignal, onCleanup, type Accessor } from "solid-js";
import { decodeShare, encodeShare, type ShareProblem } from "../../editors/share";
import { loadDraft, loadPrevious, saveDraft, savePrevious, type Draft } from "../../editors/drafts";
import type { LabStore } from "../../state/store";
import type { EditorKind } from "../../state/workbench";

/** One editor's text and what can be done with it. */
export interface EditState {
  draft: Accessor<Draft>;
  /** True while the text is a shared link's that the person has not chosen to run. */
  fromLink: Accessor<boolean>;
  /** Why a link's edit could not be read, if it could not. */
  linkProblem: Accessor<ShareProblem | undefined>;
  /** The person's own work from before they ran a link's, when there is some to go back to. */
  previous: Accessor<Draft | undefined>;
  change(draft: Draft): void;
  /** The chapter's version again (kept as the draft). */
  reset(): void;
  /** Takes the link's text as the person's own (their earlier work kept aside), ready to run. */
  accept(): void;
  /** Leaves the link's text and goes back to the person's own. */
  decline(): void;
  restorePrevious(): void;
  /** A link to this editor with this text, copied by the caller. */
  link(): Promise<string>;
}

/** Creates the state for editor `kind`; `original` is the chapter's version. */
export function createEditState(lab: LabStore, kind: EditorKind, original: () => Draft): EditState {
  const own = () => loadDraft(kind) ?? original();
  const [draft, setDraft] = createSignal<Draft>(own());
  const [fromLink, setFromLink] = createSignal(false);
  const [linkProblem, setLinkProblem] = createSignal<ShareProblem | undefined>();
  const [previous, setPrevious] = createSignal<Draft | undefined>(loadPrevious(kind));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const keep = (d: Draft) => {
    clearTimeout(timer);
    // Writing a long text on every key press would cost a frame: kept a moment after typing stops.
    timer = setTimeout(() => {
      if (!saveDraft(kind, d)) lab.notify({ key: "ui.notice.draft-not-saved", params: {} }, "info");
    }, 250);
  };
  onCleanup(() => {
    if (timer === undefined || fromLink()) return;
    clearTimeout(timer);
    saveDraft(kind, draft());
  });

  const code = lab.workbench.sharedCode();
  if (code && lab.workbench.editor() === kind) {
    void decodeShare(code).then((decoded) => {
      if (decoded.ok && decoded.edit.kind === kind) {
        setDraft({ text: decoded.edit.text, ...(decoded.edit.cuts ? { cuts: decoded.edit.cuts, mode: "manual" as const } : {}) });
        setFromLink(true);
      } else {
        setLinkProblem(decoded.ok ? "shape" : decoded.problem);
        lab.workbench.clearSharedCode();
      }
    });
  }

  return {
    draft,
    fromLink,
    linkProblem,
    previous,
    change(d) {
      if (fromLink()) return;
      setDraft(d);
      keep(d);
    },
    reset() {
      setFromLink(false);
      lab.workbench.clearSharedCode();
      const d = original();
      setDraft(d);
      keep(d);
    },
    accept() {
      const mine = loadDraft(kind);
      // The person's own different work is kept aside (a link to their own version needs nothing kept).
      if (mine && mine.text !== draft().text) {
        savePrevious(kind, mine);
        setPrevious(mine);
      }
      saveDraft(kind, draft());
      setFromLink(false);
      lab.workbench.clearSharedCode();
    },
    decline() {
      setFromLink(false);
      lab.workbench.declineSharedCode();
      setDraft(own());
    },
    restorePrevious() {
      const p = previous();
      if (!p) return;
      savePrevious(kind, undefined);
      setPrevious(undefined);
      setDraft(p);
      keep(p);
    },
    async link() {
      const d = draft();
      const packed = await encodeShare({ kind, text: d.text, ...(d.cuts ? { cuts: d.cuts } : {}) });
      const url = new URL(globalThis.location.href);
      url.search = "";
      url.searchParams.set("edit", kind);
      url.searchParams.set("code", packed);
      url.searchParams.set("lang", lab.lang());
      return url.toString();
    },
  };
}
