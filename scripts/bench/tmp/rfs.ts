/**
 * Renders the first screen of every variant (`src/playground/first-screen-render.tsx`) through a
 * Vite server of its own in SSR mode, with Solid's server transform: `node --import tsx
 * scripts/build/render-first-screens.ts ROOT` prints them as JSON, by variant name. A process of
 * its own (`prerender.ts` starts it), so the app's modules, the globals a variant sets and the
 * module conditions are the render's alone, whichever process builds.
 */
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import solid from "vite-plugin-solid";
import { variantName, type FirstScreenVariant, type ScreenHtml } from "../../../src/playground/start/first-screen.ts";
import { LANGS } from "../../../src/text/langs.ts";
import { DARK_SCHEME } from "../../../src/playground/state/system-theme.ts";
import { NARROW } from "../../../src/playground/player/narrow.ts";
import { firstTraces } from "../../build/first-traces.ts";

const RENDER_ENTRY = "/src/playground/first-screen-render.tsx";

/** What the render entry exports (read by Vite at run time, not imported here: its graph is the app's). */
interface RenderEntry {
  renderFirstScreen(variant: FirstScreenVariant): Promise<ScreenHtml>;
}

/** Every variant, each language's light and wide one first (the screen the others change). */
export const VARIANTS: readonly FirstScreenVariant[] = LANGS.flatMap((lang) =>
  (["light", "dark"] as const).flatMap((theme) => [false, true].map((narrow) => ({ lang, theme, narrow }))),
);

/** The language a browser opening `v` asks for (the browser tests open it with this locale too). */
export const variantLocale = (v: FirstScreenVariant) => (v.lang === "zh-CN" ? "zh-CN" : "en-US");

/**
 * Gives the app the browser `v` describes: its language and the two media queries the first screen
 * reads. Any other query is refused, so one the app starts reading is met here rather than guessed.
 */
function visitAs(v: FirstScreenVariant): void {
  const answers: Record<string, boolean> = { [DARK_SCHEME]: v.theme === "dark", [NARROW]: v.narrow };
  const matchMedia = (query: string) => {
    if (!Object.hasOwn(answers, query))
      throw new Error(`the first screen reads a media query the build does not answer: ${query}`);
    return { matches: answers[query], media: query };
  };
  const navigator = { languages: [variantLocale(v)], language: variantLocale(v) };
  for (const [name, value] of Object.entries({ navigator, matchMedia }))
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}

/** Every variant's screen, by name, rendered from the app's source under `root`. */
export async function renderScreens(root: string): Promise<Record<string, ScreenHtml>> {
  const server = await createServer({
    configFile: false,
    root,
    mode: "production",
    logLevel: "warn",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    // Solid's server output, plain (no hydration keys): the app replaces the screen, never hydrates it.
    plugins: [solid({ ssr: true, dev: false, solid: { hydratable: false } }), firstTraces()],
  });
  try {
    const { renderFirstScreen } = (await server.ssrLoadModule(RENDER_ENTRY)) as RenderEntry;
    const out: Record<string, ScreenHtml> = {};
    for (let k = 0; k < 3; k++) for (const v of VARIANTS) {
      visitAs(v);
      const t0 = performance.now();
      out[variantName(v)] = await renderFirstScreen(v);
      console.error(variantName(v), (performance.now() - t0).toFixed(1), "ms", out[variantName(v)].root.length);
    }
    return out;
  } finally {
    await server.close();
  }
}

// `node --import tsx scripts/build/render-first-screens.ts ROOT`: the screens as JSON, for the build.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.stdout.write(JSON.stringify(await renderScreens(process.argv[2] ?? process.cwd())));
}
