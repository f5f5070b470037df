import type { Accessor } from "solid-js";
import type { LabStore } from "../state/store";
import { runRelayedKey } from "../keyboard";
import { browserSessionStorage } from "../state/storage";
import { createClock, type PresenterClock } from "./clock";
import { watchStageScroll } from "./stage-scroll";
import { startPresenter } from "./sync";

/** A new room id: one per presentation, so two presentations on one machine never mix. */
function newRoom(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The audience window's address: this page, with the same place, as the room's audience. */
function audienceUrl(lab: LabStore, room: string): string {
  // A step's address waits for the paint: the audience opens on the frame shown, not the last one written.
  lab.flushAddress();
  const url = new URL(location.href);
  url.searchParams.set("view", "audience");
  url.searchParams.set("room", room);
  return url.toString();
}

/**
 * Applies a key pressed in an audience window (a clicker) to the presenter: read in the command
 * table for the presenter's mode on screen, like a key pressed here.
 */
export function applyRemoteKey(lab: LabStore, key: string): void {
  runRelayedKey(key, lab.mode().kind);
}

/** The presenter side of this window, when it presents. */
export interface Presenting {
  spotlight(target: string): void;
  audiences: Accessor<number>;
  /** The talk's clock, counted from the presentation's start across reloads; it pauses and resets. */
  clock: PresenterClock;
  openAudience(): boolean;
}

/**
 * Starts presenting in this window (or resumes after a reload). Call inside a Solid root. The room
 * follows the stage pane's scroll too: the console may be scrolled where the projector cannot be.
 */
export function usePresenter(lab: LabStore, room: string): Presenting {
  const sync = startPresenter(lab, room, (key) => applyRemoteKey(lab, key));
  watchStageScroll(lab.frameIndex, sync.scroll);
  return {
    spotlight: sync.spotlight,
    audiences: sync.audiences,
    clock: createClock(room, { storage: browserSessionStorage(), now: Date.now }),
    openAudience: () => window.open(audienceUrl(lab, room), `tcl-audience-${room}`) !== null,
  };
}

/** Turns this window into a presenter: a new room, an audience window, the URL says so. */
export function beginPresenting(lab: LabStore): boolean {
  const room = newRoom();
  const opened = window.open(audienceUrl(lab, room), `tcl-audience-${room}`);
  if (!opened) return false;
  lab.setPresentation({ view: "presenter", room });
  return true;
}
