/**
 * The chapter's tool is written once, in `src/engine/round/tool.ts`. What the definition frame shows a
 * reader — the TypeBox source (`TOOL_SOURCE`, `LIMIT_TOOL_SOURCE`) and the type derived from it
 * (`DERIVED_TYPE`, `LIMIT_DERIVED_TYPE`) — is text, so it is checked against that module here:
 * the source, run, builds the very Tool the engine plays; and, type-checked against pi-ai's own
 * declarations, its `Static<>` type equals both the type shown and the engine's. The Tool lab's
 * starting module (`src/sandbox/template.ts`), loaded by the runner, exports the same Tool.
 */
import { resolve } from "node:path";
import { Type } from "@earendil-works/pi-ai";
import { transform } from "sucrase";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { DERIVED_TYPE, LIMIT_DERIVED_TYPE, LIMIT_TOOL_SOURCE, TOOL_SOURCE } from "../../src/scenarios/tool-text";
import { listDownloadFilesTool, listDownloadFilesWithLimitTool } from "../../src/engine/round/tool";
import { localLearnerTool } from "../../src/sandbox/local";
import { CHAPTER_TOOL_MODULE, chapterToolModule } from "../../src/sandbox/template";
import { TOOL_LAB_WORDS } from "../../src/scenarios/tool-text";

const VARIANTS = [
  {
    name: "the chapter's tool",
    source: TOOL_SOURCE,
    derived: DERIVED_TYPE,
    tool: listDownloadFilesTool,
    engineType: "ListDownloadFilesArgs",
  },
  {
    name: "the limit variant",
    source: LIMIT_TOOL_SOURCE,
    derived: LIMIT_DERIVED_TYPE,
    tool: listDownloadFilesWithLimitTool,
    engineType: "ListDownloadFilesCallArgs",
  },
] as const;

/** The Tool the shown source builds, run with pi-ai's own `Type` (types stripped by sucrase). */
function runSource(source: string): unknown {
  const code = transform(source, { transforms: ["typescript"] }).code;
  return new Function("Type", `${code}\nreturn listDownloadFilesTool;`)(Type);
}

/** Files whose declarations the check reads: the test file, the engine's tool module, pi-ai's core types, TypeBox. */
const NEEDED =
  /\/(src\/engine\/round\/tool\.ts|node_modules\/@earendil-works\/pi-ai\/dist\/(index|types|utils\/[\w-]+)\.d\.ts|node_modules\/typebox\/.*\.d\.[mc]?ts|tests\/unit\/__tool-source-check\.ts)$/;

const PARSED = new Map<string, ts.SourceFile>();

/** Type errors of a file that holds the shown source and asserts its types equal the shown and the engine's. */
function typeErrors(source: string, derived: string, engineType: string): string[] {
  const file = resolve("tests/unit/__tool-source-check.ts");
  const text = [
    `import { Type, type Static, type Tool } from "@earendil-works/pi-ai";`,
    `import type { ${engineType} as EngineArgs } from "../../src/engine/round/tool";`,
    source,
    derived.replace(/^type ListDownloadFilesArgs =/, "type ShownArgs ="),
    `type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;`,
    `export const sameAsShown: Equal<ListDownloadFilesArgs, ShownArgs> = true;`,
    `export const sameAsEngine: Equal<ListDownloadFilesArgs, EngineArgs> = true;`,
    `export { listDownloadFilesTool };`,
  ].join("\n");
  const options: ts.CompilerOptions = {
    lib: ["lib.es2022.d.ts"],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => (resolve(name) === file ? text : readFile(name));
  host.fileExists = (name) => resolve(name) === file || ts.sys.fileExists(name);
  host.getSourceFile = (name, target, ...rest) => {
    if (resolve(name) === file) return ts.createSourceFile(name, text, target, true);
    // Declarations parsed once for both variants: TypeBox alone is some 370 files.
    const parsed = PARSED.get(name) ?? getSourceFile(name, target, ...rest);
    if (parsed) PARSED.set(name, parsed);
    return parsed;
  };
  // Only the declarations the tool's types come from: pi-ai's own (its provider SDKs and adapters
  // left unresolved — they type options, not Tool) and TypeBox. Parsing the SDKs took 25 s.
  host.resolveModuleNameLiterals = (literals, containing, redirected, opts) =>
    literals.map((literal) => {
      const found = ts.resolveModuleName(literal.text, containing, opts, host, undefined, redirected).resolvedModule;
      return { resolvedModule: found && NEEDED.test(found.resolvedFileName) ? found : undefined };
    });
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(file))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

describe("the tool's source and type as shown, against src/engine/round/tool.ts", () => {
  it.each(VARIANTS)("$name: the shown source builds the Tool the engine plays", ({ source, tool }) => {
    expect(JSON.parse(JSON.stringify(runSource(source)))).toEqual(JSON.parse(JSON.stringify(tool)));
  });

  it.each(VARIANTS)(
    "$name: the shown source type-checks, and its Static<> is the type shown and the engine's",
    ({ source, derived, engineType }) => {
      expect(typeErrors(source, derived, engineType)).toEqual([]);
    },
    60_000,
  );
});

describe("the Tool lab's starting module, against src/engine/round/tool.ts", () => {
  it("loaded by the runner, it exports the Tool the engine plays", () => {
    const made = localLearnerTool(CHAPTER_TOOL_MODULE);
    if (!made.ok) throw new Error(`${made.problem.key}: ${made.problem.detail}`);
    expect(JSON.parse(JSON.stringify(made.learner.tool))).toEqual(JSON.parse(JSON.stringify(listDownloadFilesTool)));
  });

  it("in Chinese, it is the same code and schema, with the Chinese descriptions the model reads", () => {
    const zh = chapterToolModule("zh-CN");
    const made = localLearnerTool(zh);
    if (!made.ok) throw new Error(`${made.problem.key}: ${made.problem.detail}`);
    const words = TOOL_LAB_WORDS["zh-CN"];
    const expected = JSON.parse(JSON.stringify(listDownloadFilesTool));
    expected.description = words.description;
    expected.parameters.properties.extension.description = words.extension;
    expect(JSON.parse(JSON.stringify(made.learner.tool))).toEqual(expected);
    const code = (text: string) => text.replace(/^\s*\/\/.*\n/gm, "").replace(/description: ".*"/g, "");
    expect(code(zh)).toBe(code(CHAPTER_TOOL_MODULE));
  });
});
