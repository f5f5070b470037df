import { createEffect, createMemo, createSignal, ErrorBoundary, lazy, onCleanup, Show, Suspense } from "solid-js";
import { beginPresenting, usePresenter } from "../present/presentation";
import { PresenterPanel } from "./present/PresenterPanel";
import { flashSpotlight, spotlightTarget } from "./present/spotlight";
import { afterFirstPaint } from "../paint";
import { installKeyboard } from "../keyboard";
import { useLab } from "../state/context";
import { ContextInspector } from "./ContextInspector";
import { Header } from "./Header";
import { KeysHelp } from "./KeysHelp";
import { Narration } from "./Narration";
import { Notices } from "./Notices";
import { SequenceDiagram } from "./SequenceDiagram";
import { LoopTimeline } from "./LoopTimeline";
import { StageRail } from "./StageRail";
import { StageView } from "./StageView";
import { Stepper } from "./Stepper";
import { EditorTabs } from "./EditorTabs";
import { LearnerBanner } from "./LearnerBanner";

/** The self-test, loaded the first time it is opened. */
const QuizPanel = lazy(() => import("./quiz/QuizPanel"));
/** The editors (Monaco with two of them), loaded the first time one is opened. */
const EditorPanel = lazy(() => import("./editors/EditorPanel"));

/** The whole page: header, stage rail, the stage beside the Context, narration, stepping. */
export function App() {
  const lab = useLab();
  const [help, setHelp] = createSignal(false);
  const [dragging, setDragging] = createSignal(false);
  // The diagram and the Context join right after the first paint: frame 1 gets on screen sooner.
  const [painted, setPainted] = createSignal(false);
  void afterFirstPaint().then(() => {
    setPainted(true);
    // Offline support, registered after the first paint (not in the first chunk). A new build waits
    // for the next visit; the person is told it is there.
    if ("serviceWorker" in navigator)
      void import("virtual:pwa-register").then(({ registerSW }) => registerSW({ immediate: true, onNeedRefresh: () => lab.notify({ key: "ui.pwa.updated", params: {} }, "info") }));
  });
  const [editorsOpened, setEditorsOpened] = createSignal(lab.workbench.editor() !== undefined);
  createEffect(() => lab.workbench.editor() && setEditorsOpened(true));
  installKeyboard(lab, () => setHelp((h) => !h), () => (lab.presentation() ? undefined : present()));
  // Presenting: this window is the console; the room follows it. Resumes after a reload (the URL keeps the room).
  // The memo owns the presenter's channel and effects: ending the presentation disposes them.
  const presenting = createMemo(() => {
    const p = lab.presentation();
    return p?.view === "presenter" ? usePresenter(lab, p.room) : undefined;
  });
  const [spotlightOn, setSpotlightOn] = createSignal(false);
  createEffect(() => document.body.classList.toggle("spotlighting", spotlightOn()));
  const onSpotlightClick = (event: MouseEvent) => {
    const p = presenting();
    const target = spotlightTarget(event.target as Element | null);
    if (!p || !spotlightOn() || !target) return;
    event.preventDefault();
    event.stopPropagation();
    p.spotlight(target);
    flashSpotlight(target);
  };
  document.addEventListener("click", onSpotlightClick, true);
  onCleanup(() => document.removeEventListener("click", onSpotlightClick, true));
  const present = () => {
    if (!beginPresenting(lab)) lab.notify({ key: "ui.present.blocked", params: {} });
  };

  // A scenario file may be dropped anywhere on the page.
  const onDrop = async (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    await lab.openScenarioFiles([...(event.dataTransfer?.files ?? [])]);
  };

  return (
    <div
      class="app"
      classList={{ dragging: dragging() }}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => e.relatedTarget === null && setDragging(false)}
      onDrop={onDrop}
    >
      <Header onHelp={() => setHelp(true)} onPresent={present} />
      <Notices />
      <StageRail />
      <main class="workspace" aria-busy={lab.loading()}>
        <section class="stage-pane" aria-label={lab.t("ui.stage-pane")} tabindex="0" data-spotlight="stage">
          {/* A view that fails shows why and can be retried; the rest of the page stays. */}
          <ErrorBoundary
            fallback={(error, reset) => (
              <div class="skipped" role="alert">
                <p>{lab.t("ui.crashed", { message: error instanceof Error ? error.message : String(error) })}</p>
                <button type="button" class="button" onClick={reset}>{lab.t("ui.crashed-retry")}</button>
              </div>
            )}
          >
            <EditorTabs />
            {/* Once opened, the editors stay mounted (hidden while the player shows), and the player
                stays mounted under them: switching is a style change, not a teardown and rebuild. */}
            <Show when={editorsOpened()}>
              <div class="editor-pane" hidden={!lab.workbench.editor()}>
                <Suspense fallback={<p class="placeholder" role="status">{lab.t("ui.edit.loading")}</p>}><EditorPanel /></Suspense>
              </div>
            </Show>
            <div class="player-pane" hidden={!!lab.workbench.editor()}>
            <LearnerBanner />
            <Show when={lab.quiz.view() === undefined} fallback={<Suspense><QuizPanel /></Suspense>}>
              <Show when={lab.quiz.returnTo()}>
                {(n) => (
                  <p class="notice info return">
                    <span>{lab.t("ui.quiz.evidence-note", { n: n() })}</span>
                    <button type="button" class="button small" data-testid="quiz-back" onClick={() => { lab.quiz.open(n()); lab.quiz.setReturnTo(undefined); }}>
                      ← {lab.t("ui.quiz.back", { n: n() })}
                    </button>
                  </p>
                )}
              </Show>
              <Show when={lab.frame()} fallback={<p class="placeholder">{lab.t("ui.loading")}</p>}>
                <StageView />
              </Show>
            </Show>
            </div>
          </ErrorBoundary>
        </section>
        <aside class="side-pane">
          <Show when={painted()}>
            <Show when={presenting()} fallback={
              <>
                {/* The diagram draws one round; the loop gets its turns instead. */}
                <Show when={lab.trace()?.loop} fallback={<SequenceDiagram />}>
                  <LoopTimeline />
                </Show>
                <ContextInspector />
              </>
            }>
              {(p) => <PresenterPanel presenting={p()} spotlightOn={spotlightOn()} toggleSpotlight={() => setSpotlightOn((x) => !x)} />}
            </Show>
          </Show>
        </aside>
      </main>
      <Narration />
      <Stepper />
      <KeysHelp open={help()} onClose={() => setHelp(false)} />
    </div>
  );
}
