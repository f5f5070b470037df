/**
 * `virtual:pi-ai-types`: the type declarations the Tool lab's editor needs for full IntelliSense on
 * pi-ai and TypeBox, offline. The TypeScript compiler walks `@earendil-works/pi-ai`'s
 * `dist/index.d.ts` and keeps every declaration file it reaches except the provider SDKs (which a
 * tool module never touches, and which are most of the 11 MB). Each package's `package.json` goes
 * along so the editor's module resolution finds entry points as Node would.
 */
import { readFileSync, realpathSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import type { Plugin } from "vite";

const ID = "virtual:pi-ai-types";
const RESOLVED = `\0${ID}`;
const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Packages left out: the provider SDKs and what only they use, Node's types, and TypeScript's own libs (the editor has its own). */
const LEFT_OUT = [/^openai$/, /^@anthropic-ai\//, /^@google\//, /^@aws-sdk\//, /^@smithy\//, /^@types\//, /^undici-types$/, /^google-auth-library$/, /^gaxios$/, /^gcp-metadata$/, /^gtoken$/, /^@mistralai\//, /^typescript$/, /^node-fetch$/, /^fetch-blob$/, /^formdata-polyfill$/, /^google-logging-utils$/];

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

/** Collects the declaration files (and their packages' manifests) reachable from pi-ai's entry. */
export function collectPiTypes(): TypeFile[] {
  const entry = join(ROOT, "node_modules/@earendil-works/pi-ai/dist/index.d.ts");
  const program = ts.createProgram([entry], { noEmit: true, types: [], module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, skipLibCheck: true });
  const files: TypeFile[] = [];
  const packages = new Map<string, string>();
  for (const source of program.getSourceFiles()) {
    const name = packageOf(source.fileName);
    if (!name || LEFT_OUT.some((re) => re.test(name))) continue;
    files.push({ path: `file:///node_modules/${relative(MODULES, realpathSync(source.fileName)).split(sep).join("/")}`, text: source.text });
    if (!packages.has(name)) packages.set(name, join(MODULES, name, "package.json"));
  }
  for (const [, manifest] of packages) {
    const { name, version, type, types, typings, main, exports, typesVersions } = JSON.parse(readFileSync(manifest, "utf8")) as Record<string, unknown>;
    files.push({ path: `file:///node_modules/${relative(MODULES, manifest).split(sep).join("/")}`, text: JSON.stringify({ name, version, type, types, typings, main, exports, typesVersions }) });
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
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

// `node --import tsx scripts/pi-types.ts`: how many files and bytes.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = collectPiTypes();
  const bytes = files.reduce((n, f) => n + f.text.length, 0);
  console.log(`${files.length} files, ${(bytes / 1024).toFixed(0)} KB`);
  console.log([...new Set(files.map((f) => f.path.split("/").slice(4, f.path.includes("/@") ? 6 : 5).join("/")))].join("\n"));
}
