/**
 * Pre-renders the first screen of a first, plain visit (`src/playground/start/first-screen.ts`):
 * once the build is written, renders every variant (each language, light and dark, wide and narrow)
 * with Solid's server renderer in Node (`prerender.ts`), and writes the screens into index.html
 * before the service worker's precache list is made; and every frame a shared link can open on,
 * a file each (`src/playground/start/link-screen.ts`). The screen is the real app's own, never a copy
 * made by hand; `tests/e2e/first-screen.test.ts` checks that the app replaces it with the same page.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { LANGS } from "../../src/text/langs.ts";
import {
  APP_CODE_ID,
  CHANGES_ID,
  FIRST_TRACES_MARK,
  STYLE_TEMPLATE_ID,
  templateId,
  type AppCode,
  type LinkFrames,
} from "../../src/playground/start/first-screen.ts";
import { renderFirstScreens, renderLinkScreens, type FirstScreens } from "./prerender.ts";
import { inlineScript, scriptText } from "./inline-script.ts";

const STAMP = fileURLToPath(new URL("../../src/playground/start/first-screen-stamp.ts", import.meta.url));
const APP_CODE_HEAD = fileURLToPath(new URL("../../src/playground/start/app-code-head.ts", import.meta.url));

/** Where index.html wants the screen: right after `#root`, before anything else in the body runs. */
export const FIRST_SCREEN_SLOT = "<!-- first-screen -->";

/** `text` for inside a `<template>` or `<style>`, refused if it could close it early. */
function inert(text: string, closer: string): string {
  if (text.toLowerCase().includes(closer))
    throw new Error(`the first screen holds "${closer}", which would end its element early`);
  return text;
}

/** `html` with the screens, the styles, the changes and the stamp in its slot. */
export function withFirstScreen(html: string, first: FirstScreens, css: string, stamp: string): string {
  if (!html.includes(FIRST_SCREEN_SLOT)) throw new Error(`index.html has no ${FIRST_SCREEN_SLOT} for the first screen`);
  const templates = LANGS.map(
    (lang) =>
      `<template id="${templateId(lang)}"><div>${inert(first.screens[lang].root, "</template")}</div><div>${inert(first.screens[lang].beside, "</template")}</div></template>`,
  );
  // JSON in a script element: no "<" can end it.
  const changes = JSON.stringify(first.variants).replace(/</g, "\\u003c");
  // Rendering is not held for the stamp (`<link rel="expect" blocking="render">` would): where the
  // HTML arrives in pieces the shell paints from the first one, as before, and the screen follows.
  // From a local server it arrives at once, and the screen is the first paint either way (holding
  // it measured no faster).
  const block = `<template id="${STYLE_TEMPLATE_ID}"><style>${inert(css, "</style")}</style></template>${templates.join("")}<script type="application/json" id="${CHANGES_ID}">${changes}</script><script>${scriptText(stamp)}</script>`;
  return html.replace(FIRST_SCREEN_SLOT, block);
}

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD_TAG = new RegExp(`<link rel="modulepreload" crossorigin href="([^"]+)"( ${FIRST_TRACES_MARK})?>`, "g");

/**
 * `html` with the app's module script and module preloads taken out, and in the entry's place the
 * JSON naming them (`AppCode`) and `loader`, which puts them back at once on any visit but a first,
 * plain one (`src/playground/start/app-code.ts`). Refused unless there is exactly one entry.
 */
export function withAppCodeLater(html: string, loader: string, links?: LinkFrames): string {
  const entries = [...html.matchAll(ENTRY_TAG)];
  if (entries.length !== 1)
    throw new Error(`the built index.html has ${entries.length} module scripts; the first screen expects one`);
  const preloads = [...html.matchAll(PRELOAD_TAG)];
  const code: AppCode = {
    entry: entries[0]![1]!,
    preload: preloads.map((m) => m[1]!),
    traces: preloads.filter((m) => m[2] !== undefined).map((m) => m[1]!),
    ...(links === undefined ? {} : { links }),
  };
  // JSON in a script element: no "<" can end it.
  const json = JSON.stringify(code).replace(/</g, "\\u003c");
  const head = `<script type="application/json" id="${APP_CODE_ID}">${json}</script><script>${scriptText(loader)}</script>`;
  return html.replace(PRELOAD_TAG, "").replace(ENTRY_TAG, head);
}

/**
 * The folder for this build's link frames, named by a hash of the page: every input of a frame (the
 * app's code, its words, its styles, the built-ins' traces) is named in the page by its own hash.
 */
function linksFolder(page: string): string {
  return createHash("sha256").update(page).digest("hex").slice(0, 12);
}

/** The app's own stylesheets, as the built index.html links them (deferred). */
export function deferredCss(html: string, outDir: string): string {
  const hrefs = [...html.matchAll(/<link rel="stylesheet"[^>]*\bdata-deferred-style\b[^>]*\bhref="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  if (hrefs.length === 0) throw new Error("the built index.html links no deferred stylesheet for the first screen");
  return hrefs.map((href) => readFileSync(join(outDir, href.replace(/^\.\//, "")), "utf8")).join("\n");
}

/** The plugin: after the bundle is written, before the service worker's list (`closeBundle`) is made. */
export function firstScreen(): Plugin {
  let root = ".";
  let outDir = "dist";
  return {
    name: "first-screen",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: "post",
      async handler() {
        const file = join(outDir, "index.html");
        const html = readFileSync(file, "utf8");
        const first = await renderFirstScreens(root);
        const page = withFirstScreen(html, first, deferredCss(html, outDir), await inlineScript(STAMP));
        // A page never reads frames another build rendered (a cached copy is never stale).
        const folder = `links/${linksFolder(page)}/`;
        const frames = await renderLinkScreens(root, join(outDir, folder));
        writeFileSync(
          file,
          withAppCodeLater(page, await inlineScript(APP_CODE_HEAD), { folder: `./${folder}`, frames }),
        );
      },
    },
  };
}
