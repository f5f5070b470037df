import { createSignal, type Accessor } from "solid-js";
import type { Problem } from "./location";

/** A message shown above the stage until dismissed. */
export interface Notice extends Problem {
  id: number;
  tone: "info" | "warning";
  /** How many times the same notice was given (shown once, with the count). */
  count: number;
}

/** The notices on screen, and how to add and remove them. */
export interface Notices {
  list: Accessor<Notice[]>;
  notify(problem: Problem, tone?: Notice["tone"]): void;
  dismiss(id: number): void;
  dismissAll(): void;
}

/** Longer values in a notice are cut in the middle: a notice must never widen the page. */
const NOTICE_VALUE_CHARS = 200;

function shortened(params: Problem["params"]): Problem["params"] {
  const out: Problem["params"] = {};
  for (const [key, value] of Object.entries(params)) {
    const chars = Array.from(String(value));
    out[key] =
      chars.length <= NOTICE_VALUE_CHARS
        ? value
        : `${chars.slice(0, NOTICE_VALUE_CHARS / 2).join("")}…${chars.slice(-NOTICE_VALUE_CHARS / 2 + 1).join("")}`;
  }
  return out;
}

/** Creates the notices: the same notice twice is one notice with a count; values are shortened. */
export function createNotices(): Notices {
  const [list, setList] = createSignal<Notice[]>([]);
  let nextId = 0;
  return {
    list,
    notify(problem, tone = "warning") {
      const params = shortened(problem.params);
      const same = (n: Notice) => n.key === problem.key && JSON.stringify(n.params) === JSON.stringify(params);
      setList((all) =>
        all.some(same)
          ? all.map((n) => (same(n) ? { ...n, count: n.count + 1 } : n))
          : [...all, { key: problem.key, params, id: ++nextId, tone, count: 1 }],
      );
    },
    dismiss: (id) => setList((all) => all.filter((n) => n.id !== id)),
    dismissAll: () => setList([]),
  };
}
