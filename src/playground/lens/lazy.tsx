/**
 * The version lens's pane and last-frame view, loaded on demand: a person who never turns the lens
 * on downloads only its switch (the initial chunk's budget is tight).
 * Each waits in its own Suspense, so loading it never blanks the rest of the player.
 */
import { lazy, Show, Suspense } from "solid-js";
import { useLab } from "../state/context";

const views = () => import("./views");
const Pane = lazy(async () => ({ default: (await views()).LensPane }));
const Summary = lazy(async () => ({ default: (await views()).LensSummaryView }));
const Strip = lazy(async () => ({ default: (await views()).LensStrip }));

function Loading() {
  const lab = useLab();
  return (
    <p class="placeholder" role="status">
      {lab.t("ui.loading")}
    </p>
  );
}

/** The pane beside the stage (`LensPane`), loaded when first shown. */
export function LazyLensPane() {
  return (
    <Suspense fallback={<Loading />}>
      <Pane />
    </Suspense>
  );
}

/** The lens's last frame on the stage (`LensSummaryView`), loaded when first shown. */
export function LazyLensSummaryView() {
  return (
    <Suspense fallback={<Loading />}>
      <Summary />
    </Suspense>
  );
}

/** The line over the stage (`LensStrip`), loaded with the pane once the lens is on; nothing until then. */
export function LazyLensStrip() {
  const lab = useLab();
  return (
    <Show when={lab.lens()}>
      <Suspense>
        <Strip />
      </Suspense>
    </Show>
  );
}
