/**
 * §16's review by object, loaded on demand: only the recap frame shows it, so the player's first
 * chunk carries neither its view nor its words (the first frame's budget is tight).
 */
import { lazyView } from "../../ui/LazyView";

/** The review by object (`RecapObjects`), loaded when first shown. */
export const LazyRecapObjects = lazyView(async () => (await import("./RecapObjects")).RecapObjects);
