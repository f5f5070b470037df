/**
 * The ids frame's view (§14), loaded on demand: only a replayed history has an ids frame, so the
 * player's first chunk carries none of it (its budget is tight). It waits in its own Suspense.
 */
import { lazy, Suspense } from "solid-js";
import { useLab } from "../../state/context";

const View = lazy(async () => ({ default: (await import("./IdsView")).IdsView }));

/** The ids frame's view (`IdsView`), loaded when first shown. */
export function LazyIdsView() {
  const lab = useLab();
  return (
    <Suspense
      fallback={
        <p class="placeholder" role="status">
          {lab.t("ui.loading")}
        </p>
      }
    >
      <View />
    </Suspense>
  );
}
