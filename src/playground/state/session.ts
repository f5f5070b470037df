/**
 * The session: the person's choices (scenario, provider, faults, engine, language),
 * how the page was opened (a link, or the position kept from the last visit), and how the choices
 * go back into the address bar. The link's grammar itself — every choice read and written side by
 * side — is `location.ts`; this part decides which link applies and keeps the address up to date.
 */
import { batch, createSignal, type Accessor } from "solid-js";
import type { Lang, Scenario } from "../../scenarios/types";
import type { ProviderChoice } from "../../engine/providers/choices";
import type { EngineChoice } from "../../engine/trace/frames";
import type { WireApi } from "../../fake-provider/apis";
import type { EditorKind } from "../editors/workbench";
import type { LensChoice } from "../../lens/choice";
import {
  DEFAULT_LOCATION,
  MAX_LINK_CHARS,
  readLocation,
  writeLocation,
  type LabLocation,
  type Problem,
} from "./location";
import type { Preferences } from "./storage";

/** The choices a trace is built from: what a failed replay puts back, and what "See it happen" asks for. */
export interface TraceChoices {
  scenario: string;
  provider: ProviderChoice;
  /** The API that made a replayed history (absent: the scenario's own, or no history at all). */
  source?: WireApi;
  faults: string[];
  engine: EngineChoice;
  /** The version lens (`lens=1.6`): the same replay through pi-ai 1.6.0 too; absent, 1.4.0 alone. */
  lens?: LensChoice | undefined;
  /** Strict tools (`strict=1`); left out means off. */
  strict?: boolean;
}

/** A link as read: the place, what was wrong with it, and which choices it carried at all. */
export type ReadLink = ReturnType<typeof readLocation>;

/** How the page was opened, decided once at start-up. */
export interface Opening {
  /** The page's own link. */
  link: ReadLink;
  /** Where the person starts: the link when it says anything, else the position kept from the last visit. */
  start: ReadLink;
  /** The start is the kept position, not a link. */
  fromStorage: boolean;
  /**
   * A link with code (or `tool=draft`) but no editor: a deep link into a replay of someone's tool. It
   * opens the Tool lab, read-only, until the person runs it; its frame waits for that replay.
   */
  replayLink: boolean;
  /** The scenario to open: the start's, or the default when no scenario has that id. */
  scenario: string;
  /** What to tell the person, in order, with its tone. */
  notices: { problem: Problem; tone: "info" | "warning" }[];
}

/**
 * Decides where the page opens from its link and the kept preferences. A deep link wins; an empty
 * one restores the last position. Bad values are said and replaced by defaults, never a blank page.
 */
export function openSession(search: string, prefs: Preferences, find: (id: string) => Scenario | undefined): Opening {
  const link = readLocation(search);
  const fromStorage = link.given.size === 0 && prefs.position !== undefined;
  const start = fromStorage ? readLocation(prefs.position ?? "") : link;
  const notices: Opening["notices"] = link.problems.map((problem) => ({ problem, tone: "warning" }));
  // A kept position that no longer reads is said as such (not as a bad link), once.
  if (fromStorage && start.problems.length > 0)
    notices.push({ problem: { key: "ui.notice.stored-position", params: {} }, tone: "warning" });
  const scenario = find(start.location.scenario) ? start.location.scenario : DEFAULT_LOCATION.scenario;
  if (scenario !== start.location.scenario)
    notices.push({
      problem: { key: "ui.notice.unknown-scenario", params: { value: start.location.scenario } },
      tone: "warning",
    });
  // `source` names who made a replayed history: a scenario that replays none has nothing to apply it to.
  if (start.location.source && !find(scenario)?.firstTurnApi)
    notices.push({
      problem: { key: "ui.notice.source-unused", params: { value: start.location.source, scenario } },
      tone: "info",
    });
  const { code, tool, edit } = link.location;
  // `tool=draft` names the played tool by the Tool lab's kept draft (it was too big for a link).
  const replayLink = (code !== undefined || tool === "draft") && !edit;
  if (tool === "draft" && code === undefined)
    notices.push({ problem: { key: "ui.notice.tool-by-draft", params: {} }, tone: "info" });
  return { link, start, fromStorage, replayLink, scenario, notices };
}

/** Where the person is in the parts outside the session, which a link also carries. */
export interface Whereabouts {
  /** 1-based, as the counter shows it. */
  frame: number;
  /** The self-test question open, if one is. */
  quiz?: number | undefined;
  edit?: EditorKind | undefined;
  /** The code the link carries: a shared edit not yet run, or the learner's tool being played (packed). */
  code?: string | undefined;
  /** The code is the learner's tool being played (not a link's): too long a link names it by its draft. */
  playing?: boolean;
  /** The presentation this window is part of. */
  present?: LabLocation["present"];
}

/** The choices as the views read and make them (through `useLab()`). */
export interface SessionChoices {
  lang: Accessor<Lang>;
  setLang(lang: Lang): void;
  scenarioId: Accessor<string>;
  provider: Accessor<ProviderChoice>;
  setProvider(provider: ProviderChoice): void;
  /**
   * For a scenario that replays a history another API made: the API that made it, when the person
   * (or a link) chose one; undefined for the scenario's own, and for a scenario with no history.
   */
  source: Accessor<WireApi | undefined>;
  setSource(source: WireApi | undefined): void;
  /** Who runs the calls: the chapter's hand-made round, or pi-agent-core's agent loop. */
  engine: Accessor<EngineChoice>;
  setEngine(engine: EngineChoice): void;
  /** The version lens: the same replay through pi-ai 1.6.0 beside 1.4.0, or off (1.4.0 alone, the default). */
  lens: Accessor<LensChoice | undefined>;
  setLens(lens: LensChoice | undefined): void;
  /** Strict tools: every tool offered carries `constrainedSampling`, and the wire replays send what each adapter makes of it. */
  strict: Accessor<boolean>;
  setStrict(strict: boolean): void;
  faults: Accessor<string[]>;
  /** Switches a fault on or off; variants of one fault (folder:denied, folder:missing) exclude each other. */
  toggleFault(id: string): void;
  /** Sets the whole list of faults at once (an audience window following its presenter). */
  setFaults(ids: string[]): void;
}

/** The person's choices and the address bar that follows them. */
export interface Session extends SessionChoices {
  /** How the page was opened. */
  opening: Opening;
  /** Sets the scenario by id, unchecked: the store checks it against the catalog first. */
  setScenarioId(id: string): void;
  /** The choices a trace is built from now. */
  choices(): TraceChoices;
  /** True when `c` are the choices now. */
  showing(c: TraceChoices): boolean;
  /** Puts all of a trace's choices at once. */
  choose(c: TraceChoices): void;
  /** The link for the choices now and `at`. */
  place(at: Whereabouts): LabLocation;
  /**
   * What the address bar and the kept position should say for `at` and the choices (written by
   * `address-writer.ts`, which lets a step's write wait for the paint).
   */
  publish(at: Whereabouts): AddressWrite;
}

/** What the address and the kept position should say now. */
export interface AddressWrite {
  /** The address's query. */
  search: string;
  /** The position kept for the next visit. */
  position: string;
  /** The query with the frame left out: two writes that differ only in it are steps. */
  place: string;
}

/** The address bar, injected so a test can read what the page would show. */
export interface AddressBar {
  /** The query the page shows now (`?…`, or "" for none). */
  search(): string;
  /** Origin and path: the part of a link before its query. */
  base(): string;
  /** Replaces the query without a new history entry. */
  replace(search: string): void;
}

/** The browser's address bar, or one that keeps nothing where there is none. */
export function browserAddress(): AddressBar {
  return {
    search: () => globalThis.location?.search ?? "",
    base: () => (globalThis.location ? globalThis.location.origin + globalThis.location.pathname : ""),
    replace: (search) => globalThis.history?.replaceState(null, "", search),
  };
}

/**
 * The query for `place` in the address bar. It never carries more than a link may: a played tool
 * too big for one is named by its draft (`tool=draft`) instead.
 */
export function addressOf(place: LabLocation, base: string, playing: boolean): string {
  const search = writeLocation(place);
  if (playing && base.length + search.length > MAX_LINK_CHARS)
    return writeLocation({ ...place, code: undefined, tool: "draft" });
  return search;
}

/** The position kept for the next visit: the place without what only a link may open (a question, an editor, code, a presentation). */
export function keptPosition(place: LabLocation): string {
  const { quiz: _quiz, present: _present, edit: _edit, code: _code, tool: _tool, ...kept } = place;
  return writeLocation(kept);
}

/** True when two sets of choices build the same trace. */
export function sameChoices(a: TraceChoices, b: TraceChoices): boolean {
  return (
    a.scenario === b.scenario &&
    a.provider === b.provider &&
    a.source === b.source &&
    a.faults.join() === b.faults.join() &&
    a.engine === b.engine &&
    a.lens === b.lens &&
    (a.strict ?? false) === (b.strict ?? false)
  );
}

/** Where `where` is under `choices` in `lang`: what the address and the kept position say. */
function locationAt(c: TraceChoices, lang: Lang, where: Whereabouts): LabLocation {
  return {
    scenario: c.scenario,
    provider: c.provider,
    ...(c.source ? { source: c.source } : {}),
    faults: c.faults,
    frame: where.frame,
    lang,
    ...(c.engine === "loop" ? { engine: "loop" as const } : {}),
    ...(c.lens ? { lens: c.lens } : {}),
    ...(c.strict ? { strict: true as const } : {}),
    ...(where.quiz !== undefined ? { quiz: where.quiz } : {}),
    ...(where.present ? { present: where.present } : {}),
    ...(where.edit ? { edit: where.edit } : {}),
    ...(where.code ? { code: where.code } : {}),
  };
}

/** `faults` with `id` switched: off if on, else on in place of any variant of the same fault (`name:variant`). */
function toggled(faults: string[], id: string): string[] {
  const [name] = id.split(":");
  return faults.includes(id) ? faults.filter((f) => f !== id) : [...faults.filter((f) => f.split(":")[0] !== name), id];
}

/** Creates the session from how the page was opened. Call inside a Solid root. */
export function createSession(
  opening: Opening,
  options: { lang: Lang; address: AddressBar; replaysHistory?: (scenario: string) => boolean },
): Session {
  const at = opening.start.location;
  const [lang, setLang] = createSignal<Lang>(options.lang);
  const [scenarioId, setScenarioId] = createSignal(opening.scenario);
  const [provider, setProvider] = createSignal<ProviderChoice>(at.provider);
  const [chosenSource, setSource] = createSignal<WireApi | undefined>(at.source);
  // The choice applies (and is linked) only while the scenario replays a history; it is kept for when one does again.
  const source = () => ((options.replaysHistory?.(scenarioId()) ?? true) ? chosenSource() : undefined);
  const [faults, setFaults] = createSignal<string[]>(at.faults);
  const [engine, setEngine] = createSignal<EngineChoice>(at.engine ?? "round");
  const [lens, setLens] = createSignal<LensChoice | undefined>(at.lens);
  const [strict, setStrict] = createSignal(at.strict === true);
  const choices = (): TraceChoices => ({
    scenario: scenarioId(),
    provider: provider(),
    ...(source() ? { source: source() } : {}),
    faults: faults(),
    engine: engine(),
    ...(lens() ? { lens: lens() } : {}),
    strict: strict(),
  });
  const place = (where: Whereabouts): LabLocation => locationAt(choices(), lang(), where);
  return {
    opening,
    lang,
    setLang,
    scenarioId,
    setScenarioId,
    provider,
    setProvider,
    source,
    setSource,
    engine,
    setEngine,
    lens,
    setLens: (next) => setLens(next),
    strict,
    setStrict,
    faults,
    toggleFault: (id) => setFaults((current) => toggled(current, id)),
    setFaults: (ids) => setFaults(ids),
    choices,
    showing: (c) => sameChoices(choices(), c),
    // One change, so the trace is built once for the four choices, not once for each; and none
    // when they are the choices already (an equal list of faults is still a new array).
    choose(c) {
      if (sameChoices(choices(), c)) return;
      batch(() => {
        setScenarioId(c.scenario);
        setProvider(c.provider);
        setSource(c.source);
        setFaults(c.faults);
        setEngine(c.engine);
        setLens(c.lens);
        setStrict(c.strict ?? false);
      });
    },
    place,
    publish(where) {
      const here = place(where);
      const playing = where.playing ?? false;
      const base = options.address.base();
      return {
        search: addressOf(here, base, playing),
        position: keptPosition(here),
        place: addressOf({ ...here, frame: 0 }, base, playing),
      };
    },
  };
}
