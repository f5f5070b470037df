/** The runner worker as one self-contained ES module (see `scripts/build/runner-bundle.ts`). */
declare module "virtual:runner-bundle" {
  const code: string;
  export default code;
}

/** pi-ai's and TypeBox's declaration files for the editor (see `scripts/build/pi-types.ts`). */
declare module "virtual:pi-ai-types" {
  const files: { path: string; text: string }[];
  export default files;
}

/** The schema contrast's worker as one self-contained ES module (see `scripts/build/runner-bundle.ts`). */
declare module "virtual:contrast-bundle" {
  const code: string;
  export default code;
}

/** The happy path as a plain visit opens it, played at build time (see `scripts/build/first-traces.ts`). */
declare module "virtual:first-traces" {
  const traces: { key: string; json: string }[];
  export default traces;
}

/** Each other built-in's default traces, as a shared link opens it: the import of its chunk, by id and language (see `scripts/build/first-traces.ts`). */
declare module "virtual:scenario-traces" {
  const traces: ReadonlyMap<
    string,
    Readonly<Record<"zh-CN" | "en", () => Promise<{ default: { key: string; json: string }[] }>>>
  >;
  export default traces;
}

/** The sandboxed iframe's one script, the supervisor, as classic-script text (see `scripts/build/runner-bundle.ts`). */
declare module "virtual:sandbox-supervisor" {
  const code: string;
  export default code;
}
