/**
 * The Tool lab's TypeScript worker: Monaco's own (`TypeScriptWorker`, TypeScript's language
 * service), with one change — its files come from a document registry that this worker fills as
 * soon as it starts. Before it answers Monaco's first message, the worker parses and binds the
 * libs and pi-ai's declarations (see `warmUp`); when Monaco's first request for the person's module
 * comes, only that module is new to parse, instead of every file in one long first task.
 * The whole-file checks let the requests already waiting go first (see `afterWaiting`).
 */
import { initialize, TypeScriptWorker, ts } from "monaco-editor/languages/features/typescript/ts.worker";
import { CHAPTER_TOOL_MODULE } from "../../sandbox/template";
import { LAB_COMPILER_OPTIONS, LAB_EXTRA_LIBS } from "./ts-options";

const registry = ts.typescript.createDocumentRegistry();

/**
 * A turn of the worker's task queue, so the requests that already arrived are answered first. Monaco
 * posts its first requests together once the worker is ready, the diagnostics before the completion
 * list the person is waiting for; the first semantic or suggestion diagnostics check the whole
 * module, while the completion after `Type.` needs a small part of that. Waiting a turn answers the
 * completion first and delays the type error only by the completion's time. If the queue's order
 * were otherwise, the requests are answered as they came.
 */
const afterWaiting = () => new Promise<void>((done) => setTimeout(done, 0));

/** Monaco's worker, its language service reading parsed files from the shared registry. */
class LabTsWorker extends TypeScriptWorker {
  constructor(ctx: unknown, createData: unknown) {
    super(ctx, createData);
    this._languageService = ts.typescript.createLanguageService(this, registry);
  }

  override async getSemanticDiagnostics(fileName: string): Promise<unknown[]> {
    await afterWaiting();
    return super.getSemanticDiagnostics(fileName);
  }

  override async getSuggestionDiagnostics(fileName: string): Promise<unknown[]> {
    await afterWaiting();
    return super.getSuggestionDiagnostics(fileName);
  }
}

/** Where the warm-up's module sits: beside the lab's own (`./desktop` resolves the same way). */
const WARM_URI = "file:///warm-up.ts";

/**
 * Parses and binds the chapter's module, the libs and pi-ai's declarations once, with the editor's
 * options and files, filling the registry. It stops short of checking the module: a checker lives
 * with its program, and Monaco's first request is for another file (the person's module), which
 * makes a new program and checker anyway, so a check here was work thrown away. What parsing and
 * binding made lives on the registry's files and is used again (measured with
 * `scripts/bench/profile-tool-lab.ts`: docs/performance.md).
 */
function warmUp(): void {
  // A mirror model as Monaco's worker reads one: its URI's text and path, its version and text.
  const uri = { toString: () => WARM_URI, path: new URL(WARM_URI).pathname };
  const ctx = { getMirrorModels: () => [{ uri, version: 1, getValue: () => CHAPTER_TOOL_MODULE }] };
  // Version 1: what Monaco gives each extra lib set once (a different version would parse it again).
  const extraLibs = Object.fromEntries(
    LAB_EXTRA_LIBS.map((lib) => [lib.filePath, { content: lib.content, version: 1 }]),
  );
  const warm = new LabTsWorker(ctx, { compilerOptions: LAB_COMPILER_OPTIONS, extraLibs, inlayHintsOptions: undefined });
  // The program parses every file; its checker binds them and merges their globals.
  warm.getLanguageService().getProgram()?.getTypeChecker();
}

try {
  warmUp();
} catch (error) {
  // Only a head start: Monaco's requests work without it.
  console.warn("the TypeScript warm-up failed", error);
}

// As Monaco's ts.worker does: the first message starts the worker's server.
self.onmessage = () => initialize((ctx, createData) => new LabTsWorker(ctx, createData));
