/**
 * Declarations of the modules the runner gives a learner's code besides pi-ai (see
 * `LEARNER_MODULES` in `src/sandbox/evaluate.ts`): Node-shaped, and only what exists there.
 */
export const RUNNER_MODULE_TYPES: { filePath: string; content: string }[] = [
  {
    filePath: "file:///node_modules/@types/lab-node/index.d.ts",
    content: `declare module "node:fs/promises" {
  /** One entry of a folder, as Node's fs.Dirent. */
  export interface Dirent {
    readonly name: string;
    readonly parentPath: string;
    isFile(): boolean;
    isDirectory(): boolean;
    isSymbolicLink(): boolean;
  }
  /** Lists a folder of the in-memory disk. Only the Downloads folder exists. */
  export function readdir(path: string, options: { withFileTypes: true; signal?: AbortSignal }): Promise<Dirent[]>;
}
declare module "node:path" {
  /** The extension of a file name, with its dot ("" when there is none). */
  export function extname(path: string): string;
}`,
  },
  {
    filePath: "file:///desktop.ts",
    content: `/** Paths the desktop host knows through trusted platform APIs. The model never chooses them. */
export declare const desktopPaths: { readonly downloads: string };
`,
  },
];
