import { createEffect, lazy, on, onCleanup, onMount, Show, Suspense, untrack } from "solid-js";
import { RELAYED_KEYS } from "../commands";
import { followStageScroll } from "./stage-scroll";
import { startAudience } from "./sync";
import { useLab } from "../state/context";
import { ContextInspector } from "../player/ContextInspector";
import { LoopTimeline } from "../player/LoopTimeline";
import { Narration } from "../player/Narration";
import { Notices } from "../shell/Notices";
import { StageView } from "../player/StageView";
import { PredictPrompt } from "../player/PredictPrompt";
import { AudienceHeader } from "./AudienceHeader";
import { AudienceRail } from "./AudienceRail";
import { flashSpotlight } from "./spotlight";
import { MAX_CODE_CHARS } from "../state/location";
import type { AudienceToolProblem } from "./audience-tool";

const QuizPanel = lazy(() => import("../quiz/QuizPanel"));

/**
 * The room's notices, one row of the layout's grid: a scenario it could not open, a replay that
 * failed, and why the presenter's tool is not replayed here.
 */
function AudienceNotices(props: { refused: AudienceToolProblem | undefined }) {
  const lab = useLab();
  return (
    <div class="audience-notices">
      <Notices />
      <Show when={props.refused}>
        {(p) => (
          <p class="notice" role="status" data-testid="audience-tool-refused" data-reason={p().reason}>
            {lab.t(`ui.audience.tool-refused.${p().reason}`, {
              max: MAX_CODE_CHARS,
              detail: "detail" in p() ? (p() as { detail: string }).detail : "",
            })}
          </p>
        )}
      </Show>
    </div>
  );
}

/**
 * The stage pane's content: the open question, else the frame, or, while the presenter's class
 * predicts at the gate, the question and not the answer.
 */
function AudienceStage(props: { question: boolean; predicting: boolean }) {
  const lab = useLab();
  return (
    <Show
      when={!props.question}
      fallback={
        <Suspense>
          <QuizPanel />
        </Suspense>
      }
    >
      <Show when={lab.frame()}>
        <Show when={props.predicting} fallback={<StageView />}>
          <PredictPrompt room />
        </Show>
      </Show>
    </Show>
  );
}

/**
 * What the room sees: the projector layout only, following the presenter's window — its frame, its
 * stage pane's scroll, its spotlight. What is on is said in a badge. Nothing here is a control: the
 * stage and the side are inert (links and buttons inside them do nothing), and keys go to the presenter.
 */
export function AudienceApp(props: { room: string }) {
  const lab = useLab();
  // The room is fixed for the window's life (its address names it): read once.
  const audience = startAudience(
    lab,
    untrack(() => props.room),
  );
  // The room's window is always in projector mode.
  if (!lab.projector()) lab.toggleProjector();
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || !RELAYED_KEYS.has(event.key)) return;
    event.preventDefault();
    audience.sendKey(event.key);
  };
  window.addEventListener("keydown", onKey);
  onCleanup(() => window.removeEventListener("keydown", onKey));
  createEffect(
    on(
      () => audience.state().spotlight,
      (s) => s && flashSpotlight(s.target),
      { defer: true },
    ),
  );
  const predicting = () => audience.state().shared?.predicting === true;
  // A question takes the whole area, as on the presenter's screen: the player's stages and Context
  // beside it would be another frame's, not the question's evidence.
  const questionOpen = () => lab.quiz.view() !== undefined;
  let pane!: HTMLElement;
  onMount(() => followStageScroll(pane, () => audience.state().scroll, lab.frameIndex));
  return (
    <div class="app audience" classList={{ "audience-question": questionOpen() }} data-testid="audience-view">
      <AudienceHeader connected={audience.state().connected} shared={Boolean(audience.state().shared)} />
      <AudienceNotices refused={audience.tool.problem()} />
      <Show when={!questionOpen()}>
        <AudienceRail />
      </Show>
      <main class="workspace" aria-busy={lab.loading()}>
        <section ref={pane} class="stage-pane" aria-label={lab.t("ui.stage-pane")} tabindex="0" data-spotlight="stage">
          <div class="audience-stage" inert>
            <AudienceStage question={questionOpen()} predicting={predicting()} />
          </div>
        </section>
        <Show when={!questionOpen()}>
          <aside class="side-pane" inert>
            <Show when={lab.trace()?.loop}>
              <LoopTimeline />
            </Show>
            <ContextInspector />
          </aside>
        </Show>
      </main>
      {/* The frame's narration belongs to the frame: under a self-test question it would answer something else. */}
      <Show when={!questionOpen() && !predicting()}>
        <Narration />
      </Show>
    </div>
  );
}
