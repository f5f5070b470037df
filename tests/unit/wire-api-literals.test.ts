/**
 * One descriptor per wire API (issue 37): an API's name is written as a string only in its
 * descriptor (`src/fake-provider/apis/<api>.ts`) and the registry (`apis/index.ts`); every other
 * module reads the registry. The words (`src/i18n/`) and data files (JSON) name the APIs freely.
 * Files are read as text; only the few that contain a name at all are parsed, to tell a string
 * from a comment.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { WIRE_APIS, type WireApi } from "../../src/fake-provider/apis";

const REGISTRY = "src/fake-provider/apis/index.ts";
const descriptor = (api: WireApi) => `src/fake-provider/apis/${api}.ts`;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join("src", "i18n") ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(".", path)] : [];
  });
}

/** Each string in `text` (literals, template parts, JSX text) with its line, 1-based. */
function strings(path: string, text: string): { line: number; value: string }[] {
  const file = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    false,
    path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: { line: number; value: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, value: node.text });
    }
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

/** Where each API's name is written as (part of) a string, as `path:line`. */
function literals(): Map<WireApi, string[]> {
  const where = new Map<WireApi, string[]>(WIRE_APIS.map((api) => [api, []]));
  for (const path of sourceFiles("src")) {
    const text = readFileSync(path, "utf8");
    const named = WIRE_APIS.filter((api) => text.includes(api));
    if (named.length === 0) continue;
    for (const { line, value } of strings(path, text))
      for (const api of named)
        if (new RegExp(`(^|[^\\w-])${api}($|[^\\w-])`).test(value)) where.get(api)!.push(`${path}:${line}`);
  }
  return where;
}

describe("the wire API names", () => {
  const where = literals();

  it("are strings only in their descriptor and the registry", () => {
    const stray = WIRE_APIS.flatMap((api) =>
      where
        .get(api)!
        .filter((at) => ![REGISTRY, descriptor(api)].includes(at.replace(/:\d+$/, "")))
        .map((at) => `${api} at ${at}`),
    );
    expect(stray).toEqual([]);
  });

  it("each have their descriptor, which names its API", () => {
    for (const api of WIRE_APIS)
      expect(
        where.get(api)!.some((at) => at.startsWith(`${descriptor(api)}:`)),
        api,
      ).toBe(true);
  });
});
