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
