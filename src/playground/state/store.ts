import { createEffect, createMemo, createSignal, on, onCleanup, type Accessor } from "solid-js";
import { message } from "../../i18n";
import { DEFAULT_CLOCK_START } from "../../fake-fs/virtual-clock";
import { localize, type Lang, type Scenario } from "../../scenarios";
import { decodeScenarioBytes, fileTooLarge } from "../../scenarios/decode";
import type { ProviderChoice } from "../../engine/choices";
import { definitionFrame } from "../../engine/definition";
import toolSchema from "../../engine/tool-schema.json";
import { createFrameReader } from "../../engine/frame-store";
import { STAGES, type EngineChoice, type Frame, type Stage, type Trace } from "../../engine/frames";
import { createEngineClient, type EngineClient } from "../engine-client";
import type { PlayRequest } from "../engine-protocol";
import { locateFrame, type FrameLocator } from "../quiz/locate";
import { actualPrediction, firstGate, predictionKey, type Prediction } from "../player/predict";
import { createQuizStore, type QuizStore } from "../quiz/quiz-store";
import { createNotices, type Notice } from "./notices";
import { afterFirstPaint } from "../paint";
import type { LabLocation, Problem } from "./location";
import type { LensChoice } from "../../lens/choice";
import { browserAddress, browserLang, createSession, openSession, type AddressBar, type SessionChoices, type TraceChoices } from "./session";
import { createScenarioCatalog, type ScenarioEntry } from "./scenario-catalog";
import { browserStorage, loadPreferences, readOnly, savePreferences, type StorageLike } from "./storage";
import { createWorkbench, type Workbench } from "../editors/workbench";
import { createTraceResource } from "./trace-resource";
import { modeOf, type Mode } from "./mode";
import { createRecordingState, type RecordingState } from "../recording/recording";

export type { ScenarioEntry } from "./scenario-catalog";
export type { Notice } from "./notices";

/** Everything the views read and do. Views never touch the engine directly. */
export interface LabStore extends SessionChoices {
  theme: Accessor<"light" | "dark">;
  toggleTheme(): void;
  setTheme(theme: "light" | "dark"): void;
  /** Projector mode: bigger type, the diagram folded away. */
  projector: Accessor<boolean>;
  toggleProjector(): void;
  /** Translates a catalog key in the current language. */
  t(key: string, params?: Record<string, string | number>): string;
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
  trace: Accessor<Trace | undefined>;
  loading: Accessor<boolean>;
  frameIndex: Accessor<number>;
  frame: Accessor<Frame | undefined>;
  total: Accessor<number>;
  go(index: number): void;
  /** Goes to `index` now, or as soon as the trace being built is on screen. */
  goWhenReady(index: number): void;
  step(delta: number): void;
  goStage(stage: Stage): void;
  playing: Accessor<boolean>;
  togglePlay(): void;
  speed: Accessor<number>;
  setSpeed(speed: number): void;
  notices: Accessor<Notice[]>;
  /** Says something to the person (a notice above the stage). */
  notify(problem: Problem, tone?: Notice["tone"]): void;
  dismiss(id: number): void;
  dismissAll(): void;
  highlightId: Accessor<string | undefined>;
  setHighlightId(id: string | undefined): void;
  /** The self-test: open question, answers, predict mode. */
  quiz: QuizStore;
  /** Lecture autoplay: playing stops at each new stage until the presenter goes on. */
  lecture: Accessor<boolean>;
  toggleLecture(): void;
  /** Opens a question's evidence in the player (scenario, provider, faults, engine, frame). */
  showEvidence(n: number, evidence: EvidenceLink): void;
  /** Opens the frame `at` names in the trace of `choices` (an id matrix cell opens its pair's ids frame). */
  openAt(choices: TraceChoices, at: FrameLocator): void;
  /** In predict mode, at the first gate of a trace not predicted yet: the key to record under. */
  predictPending: Accessor<string | undefined>;
  /** Records the learner's prediction for the trace on screen; returns what really happens. */
  predict(choice: Prediction): Prediction;
  /** In predict mode, on the gate frame of a trace whose prediction the person stepped past. */
  predictSkipped: Accessor<boolean>;
  /** The prediction just made at this gate frame (cleared when the person steps on). */
  prediction: Accessor<{ choice: Prediction; actual: Prediction } | undefined>;
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
}

/** What "See it happen" opens: plain data from the question. */
export interface EvidenceLink {
  scenario: string;
  provider?: ProviderChoice;
  faults?: string[];
  engine?: EngineChoice;
  /** The version lens on (`lens=1.6`) for this evidence; off when absent. */
  lens?: LensChoice;
  frame: FrameLocator;
}

/** Milliseconds per frame at speed 1 while playing. */
const PLAY_INTERVAL = 900;

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
}

/** Creates the lab's state from the page's URL and storage. Call inside a Solid root. */
export function createLabStore(options: LabStoreOptions = {}): LabStore {
  // An audience window reads storage but never writes it: the presenter's window owns it.
  const readable = "storage" in options ? options.storage : browserStorage();
  const storage: StorageLike | undefined = options.persist === false && readable ? readOnly(readable) : readable;
  const stored = loadPreferences(storage);
  const address = options.address ?? browserAddress();

  const notices = createNotices();
  const notify = notices.notify;
  stored.problems.forEach((p) => notify(p));

  const catalog = createScenarioCatalog(storage, notify);
  const scenarios = createMemo<ScenarioEntry[]>(() => catalog.entries());
  const findScenario = catalog.find;

  const opening = openSession(options.search ?? address.search(), stored.prefs, findScenario);
  opening.notices.forEach((n) => notify(n.problem, n.tone));
  const { link, start, replayLink } = opening;
  const session = createSession(opening, { lang: link.location.lang ?? stored.prefs.lang ?? browserLang(), address, replaysHistory: (id) => findScenario(id)?.firstTurnApi !== undefined });
  const { lang, scenarioId, provider, source, faults, engine, lens, presentation } = session;

  const [theme, setTheme] = createSignal<"light" | "dark">(stored.prefs.theme ?? (globalThis.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light"));
  const [projector, setProjector] = createSignal(stored.prefs.projector ?? false);
  const [lecture, setLecture] = createSignal(false);
  const [frameIndex, setFrameIndex] = createSignal(0);
  const [playing, setPlaying] = createSignal(false);
  const [speed, setSpeed] = createSignal(1);
  const [highlightId, setHighlightId] = createSignal<string | undefined>();
  let pendingFrame: number | undefined = replayLink ? undefined : start.location.frame;
  // "See it happen": the frame to open once the evidence's trace is on screen.
  let pendingLocate: FrameLocator | undefined;
  const edit = replayLink ? "tool" : start.location.edit;
  const workbench = createWorkbench({
    ...(edit ? { edit } : {}),
    ...(link.location.code ? { code: link.location.code } : {}),
    ...(replayLink && link.given.has("frame") ? { frame: link.location.frame } : {}),
  });
  // An audience window starts with no answers of its own: it shows only what the presenter reveals.
  const quiz = createQuizStore(options.persist === false ? undefined : storage, notify, start.location.quiz);
  const client = options.engine ?? createEngineClient();
  const recording = createRecordingState();
  const painted = afterFirstPaint();

  const t = (key: string, params: Record<string, string | number> = {}) => message(lang(), key, params);

  const replay = createTraceResource(
    () => ({ id: scenarioId(), provider: provider(), source: source(), faults: faults(), lang: lang(), engine: engine(), lens: lens(), strict: session.strict(), v: catalog.version(), learner: workbench.learner(), round: workbench.round(), recording: recording.playing() }),
    {
      find: findScenario,
      client,
      painted,
      notify,
      restore: (back) => session.choose({ scenario: back.id, provider: back.provider, ...(back.source ? { source: back.source } : {}), faults: back.faults, engine: back.engine, lens: back.lens, strict: back.strict }),
      dropLearner: () => workbench.setLearner(undefined),
    },
  );
  const trace = replay.trace;
  const reader = createMemo(() => {
    const current = trace();
    return current && createFrameReader(current);
  });
  const total = () => trace()?.frames.length ?? 0;
  // Until the first trace exists, frame 1 — the tool definition, the same in every trace — is
  // shown already (unless a link asked for a later frame).
  const opensAtFirst = start.location.frame === 1;
  const preview = createMemo(() => {
    const scenario = findScenario(scenarioId());
    return scenario && definitionFrame([{ role: "user", content: localize(scenario.question, lang()), timestamp: DEFAULT_CLOCK_START }], toolSchema);
  });
  const frame = (): Frame | undefined => {
    const r = reader();
    if (r && frameIndex() < total()) return r.at(frameIndex());
    return opensAtFirst && !trace() ? preview() : undefined;
  };

  // A new trace keeps the person where they were: the deep-linked frame on first load, then the same stage.
  createEffect(
    on(trace, (next, previous) => {
      if (!next) return;
      if (pendingLocate) {
        const at = locateFrame(next.frames, pendingLocate);
        pendingLocate = undefined;
        setFrameIndex(Math.max(0, at));
        return;
      }
      const linked = next.learner ? workbench.takeLinkFrame() : undefined;
      if (pendingFrame !== undefined || linked !== undefined) {
        const wanted = (linked ?? pendingFrame)!;
        pendingFrame = undefined;
        if (wanted > next.frames.length) notify({ key: "ui.notice.frame-out-of-range", params: { value: wanted, total: next.frames.length } });
        setFrameIndex(Math.min(wanted, next.frames.length) - 1);
        return;
      }
      // Same frame when the new trace lines up (a language switch, a fault that changes later stages);
      // otherwise the first frame of the same stage.
      const was = previous?.frames[frameIndex()];
      const here = next.frames[frameIndex()];
      if (was && here && here.stage === was.stage && here.event === was.event) return;
      const same = next.frames.findIndex((f) => f.stage === (was?.stage ?? "definition"));
      setFrameIndex(same >= 0 ? same : Math.min(frameIndex(), next.frames.length - 1));
    }),
  );

  const clampIndex = (index: number) => Math.max(0, Math.min(index, total() - 1));
  // Set below, once the gate and the pending prediction exist; until then go() just moves.
  let guardGate: (from: number, to: number) => number = (_, to) => to;
  const go = (index: number) => setFrameIndex(guardGate(frameIndex(), clampIndex(index)));

  // Predict mode: at the first gate of a trace not predicted yet, the player waits for a prediction.
  // Where the first gate is, once per trace (not searched again on every step).
  const gateAt = createMemo(() => {
    const t = trace();
    return t ? firstGate(t.frames) : -1;
  });
  const unpredicted = () => {
    if (!quiz.predict() || !trace()) return undefined;
    const key = predictionKey(scenarioId(), faults(), provider(), engine());
    return quiz.predicted(key) === undefined ? key : undefined;
  };
  const predictPending = createMemo(() => (frameIndex() === gateAt() ? unpredicted() : undefined));

  // Predict mode: a step that would jump over a gate not predicted yet stops at its prompt first;
  // a step on from the prompt is a prediction skipped (so nothing past it is seen unasked).
  guardGate = (from, to) => {
    const gate = gateAt();
    const key = gate >= 0 && to > gate ? unpredicted() : undefined;
    if (!key) return to;
    if (from < gate) return gate;
    if (from === gate) quiz.skipPrediction(key);
    return to;
  };
  const predictSkipped = createMemo(() => quiz.predict() && !!trace() && frameIndex() === gateAt() && quiz.predicted(predictionKey(scenarioId(), faults(), provider(), engine())) === "skipped");

  const [prediction, setPrediction] = createSignal<{ choice: Prediction; actual: Prediction } | undefined>();
  createEffect(on(frameIndex, () => setPrediction(undefined), { defer: true }));

  // Playing advances one frame per interval and stops at the end (or at a prediction to make).
  createEffect(() => {
    if (!playing()) return;
    if (predictPending()) {
      setPlaying(false);
      return;
    }
    if (frameIndex() >= total() - 1) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => {
      const from = trace()?.frames[frameIndex()]?.stage;
      go(frameIndex() + 1);
      // Lecture autoplay: a new stage is shown, then the player waits for the presenter.
      if (lecture() && trace()?.frames[frameIndex()]?.stage !== from) setPlaying(false);
    }, PLAY_INTERVAL / speed());
    onCleanup(() => clearTimeout(timer));
  });

  // Opens the frame `at` names in the trace of `wanted`: at once when it is on screen, else once it is built.
  const openAt = (wanted: TraceChoices, at: FrameLocator) => {
    const current = trace();
    if (session.showing(wanted) && current && !replay.loading()) {
      setFrameIndex(Math.max(0, locateFrame(current.frames, at)));
      return;
    }
    pendingLocate = at;
    session.choose(wanted);
  };

  // The URL follows the person; preferences remember them.
  createEffect(() => {
    // A recording is never put in a link, nor in the stored position: the address keeps what it had.
    if (!trace() || trace()?.recording) return;
    const open = quiz.view();
    const position = session.publish({
      frame: frameIndex() + 1,
      ...(typeof open === "number" ? { quiz: open } : {}),
      edit: workbench.editor(),
      // A link not yet run keeps its code; a learner's tool being played puts its own in the URL,
      // so a copied deep link replays that version (after its reader chooses to run it).
      code: workbench.sharedCode() ?? workbench.learner()?.packed,
      playing: !workbench.sharedCode() && workbench.learner() !== undefined,
    });
    savePreferences(storage, { lang: lang(), theme: theme(), position, ...(projector() ? { projector: true } : {}) });
  });
  createEffect(() => {
    const page = globalThis.document?.documentElement;
    if (!page) return;
    page.lang = lang();
    page.dataset.theme = theme();
    page.dataset.projector = projector() ? "on" : "off";
  });

  const mode = createMemo(() => modeOf({ editor: workbench.editor(), quiz: quiz.view(), presentation: presentation(), recording: recording.open() }), undefined, {
    // A new object per read would make every layout redraw on each frame: same mode, same value.
    equals: (a, b) => a.kind === b.kind && JSON.stringify(a) === JSON.stringify(b),
  });

  return {
    ...session,
    mode,
    storage,
    glance: (request) => client.glance(request),
    theme,
    toggleTheme: () => setTheme((x) => (x === "dark" ? "light" : "dark")),
    setTheme,
    projector,
    toggleProjector: () => setProjector((p) => !p),
    t,
    scenarios,
    findScenario,
    selectScenario: (id) => {
      if (!findScenario(id)) return;
      // Picking a scenario is leaving the recording for it.
      recording.drop();
      session.setScenarioId(id);
    },
    openScenarioText(text, fileName, at) {
      const scenario = catalog.open(text, fileName);
      if (scenario && at) pendingLocate = at;
      if (scenario) session.setScenarioId(scenario.id);
      return scenario !== undefined;
    },
    keepScenarioText: (text, fileName) => catalog.open(text, fileName) !== undefined,
    async openScenarioFiles(files) {
      const [file, ...others] = files;
      if (!file) return false;
      if (others.length > 0) notify({ key: "ui.notice.one-file", params: { name: file.name, count: others.length } }, "info");
      const tooLarge = fileTooLarge(file.size);
      const decoded = tooLarge ? { ok: false as const, reason: tooLarge } : decodeScenarioBytes(new Uint8Array(await file.arrayBuffer()));
      if (!decoded.ok) {
        notify({ key: "ui.notice.bad-file", params: { name: file.name, details: decoded.reason } });
        return false;
      }
      return this.openScenarioText(decoded.text, file.name);
    },
    trace,
    loading: () => replay.loading(),
    frameIndex,
    frame,
    total,
    go,
    step: (delta) => go(frameIndex() + delta),
    goWhenReady(index) {
      if (replay.loading() || !trace()) pendingFrame = index + 1;
      else go(index);
    },
    goStage(stage) {
      const index = trace()?.frames.findIndex((f) => f.stage === stage) ?? -1;
      if (index >= 0) go(index);
    },
    playing,
    togglePlay() {
      if (!playing() && frameIndex() >= total() - 1) go(0);
      setPlaying((p) => !p);
    },
    speed,
    setSpeed,
    notices: notices.list,
    notify,
    dismiss: notices.dismiss,
    dismissAll: notices.dismissAll,
    highlightId,
    setHighlightId,
    quiz,
    lecture,
    toggleLecture: () => setLecture((x) => !x),
    showEvidence(n, e) {
      quiz.setReturnTo(n);
      quiz.close();
      openAt({ scenario: e.scenario, provider: e.provider ?? "scripted", faults: e.faults ?? [], engine: e.engine ?? "round", ...(e.lens ? { lens: e.lens } : {}) }, e.frame);
    },
    openAt,
    predictPending,
    predictSkipped,
    predict(choice) {
      const t = trace();
      const actual = t ? actualPrediction(t.frames) : "none";
      const key = predictPending();
      if (key) quiz.recordPrediction(key, scenarioId(), choice, choice === actual);
      setPrediction({ choice, actual });
      return actual;
    },
    prediction,
    workbench,
    recording,
  };
}

/** Stage numbers for the 1–8 keys. */
export const STAGE_KEYS: Record<string, Stage> = Object.fromEntries(STAGES.map((s, i) => [String(i + 1), s]));
