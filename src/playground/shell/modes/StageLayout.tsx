import { createMemo, lazy, Show, Suspense } from "solid-js";
import { usePresenter } from "../../present/presentation";
import { useLab } from "../../state/context";
import type { ModeLayoutProps } from "./layout-props";
import { PlayerLayout } from "./PlayerLayout";

// The presenter's console is a chunk of its own, fetched when a class starts (it is precached).
const PresenterLayout = lazy(() => import("./PresenterLayout").then((m) => ({ default: m.PresenterLayout })));

/**
 * The stage's screen: the player, or while presenting the presenter's console in its place. It
 * stays in the page under the other modes, so the presenter's channel (which it owns) lives through
 * a self-test or an editor, and coming back is a style change, not a rebuild.
 */
export function StageLayout(props: ModeLayoutProps) {
  const lab = useLab();
  // Presenting: this window is the console; the room follows it. Resumes after a reload (the URL keeps the room).
  const presenting = createMemo(() => {
    const p = lab.presentation();
    return p?.view === "presenter" ? usePresenter(lab, p.room) : undefined;
  });
  return (
    <Show when={presenting()} fallback={<PlayerLayout hidden={!props.shown} mode="player" painted={props.painted} />}>
      {(p) => (
        <Suspense
          fallback={
            <p class="placeholder" role="status">
              {lab.t("ui.loading")}
            </p>
          }
        >
          <PresenterLayout hidden={!props.shown} painted={props.painted} presenting={p()} />
        </Suspense>
      )}
    </Show>
  );
}
