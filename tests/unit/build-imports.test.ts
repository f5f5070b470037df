/**
 * `vite build` loads no test code and no browser (issue 36): every module the build's graph reaches
 * — vite.config.ts and the plugins, the scripts they run or bundle (`new URL("…", import.meta.url)`,
 * a path to a `.ts` file in a string), and the app from index.html, the pre-rendered first screen's
 * entry included — comes from outside `tests/` and imports neither `playwright-core` nor
 * `@sparticuz/chromium`. TypeScript's own import scanner reads each file, dynamic `import()` included.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(".");
/** Where the build starts: its config, and the page it builds. */
const ENTRIES = ["vite.config.ts", "index.html"];
const BROWSER_PACKAGES = ["playwright-core", "@sparticuz/chromium"];

/** The file `spec` names from `from` (TypeScript's extension rules), if it is one of ours. */
function fileOf(from: string, spec: string): string | undefined {
  const base =
    spec.startsWith("/") || /^(src|scripts|tests)\//.test(spec)
      ? resolve(ROOT, spec.replace(/^\//, ""))
      : resolve(dirname(from), spec);
  const path = base.replace(/\?.*$/, "");
  return [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`].find((p) => existsSync(p) && statSync(p).isFile());
}

/** The string literals in `file`'s code (comments are not code). */
function stringsOf(file: string, text: string): string[] {
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(
    ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      false,
      file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    ),
  );
  return out;
}

/**
 * What `file` reaches: its module specifiers, and every string in its code that is a path to a
 * `.ts` file (an entry the build bundles, runs or loads by URL). In index.html, its `src`s.
 */
function referencesOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  if (file.endsWith(".html")) return [...text.matchAll(/\ssrc="([^"]+)"/g)].map((m) => m[1]!);
  const imported = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
  return [
    ...imported,
    ...stringsOf(file, text).filter((s) => /^(\.{1,2}\/|\/?(src|scripts|tests)\/)[\w./-]+\.tsx?$/.test(s)),
  ];
}

/** The package a bare specifier names (`@scope/name` or `name`), or none for a path, a built-in or a virtual module. */
function packageOf(spec: string): string | undefined {
  if (/^(\.|\/|node:|virtual:|\0)/.test(spec) || /^(src|scripts|tests)\//.test(spec)) return undefined;
  return spec
    .split("/")
    .slice(0, spec.startsWith("@") ? 2 : 1)
    .join("/");
}

/** Every file of ours the build reaches, and every package each imports. */
function buildGraph(): { files: string[]; packages: Map<string, string[]> } {
  const seen = new Set<string>();
  const packages = new Map<string, string[]>();
  const queue = ENTRIES.map((entry) => resolve(ROOT, entry));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || file.includes("/node_modules/")) continue;
    seen.add(file);
    for (const spec of referencesOf(file)) {
      const name = packageOf(spec);
      if (name) packages.set(name, [...(packages.get(name) ?? []), relative(ROOT, file)]);
      else {
        const next = spec.startsWith("node:") || spec.startsWith("virtual:") ? undefined : fileOf(file, spec);
        if (next) queue.push(next);
      }
    }
  }
  return { files: [...seen].map((f) => relative(ROOT, f)).sort(), packages };
}

describe("the build's import graph", () => {
  const graph = buildGraph();

  it("reaches the config's plugins, the scripts they run and the app with its first screen", () => {
    expect(graph.files).toEqual(
      expect.arrayContaining([
        "scripts/build/first-screen.ts",
        "scripts/build/play-first-traces.ts",
        "src/playground/main.tsx",
        "src/playground/first-screen-render.tsx",
        "scripts/build/sw-editors-code.ts",
      ]),
    );
  });

  it("holds nothing from tests/, and nothing that imports a browser package", () => {
    const browsers = BROWSER_PACKAGES.flatMap((name) =>
      (graph.packages.get(name) ?? []).map((file) => `${file} imports ${name}`),
    );
    expect({ tests: graph.files.filter((f) => f.startsWith("tests/")), browsers }).toEqual({ tests: [], browsers: [] });
  });
});
