/**
 * Writes the address bar and the kept position. A step moves only the frame, and rewriting the
 * address (`history.replaceState`) and storage in the key's own task costs a millisecond or two
 * before the frame can paint: so a step's write waits until just after the paint (behind the tasks
 * waiting then, `afterPaint`), and a run of steps writes once. Not later (an idle callback): a reload
 * reads the address when it starts, before `pagehide` could write it, so a write that waited for idle
 * was lost to a reload right after a step. Anything else (a choice, an editor, a question, the theme) is written at once. What waits
 * is written before the page is hidden or left, and before anything reads the address (`flush`),
 * so a reload or a copied link mid-stepping still lands on the frame shown.
 */
import type { AddressBar, AddressWrite } from "./session";
import { afterPaint } from "../paint";

/** The writer the lab's state puts every change through. */
export interface AddressWriter {
  /** Writes `next` now, or just after the next paint when only the frame moved since the last write. */
  write(next: AddressWrite): void;
  /** Writes what is waiting, now. */
  flush(): void;
}

/**
 * Creates the writer over `address`; `remember` keeps the position. Pass `schedule` to decide when a
 * step's write happens (a test); the page's hiding and leaving write at once.
 */
export function createAddressWriter(
  address: AddressBar,
  remember: (position: string) => void,
  schedule: (run: () => void) => void = afterPaint,
): AddressWriter {
  let pending: AddressWrite | undefined;
  let written: AddressWrite | undefined;
  let queued = false;
  const put = (next: AddressWrite) => {
    if (address.search() !== next.search) address.replace(next.search);
    remember(next.position);
  };
  const flush = () => {
    const next = pending;
    pending = undefined;
    if (next) put(next);
  };
  return {
    write(next) {
      // Only a moved frame waits: a change the address does not carry (the theme, kept with the position) is written at once.
      const step = written !== undefined && written.place === next.place && written.search !== next.search;
      written = next;
      if (!step) {
        pending = undefined;
        put(next);
        return;
      }
      pending = next;
      if (queued) return;
      queued = true;
      schedule(() => {
        queued = false;
        flush();
      });
    },
    flush,
  };
}

/** Writes what waits when the page is hidden or left (a reload, a closed tab, a switch away). Returns how to stop. */
export function flushOnLeave(writer: { flush(): void }): () => void {
  const page = globalThis.document;
  const target = globalThis.window;
  if (!page || !target) return () => {};
  const onHide = () => {
    if (page.visibilityState === "hidden") writer.flush();
  };
  const onLeave = () => writer.flush();
  page.addEventListener("visibilitychange", onHide);
  target.addEventListener("pagehide", onLeave);
  return () => {
    page.removeEventListener("visibilitychange", onHide);
    target.removeEventListener("pagehide", onLeave);
  };
}
