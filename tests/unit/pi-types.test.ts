import { readFileSync } from "node:fs";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { collectPiTypes, declarationFiles, ROLLED_UP_PATH } from "../../scripts/build/pi-types";
import { RUNNER_MODULE_TYPES } from "../../src/playground/editors/runner-types";
import { CHAPTER_TOOL_MODULE } from "../../src/sandbox/template";

/**
 * The Tool lab's declarations, asked of a TypeScript language service set up as the editor's
 * (`src/playground/editors/monaco.ts`): the compiler options, the one rolled-up file and the
 * runner's modules, and no file system to resolve a package through.
 */
const LIB = "node_modules/typescript/lib/";
let files: Map<string, string>;
let service: ts.LanguageService;

function languageService(): ts.LanguageService {
  const lib = (name: string) =>
    name.startsWith("/lib/") && ts.sys.fileExists(LIB + name.slice(5))
      ? readFileSync(LIB + name.slice(5), "utf8")
      : undefined;
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => ({
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      lib: ["lib.es2022.d.ts", "lib.webworker.d.ts"],
      types: [],
    }),
    getScriptFileNames: () => [...files.keys()],
    getScriptVersion: () => "1",
    getScriptSnapshot: (name) => {
      const text = files.get(name) ?? lib(name);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => "/",
    getDefaultLibFileName: () => "/lib/lib.d.ts",
    fileExists: (name) => files.has(name) || lib(name) !== undefined,
    readFile: (name) => files.get(name) ?? lib(name),
  };
  return ts.createLanguageService(host);
}

const TOOL = `${CHAPTER_TOOL_MODULE}\nexport const wrong: Args = { extension: 12 };\nType.`;
const CHECKS = `import { validateToolArguments, parseStreamingJson, type Tool, type ToolCall } from "@earendil-works/pi-ai";
import { Type as T } from "typebox";
export const validate = validateToolArguments;
export const parse = parseStreamingJson;
export const schema = T.Object({ a: T.String() });
`;

beforeAll(() => {
  files = new Map([
    ...collectPiTypes().map((f) => [f.path.replace("file://", ""), f.text] as const),
    ...RUNNER_MODULE_TYPES.map((f) => [f.filePath.replace("file://", ""), f.content] as const),
    ["/tool.ts", TOOL],
    ["/checks.ts", CHECKS],
  ]);
  service = languageService();
}, 120_000);

const quickInfo = (name: string) => {
  const info = service.getQuickInfoAtPosition("/checks.ts", CHECKS.indexOf(`${name} =`));
  return info ? ts.displayPartsToString(info.displayParts) : "";
};

describe("pi-ai's declarations for the Tool lab, rolled up", () => {
  it("are one file in place of the hundreds pi-ai and TypeBox ship", () => {
    const rolled = collectPiTypes();
    expect(rolled.map((f) => f.path)).toEqual([ROLLED_UP_PATH]);
    expect(declarationFiles().files).toBeGreaterThan(300);
  }, 120_000);

  it("find the chapter's type error: Args comes from TypeBox's Static through pi-ai", () => {
    const messages = service
      .getSemanticDiagnostics("/tool.ts")
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(messages).toContain("Type 'number' is not assignable to type 'string'.");
  }, 120_000);

  it("complete TypeBox's builders after Type.", () => {
    const names = service.getCompletionsAtPosition("/tool.ts", TOOL.length, {})?.entries.map((e) => e.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(["Object", "String", "Optional", "Array", "Union"]));
  }, 120_000);

  it("give pi-ai's own signatures: validateToolArguments and parseStreamingJson", () => {
    expect(quickInfo("validate")).toBe("const validate: (tool: Tool, toolCall: ToolCall) => any");
    expect(quickInfo("parse")).toBe("const parse: <T = Record<string, unknown>>(partialJson: string | undefined) => T");
  }, 120_000);

  it("resolve typebox imported by name, as a learner's module may", () => {
    expect(quickInfo("schema")).toMatch(/^const schema: T\.TObject<\{\s*a: T\.TString;\s*\}>$/);
    expect(service.getSemanticDiagnostics("/checks.ts")).toEqual([]);
  }, 120_000);
});
