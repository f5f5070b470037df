import { createEffect, createSignal, For, on, onCleanup, type Accessor } from "solid-js";
import { isServer } from "solid-js/web";
import { beginPresenting } from "../present/presentation";
import { afterFirstPaint } from "../paint";
import { whenPrecacheMayStart } from "../offline-work";
import { prepareNameOrder } from "../long-values";
import { bindCommands, installKeyboard, lastInputWasPointer } from "../keyboard";
import { useLab } from "../state/context";
import type { LabStore } from "../state/store";
import { sameMode, type Mode } from "../state/mode";
import { Header } from "./Header";
import { KeysHelp } from "./KeysHelp";
import { Notices } from "./Notices";
import { ModeMount } from "./modes/ModeMount";
import { showsMode } from "./modes/registry";
import { MODE_KINDS } from "../modes";
import { COMMANDS, type CommandId } from "../commands";
import { firstScreenShown } from "../start/first-screen-app";

/** Resolves in the first task after the next frame is painted. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Focuses the stage of the player (or presenter) layout: where the person's next action is there.
 * The self-test focuses its question and an editor its heading themselves (they may still be loading).
 */
function focusStage(kind: Mode["kind"]): void {
  document.querySelector<HTMLElement>(`[data-mode-layout="${kind}"] [data-mode-main]`)?.focus({ preventScroll: true });
}

/**
 * True once the app's own first frame is painted. The diagram and the Context join right after it
 * (the shell's paint came before the app started): frame 1 and the counter get on screen sooner.
 */
function usePainted(lab: LabStore): Accessor<boolean> {
  // Rendered ahead of time (first-screen-render.tsx), the screen is the one already painted.
  if (isServer) return () => true;
  // Over the pre-rendered first screen, the screen with its side pane is already painted: holding
  // the pane back a frame would blank it for that frame.
  const [painted, setPainted] = createSignal(firstScreenShown());
  void afterFirstPaint()
    .then(nextPaint)
    .then(() => {
      setPainted(true);
      prepareNameOrder();
      // Offline support, registered after the first paint (not in the first chunk), once the person
      // has paused (2 s without input) and not while an editor opens: its precache would share the
      // cores with their steps or the editor (offline-work.ts).
      // A new build waits for the next visit; the person is told it is there.
      if ("serviceWorker" in navigator) {
        // Counted from now: a key pressed while the module loads moves the install on too.
        const mayStart = whenPrecacheMayStart();
        void import("virtual:pwa-register")
          .then((pwa) => mayStart.then(() => pwa))
          .then(({ registerSW }) =>
            registerSW({
              immediate: true,
              onNeedRefresh: () => lab.notify({ key: "ui.pwa.updated", params: {} }, "info"),
            }),
          );
      }
    });
  return painted;
}

/**
 * Moves focus to the stage when the person comes back to the player or presenter, and after a
 * header picker chosen with the mouse. `stageShown` says whether the stage is on screen.
 */
function useStageFocus(lab: LabStore, stageShown: () => boolean): void {
  const mode = lab.mode;
  // Focus asked for the stage lands once it can take it: after the event that asked (focus moved
  // during a list's change event stays on the list) and after a new trace shows (the stage is
  // hidden while one is built).
  const [stageFocus, setStageFocus] = createSignal(false);
  createEffect(
    on(
      mode,
      (next, previous) =>
        previous &&
        !sameMode(next, previous) &&
        (next.kind === "player" || next.kind === "presenter") &&
        setStageFocus(true),
    ),
  );
  createEffect(() => {
    if (!stageFocus() || lab.loading()) return;
    const timer = setTimeout(() => (setStageFocus(false), focusStage(mode().kind)), 0);
    onCleanup(() => clearTimeout(timer));
  });
  // The server renders only: there is no document to listen to.
  if (isServer) return;
  // A picker chosen with the mouse hands the keys back to the player: → then steps a frame instead
  // of choosing the next scenario in the still-focused list.
  const onChange = (event: Event) => {
    const target = event.target as Element | null;
    if (target?.tagName === "SELECT" && target.closest(".header") && lastInputWasPointer() && stageShown())
      setStageFocus(true);
  };
  document.addEventListener("change", onChange);
  onCleanup(() => document.removeEventListener("change", onChange));
}

/**
 * The keys the page itself answers (help, projector, present, closing the recording), bound in
 * every mode the command table gives each of them.
 */
function bindPageCommands(lab: LabStore, toggleHelp: () => void, present: () => void): void {
  // The server renders only: no key ever reaches it.
  if (isServer) return;
  installKeyboard(() => lab.mode().kind);
  const page: Partial<Record<CommandId, () => void>> = {
    help: toggleHelp,
    projector: () => lab.toggleProjector(),
    present,
    "recording-close": () => lab.recording.setOpen(false),
  };
  for (const command of COMMANDS) {
    const run = page[command.id];
    if (run) for (const mode of command.modes) bindCommands(mode, { [command.id]: run });
  }
}

/** A scenario file dropped anywhere on the page: whether one is being dragged, and the page's handlers. */
function useFileDrop(lab: LabStore) {
  const [dragging, setDragging] = createSignal(false);
  return {
    dragging,
    onDragOver(event: DragEvent) {
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: (event: DragEvent) => event.relatedTarget === null && setDragging(false),
    async onDrop(event: DragEvent) {
      event.preventDefault();
      setDragging(false);
      // On "Your recording"'s screen a dropped file is a capture: its own drop zone reads it.
      if (lab.mode().kind === "recording") return;
      await lab.openScenarioFiles([...(event.dataTransfer?.files ?? [])]);
    },
  };
}

/**
 * The page: the header and notices, then the layout of the mode on screen — the player, the
 * self-test, an editor or the presenter's console — and the list of keys for that mode.
 */
export function App() {
  const lab = useLab();
  const [help, setHelp] = createSignal(false);
  const painted = usePainted(lab);
  const mode = lab.mode;
  const stageShown = () => showsMode("player", mode().kind);
  useStageFocus(lab, stageShown);
  const present = () => {
    if (lab.presentation()) return;
    if (!beginPresenting(lab)) lab.notify({ key: "ui.present.blocked", params: {} });
  };
  bindPageCommands(lab, () => setHelp((h) => !h), present);
  const drop = useFileDrop(lab);

  return (
    <div
      class="app"
      data-mode={mode().kind}
      classList={{ dragging: drop.dragging() }}
      onDragOver={drop.onDragOver}
      onDragLeave={drop.onDragLeave}
      onDrop={drop.onDrop}
    >
      <Header onHelp={() => setHelp(true)} onPresent={present} />
      <Notices />
      <For each={MODE_KINDS}>{(kind) => <ModeMount kind={kind} painted={painted()} />}</For>
      <KeysHelp open={help()} mode={mode().kind} onClose={() => setHelp(false)} />
    </div>
  );
}
