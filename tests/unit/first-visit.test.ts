import { createRoot } from "solid-js";
import { describe, expect, it } from "vitest";
import { catalogs } from "../../src/i18n";
import { createFirstVisit } from "../../src/playground/state/first-visit";
import type { StorageLike } from "../../src/playground/state/storage";
import type { Outcome } from "../../src/engine/trace/frames";

function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe("the start card's state", () => {
  it("opens on a plain first visit, and not again once dismissed", () => {
    const storage = memoryStorage();
    createRoot(() => {
      const first = createFirstVisit(storage, "");
      expect(first.open()).toBe(true);
      first.dismiss();
      expect(first.open()).toBe(false);
    });
    createRoot(() => expect(createFirstVisit(storage, "").open()).toBe(false));
  });

  it("stays closed for a link (it points somewhere on purpose), and opens again on request", () => {
    createRoot(() => {
      const linked = createFirstVisit(memoryStorage(), "?scenario=truncated&frame=3");
      expect(linked.open()).toBe(false);
      linked.reopen();
      expect(linked.open()).toBe(true);
    });
  });

  it("works without storage (blocked): it shows, and closes for this visit", () => {
    createRoot(() => {
      const first = createFirstVisit(undefined, "");
      first.dismiss();
      expect(first.open()).toBe(false);
    });
  });
});

describe("the loop comparison's outcomes", () => {
  it("each have words in both languages", () => {
    // Every Outcome, checked by the compiler: a new outcome without words fails to type-check here.
    const outcomes: Record<Outcome, true> = {
      answered: true,
      "answered-without-tools": true,
      "answer-truncated": true,
      stopped: true,
      "one-round-limit": true,
      "turn-limit": true,
    };
    for (const lang of ["en", "zh-CN"] as const)
      for (const outcome of Object.keys(outcomes))
        expect(Object.hasOwn(catalogs[lang], `ui.outcome.${outcome}`), `${lang} ${outcome}`).toBe(true);
  });
});
