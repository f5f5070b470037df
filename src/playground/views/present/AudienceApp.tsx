import { createEffect, lazy, on, onCleanup, Show, Suspense } from "solid-js";
import { startAudience } from "../../present/sync";
import { useLab } from "../../state/context";
import { ContextInspector } from "../ContextInspector";
import { LoopTimeline } from "../LoopTimeline";
import { Narration } from "../Narration";
import { Notices } from "../Notices";
import { StageRail } from "../StageRail";
import { StageView } from "../StageView";
import { flashSpotlight } from "./spotlight";

const QuizPanel = lazy(() => import("../quiz/QuizPanel"));

/** Keys an audience window forwards to its presenter (a clicker sends PageDown/PageUp). */
const FORWARDED = new Set(["ArrowRight", "ArrowLeft", "Home", "End", " ", "PageDown", "PageUp", "1", "2", "3", "4", "5", "6", "7", "8"]);

/** What the room sees: the projector layout only, following the presenter's window. */
export function AudienceApp(props: { room: string }) {
  const lab = useLab();
  const audience = startAudience(lab, props.room);
  // The room's window is always in projector mode.
  if (!lab.projector()) lab.toggleProjector();
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || !FORWARDED.has(event.key)) return;
    event.preventDefault();
    audience.sendKey(event.key);
  };
  window.addEventListener("keydown", onKey);
  onCleanup(() => window.removeEventListener("keydown", onKey));
  createEffect(on(() => audience.state().spotlight, (s) => s && flashSpotlight(s.target), { defer: true }));
  return (
    <div class="app audience" data-testid="audience-view">
      <header class="header audience-header">
        <h1 class="title">{lab.t("ui.audience.title")}</h1>
        <Show when={!audience.state().connected}>
          <span class="tag warn" data-testid="presenter-disconnected" role="status">
            {audience.state().shared ? lab.t("ui.audience.disconnected") : lab.t("ui.audience.waiting")}
          </span>
        </Show>
        <output class="counter" data-testid="frame-counter">{lab.total() ? `${lab.frameIndex() + 1} / ${lab.total()}` : "– / –"}</output>
      </header>
      {/* The room's window has notices too: a scenario it could not open, a replay that failed. */}
      <Notices />
      <StageRail />
      <main class="workspace" aria-busy={lab.loading()}>
        <section class="stage-pane" aria-label={lab.t("ui.stage-pane")} tabindex="0" data-spotlight="stage">
          <Show when={lab.quiz.view() === undefined} fallback={<Suspense><QuizPanel /></Suspense>}>
            <Show when={lab.frame()}><StageView /></Show>
          </Show>
        </section>
        <aside class="side-pane">
          <Show when={lab.trace()?.loop}><LoopTimeline /></Show>
          <ContextInspector />
        </aside>
      </main>
      <Narration />
    </div>
  );
}
