/**
 * The lab's store: one object the views read through `useLab()`, made of small parts, each with its
 * own factory and interface — the session (choices and links, `session.ts`), the player and its one
 * landing rule (`player/player-store.ts`), the preferences (`prefs.ts`), the self-test (`quiz/quiz-store.ts`,
 * and its hold on the player, `quiz/quiz-play.ts`), the editors (`editors/workbench.ts`) and presenting
 * (`present/presentation-store.ts`). This file only wires them together.
 */
import { createEffect, createMemo, onCleanup, type Accessor } from "solid-js";
import { message, type KeyAtCall } from "../../i18n/message";
import { loadCatalog } from "../../i18n/load";
import { DEFAULT_CLOCK_START } from "../../fake-fs/virtual-clock";
import { localize, type Scenario } from "../../scenarios";
import { fileTooLarge } from "../../scenarios/decode";
import { definitionFrame } from "../../engine/round/definition";
import toolSchema from "../../engine/captures/tool-schema.json";
import { STAGES, type Stage, type Trace } from "../../engine/trace/frames";
import { createEngineClient, type EngineClient } from "../engine-client";
import type { IdMatrixRequest, PlayRequest } from "../engine-protocol";
import type { IdMatrixCell } from "../../engine/id-matrix";
import type { FrameLocator } from "../player/locate";
import { createPlayer, type Landing, type Player, type PlayerState } from "../player/player-store";
import { createQuizPlay, type QuizPlay } from "../quiz/quiz-play";
import { createQuizStore, type QuizStore } from "../quiz/quiz-store";
import { createPresentation, type Presentation } from "../present/presentation-store";
import { createNotices, type Notice } from "./notices";
import { afterFirstPaint } from "../paint";
import type { Problem } from "./location";
import {
  browserAddress,
  createSession,
  openSession,
  type AddressBar,
  type Opening,
  type Session,
  type SessionChoices,
  type TraceChoices,
} from "./session";
import { openingLang } from "./opening-lang";
import { createAddressWriter, flushOnLeave, type AddressWriter } from "./address-writer";
import { createPrefs, type Prefs, type PrefsChoices } from "./prefs";
import { createScenarioCatalog, editedVersionAt, type ScenarioCatalog, type ScenarioEntry } from "./scenario-catalog";
import { browserStorage, loadPreferences, readOnly, type StorageLike } from "./storage";
import { createWorkbench, type Workbench } from "../editors/workbench";
import { keepVersion } from "../editors/drafts";
import { createTraceResource } from "./trace-resource";
import { modeOf, type Mode } from "./mode";
import { createRecordingState, type RecordingState } from "../recording/recording";

export type { ScenarioEntry } from "./scenario-catalog";
export type { Notice } from "./notices";
export type { EvidenceLink } from "../quiz/quiz-play";

/** The scenarios the picker offers and how a person opens one. */
export interface ScenarioChoices {
  scenarios: Accessor<ScenarioEntry[]>;
  /** A scenario the picker offers (built-in or opened from a file), by id. */
  findScenario(id: string): Scenario | undefined;
  selectScenario(id: string): void;
  /**
   * Opens a scenario file's text; problems become notices, a good file is kept and selected. `at`
   * names the frame to open once its trace is on screen (the Stream lab opens the learner's first piece).
   */
  openScenarioText(text: string, fileName: string, at?: FrameLocator): boolean;
  /** Keeps a scenario with the opened ones without switching to it (the Scenario editor's Save). */
  keepScenarioText(text: string, fileName: string): boolean;
  /**
   * Opens the first of `files` (dropped or picked); the others are named in a notice. A file over
   * the size limit or not readable as text is refused in words; what is on screen stays.
   */
  openScenarioFiles(files: readonly File[]): Promise<boolean>;
}

/** Everything the views read and do. Views never touch the engine directly. */
export interface LabStore extends SessionChoices, PrefsChoices, PlayerState, ScenarioChoices, Presentation, QuizPlay {
  /** Opens the frame `at` names in the trace of `choices` (an id matrix cell opens its pair's ids frame; a question's evidence). */
  openAt(choices: TraceChoices, at: FrameLocator): void;
  /** Translates a catalog key in the current language. */
  t<K extends string>(key: KeyAtCall<K>, params?: Record<string, string | number>): string;
  notices: Accessor<Notice[]>;
  /** Says something to the person (a notice above the stage). */
  notify(problem: Problem, tone?: Notice["tone"]): void;
  dismiss(id: number): void;
  dismissAll(): void;
  /** The self-test: open question, answers, predict mode. */
  quiz: QuizStore;
  /** The editors: which is open, the learner's tool being played, a shared edit from a link. */
  workbench: Workbench;
  /** Where the editors keep drafts: the storage the store was given (read-only in an audience window). */
  storage: StorageLike | undefined;
  /** "Your recording": its import screen, and the capture playing (memory only, never stored or linked). */
  recording: RecordingState;
  /** Which mode owns the screen and the keys (player, self-test, an editor, presenter, audience). */
  mode: Accessor<Mode>;
  /** Plays a trace beside the one on screen in the same engine worker (a quiz question's frame). */
  glance(request: PlayRequest): Promise<Trace>;
  /** Plays the id matrix (§14) in the same engine worker, beside the trace on screen. */
  idMatrix(request: IdMatrixRequest): Promise<IdMatrixCell[]>;
  /** Writes the address bar and kept position now (a step's write waits for the paint): call before reading `location`. */
  flushAddress(): void;
}

/** What the store is made from; each has a browser default, so a test passes its own. */
export interface LabStoreOptions {
  /** The page's query (default: the address bar's). */
  search?: string;
  /** Where preferences, files and drafts are kept (default: the browser's, when it allows). */
  storage?: StorageLike;
  /** Builds traces (default: the engine worker). */
  engine?: EngineClient;
  /** false: an audience window, which reads storage but never writes it. */
  persist?: boolean;
  /** The address bar the choices are written to (default: the browser's). */
  address?: AddressBar;
  /** Asks the person a yes-or-no question (default: the browser's `confirm`; none: no). */
  ask?: (question: string) => boolean;
}

/** Where the first trace opens: the link's (or kept position's) frame; a link into someone's replay waits for that replay. */
function firstLanding(opening: Opening): Landing | undefined {
  const { link, start, replayLink } = opening;
  if (!replayLink) return { frame: start.location.frame };
  return link.given.has("frame") ? { frame: link.location.frame, learnerOnly: true } : undefined;
}

/** The store's storage: the one given, else the page's; read-only for an audience window, which the presenter's owns. */
function storageOf(options: LabStoreOptions): StorageLike | undefined {
  const readable = "storage" in options ? options.storage : browserStorage();
  return options.persist === false && readable ? readOnly(readable) : readable;
}

/** The mode on screen, from the parts that decide it. */
function createMode(parts: {
  workbench: Workbench;
  quiz: QuizStore;
  presentation: Presentation;
  recording: RecordingState;
}): Accessor<Mode> {
  const mode = createMemo(
    () =>
      modeOf({
        editor: parts.workbench.editor(),
        quiz: parts.quiz.view(),
        presentation: parts.presentation.presentation(),
        recording: parts.recording.open(),
      }),
    undefined,
    {
      // A new object per read would make every layout redraw on each frame: same mode, same value.
      equals: (a, b) => a.kind === b.kind && JSON.stringify(a) === JSON.stringify(b),
    },
  );
  return mode;
}

/** The language's switch and the words of the language on screen. */
function wordsOf(session: Session, notify: LabStore["notify"]): Pick<LabStore, "setLang" | "t"> {
  return {
    // The page holds the words of the language on screen only: the other's are fetched first.
    setLang: (lang) =>
      void loadCatalog(lang).then(
        () => session.setLang(lang),
        () => notify({ key: "ui.notice.lang-unavailable", params: {} }, "warning"),
      ),
    t: (key, params = {}) => message(session.lang(), key, params),
  };
}

/** The notices as the store offers them: the list, and how to add and dismiss one. */
function noticesOf(
  notices: ReturnType<typeof createNotices>,
): Pick<LabStore, "notices" | "notify" | "dismiss" | "dismissAll"> {
  return { notices: notices.list, notify: notices.notify, dismiss: notices.dismiss, dismissAll: notices.dismissAll };
}

/** What a view may ask the engine worker beside the trace: a frame's glance, the ids' matrix. */
function asksOf(client: EngineClient): Pick<LabStore, "glance" | "idMatrix"> {
  return { glance: (request) => client.glance(request), idMatrix: (request) => client.idMatrix(request) };
}

/** Creates the lab's state from the page's URL and storage. Call inside a Solid root. */
export function createLabStore(options: LabStoreOptions = {}): LabStore {
  const storage = storageOf(options);
  const stored = loadPreferences(storage);
  const address = options.address ?? browserAddress();
  const notices = createNotices();
  const notify = notices.notify;
  stored.problems.forEach((p) => notify(p));
  const catalog = createScenarioCatalog(storage, notify);
  // An opened file's text is written after the paint; a reload or a closed tab writes it first.
  onCleanup(flushOnLeave(catalog));
  const opening = openSession(options.search ?? address.search(), stored.prefs, catalog.find);
  opening.notices.forEach((n) => notify(n.problem, n.tone));
  const { link, start, replayLink } = opening;
  const session = createSession(opening, {
    lang: openingLang(link.location.lang, stored.prefs),
    address,
    replaysHistory: (id) => catalog.find(id)?.firstTurnApi !== undefined,
  });
  const prefs = createPrefs(storage, stored.prefs, session.lang);
  // Only a link opens a presentation; a kept position never does.
  const presentation = createPresentation(link.location.present);
  const edit = replayLink ? "tool" : start.location.edit;
  const workbench = createWorkbench({
    ...(edit ? { edit } : {}),
    ...(link.location.code ? { code: link.location.code } : {}),
    onDecline: () => player.forgetLearnerLanding(),
  });
  // An audience window starts with no answers of its own: it shows only what the presenter reveals.
  const quiz = createQuizStore(options.persist === false ? undefined : storage, notify, start.location.quiz);
  const recording = createRecordingState();
  const client = options.engine ?? createEngineClient();
  const replay = replayOfChoices({ session, catalog, workbench, recording, client, notify });
  const player: Player = createPlayer({
    trace: replay.trace,
    loading: replay.loading,
    first: firstLanding(opening),
    preview: definitionPreview(session, catalog),
    notify,
    holds: () => quizPlay.predictPending() !== undefined,
    lecture: presentation.lecture,
  });
  // The choices first (a changed one starts its replay), then the landing: on the trace on screen
  // when the choices were already these, else on their trace when it comes.
  const openAt = (choices: TraceChoices, at: FrameLocator) => {
    session.choose(choices);
    player.land({ locate: at });
  };
  const quizPlay = createQuizPlay({ quiz, session, player, openAt });
  const writer = followAddress({ session, address, prefs, player, quiz, workbench, presentation });

  const mode = createMode({ workbench, quiz, presentation, recording });
  return {
    ...session,
    ...prefs,
    ...player,
    ...presentation,
    ...quizPlay,
    ...scenarioChoices({
      catalog,
      session,
      player,
      recording,
      notify,
      client,
      storage,
      ask: options.ask ?? ((q) => globalThis.confirm?.(q) ?? false),
    }),
    ...wordsOf(session, notify),
    ...noticesOf(notices),
    quiz,
    workbench,
    storage,
    recording,
    mode,
    ...asksOf(client),
    openAt,
    flushAddress: writer.flush,
  };
}

/** The trace of the choices on screen: built from the session, the catalog and the editors; a failed one puts the choices back. */
function replayOfChoices(parts: {
  session: Session;
  catalog: ScenarioCatalog;
  workbench: Workbench;
  recording: RecordingState;
  client: EngineClient;
  notify: (p: Problem) => void;
}) {
  const { session, catalog, workbench, recording } = parts;
  return createTraceResource(
    () => ({
      id: session.scenarioId(),
      provider: session.provider(),
      source: session.source(),
      faults: session.faults(),
      lang: session.lang(),
      engine: session.engine(),
      lens: session.lens(),
      strict: session.strict(),
      v: catalog.version(),
      learner: workbench.learner(),
      round: workbench.round(),
      recording: recording.playing(),
    }),
    {
      find: catalog.find,
      client: parts.client,
      painted: afterFirstPaint(),
      notify: parts.notify,
      restore: (back) =>
        session.choose({
          scenario: back.id,
          provider: back.provider,
          ...(back.source ? { source: back.source } : {}),
          faults: back.faults,
          engine: back.engine,
          lens: back.lens,
          strict: back.strict,
        }),
      dropLearner: () => workbench.setLearner(undefined),
    },
  );
}

/** Frame 1 as every trace of the scenario on screen begins (the tool's definition), before the first trace exists. */
function definitionPreview(session: Session, catalog: ScenarioCatalog) {
  const preview = createMemo(() => {
    const scenario = catalog.find(session.scenarioId());
    return (
      scenario &&
      definitionFrame(
        [{ role: "user", content: localize(scenario.question, session.lang()), timestamp: DEFAULT_CLOCK_START }],
        toolSchema,
      )
    );
  });
  return preview;
}

/** The address bar follows the person, and the preferences remember where they were. */
function followAddress(parts: {
  session: Session;
  address: AddressBar;
  prefs: Prefs;
  player: Player;
  quiz: QuizStore;
  workbench: Workbench;
  presentation: Presentation;
}): AddressWriter {
  const { session, player, quiz, workbench } = parts;
  const writer = createAddressWriter(parts.address, (position) => parts.prefs.remember(session.lang(), position));
  onCleanup(flushOnLeave(writer));
  createEffect(() => {
    // Kept with the position, and read here, not only by a write that may wait for the paint: a
    // theme or projector change after a step is kept at once.
    parts.prefs.theme();
    parts.prefs.projector();
    const trace = player.trace();
    // A recording is never put in a link, nor in the stored position: the address keeps what it had.
    if (!trace || trace.recording) return;
    const open = quiz.view();
    writer.write(
      session.publish({
        frame: player.frameIndex() + 1,
        ...(typeof open === "number" ? { quiz: open } : {}),
        edit: workbench.editor(),
        // A link not yet run keeps its code; a learner's tool being played puts its own in the URL,
        // so a copied deep link replays that version (after its reader chooses to run it).
        code: workbench.sharedCode() ?? workbench.learner()?.packed,
        playing: !workbench.sharedCode() && workbench.learner() !== undefined,
        present: parts.presentation.presentation(),
      }),
    );
  });
  return writer;
}

/** Picking and opening scenarios: the catalog's, put on screen through the session and the player. */
/**
 * A file with a built-in's id replaces the person's own version of that built-in only if they say
 * so, and theirs is then kept in the Scenario editor's earlier versions; otherwise the file opens
 * beside it, as `<id>-file`.
 */
function settleBuiltInFile(
  scenario: Scenario,
  fileName: string,
  deps: { catalog: ScenarioCatalog; session: Session; storage: StorageLike | undefined; ask: (q: string) => boolean },
): void {
  const mine = editedVersionAt(deps.catalog, scenario);
  if (!mine) return;
  const beside = `${scenario.id}-file`;
  if (deps.ask(message(deps.session.lang(), "ui.ask.replace-edited", { name: fileName, from: scenario.id, beside }))) {
    keepVersion(deps.storage, "scenario", {
      draft: { text: JSON.stringify({ ...mine, id: scenario.id }, null, 2) },
      at: Date.now(),
      origin: "load",
    });
  } else scenario.id = beside;
}

function scenarioChoices(deps: {
  catalog: ScenarioCatalog;
  session: Session;
  player: Player;
  recording: RecordingState;
  notify: (p: Problem, tone?: Notice["tone"]) => void;
  client: EngineClient;
  storage: StorageLike | undefined;
  ask: (q: string) => boolean;
}): ScenarioChoices {
  const { catalog, session, player, notify } = deps;
  const scenarios = createMemo<ScenarioEntry[]>(() => catalog.entries());
  const openScenarioText = (text: string, fileName: string, at?: FrameLocator) => {
    const scenario = catalog.open(text, fileName);
    if (!scenario) return false;
    session.setScenarioId(scenario.id);
    if (at) player.land({ locate: at });
    return true;
  };
  return {
    scenarios,
    findScenario: catalog.find,
    selectScenario(id) {
      if (!catalog.find(id)) return;
      // Picking a scenario is leaving the recording for it.
      deps.recording.drop();
      session.setScenarioId(id);
    },
    openScenarioText,
    keepScenarioText: (text, fileName) => catalog.open(text, fileName) !== undefined,
    async openScenarioFiles(files) {
      const [file, ...others] = files;
      if (!file) return false;
      if (others.length > 0)
        notify({ key: "ui.notice.one-file", params: { name: file.name, count: others.length } }, "info");
      const tooLarge = fileTooLarge(file.size);
      // Read and checked in the engine worker: a big file's parse and check would hold up frames here.
      const opened = tooLarge
        ? { ok: false as const, reason: tooLarge }
        : await deps.client.openFile(file).catch((error: Error) => ({ ok: false as const, reason: error.message }));
      if (!opened.ok) {
        notify({ key: "ui.notice.bad-file", params: { name: file.name, details: opened.reason } });
        return false;
      }
      settleBuiltInFile(opened.scenario, file.name, deps);
      session.setScenarioId(catalog.keep(opened.scenario, file.name, "after-paint").id);
      return true;
    },
  };
}

/** Stage numbers for the 1–8 keys. */
export const STAGE_KEYS: Record<string, Stage> = Object.fromEntries(STAGES.map((s, i) => [String(i + 1), s]));
