/**
 * The layers in docs/architecture.md are the real ones (issue 17): the test reads the doc's layer
 * block and every import in `src/` (TypeScript's own import scanner, dynamic `import()` included)
 * and fails on an import from a folder to a higher layer. The doc is the rule; the code obeys it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = resolve("src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The doc's layers, highest first: each line of the block names one or more `src/` folders. */
function docLayers(): string[][] {
  const doc = readFileSync("docs/architecture.md", "utf8");
  const block = /## Layers[^\n]*\n```\n([\s\S]*?)```/.exec(doc)?.[1];
  if (block === undefined) throw new Error("docs/architecture.md has no ## Layers block");
  return block
    .split("\n")
    .map((line) => [...(/^((?:src\/[\w-]+\s*)+)/.exec(line)?.[1] ?? "").matchAll(/src\/([\w-]+)/g)].map((m) => m[1]!))
    .filter((names) => names.length > 0);
}

/** Every relative import in `src/`: the importing file and the file or folder it names, both from `src/`. */
function imports(): { from: string; to: string }[] {
  return sourceFiles(SRC).flatMap((file) => {
    const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    return info.importedFiles
      .map((ref) => ref.fileName)
      .filter((spec) => spec.startsWith("."))
      .map((spec) => ({ from: relative(SRC, file), to: relative(SRC, resolve(dirname(file), spec)) }));
  });
}

const top = (path: string) => path.split("/")[0]!;
const LAYERS = docLayers();
const IMPORTS = imports();
const rank = (folder: string) => LAYERS.findIndex((names) => names.includes(folder));

describe("the layers in docs/architecture.md", () => {
  it("name every folder of src/ exactly once", () => {
    const folders = readdirSync(SRC, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(LAYERS.flat().sort()).toEqual(folders);
  });

  it("are obeyed: no folder imports from a layer above its own", () => {
    const upward = IMPORTS.filter(({ from, to }) => {
      const a = rank(top(from));
      const b = rank(top(to));
      return a >= 0 && b >= 0 && b < a;
    }).map(({ from, to }) => `${from} -> ${to}`);
    expect(upward).toEqual([]);
  });

  it("nothing in src/ imports from tests/ or scripts/", () => {
    expect(IMPORTS.filter(({ to }) => to.startsWith("..")).map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });
});

/** The engine's rooms, highest first, read from the doc's block under "## Inside the engine" (`""`: its top-level files). */
function engineRooms(): string[][] {
  const doc = readFileSync("docs/architecture.md", "utf8");
  const block = /## Inside the engine[^\n]*\n[\s\S]*?```\n([\s\S]*?)```/.exec(doc)?.[1];
  if (block === undefined) throw new Error("docs/architecture.md has no block under ## Inside the engine");
  return block
    .split("\n")
    .map((line) =>
      [...(/^((?:src\/engine\/[\w-]*\s*)+)/.exec(line)?.[1] ?? "").matchAll(/src\/engine\/([\w-]*)/g)].map(
        (m) => m[1]!,
      ),
    )
    .filter((names) => names.length > 0);
}

/** A file's room inside `src/engine/`: its first folder there, or `""` for the top-level files. */
const roomOf = (path: string) => (path.split("/").length > 2 ? path.split("/")[1]! : "");

describe("inside the engine, rooms in the order docs/architecture.md gives", () => {
  const ROOMS = engineRooms();
  const roomRank = (room: string) => ROOMS.findIndex((names) => names.includes(room));

  it("name every folder of src/engine/ once, and its top level", () => {
    const folders = readdirSync(join(SRC, "engine"), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(ROOMS.flat().sort()).toEqual(["", ...folders].sort());
  });

  it("no room imports from a room above its own", () => {
    const inside = IMPORTS.filter(({ from, to }) => top(from) === "engine" && top(to) === "engine");
    const upward = inside
      .filter(({ from, to }) => roomRank(roomOf(fileOf(to) ?? to)) < roomRank(roomOf(from)))
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(upward).toEqual([]);
  });
});

/** The file an import names, from `src/`: `x` may be `x.ts`, `x.tsx` or `x/index.ts`. */
function fileOf(to: string): string | undefined {
  return [to, `${to}.ts`, `${to}.tsx`, `${to}/index.ts`].find(
    (path) => /\.tsx?$/.test(path) && existsSync(join(SRC, path)),
  );
}

/** Groups of files that import each other in a circle (Tarjan's strongly connected components). */
function importCircles(): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of IMPORTS) {
    const file = fileOf(to);
    if (file !== undefined) next.set(from, [...(next.get(from) ?? []), file]);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) group.push(w);
    if (group.length > 1) circles.push(group.sort());
  };
  for (const file of next.keys()) if (!index.has(file)) visit(file);
  return circles;
}

describe("no import circles between files in src/", () => {
  it("none (type-only imports count: a circle of types is still a circle to read)", () => {
    expect(importCircles().map((group) => group.join(" "))).toEqual([]);
  });
});

/** The playground's feature folders (docs/architecture.md, "Inside the playground"). */
const FEATURES = ["player", "quiz", "editors", "present", "recording", "start", "lens"];
/** Files that put a whole window together: they may import any feature, and only they import `shell/`. */
const PAGES = ["playground/main.tsx", "playground/first-screen-render.tsx", "playground/present/AudienceApp.tsx"];

/** The seams: files of a feature that another feature (or the store) may import, read from the doc's block. */
function docSeams(): string[] {
  const doc = readFileSync("docs/architecture.md", "utf8");
  const block = /## Inside the playground[^\n]*\n[\s\S]*?```\n([\s\S]*?)```/.exec(doc)?.[1];
  if (block === undefined) throw new Error("docs/architecture.md has no seams block under ## Inside the playground");
  return block
    .split("\n")
    .map((line) => /^src\/(playground\/\S+)/.exec(line)?.[1])
    .filter((path): path is string => path !== undefined);
}

const SEAMS = docSeams();
/** Where a file of `src/playground/` sits: a page, a feature, the store, ui, or the kernel (its own top level). */
function placeOf(file: string): { kind: "page" | "feature" | "state" | "ui" | "kernel"; folder: string } {
  const parts = file.split("/");
  const folder = parts.length > 2 ? parts[1]! : "";
  if (PAGES.includes(file) || folder === "shell") return { kind: "page", folder };
  if (FEATURES.includes(folder)) return { kind: "feature", folder };
  if (folder === "state" || folder === "ui") return { kind: folder, folder };
  return { kind: "kernel", folder };
}

/** Every import inside the playground that breaks its rule, as `from -> to`. */
function playgroundBreaks(): string[] {
  return IMPORTS.filter(({ from, to }) => from.startsWith("playground/") && to.startsWith("playground/"))
    .filter(({ from, to }) => {
      const a = placeOf(from);
      const b = placeOf(to);
      const file = fileOf(to) ?? to;
      if (a.kind === "page" || (a.kind === b.kind && a.folder === b.folder)) return false;
      if (b.kind === "page") return true;
      if (b.kind === "feature") return a.kind === "ui" || a.kind === "kernel" || !SEAMS.includes(file);
      if (a.kind === "kernel") return true;
      if (a.kind === "ui") return b.kind === "state" && file !== "playground/state/context.tsx";
      return false;
    })
    .map(({ from, to }) => `${from} -> ${to}`);
}

describe("inside the playground, features meet through seams (docs/architecture.md)", () => {
  it("every folder of src/playground/ is a page, a feature, the store or ui", () => {
    const folders = readdirSync(join(SRC, "playground"), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(folders).toEqual([...FEATURES, "shell", "state", "ui"].sort());
  });

  it("no import crosses between features, into a feature from the store, ui or kernel, or into shell/, but through a listed seam", () => {
    expect(playgroundBreaks()).toEqual([]);
  });

  it("each listed seam is a file, in a feature folder, and imported across a folder", () => {
    const crossed = new Set(
      IMPORTS.filter(({ from, to }) => placeOf(from).folder !== placeOf(to).folder).map(({ to }) => fileOf(to)),
    );
    expect(
      SEAMS.filter((seam) => !existsSync(join(SRC, seam)) || placeOf(seam).kind !== "feature" || !crossed.has(seam)),
    ).toEqual([]);
  });
});

const DOCS = [
  "README.md",
  ...readdirSync("docs")
    .filter((n) => n.endsWith(".md"))
    .map((n) => `docs/${n}`),
];

/** Every file under `dir`, as paths from the repository's root. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

describe("the docs name real places", () => {
  it("every src/ path in README.md and docs/ exists", () => {
    const missing = DOCS.flatMap((doc) =>
      [...readFileSync(doc, "utf8").matchAll(/\bsrc\/[\w./-]*[\w/]/g)]
        .map((m) => m[0].replace(/\/$/, ""))
        .filter((path) => !existsSync(path))
        .map((path) => `${doc}: ${path}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it("every file a doc names in backticks (a path with a / and an extension) exists", () => {
    // A doc may shorten a path inside src/ (`state/store.ts`) or name one of pi-ai's own files
    // (`api/constrained-sampling.js`): such a path must end a real file's path there.
    const known = [...filesIn("src"), ...filesIn("node_modules/@earendil-works/pi-ai/dist")];
    const exists = (path: string) => existsSync(path) || known.some((file) => file.endsWith(`/${path}`));
    const missing = DOCS.flatMap((doc) =>
      [...readFileSync(doc, "utf8").matchAll(/`([\w.@-]+(?:\/[\w.@-]+)+\.[A-Za-z]{1,5})`/g)]
        .filter((m) => !exists(m[1]!))
        .map((m) => `${doc}: ${m[1]}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it("every link from one doc to another reaches a file", () => {
    const missing = DOCS.flatMap((doc) =>
      [...readFileSync(doc, "utf8").matchAll(/\]\(([^)#:\s]+)(?:#[^)]*)?\)/g)]
        .filter((m) => !existsSync(join(dirname(doc), m[1]!)))
        .map((m) => `${doc}: ${m[1]}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });
});
