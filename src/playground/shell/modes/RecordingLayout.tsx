import { lazy, Suspense } from "solid-js";
import { useLab } from "../../state/context";

/** The import screen, loaded the first time it is opened (the capture reader comes with it). */
const RecordingPanel = lazy(() => import("../../recording/RecordingPanel"));

/**
 * "Your recording"'s screen: paste or drop a captured response, then play it. It takes the whole
 * area under the header; no player key reaches behind it (mode `recording`, Esc goes back).
 */
export function RecordingLayout() {
  const lab = useLab();
  return (
    <main class="mode-layout mode-recording" data-mode-layout="recording" aria-label={lab.t("ui.recording.heading")}>
      <div class="recording-main">
        <Suspense
          fallback={
            <p class="placeholder" role="status">
              {lab.t("ui.loading")}
            </p>
          }
        >
          <RecordingPanel />
        </Suspense>
      </div>
    </main>
  );
}
