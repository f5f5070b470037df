/**
 * `virtual:pi-ai-types`: the type declarations the Tool lab's editor needs for full IntelliSense on
 * pi-ai and TypeBox, offline. The TypeScript compiler walks `@earendil-works/pi-ai`'s
 * `dist/index.d.ts` and keeps every declaration file it reaches except the provider SDKs (which a
 * tool module never touches, and which are most of the package's declarations), and rolls them into one file of
 * ambient modules (`scripts/build/roll-up-types.ts`): the editor reads one file instead of ~400.
 */
import { realpathSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import type { Plugin } from "vite";
import { rollUp } from "./roll-up-types.ts";

const ID = "virtual:pi-ai-types";
const RESOLVED = `\0${ID}`;
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Packages left out: the provider SDKs and what only they use, Node's types, and TypeScript's own libs (the editor has its own). */
const LEFT_OUT = [
  /^openai$/,
  /^@anthropic-ai\//,
  /^@google\//,
  /^@aws-sdk\//,
  /^@smithy\//,
  /^@types\//,
  /^undici-types$/,
  /^google-auth-library$/,
  /^gaxios$/,
  /^gcp-metadata$/,
  /^gtoken$/,
  /^@mistralai\//,
  /^typescript$/,
  /^node-fetch$/,
  /^fetch-blob$/,
  /^formdata-polyfill$/,
  /^google-logging-utils$/,
];

/** One declaration file, at the path the editor's TypeScript sees (`file:///node_modules/…`). */
export interface TypeFile {
  path: string;
  text: string;
}

/** The packages folder as the compiler reports files in it: real paths (a worktree may link it). */
const MODULES = realpathSync(join(ROOT, "node_modules"));

function packageOf(file: string): string | undefined {
  const inside = relative(MODULES, realpathSync(file)).split(sep);
  if (inside[0] === ".." || inside.length < 2) return undefined;
  return inside[0]!.startsWith("@") ? `${inside[0]}/${inside[1]}` : inside[0];
}

/** The compiler's program from pi-ai's entry, and the declaration files kept from it, by package. */
function declarationSources(): { program: ts.Program; sources: ts.SourceFile[]; packages: Set<string> } {
  const entry = join(ROOT, "node_modules/@earendil-works/pi-ai/dist/index.d.ts");
  const program = ts.createProgram([entry], {
    noEmit: true,
    types: [],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
  });
  const sources: ts.SourceFile[] = [];
  const packages = new Set<string>();
  for (const source of program.getSourceFiles()) {
    const name = packageOf(source.fileName);
    if (!name || LEFT_OUT.some((re) => re.test(name))) continue;
    sources.push(source);
    packages.add(name);
  }
  sources.sort((a, b) => a.fileName.localeCompare(b.fileName));
  return { program, sources, packages };
}

/** The path the editor's TypeScript sees the rolled-up declarations at. */
export const ROLLED_UP_PATH = "file:///node_modules/@types/pi-ai-lab/index.d.ts";

/**
 * The declarations the Tool lab's editor gets: every file reachable from pi-ai's entry except the
 * provider SDKs, rolled up into one file of ambient modules (`scripts/build/roll-up-types.ts`), each
 * package's entry under the package's own name.
 */
export function collectPiTypes(): TypeFile[] {
  const { program, sources, packages } = declarationSources();
  const entries = new Map<string, string>();
  for (const name of packages) {
    const resolved = ts.resolveModuleName(name, join(ROOT, "index.ts"), program.getCompilerOptions(), ts.sys)
      .resolvedModule?.resolvedFileName;
    if (resolved) entries.set(name, resolved);
  }
  return [{ path: ROLLED_UP_PATH, text: rollUp(program, sources, MODULES, entries) }];
}

/** How many declaration files were rolled up, and their size (for the command line). */
export function declarationFiles(): { files: number; bytes: number; packages: string[] } {
  const { sources, packages } = declarationSources();
  return { files: sources.length, bytes: sources.reduce((n, s) => n + s.text.length, 0), packages: [...packages] };
}

/** Serves the collected files as a lazily imported module (only the Tool lab imports it). */
export function piTypes(): Plugin {
  let text: string | undefined;
  return {
    name: "pi-ai-types",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      text ??= `export default ${JSON.stringify(collectPiTypes())};`;
      return text;
    },
  };
}

// `node --import tsx scripts/build/pi-types.ts`: how many files and bytes, and the rolled-up file's size.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { files, bytes, packages } = declarationFiles();
  const [rolled] = collectPiTypes();
  console.log(
    `${files} declaration files, ${(bytes / 1024).toFixed(0)} KB (${packages.join(", ")}) -> one file, ${(rolled!.text.length / 1024).toFixed(0)} KB`,
  );
}
