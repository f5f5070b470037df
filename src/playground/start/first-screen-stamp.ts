/**
 * Inlined into the built index.html after `#root` (`scripts/build/first-screen.ts`) as a classic script,
 * run while the page is parsed: on a first, plain visit it puts the pre-rendered first screen
 * (`first-screen.ts`) into the page before its first paint. A shared link's frame comes from the
 * head (`link-screen.ts`); any other visit is left to the app.
 */
import { browserSessionStorage, browserStorage } from "../state/storage";
import { CHANGES_ID, templateId, variantName, type VariantChanges } from "./first-screen";
import { firstScreenVariant, isPlainVisit } from "./first-screen-variant";
import { insertAppCode, insertAppCodeAfterPaint } from "./app-code";
import { copyOf, stampScreen } from "./stamp-screen";

/** Puts the screen for this page in (`stampScreen`); false when this page gets none. */
function stamp(root: HTMLElement): boolean {
  const variant = firstScreenVariant(location.search, storage, session);
  const screen = variant && copyOf(templateId(variant.lang));
  const data = document.getElementById(CHANGES_ID)?.textContent;
  if (!variant || !screen || !data) return false;
  const variants = JSON.parse(data) as Record<string, VariantChanges>;
  const own = Object.hasOwn(variants, variantName(variant)) ? variants[variantName(variant)] : undefined;
  return own !== undefined && stampScreen(root, screen, own);
}

const [storage, session] = [browserStorage(), browserSessionStorage()];
const root = document.getElementById("root");
let stamped = false;
try {
  stamped = root !== null && stamp(root);
} catch {
  // A screen that cannot be read leaves the shell; the app replaces whatever is in `#root` when it starts.
}
// The screen's own paint first, then the app's code; a plain visit without a screen, the code at
// once. Any other visit's code is the head's (`app-code-head.ts`): a link's may wait for its frame.
if (stamped) insertAppCodeAfterPaint();
else if (isPlainVisit(location.search, storage, session)) insertAppCode();
