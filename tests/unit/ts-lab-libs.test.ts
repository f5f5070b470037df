import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { collectPiTypes } from "../../scripts/pi-types";
import { libsReached, monacoLibFileMap } from "../../scripts/ts-lab-libs";
import { RUNNER_MODULE_TYPES } from "../../src/playground/editors/runner-types";
import { LAB_LIBS } from "../../src/playground/editors/ts-libs";
import { CHAPTER_TOOL_MODULE } from "../../src/runner/template";

/**
 * The lab's TypeScript worker carries only the libs `LAB_LIBS` reach (`scripts/ts-lab-libs.ts`).
 * A compiler given the editor's options and files, and only those libs (Monaco's own texts), must
 * ask for no other lib and find nothing wrong with the chapter's module.
 */
let kept: Map<string, string>;
let asked: Set<string>;
let program: ts.Program;

beforeAll(async () => {
  const all = await monacoLibFileMap();
  kept = new Map(libsReached(all, LAB_LIBS).map((name) => [name, all[name]!]));
  const files = new Map<string, string>([
    ...collectPiTypes().map((f) => [f.path, f.text] as const),
    ...RUNNER_MODULE_TYPES.map((f) => [f.filePath, f.content] as const),
    ["file:///tool.ts", CHAPTER_TOOL_MODULE],
  ]);
  asked = new Set();
  // As Monaco's worker reads files: a lib by its bare name, everything else by its URI.
  const read = (name: string) => {
    if (/^lib\..*\.d\.ts$/.test(name)) asked.add(name);
    return files.get(name) ?? kept.get(name);
  };
  const options: ts.CompilerOptions = { target: 99, module: 99, moduleResolution: 100, strict: true, noEmit: true, skipLibCheck: true, lib: LAB_LIBS, types: [] };
  const host: ts.CompilerHost = {
    getSourceFile: (name, target) => {
      const text = read(name);
      return text === undefined ? undefined : ts.createSourceFile(name, text, target);
    },
    getDefaultLibFileName: () => "lib.d.ts",
    writeFile: () => undefined,
    getCurrentDirectory: () => "",
    getCanonicalFileName: (name) => name,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => "\n",
    fileExists: (name) => read(name) !== undefined,
    readFile: read,
  };
  program = ts.createProgram([...files.keys()], options, host);
}, 60_000);

describe("the TypeScript libs the Tool lab's worker carries", () => {
  it("are all the compiler asks for with the lab's options", () => {
    program.getSemanticDiagnostics(program.getSourceFile("file:///tool.ts"));
    expect([...asked].filter((name) => !kept.has(name))).toEqual([]);
  });

  it("are enough to check the chapter's module without a problem", () => {
    const problems = [...program.getGlobalDiagnostics(), ...program.getSemanticDiagnostics(program.getSourceFile("file:///tool.ts"))];
    expect(problems.map((d) => ts.flattenDiagnosticMessageText(d.messageText, " "))).toEqual([]);
  });

  it("leave out the DOM's lib, which the worker's options never reach", () => {
    expect(kept.has("lib.es5.d.ts") && !kept.has("lib.dom.d.ts")).toBe(true);
  });
});
