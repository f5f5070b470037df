import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/**
 * The first frame's download budget: JS and CSS (gzip) a plain visit fetches before its first frame
 * shows. The page loads only the person's language up front, which keeps it within this. What a
 * person waits for is the first paint, measured by `npm run bench`.
 */
export const INITIAL_BUDGET_BYTES = 120 * 1024;

/**
 * The chunks the page fetches, beyond its first chunk, before the first frame: one language's words
 * (`src/i18n/load.ts`: the larger of the two is counted) and the plain visit's first traces.
 */
const LANGUAGE_CATALOG = /[\\/]src[\\/]i18n[\\/]catalog-([\w-]+)\.ts$/;
const FIRST_TRACES = /^\0virtual:first-traces$/;
/** A built-in's default traces in one language, as a shared link opens it (`scripts/build/first-traces.ts`): `<lang>/<id>`. */
const SCENARIO_TRACES = /^\0virtual:scenario-trace\/(.+)$/;

/** The little of a Rollup output chunk the budgets read. */
export interface ChunkLike {
  type: "chunk";
  isEntry: boolean;
  code: string;
  imports: string[];
  moduleIds?: string[];
  viteMetadata?: { importedCss: Set<string> };
}
/** The little of a Rollup output asset the budgets read. */
export interface AssetLike {
  type: "asset";
  source: string | Uint8Array;
}

/** The names of `from`, the chunks they import statically, and their CSS. */
function withStaticImports(files: Record<string, ChunkLike | AssetLike>, from: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = files[name];
    if (seen.has(name) || chunk?.type !== "chunk") return;
    seen.add(name);
    chunk.viteMetadata?.importedCss.forEach((css) => seen.add(css));
    chunk.imports.forEach(visit);
  };
  from.forEach(visit);
  return seen;
}

/** What a plain visit fetches before its first frame, by file name (see {@link firstFrameFiles}). */
export interface FirstFrameFiles {
  /** The entry chunk, everything it imports statically and their CSS. */
  initial: Set<string>;
  /** Each language's words (by the catalog's name, `en`, `zh-CN`): its chunk and what it imports beyond `initial`. */
  words: Map<string, string[]>;
  /** The first traces' chunk and what it imports beyond `initial`. */
  traces: string[];
  /** A shared link's traces, by `<lang>/<id>`: its chunk and what it imports beyond `initial` (not in the budget). */
  scenarios: Map<string, string[]>;
}

/**
 * The files of a build the first frame needs: the entry with its static imports and CSS, one
 * language's words (`src/i18n/load.ts`) and the plain visit's first traces. Other dynamic imports
 * (provider adapters, SDKs, views) load on demand. The budget counts these, and the built page asks
 * for the words and traces at once (`scripts/build/first-preload.ts`), and for a shared link's
 * built-in's traces (`scenarios`, outside the budget: a plain visit never fetches them).
 */
export function firstFrameFiles(files: Record<string, ChunkLike | AssetLike>): FirstFrameFiles {
  const chunks = Object.entries(files).filter((e): e is [string, ChunkLike] => e[1].type === "chunk");
  const initial = withStaticImports(
    files,
    chunks.filter(([, c]) => c.isEntry).map(([n]) => n),
  );
  const beyond = (name: string) => [...withStaticImports(files, [name])].filter((n) => !initial.has(n));
  const words = new Map<string, string[]>();
  for (const [name, c] of chunks) {
    const lang = c.moduleIds?.map((id) => LANGUAGE_CATALOG.exec(id)?.[1]).find((l) => l !== undefined);
    if (lang !== undefined) words.set(lang, beyond(name));
  }
  const traces = chunks.filter(([, c]) => c.moduleIds?.some((id) => FIRST_TRACES.test(id))).flatMap(([n]) => beyond(n));
  const scenarios = new Map<string, string[]>();
  for (const [name, c] of chunks) {
    const id = c.moduleIds?.map((m) => SCENARIO_TRACES.exec(m)?.[1]).find((found) => found !== undefined);
    if (id !== undefined) scenarios.set(id, beyond(name));
  }
  return { initial, words, traces, scenarios };
}

/**
 * Fails the build when the first frame's JS+CSS exceeds the budget: the entry chunk, everything it
 * imports statically and their CSS, plus the larger language catalog and the first traces with what
 * they import beyond those. Other dynamic imports (provider adapters, SDKs, views) load on demand.
 */
export function bundleBudget(limit = INITIAL_BUDGET_BYTES): Plugin {
  return {
    name: "tool-call-lab:bundle-budget",
    apply: "build",
    generateBundle(_options, bundle) {
      const files = bundle as unknown as Record<string, ChunkLike | AssetLike>;
      const size = (names: Iterable<string>) =>
        [...names].reduce((sum, name) => {
          const file = files[name];
          return file ? sum + gzipSync(file.type === "chunk" ? file.code : file.source).length : sum;
        }, 0);
      const { initial, words, traces } = firstFrameFiles(files);
      // The first load carries one language: a catalog in the first chunk would bring both.
      const bundled = [...initial].filter((name) => {
        const file = files[name];
        return file?.type === "chunk" && file.moduleIds?.some((id) => LANGUAGE_CATALOG.test(id));
      });
      if (bundled.length > 0)
        this.error(
          `a language's whole catalog is in the first load (${bundled.join(", ")}); load it with src/i18n/load.ts`,
        );
      const catalog = [...words.values()].sort((a, b) => size(b) - size(a))[0] ?? [];
      const seen = new Set([...initial, ...catalog, ...traces]);
      const total = size(seen);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      if (total > limit)
        this.error(
          `the first frame's JS+CSS is ${kb(total)} gzip, over the ${kb(limit)} budget (${[...seen].join(", ")})`,
        );
      this.info(
        `first frame's JS+CSS ${kb(total)} gzip of ${kb(limit)} budget (first chunk ${kb(size(initial))}, language ${kb(size(catalog))})`,
      );
    },
  };
}

/** The version lens's budget: pi-ai 1.6.0's validation, streaming parser and loop (adapters not counted). */
export const LENS_BUDGET_BYTES = 30 * 1024;

/** Module ids of pi-ai / pi-agent-core 1.6.0, installed under their aliases. */
const NEXT_MODULE = /[\\/]node_modules[\\/](pi-ai-next|pi-agent-core-next)[\\/]/;
/** The lens kit's own module: the chunk holding it is the lens chunk. */
const LENS_KIT = /[\\/]src[\\/]lens[\\/]kit-16\.ts$/;

type ModuleChunk = ChunkLike;

/** The chunks an entry (or `from`) loads statically, itself included (their CSS left out). */
function staticClosure(files: Record<string, ModuleChunk | AssetLike>, from: string[]): Set<string> {
  return new Set([...withStaticImports(files, from)].filter((name) => files[name]?.type === "chunk"));
}

/**
 * Fails the build when any of pi-ai 1.6.0 is in the initial chunks, or when the lens chunk and what
 * it loads statically (beyond the initial chunks) exceed `limit` gzip. The 1.6.0 adapters are
 * dynamic imports of their own and are not counted (docs/versions.md gives their size).
 */
export function lensBudget(limit = LENS_BUDGET_BYTES): Plugin {
  return {
    name: "tool-call-lab:lens-budget",
    apply: "build",
    generateBundle(_options, bundle) {
      const files = bundle as unknown as Record<string, ModuleChunk | AssetLike>;
      const chunks = Object.entries(files).filter((e): e is [string, ModuleChunk] => e[1].type === "chunk");
      const initial = staticClosure(
        files,
        chunks.filter(([, c]) => c.isEntry).map(([n]) => n),
      );
      const leaked = [...initial].filter((name) =>
        (files[name] as ModuleChunk).moduleIds?.some((id) => NEXT_MODULE.test(id)),
      );
      if (leaked.length)
        this.error(`pi-ai 1.6.0 is in the initial chunks (${leaked.join(", ")}): the lens must load it on demand`);
      const lensChunk = chunks.find(([, c]) => c.moduleIds?.some((id) => LENS_KIT.test(id)))?.[0];
      if (!lensChunk) return this.info("no lens chunk in this build");
      const lens = [...staticClosure(files, [lensChunk])].filter((name) => !initial.has(name));
      const total = lens.reduce((sum, name) => sum + gzipSync((files[name] as ModuleChunk).code).length, 0);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      if (total > limit)
        this.error(`the lens chunk is ${kb(total)} gzip, over the ${kb(limit)} budget (${lens.join(", ")})`);
      this.info(`lens chunk ${kb(total)} gzip of ${kb(limit)} budget (${lens.length} file(s))`);
      // The rest of 1.6.0 (adapters with their own SDK copies, catalogs, pi-agent-core) loads only
      // when a provider or the loop is chosen with the lens on: said, not budgeted (docs/versions.md).
      const counted = new Set([...initial, ...lens]);
      const later = chunks.filter(([name, c]) => !counted.has(name) && c.moduleIds?.some((id) => NEXT_MODULE.test(id)));
      const sizes = later.map(([name, c]) => [name, gzipSync(c.code).length] as const).sort((a, b) => b[1] - a[1]);
      if (sizes.length)
        this.info(
          `1.6.0 on demand beyond the lens chunk: ${kb(sizes.reduce((sum, [, n]) => sum + n, 0))} gzip in ${sizes.length} file(s): ${sizes.map(([name, n]) => `${name.replace(/^.*\//, "")} ${kb(n)}`).join(", ")}`,
        );
    },
  };
}
