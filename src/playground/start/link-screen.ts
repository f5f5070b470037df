/**
 * A shared link's frame, painted before the app has started: the build pre-renders every frame of
 * each built-in in each language (`LinkScreen`, `scripts/build/render-link-screens.ts`), and the
 * page's head (`app-code-head.ts`) fetches the one a link opens on (`link-frame.ts`) and puts it in
 * as the first screen is put in (`stamp-screen.ts`). The app replaces it when it starts.
 */
import { systemTheme } from "../state/system-theme";
import { isNarrow } from "../player/narrow";
import { APP_STARTED, linkScreenFile, variantName, type LinkScreen, type VariantChanges } from "./first-screen";
import type { LinkFrame } from "./link-frame";
import { stampScreen } from "./stamp-screen";

/** `data` as a `LinkScreen`'s parts this page needs, or none when it is not one. */
function ownVariant(data: unknown, name: string): { html: string; own: VariantChanges } | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const screen = data as Partial<LinkScreen>;
  const { root, beside, variants } = screen;
  if (!["root", "beside", "variants"].every((k) => Object.hasOwn(screen, k))) return undefined;
  if (typeof root !== "string" || typeof beside !== "string" || typeof variants !== "object" || variants === null)
    return undefined;
  const own = Object.hasOwn(variants, name) ? variants[name] : undefined;
  if (!own || !Array.isArray(own.changes) || typeof own.page !== "object" || own.page === null) return undefined;
  return { html: `<div>${root}</div><div>${beside}</div>`, own };
}

/** Resolves once the page's HTML is parsed (`#root` and the styles' template are in). */
const parsed = () =>
  new Promise<void>((done) =>
    document.readyState === "loading"
      ? document.addEventListener("DOMContentLoaded", () => done(), { once: true })
      : done(),
  );

/**
 * Fetches the frame `at` from `folder` and puts it in once the page is parsed, unless the app has
 * taken `#root` by then. Resolves true once it is in, false when the file is missing or unreadable
 * (the page is left to the app).
 */
export function showLinkFrame(folder: string, at: LinkFrame): Promise<boolean> {
  const name = variantName({ lang: at.lang, theme: systemTheme(), narrow: isNarrow() });
  return fetch(`${folder}${linkScreenFile(at.lang, at.id, at.frame)}`)
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .then(async (data) => {
      await parsed();
      const screen = ownVariant(data, name);
      const root = document.getElementById("root");
      if (!screen || !root || Object.hasOwn(window, APP_STARTED)) return false;
      const template = document.createElement("template");
      template.innerHTML = screen.html;
      return stampScreen(root, template.content, screen.own);
    })
    .catch(() => false);
}
