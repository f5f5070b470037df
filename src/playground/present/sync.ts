/**
 * Presenter and audience windows kept in step over a BroadcastChannel (same origin, no server).
 * The presenter broadcasts what the room sees whenever it changes; an audience window asks for it
 * when it opens, follows it, and sends its clicker's keys back. Everything on the wire is parsed
 * by `protocol.ts` first.
 */
import { createEffect, createSignal, on, onCleanup, type Accessor } from "solid-js";
import type { LabStore } from "../state/store";
import { MAX_CODE_CHARS } from "../state/location";
import { createAudienceTool, type AudienceTool } from "./audience-tool";
import {
  aliveCount,
  channelName,
  EXPIRY_MS,
  HEARTBEAT_MS,
  INITIAL_AUDIENCE,
  MAX_SEQ,
  noteAudience,
  parseMessage,
  PROTOCOL_VERSION,
  reduceAudience,
  type AudienceRoll,
  type AudienceState,
  type SharedState,
  type SharedTool,
  type StageScroll,
  type SyncMessage,
} from "./protocol";

/** What the room sees, read from the presenter's store. */
function sharedState(lab: LabStore): SharedState {
  const view = lab.quiz.view();
  const answer = typeof view === "number" ? lab.quiz.answer(view) : undefined;
  const entry = lab.scenarios().find((s) => s.id === lab.scenarioId());
  const scenario = entry?.fromFile ? lab.findScenario(entry.id) : undefined;
  return {
    scenario: lab.scenarioId(),
    provider: lab.provider(),
    ...(lab.source() ? { source: lab.source() } : {}),
    faults: lab.faults(),
    engine: lab.engine(),
    strict: lab.strict(),
    ...(lab.lens() ? { lens: lab.lens() } : {}),
    ...(lab.predictPending() !== undefined ? { predicting: true } : {}),
    frame: lab.frameIndex(),
    lang: lab.lang(),
    theme: lab.theme(),
    quiz: view ?? null,
    reveal: typeof view === "number" && answer?.revealed ? { n: view, chosen: answer.chosen } : null,
    file: scenario ? { id: scenario.id, text: JSON.stringify(scenario) } : null,
    tool: sharedTool(lab),
  };
}

/**
 * The learner's tool the presenter plays, packed as its share link carries it. One too long for a
 * link is not sent (the room could not take it either): the room is told it is refused.
 */
function sharedTool(lab: LabStore): SharedTool | null {
  const learner = lab.workbench.learner();
  if (!learner) return null;
  if (!learner.packed) return { refused: "corrupt" };
  return learner.packed.length <= MAX_CODE_CHARS ? { code: learner.packed } : { refused: "too-large" };
}

/** What a presenter can tell the room besides its state. */
export interface PresenterSync {
  spotlight(target: string): void;
  /** Where the stage pane is scrolled; the last one is sent again to a window that opens or reloads. */
  scroll(place: StageScroll): void;
  audiences: Accessor<number>;
  rejected(): number;
}

/** The presenter's side: broadcasts, answers hellos, takes the audience's keys. Call inside a Solid root. */
export function startPresenter(lab: LabStore, room: string, onKey: (key: string) => void): PresenterSync {
  const channel = new BroadcastChannel(channelName(room));
  let seq = 0;
  let roll: AudienceRoll = new Map();
  const [audiences, setAudiences] = createSignal(0);
  // Windows are counted while they keep saying they are open, so a closed one drops out.
  const recount = (message?: SyncMessage) => {
    const now = performance.now();
    roll = noteAudience(roll, message, now);
    setAudiences(aliveCount(roll, now));
  };
  const post = (message: SyncMessage) => channel.postMessage(message);
  const send = () => {
    post({ v: PROTOCOL_VERSION, type: "state", from: "presenter", seq, state: sharedState(lab) });
    // Audiences take a restart at 0 as a new numbering; a presentation never gets near the bound.
    seq = seq >= MAX_SEQ ? 0 : seq + 1;
  };
  createEffect(on(() => JSON.stringify(sharedState(lab)), send));
  let rejected = 0;
  let lastScroll: StageScroll | undefined;
  const scroll = (place: StageScroll) => {
    lastScroll = place;
    post({ v: PROTOCOL_VERSION, type: "scroll", from: "presenter", ...place });
  };
  channel.onmessage = (event) => {
    // Only well-formed audience messages count; anything else is ignored (and counted).
    const message = parseMessage(event.data);
    if (!message || message.from !== "audience") {
      if (!message) rejected++;
      return;
    }
    if (message.type === "hello") {
      send();
      if (lastScroll) scroll(lastScroll);
    } else if (message.type === "here" || message.type === "leave") recount(message);
    else if (message.type === "key") onKey(message.key);
  };
  const beat = setInterval(() => {
    send();
    recount();
  }, HEARTBEAT_MS);
  const bye = () => post({ v: PROTOCOL_VERSION, type: "bye", from: "presenter" });
  window.addEventListener("pagehide", bye);
  onCleanup(() => {
    clearInterval(beat);
    window.removeEventListener("pagehide", bye);
    bye();
    channel.close();
  });
  return {
    spotlight: (target) => post({ v: PROTOCOL_VERSION, type: "spotlight", from: "presenter", target }),
    scroll,
    audiences,
    rejected: () => rejected,
  };
}

/** The audience's side: asks for the state, follows it, sends keys back. Call inside a Solid root. */
export function startAudience(
  lab: LabStore,
  room: string,
): { state: Accessor<AudienceState>; sendKey(key: string): void; tool: AudienceTool } {
  const channel = new BroadcastChannel(channelName(room));
  const [state, setState] = createSignal<AudienceState>(INITIAL_AUDIENCE);
  // The presenter's learner's tool, replayed in this window's own sandbox (or why it cannot be).
  const tool = createAudienceTool(lab, () => state().shared?.frame ?? 0);
  let lastHeard = 0;
  channel.onmessage = (event) => {
    const before = state();
    const next = reduceAudience(before, event.data);
    if (next === before) return;
    lastHeard = performance.now();
    setState(next);
    if (next.shared && next.shared !== before.shared) {
      tool.follow(next.shared.tool);
      follow(lab, next.shared);
    }
  };
  const id = [...crypto.getRandomValues(new Uint8Array(6))].map((b) => b.toString(16).padStart(2, "0")).join("");
  const say = (message: SyncMessage) => channel.postMessage(message);
  say({ v: PROTOCOL_VERSION, type: "hello", from: "audience" });
  say({ v: PROTOCOL_VERSION, type: "here", from: "audience", id });
  const watch = setInterval(() => {
    say({ v: PROTOCOL_VERSION, type: "here", from: "audience", id });
    if (state().connected && performance.now() - lastHeard > EXPIRY_MS) setState((s) => ({ ...s, connected: false }));
  }, HEARTBEAT_MS);
  const leave = () => say({ v: PROTOCOL_VERSION, type: "leave", from: "audience", id });
  window.addEventListener("pagehide", leave);
  onCleanup(() => {
    clearInterval(watch);
    window.removeEventListener("pagehide", leave);
    leave();
    channel.close();
  });
  return { state, sendKey: (key) => say({ v: PROTOCOL_VERSION, type: "key", from: "audience", key }), tool };
}

/** Puts the audience's store where the presenter's is. */
function follow(lab: LabStore, s: SharedState) {
  if (s.file && !lab.findScenario(s.file.id)) lab.openScenarioText(s.file.text, `${s.file.id}.json`);
  if (lab.lang() !== s.lang) lab.setLang(s.lang);
  if (lab.theme() !== s.theme) lab.setTheme(s.theme);
  if (lab.scenarioId() !== s.scenario) lab.selectScenario(s.scenario);
  if (lab.provider() !== s.provider) lab.setProvider(s.provider as never);
  if (lab.source() !== s.source) lab.setSource(s.source);
  if (lab.faults().join() !== s.faults.join()) lab.setFaults(s.faults);
  if (lab.engine() !== s.engine) lab.setEngine(s.engine);
  if (lab.strict() !== (s.strict ?? false)) lab.setStrict(s.strict ?? false);
  if (lab.lens() !== s.lens) lab.setLens(s.lens);
  if (s.quiz === null) lab.quiz.close();
  else lab.quiz.open(s.quiz);
  if (s.reveal) lab.quiz.mirror(s.reveal.n, s.reveal.chosen);
  lab.goWhenReady(s.frame);
}
