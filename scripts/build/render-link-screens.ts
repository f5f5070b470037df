/**
 * Renders every frame a shared link can open on (`src/playground/start/link-screen.ts`): each
 * built-in, in each language, at each frame of its trace played at build time, in every variant
 * (light and dark, wide and narrow), through the same server renderer as the first screen
 * (`render-first-screens.ts`). `node --import tsx scripts/build/render-link-screens.ts ROOT FOLDER
 * LANG` writes one `LinkScreen` per frame in LANG under FOLDER (`linkScreenFile`) and prints how
 * many, as JSON. A process of its own, for the globals a variant sets; one per language, in parallel.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  linkScreenFile,
  variantName,
  type LinkScreen,
  type ScreenHtml,
} from "../../src/playground/start/first-screen.ts";
import type { LinkFrame } from "../../src/playground/start/link-frame.ts";
import type { FirstTrace } from "../../src/playground/first-traces.ts";
import { LANGS, type Lang } from "../../src/text/langs.ts";
import { ssrServer, VARIANTS, visitAs } from "./render-first-screens.ts";
import { changesBetween } from "./prerender.ts";

const RENDER_ENTRY = "/src/playground/first-screen-render.tsx";

/** What the render entry exports for links (read by Vite at run time: its graph is the app's). */
interface LinkEntry {
  linkScenarios(lang: Lang): Promise<{ id: string; traces: readonly FirstTrace[] }[]>;
  renderLinkScreen(at: LinkFrame, traces: readonly FirstTrace[]): Promise<ScreenHtml & { frames: number }>;
}

/** A link's frame in every variant of its language: the light, wide screen and each variant's changes. */
async function linkScreen(entry: LinkEntry, at: LinkFrame, traces: readonly FirstTrace[]) {
  const variants = VARIANTS.filter((v) => v.lang === at.lang);
  const rendered: (ScreenHtml & { frames: number })[] = [];
  for (const v of variants) {
    visitAs(v);
    rendered.push(await entry.renderLinkScreen(at, traces));
  }
  const base = rendered[0]!;
  const screen: LinkScreen = {
    root: base.root,
    beside: base.beside,
    variants: Object.fromEntries(
      variants.map((v, i) => [
        variantName(v),
        { changes: changesBetween(base, rendered[i]!), page: rendered[i]!.page },
      ]),
    ),
  };
  return { screen, frames: base.frames };
}

/** How many frames each built-in has, by `<lang>/<id>` (`LinkFrames.frames`). */
export type FrameCounts = Record<string, number>;

/** Writes every link's frames in `lang` under `folder`; returns how many each built-in has. */
export async function renderLinkScreens(root: string, folder: string, lang: Lang): Promise<FrameCounts> {
  // The start card greets only a visit opened with no query (`state/first-visit.ts` reads the address once).
  Object.defineProperty(globalThis, "location", {
    value: { search: "?scenario", origin: "", pathname: "", href: "http://localhost/?scenario" },
    configurable: true,
  });
  const server = await ssrServer(root);
  const frameCounts: FrameCounts = {};
  try {
    const entry = (await server.ssrLoadModule(RENDER_ENTRY)) as LinkEntry;
    for (const { id, traces } of await entry.linkScenarios(lang)) {
      let frames = 1;
      for (let frame = 1; frame <= frames; frame++) {
        const made = await linkScreen(entry, { lang, id, frame }, traces);
        frames = made.frames;
        const file = join(folder, linkScreenFile(lang, id, frame));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify(made.screen));
      }
      frameCounts[`${lang}/${id}`] = frames;
    }
    return frameCounts;
  } finally {
    await server.close();
  }
}

// `node --import tsx scripts/build/render-link-screens.ts ROOT FOLDER LANG`, for the build.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [root = process.cwd(), folder, lang] = process.argv.slice(2);
  const known = LANGS.find((l) => l === lang);
  if (!folder || !known) throw new Error("usage: render-link-screens.ts ROOT FOLDER LANG");
  process.stdout.write(JSON.stringify(await renderLinkScreens(root, folder, known)));
}
