/**
 * The lab's TypeScript worker (`src/playground/editors/ts-lab.worker.ts`) is Monaco's, and Monaco's
 * worker carries every lib TypeScript has (`lib.js`, the DOM's among them) for whatever `lib` a
 * page might set. The lab sets one (`LAB_LIBS`: ES2022 and the worker's globals), which reaches
 * about half of those files through their `/// <reference lib>` lines. This plugin gives the
 * worker's build a `lib.js` of exactly those files, as Monaco wrote them, so the worker's chunk has
 * less to download, cache and compile. A lib the compiler asks for
 * and does not find would be a type error in the learner's module; `tests/unit/ts-lab-libs.test.ts`
 * checks that the compiler, given the lab's options, reads no lib outside the set.
 * Its `lib.webworker.d.ts` is cut to what the sandbox's worker has (`scripts/build/sandbox-lib.ts`).
 */
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { LAB_LIBS } from "../../src/playground/editors/ts-libs.ts";
import { SANDBOX_ABSENT_GLOBALS, sandboxLib } from "./sandbox-lib.ts";

/** Monaco's module of lib texts, `libFileMap["lib.es5.d.ts"] = "…"` for every lib: its path in the packages. */
const LIB_PATH = "/monaco-editor/esm/vs/languages/features/typescript/lib/lib.js";
const MONACO_LIB_MODULE = fileURLToPath(new URL(`../../node_modules${LIB_PATH}`, import.meta.url));

/** Every lib file `roots` reach through `/// <reference lib="…" />`, the roots included. */
export function libsReached(libFileMap: Record<string, string>, roots: readonly string[]): string[] {
  const reached = new Set<string>();
  const visit = (name: string) => {
    if (reached.has(name)) return;
    const text = libFileMap[name];
    if (text === undefined) throw new Error(`ts-lab-libs: Monaco has no ${name}`);
    reached.add(name);
    for (const m of text.matchAll(/^\/\/\/\s*<reference\s+lib="([^"]+)"\s*\/>/gm))
      visit(`lib.${m[1]!.toLowerCase()}.d.ts`);
  };
  roots.forEach(visit);
  return [...reached].sort();
}

/** Monaco's lib texts, read from its own module. */
export async function monacoLibFileMap(): Promise<Record<string, string>> {
  const module = (await import(MONACO_LIB_MODULE)) as { libFileMap: Record<string, string> };
  return module.libFileMap;
}

/**
 * The lab's libs by name, as its TypeScript worker carries them: those {@link LAB_LIBS} reach, in
 * Monaco's texts, `lib.webworker.d.ts` cut to the sandbox's globals. The build and the tests read
 * this one map.
 */
export async function labLibFileMap(): Promise<Map<string, string>> {
  const all = await monacoLibFileMap();
  const kept = new Map(libsReached(all, LAB_LIBS).map((name) => [name, all[name]!]));
  kept.set("lib.webworker.d.ts", sandboxLib(all["lib.webworker.d.ts"]!, SANDBOX_ABSENT_GLOBALS));
  return kept;
}

/** Replaces Monaco's `lib.js` with the lab's libs ({@link labLibFileMap}; see the file's comment). */
export function tsLabLibs(): Plugin {
  return {
    name: "ts-lab-libs",
    enforce: "pre",
    async load(id) {
      if (!id.split("?")[0]!.replace(/\\/g, "/").endsWith(LIB_PATH)) return null;
      const kept = await labLibFileMap();
      return `const libFileMap = {};\n${[...kept].map(([name, text]) => `libFileMap[${JSON.stringify(name)}] = ${JSON.stringify(text)};`).join("\n")}\nexport { libFileMap };\n`;
    },
  };
}
