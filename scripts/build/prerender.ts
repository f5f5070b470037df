/**
 * The first screen of every variant, rendered in Node by Solid's server renderer
 * (`render-first-screens.ts`, in a process of its own), and each variant's changes to its
 * language's screen. No browser: the same source gives the same screens on every machine.
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import {
  variantName,
  type ScreenChange,
  type ScreenHtml,
  type VariantChanges,
} from "../../src/playground/start/first-screen.ts";
import { LANGS, type Lang } from "../../src/text/langs.ts";
import { VARIANTS } from "./render-first-screens.ts";
import type { FrameCounts } from "./render-link-screens.ts";

export { VARIANTS, variantLocale } from "./render-first-screens.ts";

/** What index.html gets: each language's screen and each variant's changes to it. */
export interface FirstScreens {
  screens: Record<Lang, ScreenHtml>;
  variants: Record<string, VariantChanges>;
}

const RENDER = fileURLToPath(new URL("./render-first-screens.ts", import.meta.url));

/** Every variant's screen by name, rendered by a Node process of its own with `env`. */
export async function renderScreens(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Record<string, ScreenHtml>> {
  return runScript(RENDER, [root], root, env);
}

/** Runs `script` through tsx in a Node process of its own (cwd `root`); what it printed, as JSON. */
async function runScript<T>(script: string, args: string[], root: string, env = process.env): Promise<T> {
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: root,
    env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as T;
}

type Node = DefaultTreeAdapterMap["node"];

const parsed = new WeakMap<ScreenHtml, Node[]>();

/**
 * The screen as the page's stamp parses it: `#root`'s part and the portals' part, each in a `<div>`.
 * Parsed once per screen: a base is compared with each of its variants.
 */
function parts(s: ScreenHtml): Node[] {
  let nodes = parsed.get(s);
  if (!nodes) parsed.set(s, (nodes = parseFragment(`<div>${s.root}</div><div>${s.beside}</div>`).childNodes));
  return nodes;
}

/** The attributes of `node` by name (none for a text or comment node). */
const attributesOf = (node: Node): Map<string, string> =>
  new Map("attrs" in node ? node.attrs.map((a) => [a.name, a.value]) : []);

/**
 * The changes that turn `base` into `variant` (`ScreenChange[]`), or an error naming the first place
 * where the two differ in more than attributes and text (then the variants need a screen of their own).
 */
export function changesBetween(base: ScreenHtml, variant: ScreenHtml): ScreenChange[] {
  const out: ScreenChange[] = [];
  const walk = (a: Node, b: Node, path: number[]): void => {
    const kids = (n: Node) => ("childNodes" in n ? n.childNodes : []);
    if (a.nodeName !== b.nodeName || kids(a).length !== kids(b).length)
      throw new Error(
        `the first screen's variants differ in structure at ${path.join(".")}: ${a.nodeName} vs ${b.nodeName}`,
      );
    if (a.nodeName === "#text" && "value" in a && "value" in b && a.value !== b.value)
      out.push([path, "#text", b.value]);
    if (a.nodeName === "#comment" && "data" in a && "data" in b && a.data !== b.data)
      throw new Error(`the first screen's variants differ in a comment at ${path.join(".")}`);
    const [was, is] = [attributesOf(a), attributesOf(b)];
    for (const name of was.keys()) if (!is.has(name)) out.push([path, name, null]);
    for (const [name, value] of is) if (was.get(name) !== value) out.push([path, name, value]);
    kids(a).forEach((child, i) => walk(child, kids(b)[i]!, [...path, i]));
  };
  const [a, b] = [parts(base), parts(variant)];
  a.forEach((part, i) => walk(part, b[i]!, [i]));
  return out;
}

/** Every variant's screen, as index.html takes them: each language's, and each variant's changes to it. */
export async function renderFirstScreens(root: string): Promise<FirstScreens> {
  const read = await renderScreens(root);
  const screens = {} as Record<Lang, ScreenHtml>;
  const variants: Record<string, VariantChanges> = {};
  for (const v of VARIANTS) {
    const base = read[variantName({ lang: v.lang, theme: "light", narrow: false })]!;
    const own = read[variantName(v)]!;
    screens[v.lang] ??= base;
    variants[variantName(v)] = { changes: changesBetween(base, own), page: own.page };
  }
  return { screens, variants };
}

const RENDER_LINKS = fileURLToPath(new URL("./render-link-screens.ts", import.meta.url));

/**
 * Writes every shared link's frames under `folder` (`render-link-screens.ts`), one Node process per
 * language, side by side; returns how many frames each built-in has, by `<lang>/<id>`.
 */
export async function renderLinkScreens(root: string, folder: string): Promise<FrameCounts> {
  const counts = await Promise.all(
    LANGS.map((lang) => runScript<FrameCounts>(RENDER_LINKS, [root, folder, lang], root)),
  );
  return Object.assign({}, ...counts) as FrameCounts;
}
