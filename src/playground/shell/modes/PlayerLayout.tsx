import { createEffect, createSignal, ErrorBoundary, on, Show, untrack, type JSX } from "solid-js";
import { useLab } from "../../state/context";
import { ContextInspector } from "../../player/ContextInspector";
import { EditorTabs } from "../EditorTabs";
import { LearnerBanner } from "../../player/LearnerBanner";
import { RoundBanner } from "../../editors/round/RoundBanner";
import { RecordingBanner } from "../../recording/RecordingBanner";
import { LoopTimeline } from "../../player/LoopTimeline";
import { Narration } from "../../player/Narration";
import { RunSkip } from "../../player/RunSkip";
import { SequenceDiagram } from "../../player/SequenceDiagram";
import { StageRail } from "../../player/StageRail";
import { StageView } from "../../player/StageView";
import { Stepper } from "../../player/Stepper";
import { EvidenceReturn } from "./EvidenceReturn";
import { bindStepping } from "./stepping";
import { LazyLensPane, LazyLensStrip } from "../../lens/lazy";

/** Beside the stage in the player: the diagram (the loop's turns instead) and the Context. */
function PlayerSide() {
  const lab = useLab();
  return (
    <>
      {/* The version lens comes first: its differences belong to the frame on the stage. */}
      <Show when={lab.lens()}>
        <LazyLensPane />
      </Show>
      {/* The loop's turns show each call's result: hidden while a prediction is still to be made. */}
      <Show when={lab.trace()?.loop} fallback={<SequenceDiagram />}>
        <Show
          when={!lab.predictPending()}
          fallback={
            <p class="note" data-testid="loop-hidden">
              {lab.t("ui.predict.hidden")}
            </p>
          }
        >
          <LoopTimeline />
        </Show>
      </Show>
      <ContextInspector />
    </>
  );
}

/** The frame's view, or why it failed (with a way to try again); the rest of the page stays. */
function Stage() {
  const lab = useLab();
  return (
    <ErrorBoundary
      fallback={(error, reset) => (
        <div class="skipped" role="alert">
          <p>{lab.t("ui.crashed", { message: error instanceof Error ? error.message : String(error) })}</p>
          <button type="button" class="button" onClick={reset}>
            {lab.t("ui.crashed-retry")}
          </button>
        </div>
      )}
    >
      <LearnerBanner />
      <RoundBanner />
      <RecordingBanner />
      <LazyLensStrip />
      <RunSkip />
      <Show when={lab.frame()} fallback={<p class="placeholder">{lab.t("ui.loading")}</p>}>
        <StageView />
      </Show>
    </ErrorBoundary>
  );
}

/**
 * The player's screen: stage rail, the stage beside the diagram and Context (or, presenting, the
 * presenter's console in `side`), narration and stepping. Stays mounted while another mode shows
 * (hidden), so coming back is a style change; its keys are bound to its own mode only.
 */
export function PlayerLayout(props: {
  hidden: boolean;
  mode: "player" | "presenter";
  painted: boolean;
  side?: JSX.Element;
}) {
  const lab = useLab();
  let pane!: HTMLElement;
  // Each mode mounts a layout of its own, so one layout's mode never changes: read once.
  bindStepping(
    lab,
    untrack(() => props.mode),
  );
  // "See it happen": once the evidence's frame is on screen, the stage starts at its top, in view,
  // with the way back (sticky) above it — not wherever the pane was scrolled before.
  const [landing, setLanding] = createSignal(false);
  createEffect(
    on(
      () => lab.quiz.returnTo(),
      (n) => setLanding(n !== undefined),
    ),
  );
  createEffect(() => {
    if (!landing() || props.hidden || lab.loading() || !lab.trace()) return;
    setLanding(false);
    requestAnimationFrame(() => {
      pane.scrollTop = 0;
      if (pane.getBoundingClientRect().top < 0 || pane.getBoundingClientRect().top > innerHeight / 2)
        pane.scrollIntoView({ block: "start" });
    });
  });
  return (
    <div class="mode-layout mode-player" hidden={props.hidden} data-mode-layout={props.mode}>
      <StageRail />
      <main class="workspace" aria-busy={lab.loading()}>
        <section
          ref={pane}
          class="stage-pane"
          data-mode-main
          aria-label={lab.t("ui.stage-pane")}
          tabindex="0"
          data-spotlight="stage"
        >
          {/* One set of tabs in the page: the visible layout's. */}
          <Show when={!props.hidden}>
            <EditorTabs />
          </Show>
          <EvidenceReturn />
          <Stage />
        </section>
        <aside class="side-pane" classList={{ "lens-on": lab.lens() !== undefined }}>
          <Show when={props.painted}>{props.side ?? <PlayerSide />}</Show>
        </aside>
      </main>
      <Narration />
      <Stepper />
    </div>
  );
}
