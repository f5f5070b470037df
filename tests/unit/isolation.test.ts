/**
 * The unit files that share a module registry leave nothing in it that another file could see
 * (tests/isolation.ts, docs/testing.md): a file that mocks, stubs or fakes runs isolated, and every
 * module-level variable the sharing files reach is named, with its reason, in SHARED_MODULE_STATE.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ISOLATED_UNIT_FILES, SHARED_MODULE_STATE, UNIT_SETUP_FILE } from "../isolation";

const UNIT = "tests/unit";
const unitFiles = () =>
  readdirSync(UNIT)
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => `${UNIT}/${name}`);
const sharing = () => unitFiles().filter((file) => !Object.hasOwn(ISOLATED_UNIT_FILES, file));

/** What changes the registry or the globals another file would see. */
const CHANGES_WHAT_OTHERS_SEE =
  /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|resetModules|spyOn)\(|\bglobalThis\.\w+\s*=[^=]|\bprocess\.env\.\w+\s*=[^=]|\bprocess\.chdir\(/;

/** The file's code with its strings blanked: code a test hands to a child process is not the test's own. */
function codeOf(file: string): string {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const blanks: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
      blanks.push([node.getStart(source), node.getEnd()]);
    else ts.forEachChild(node, visit);
  };
  visit(source);
  let code = text;
  for (const [start, end] of blanks) code = code.slice(0, start) + " ".repeat(end - start) + code.slice(end);
  return code;
}

/** The `.ts`/`.tsx` file a relative import names, if it is one (a `?worker` suffix dropped). */
function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith(".")) return undefined;
  const base = resolve(dirname(from), spec.replace(/\?.*$/, ""));
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path),
  );
}

const importsOf = new Map<string, string[]>();

/** The project files `file` imports directly (static and dynamic imports alike), read once. */
function directImports(file: string): string[] {
  let found = importsOf.get(file);
  if (!found) {
    const refs = ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles;
    found = refs.flatMap((ref) => resolveImport(file, ref.fileName) ?? []);
    importsOf.set(file, found);
  }
  return found;
}

/** Every project file the `roots` import, however deep: one walk for all of them (the roots left out). */
function reached(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = roots.map((root) => resolve(root));
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...directImports(next));
  }
  for (const root of roots) seen.delete(resolve(root));
  return seen;
}

/** The module's top-level `let`/`var` bindings, and its top-level collections (or plain objects) that it changes. */
function moduleState(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return source.statements.filter(ts.isVariableStatement).flatMap((statement) => {
    const constant = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
    return statement.declarationList.declarations.flatMap((declaration) => {
      const name = declaration.name.getText(source);
      if (!constant) return [name];
      const collection = /^(new (Map|Set|WeakMap|WeakSet|Array)\b|\[\s*\]$|\{\s*\}$)/.test(
        declaration.initializer?.getText(source) ?? "",
      );
      const changed = new RegExp(
        `\\b${name}\\.(set|add|push|delete|clear|splice|unshift|pop|shift)\\(|\\b${name}(\\[[^\\]]*\\]|\\.\\w+)\\s*=[^=]`,
      ).test(text);
      return collection && changed ? [name] : [];
    });
  });
}

/**
 * These checks parse every unit file, or every module they reach, with TypeScript: seconds of CPU
 * that a loaded machine stretches past Vitest's default 5 s (both failed so at load ~20).
 */
const PARSING_BUDGET = 60_000;

describe("the unit files that share a module registry (tests/isolation.ts)", () => {
  it("name only unit files that exist", () => {
    const missing = Object.keys(ISOLATED_UNIT_FILES).filter((file) => !existsSync(file));
    expect(missing).toEqual([]);
  });

  it(
    "do not mock modules, stub or fake globals, or change the environment: such a file runs isolated",
    () => {
      const offenders = sharing().filter((file) => CHANGES_WHAT_OTHERS_SEE.test(codeOf(file)));
      expect(offenders).toEqual([]);
    },
    PARSING_BUDGET,
  );

  it(
    "reach only module state named, with its reason, in SHARED_MODULE_STATE (and all of it)",
    () => {
      const modules = reached([...sharing(), UNIT_SETUP_FILE]);
      const found = new Set(
        [...modules].flatMap((module) =>
          moduleState(module).map((name) => `${relative(resolve("."), module)} ${name}`),
        ),
      );
      expect([...found].sort()).toEqual(Object.keys(SHARED_MODULE_STATE).sort());
    },
    PARSING_BUDGET,
  );
});
