import { lazy, Suspense, type Component } from "solid-js";
import { useLab } from "../state/context";

/**
 * A view loaded on demand (`load` imports its chunk): a component that shows "loading" in its own
 * Suspense until the chunk has come, then the view. For views the first frame never shows, so the
 * player's first chunk carries none of them.
 */
export function lazyView(load: () => Promise<Component>): Component {
  const View = lazy(async () => ({ default: await load() }));
  return () => {
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
  };
}
