import { createSignal, ErrorBoundary, lazy, Show, Suspense } from "solid-js";
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

/** The self-test, loaded the first time it is opened. */
const QuizPanel = lazy(() => import("./quiz/QuizPanel"));

/** The whole page: header, stage rail, the stage beside the Context, narration, stepping. */
export function App() {
  const lab = useLab();
  const [help, setHelp] = createSignal(false);
  const [dragging, setDragging] = createSignal(false);
  // The diagram and the Context join right after the first paint: frame 1 gets on screen sooner.
  const [painted, setPainted] = createSignal(false);
  void afterFirstPaint().then(() => setPainted(true));
  installKeyboard(lab, () => setHelp((h) => !h));
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
      <Header onHelp={() => setHelp(true)} />
      <Notices />
      <StageRail />
      <main class="workspace" aria-busy={lab.loading()}>
        <section class="stage-pane" aria-label={lab.t("ui.stage-pane")} tabindex="0">
          {/* A view that fails shows why and can be retried; the rest of the page stays. */}
          <ErrorBoundary
            fallback={(error, reset) => (
              <div class="skipped" role="alert">
                <p>{lab.t("ui.crashed", { message: error instanceof Error ? error.message : String(error) })}</p>
                <button type="button" class="button" onClick={reset}>{lab.t("ui.crashed-retry")}</button>
              </div>
            )}
          >
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
          </ErrorBoundary>
        </section>
        <aside class="side-pane">
          <Show when={painted()}>
            {/* The diagram draws one round; the loop gets its turns instead. */}
            <Show when={lab.trace()?.loop} fallback={<SequenceDiagram />}>
              <LoopTimeline />
            </Show>
            <ContextInspector />
          </Show>
        </aside>
      </main>
      <Narration />
      <Stepper />
      <KeysHelp open={help()} onClose={() => setHelp(false)} />
    </div>
  );
}
