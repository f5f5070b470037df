import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { collectPiTypes } from "../../scripts/build/pi-types";
import { labLibFileMap, monacoLibFileMap } from "../../scripts/build/ts-lab-libs";
import { globalValues } from "../../scripts/build/sandbox-lib";
import { withhold } from "../../src/sandbox/withhold";
import { RUNNER_MODULE_TYPES } from "../../src/playground/editors/runner-types";
import { LAB_LIBS } from "../../src/playground/editors/ts-libs";
import { CHAPTER_TOOL_MODULE } from "../../src/sandbox/template";

/**
 * The lab's TypeScript worker carries only the libs `LAB_LIBS` reach (`scripts/build/ts-lab-libs.ts`),
 * its `lib.webworker.d.ts` cut to the sandbox's globals (`scripts/build/sandbox-lib.ts`). A compiler given
 * the editor's options and files, and only those libs, must ask for no other lib, find nothing
 * wrong with the chapter's module, and know the globals the sandbox gives and none it withholds.
 */
let kept: Map<string, string>;

/** Globals the sandbox's worker gives a learner's code: each must be typed as TypeScript types it. */
const OFFERED = `export async function offered(signal: AbortSignal): Promise<unknown[]> {
  const id: string = crypto.randomUUID();
  const url = new URL("./a.pdf", "file:///Downloads/");
  const bytes = new TextEncoder().encode(id);
  const copy = structuredClone({ url: url.href });
  const wait = new Promise<void>((done) => setTimeout(done, 1));
  const canvas = new OffscreenCanvas(1, 1);
  const reply = new Response("x", { headers: new Headers({ a: "b" }) });
  const timer: number = self.setTimeout(() => undefined, 0);
  queueMicrotask(() => undefined);
  return [bytes, copy, await wait, canvas, await reply.text(), timer, performance.now(), signal.aborted, AbortSignal.timeout(1), location.href, new Blob([]), console, WebAssembly.validate(bytes)];
}
`;

/** Each line uses one global the sandbox withholds: each must be a type error. */
const WITHHELD_USES = [
  'fetch("https://example.com/")',
  'self.fetch("https://example.com/")',
  "new XMLHttpRequest()",
  'new WebSocket("wss://example.com/")',
  'new EventSource("/events")',
  'indexedDB.open("x")',
  'caches.open("x")',
  'importScripts("x.js")',
  'new BroadcastChannel("x")',
  'new Worker("x.js")',
  "navigator.userAgent",
  "postMessage(1)",
  "close()",
  'new Notification("x")',
  "self.navigator",
];
const WITHHELD = WITHHELD_USES.map((use) => `export const use${WITHHELD_USES.indexOf(use)} = () => ${use};`).join("\n");
let asked: Set<string>;
let program: ts.Program;

beforeAll(async () => {
  kept = await labLibFileMap();
  const files = new Map<string, string>([
    ...collectPiTypes().map((f) => [f.path, f.text] as const),
    ...RUNNER_MODULE_TYPES.map((f) => [f.filePath, f.content] as const),
    ["file:///tool.ts", CHAPTER_TOOL_MODULE],
    ["file:///offered.ts", OFFERED],
    ["file:///withheld.ts", WITHHELD],
  ]);
  asked = new Set();
  // As Monaco's worker reads files: a lib by its bare name, everything else by its URI.
  const read = (name: string) => {
    if (/^lib\..*\.d\.ts$/.test(name)) asked.add(name);
    return files.get(name) ?? kept.get(name);
  };
  const options: ts.CompilerOptions = {
    target: 99,
    module: 99,
    moduleResolution: 100,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    lib: LAB_LIBS,
    types: [],
  };
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
    const problems = [
      ...program.getGlobalDiagnostics(),
      ...program.getSemanticDiagnostics(program.getSourceFile("file:///tool.ts")),
    ];
    expect(problems.map((d) => ts.flattenDiagnosticMessageText(d.messageText, " "))).toEqual([]);
  });

  it("type the globals the sandbox gives", () => {
    const problems = program.getSemanticDiagnostics(program.getSourceFile("file:///offered.ts"));
    expect(problems.map((d) => ts.flattenDiagnosticMessageText(d.messageText, " "))).toEqual([]);
  });

  it("make each global the sandbox withholds a type error, as it is a failure when the module runs", () => {
    const source = program.getSourceFile("file:///withheld.ts")!;
    const lines = new Set(
      program.getSemanticDiagnostics(source).map((d) => source.getLineAndCharacterOfPosition(d.start!).line),
    );
    expect(WITHHELD_USES.filter((_, line) => !lines.has(line))).toEqual([]);
  });

  it("leave untyped only globals the sandbox withholds, so a browser that has them gives the module nothing its types hide", async () => {
    // A worker scope shaped as Chromium's (own globals, then a prototype), holding every global
    // TypeScript's worker lib declares; what the lab's lib leaves out must be gone once withheld.
    const declared = [...globalValues((await monacoLibFileMap())["lib.webworker.d.ts"]!)];
    const typed = globalValues(kept.get("lib.webworker.d.ts")!);
    const proto = Object.fromEntries(declared.map((name) => [name, () => name]));
    const scope = Object.create(proto) as Record<string, unknown>;
    for (const name of declared) scope[name] = proto[name];
    withhold(scope as unknown as DedicatedWorkerGlobalScope);
    const untyped = declared.filter((name) => !typed.has(name));
    expect(untyped.length).toBeGreaterThan(20);
    expect(untyped.filter((name) => scope[name] !== undefined)).toEqual([]);
    expect(declared.filter((name) => typed.has(name) && scope[name] === undefined)).toEqual([]);
  });

  it("leave out the DOM's lib, which the worker's options never reach", () => {
    expect(kept.has("lib.es5.d.ts") && !kept.has("lib.dom.d.ts")).toBe(true);
  });
});
