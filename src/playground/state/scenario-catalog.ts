import { createSignal, type Accessor } from "solid-js";
import { builtInScenario, builtInTitle, BUILT_IN_IDS, describeProblems, parseScenario, type LocalText, type Scenario } from "../../scenarios";
import type { Problem } from "./location";
import { loadScenarioTexts, saveScenarioText, type StorageLike } from "./storage";

/** A scenario the picker offers. */
export interface ScenarioEntry {
  id: string;
  title: LocalText;
  fromFile: boolean;
  /** A person's version of a built-in (edited in the Scenario editor, or a file with its id), kept beside it. */
  edited: boolean;
}

/** The id a person's version of the built-in `id` is kept under: the built-in itself never changes. */
export const editedId = (id: string) => `${id}-edited`;
const isEditedCopy = (id: string) => id.endsWith("-edited") && BUILT_IN_IDS.includes(id.slice(0, -"-edited".length));

/** The built-in scenarios plus the files a person opened in this browser. */
export interface ScenarioCatalog {
  /** Every scenario the picker offers, built-ins first. */
  entries(): ScenarioEntry[];
  find(id: string): Scenario | undefined;
  /** Reads a file's text; a good one is kept (in storage too) and returned, a bad one reported. */
  open(text: string, fileName: string): Scenario | undefined;
  /** Keeps a scenario already read and checked (a file the engine worker opened), as `open` does a good one. */
  keep(scenario: Scenario, fileName: string): Scenario;
  /** Changes whenever a file is added, so traces of a re-opened file are rebuilt. */
  version: Accessor<number>;
}

/**
 * Creates the catalog. Stored files are read once; one that no longer reads is reported and left
 * in storage untouched — a person's own work is never deleted.
 */
export function createScenarioCatalog(storage: StorageLike | undefined, notify: (problem: Problem, tone?: "info" | "warning") => void): ScenarioCatalog {
  const files = new Map<string, Scenario>();
  for (const [id, text] of loadScenarioTexts(storage)) {
    const parsed = parseScenario(text);
    if (!parsed.ok || parsed.scenario.id !== id) notify({ key: "ui.notice.stored-file-unreadable", params: { id } });
    // Stored by an older version under a built-in id: shown once, renamed as a fresh file would be.
    else if (BUILT_IN_IDS.includes(id)) files.set(`${id}-file`, { ...parsed.scenario, id: `${id}-file` });
    else files.set(id, parsed.scenario);
  }
  const [version, setVersion] = createSignal(0);
  const keep = (scenario: Scenario, fileName: string): Scenario => {
    if (BUILT_IN_IDS.includes(scenario.id)) {
      // A changed built-in (the Scenario editor plays the one on screen) is the person's version of
      // it, said once, and replaced silently on each later play: not "a file", not a second "Happy path".
      const copy = editedId(scenario.id);
      if (!files.has(copy)) notify({ key: "ui.notice.edited-copy", params: { from: scenario.id, to: copy } }, "info");
      scenario.id = copy;
    } else if (files.has(scenario.id)) notify({ key: "ui.notice.replaced", params: { id: scenario.id, name: fileName } }, "info");
    files.set(scenario.id, scenario);
    if (!saveScenarioText(storage, scenario.id, JSON.stringify(scenario))) notify({ key: "ui.notice.not-kept", params: { name: fileName } }, "info");
    setVersion((v) => v + 1);
    return scenario;
  };

  return {
    version,
    entries() {
      version();
      const builtIn = BUILT_IN_IDS.map((id) => ({ id, title: builtInTitle(id), fromFile: false, edited: false }));
      return [...builtIn, ...[...files.values()].map((s) => ({ id: s.id, title: s.title, fromFile: true, edited: isEditedCopy(s.id) }))];
    },
    find(id) {
      const built = builtInScenario(id);
      return built.ok ? built.scenario : files.get(id);
    },
    keep,
    open(text, fileName) {
      const parsed = parseScenario(text);
      if (!parsed.ok) {
        notify({ key: "ui.notice.bad-file", params: { name: fileName, details: describeProblems(parsed.problems.slice(0, 4)) } });
        return undefined;
      }
      return keep(parsed.scenario, fileName);
    },
  };
}
