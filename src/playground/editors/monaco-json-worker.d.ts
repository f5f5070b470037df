/** Monaco's JSON worker internals, which ship without declarations (used by `json-guard.worker.ts`). */
declare module "monaco-editor/internal/common/initialize" {
  export function initialize(factory: (ctx: unknown, createData: unknown) => unknown): void;
}
declare module "monaco-editor/languages/features/json/jsonWorker" {
  export class JSONWorker {
    constructor(ctx: unknown, createData: unknown);
    _getTextDocument(uri: string): { getText(): string } | null;
  }
}
/** Monaco's TypeScript worker internals, which ship without declarations (used by `ts-lab.worker.ts`). */
declare module "monaco-editor/languages/features/typescript/ts.worker" {
  import type ts from "typescript";
  export function initialize(factory: (ctx: unknown, createData: unknown) => unknown): void;
  export const ts: { typescript: typeof import("typescript") };
  /** Monaco's language service host (it implements TypeScript's host interface). */
  export interface TypeScriptWorker extends ts.LanguageServiceHost {
    _languageService: ts.LanguageService;
    getLanguageService(): ts.LanguageService;
    /** Diagnostics of one file, as Monaco's page asks for them (plain data, to be posted back). */
    getSemanticDiagnostics(fileName: string): Promise<unknown[]>;
    getSuggestionDiagnostics(fileName: string): Promise<unknown[]>;
  }
  export const TypeScriptWorker: new (ctx: unknown, createData: unknown) => TypeScriptWorker;
}
/** Monaco's ambiguous-character table, the one its unicode highlighter reads (used by a unit test). */
declare module "monaco-editor/base/common/strings.js" {
  export class AmbiguousCharacters {
    static getInstance(locales: Set<string>): AmbiguousCharacters;
    isAmbiguous(codePoint: number): boolean;
  }
}
