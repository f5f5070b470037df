/**
 * pi-ai's declarations rolled up into one file for the Tool lab's editor: every declaration file
 * `scripts/build/pi-types.ts` keeps becomes a `declare module "<id>" { … }` block, its relative imports
 * rewritten to those ids (resolved by the compiler itself, as Node would), and a package's entry file
 * takes the package's own name ("typebox", "@earendil-works/pi-ai"). The editor's TypeScript then
 * reads one file and resolves no module through the file system, so a fresh language service
 * reaches its first type error sooner than with ~400 files and their package.json. Same
 * declarations, same IntelliSense (tests/unit/pi-types.test.ts asks a language service for the
 * type error, completions after `Type.` and pi-ai's signatures).
 */
import { realpathSync } from "node:fs";
import { relative, sep } from "node:path";
import ts from "typescript";

/** One file's text with edits (start, end, replacement) applied, last first. */
function applyEdits(text: string, edits: { start: number; end: number; text: string }[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** The string literals of `source` that name a module: imports, exports, `import("…")` types, augmentations. */
function moduleNames(source: ts.SourceFile): ts.StringLiteral[] {
  const out: ts.StringLiteral[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      out.push(node.moduleSpecifier);
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      out.push(node.argument.literal);
    else if (ts.isExternalModuleReference(node) && ts.isStringLiteral(node.expression)) out.push(node.expression);
    else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) out.push(node.name);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** `declare` on a top-level statement: not allowed again inside an ambient module block. */
function declareKeywords(source: ts.SourceFile): { start: number; end: number; text: string }[] {
  const out: { start: number; end: number; text: string }[] = [];
  for (const statement of source.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    const declare = modifiers?.find((m) => m.kind === ts.SyntaxKind.DeclareKeyword);
    // `declare global` and `declare module "x"` keep theirs: without it they are not declarations.
    if (
      declare &&
      !(ts.isModuleDeclaration(statement) && (ts.isStringLiteral(statement.name) || statement.name.text === "global"))
    ) {
      out.push({
        start: declare.getStart(source),
        end: declare.end + (source.text[declare.end] === " " ? 1 : 0),
        text: "",
      });
    }
  }
  return out;
}

/**
 * Rolls `sources` (declaration files of `program`, all under `modules`) into one script of ambient
 * module blocks. `entries` maps a package name to its entry file, which takes that name.
 */
export function rollUp(
  program: ts.Program,
  sources: readonly ts.SourceFile[],
  modules: string,
  entries: ReadonlyMap<string, string>,
): string {
  const idOf = new Map<string, string>();
  for (const source of sources)
    idOf.set(
      realpathSync(source.fileName),
      relative(modules, realpathSync(source.fileName))
        .split(sep)
        .join("/")
        .replace(/\.d\.[cm]?ts$/, ""),
    );
  for (const [name, file] of entries) if (idOf.has(realpathSync(file))) idOf.set(realpathSync(file), name);
  const options = program.getCompilerOptions();
  const blocks: string[] = [];
  for (const source of sources) {
    const edits = declareKeywords(source);
    for (const literal of moduleNames(source)) {
      const resolved = ts.resolveModuleName(literal.text, source.fileName, options, ts.sys).resolvedModule
        ?.resolvedFileName;
      const id = resolved && idOf.get(realpathSync(resolved));
      if (id) edits.push({ start: literal.getStart(source), end: literal.end, text: JSON.stringify(id) });
    }
    const text = applyEdits(source.text, edits);
    // A declaration file that is not a module declares globals: it stays at the top level.
    blocks.push(
      ts.isExternalModule(source)
        ? `declare module ${JSON.stringify(idOf.get(realpathSync(source.fileName)))} {\n${text}\n}\n`
        : text,
    );
  }
  return blocks.join("\n");
}
