/**
 * The ids frame's view (§14), loaded on demand: only a replayed history has an ids frame, so the
 * player's first chunk carries none of it (its budget is tight). It waits in its own Suspense.
 */
import { lazyView } from "../../ui/LazyView";

/** The ids frame's view (`IdsView`), loaded when first shown. */
export const LazyIdsView = lazyView(async () => (await import("./IdsView")).IdsView);
