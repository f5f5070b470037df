import { createSignal, type Accessor } from "solid-js";
import {
  builtInScenario,
  builtInTitle,
  BUILT_IN_IDS,
  describeProblems,
  parseScenario,
  type LocalText,
  type Scenario,
} from "../../scenarios";
import type { Problem } from "./location";
import { loadScenarioTexts, saveScenarioText, type StorageLike } from "./storage";
import { afterPaint } from "../paint";
import { showControls } from "../../text/visible";

/** A scenario the picker offers. */
export interface ScenarioEntry {
  id: string;
  /** As shown: bidirectional controls are marks (`showControls`). */
  title: LocalText;
  fromFile: boolean;
  /** A person's version of a built-in (edited in the Scenario editor, or a file with its id), kept beside it. */
  edited: boolean;
}

/** The id a person's version of the built-in `id` is kept under: the built-in itself never changes. */
export const editedId = (id: string) => `${id}-edited`;
const isEditedCopy = (id: string) => id.endsWith("-edited") && BUILT_IN_IDS.includes(id.slice(0, -"-edited".length));

/**
 * The person's own version of a built-in that `scenario` (a file with that built-in's id) would
 * replace, when it says something else: the caller asks before replacing it. Undefined when there is
 * none, or it is the same.
 */
export function editedVersionAt(catalog: Pick<ScenarioCatalog, "find">, scenario: Scenario): Scenario | undefined {
  if (!BUILT_IN_IDS.includes(scenario.id)) return undefined;
  const mine = catalog.find(editedId(scenario.id));
  return mine && JSON.stringify({ ...mine, id: scenario.id }) !== JSON.stringify(scenario) ? mine : undefined;
}

/** A file's title as the picker shows it: a bidirectional control is a mark, so a title cannot reorder itself. */
const shownTitle = (title: LocalText): LocalText =>
  typeof title === "string"
    ? showControls(title)
    : { "zh-CN": showControls(title["zh-CN"]), en: showControls(title.en) };

/** The built-in scenarios plus the files a person opened in this browser. */
export interface ScenarioCatalog {
  /** Every scenario the picker offers, built-ins first. */
  entries(): ScenarioEntry[];
  find(id: string): Scenario | undefined;
  /** Reads a file's text; a good one is kept (in storage too) and returned, a bad one reported. */
  open(text: string, fileName: string): Scenario | undefined;
  /**
   * Keeps a scenario already read and checked (a file the engine worker opened), as `open` does a
   * good one. `"after-paint"` writes it to storage after the next paints instead of now (`flush`
   * writes it sooner): serializing and writing a 10,000-entry file in the task that puts its trace
   * on the way holds the page's thread long enough to freeze a frame.
   */
  keep(scenario: Scenario, fileName: string, write?: "now" | "after-paint"): Scenario;
  /** Writes the kept scenarios still waiting, now (the page is being hidden or left). */
  flush(): void;
  /** Changes whenever a file is added, so traces of a re-opened file are rebuilt. */
  version: Accessor<number>;
}

/**
 * Creates the catalog. Stored files are read once; one that no longer reads is reported and left
 * in storage untouched — a person's own work is never deleted.
 */
export function createScenarioCatalog(
  storage: StorageLike | undefined,
  notify: Notify,
  schedule: (run: () => void) => void = afterPaint,
): ScenarioCatalog {
  const files = new Map<string, Scenario>();
  for (const [id, text] of loadScenarioTexts(storage)) {
    const parsed = parseScenario(text);
    if (!parsed.ok || parsed.scenario.id !== id) notify({ key: "ui.notice.stored-file-unreadable", params: { id } });
    // Stored by an older version under a built-in id: shown once, renamed as a fresh file would be.
    else if (BUILT_IN_IDS.includes(id)) files.set(`${id}-file`, { ...parsed.scenario, id: `${id}-file` });
    else files.set(id, parsed.scenario);
  }
  const [version, setVersion] = createSignal(0);
  const writes = createKeptWrites(storage, notify, schedule);
  const keep = (scenario: Scenario, fileName: string, write: "now" | "after-paint" = "now"): Scenario => {
    if (BUILT_IN_IDS.includes(scenario.id)) {
      // A changed built-in (the Scenario editor plays the one on screen) is the person's version of
      // it, said once, and replaced silently on each later play: not "a file", not a second "Happy path".
      const copy = editedId(scenario.id);
      if (!files.has(copy)) notify({ key: "ui.notice.edited-copy", params: { from: scenario.id, to: copy } }, "info");
      scenario.id = copy;
    } else if (files.has(scenario.id))
      notify({ key: "ui.notice.replaced", params: { id: scenario.id, name: fileName } }, "info");
    files.set(scenario.id, scenario);
    writes.write(scenario, fileName, write);
    setVersion((v) => v + 1);
    return scenario;
  };

  return {
    version,
    entries() {
      version();
      const builtIn = BUILT_IN_IDS.map((id) => ({ id, title: builtInTitle(id), fromFile: false, edited: false }));
      return [
        ...builtIn,
        ...[...files.values()].map((s) => ({
          id: s.id,
          title: shownTitle(s.title),
          fromFile: true,
          edited: isEditedCopy(s.id),
        })),
      ];
    },
    find(id) {
      const built = builtInScenario(id);
      return built.ok ? built.scenario : files.get(id);
    },
    keep,
    flush: writes.flush,
    open(text, fileName) {
      const parsed = parseScenario(text);
      if (!parsed.ok) {
        notify({
          key: "ui.notice.bad-file",
          params: { name: fileName, details: describeProblems(parsed.problems.slice(0, 4)) },
        });
        return undefined;
      }
      return keep(parsed.scenario, fileName);
    },
  };
}

/** How the catalog says something to the person. */
type Notify = (problem: Problem, tone?: "info" | "warning") => void;

/** A kept scenario waiting to be written: serialized (`text`) in the first task after a paint. */
interface WaitingWrite {
  scenario: Scenario;
  fileName: string;
  text?: string;
}

/**
 * Writes kept scenarios to storage, now or after the next paints. One that waits is serialized in
 * one task after a paint and written in another after the next, so no frame waits for both. A later write of the same id replaces a waiting one.
 */
function createKeptWrites(storage: StorageLike | undefined, notify: Notify, schedule: (run: () => void) => void) {
  const waiting = new Map<string, WaitingWrite>();
  const save = (id: string, text: string, fileName: string) => {
    if (!saveScenarioText(storage, id, text)) notify({ key: "ui.notice.not-kept", params: { name: fileName } }, "info");
  };
  // Writes `kept` if it is still the one waiting for `id` (a later keep of the same id replaces it).
  const finish = (id: string, kept: WaitingWrite | undefined) => {
    if (!kept || waiting.get(id) !== kept) return;
    waiting.delete(id);
    save(id, kept.text ?? JSON.stringify(kept.scenario), kept.fileName);
  };
  return {
    write(scenario: Scenario, fileName: string, when: "now" | "after-paint") {
      waiting.delete(scenario.id);
      if (when === "now") return save(scenario.id, JSON.stringify(scenario), fileName);
      const kept: WaitingWrite = { scenario, fileName };
      waiting.set(scenario.id, kept);
      schedule(() => {
        if (waiting.get(scenario.id) !== kept) return;
        kept.text = JSON.stringify(scenario);
        schedule(() => finish(scenario.id, kept));
      });
    },
    flush() {
      for (const [id, kept] of [...waiting]) finish(id, kept);
    },
  };
}
