/**
 * The first screen of a plain first visit, built into index.html (`src/playground/first-screen.ts`
 * says when the page shows it and how the app takes over). Once the build is written, the built app
 * is opened in headless Chromium in each language, as a first visit in a 1280×720 window; when its
 * whole first screen is in (frame 1 with the whole trace, the diagram and Context, the start card),
 * `#root` is kept as a `<template>` per language, with the page's script that picks one (the module,
 * transpiled). It runs in `writeBundle`, before the PWA plugin's `closeBundle` lists index.html for
 * the precache, so the service worker keeps the page with its first screens.
 *
 * Why a snapshot of the real app rather than a server render: it is the app's own DOM, drawn by the
 * same code, words and build — nothing is rendered twice by two renderers that could drift, and the
 * components need no server mode. Why not hydration: the app replaces the screen in one task instead.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import type { Plugin } from "vite";
import { LANGS, type Lang } from "../src/text/langs.ts";
import { FIRST_SCREEN_ATTRIBUTE, firstScreenId } from "../src/playground/first-screen.ts";

const MODULE = fileURLToPath(new URL("../src/playground/first-screen.ts", import.meta.url));

/** The page's script: the module as plain JavaScript (it imports only types), then its call. */
export function firstScreenScript(): string {
  const source = readFileSync(MODULE, "utf8");
  const js = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: true } }).outputText;
  if (/^\s*import\s/m.test(js)) throw new Error("first-screen.ts may import types only: its code is inlined into index.html");
  return `(() => {\n${js.replace(/^export /gm, "")}\nshowFirstScreen();\n})();`;
}

/** Puts the first screens and their script into `html`, right after `#root`. */
export function withFirstScreens(html: string, screens: Record<Lang, string>): string {
  const templates = LANGS.map((lang) => `<template id="${firstScreenId(lang)}">${screens[lang]}</template>`).join("\n    ");
  const at = html.indexOf("</body>");
  if (at < 0 || !html.includes('<div id="root">')) throw new Error("index.html has no #root and </body> to put the first screens after");
  return `${html.slice(0, at)}  ${templates}\n    <script>${firstScreenScript()}</script>\n  ${html.slice(at)}`;
}

/**
 * The first screen in the page as it stands: `#root`'s markup and the portals' (the start card is
 * one, in `<body>`: on the built screen it goes in `#root`, drawn the same in the top layer), its open
 * modal marked to be opened again.
 */
const CAPTURE = `(() => {
  const root = document.getElementById("root").cloneNode(true);
  for (const portal of document.body.children) if (portal.tagName === "DIV" && portal.id !== "root") root.append(portal.cloneNode(true));
  for (const dialog of root.querySelectorAll("dialog[open]")) { dialog.removeAttribute("open"); dialog.setAttribute("data-first-screen-modal", ""); }
  return root.innerHTML;
})()`;

/** Whole: the trace in, the workspace not busy, the side pane drawn, the app's own render (not a built one). */
const WHOLE = `(() => /^1 \\/ \\d+$/.test(document.querySelector('[data-testid="frame-counter"]')?.textContent ?? "")
  && document.querySelector("main.workspace")?.getAttribute("aria-busy") === "false"
  && document.querySelector(".side-pane")?.children.length > 0
  && !document.getElementById("root").hasAttribute("${FIRST_SCREEN_ATTRIBUTE}"))()`;

/** Opens the built app in `dir` once per language and returns each first screen. */
async function captureScreens(dir: string): Promise<Record<Lang, string>> {
  const { chromium } = await import("playwright-core");
  const { CHROME_ARGS, findChrome } = await import("../tests/e2e/chrome.ts");
  const { serveStatic } = await import("../tests/e2e/server.ts");
  const server = await serveStatic(dir, "/lab/");
  const browser = await chromium.launch({ executablePath: (await findChrome()).path, args: CHROME_ARGS });
  try {
    const screens = {} as Record<Lang, string>;
    for (const lang of LANGS) {
      // The language a first visit gets from the browser (navigator.languages), as a person's would.
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: lang === "en" ? "en-US" : lang, serviceWorkers: "block" });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(server.url);
      await page.waitForFunction(WHOLE, undefined, { timeout: 60_000 });
      // Two frames more: whatever the last change started is drawn too.
      await page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))");
      if (errors.length) throw new Error(`the built app failed while its ${lang} first screen was taken: ${errors.join("; ")}`);
      screens[lang] = (await page.evaluate(CAPTURE)) as string;
      await context.close();
    }
    return screens;
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The plugin: the main build only (workers have no index.html). */
export function firstScreen(): Plugin {
  return {
    name: "tool-call-lab:first-screen",
    apply: "build",
    async writeBundle(options) {
      const dir = options.dir;
      if (!dir || !existsSync(join(dir, "index.html"))) return;
      const file = join(dir, "index.html");
      const screens = await captureScreens(dir);
      writeFileSync(file, withFirstScreens(readFileSync(file, "utf8"), screens));
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      this.info(`first screens built into index.html: ${LANGS.map((lang) => `${lang} ${kb(screens[lang].length)}`).join(", ")}`);
    },
  };
}
