/**
 * The Tool lab's starting point: the chapter's tool as one TypeScript module the learner can change
 * (our own code, written to the chapter's design: §1 the Tool, §2 the schema, §10 the execute).
 * Its imports are the only ones the runner provides (see `LEARNER_MODULES`).
 */
import { TOOL_LAB_WORDS, TOOL_NAME } from "../scenarios/tool-text";
import type { Lang } from "../text/langs";

/**
 * The module in `lang`, exactly as the editor first shows it and "Reset" puts it back: the code is
 * the same in every language; the descriptions the model reads and the comments are the language's.
 */
export function chapterToolModule(lang: Lang): string {
  const words = TOOL_LAB_WORDS[lang];
  return `import { Type, type Static, type Tool } from "@earendil-works/pi-ai";
import { readdir } from "node:fs/promises";
import { extname } from "node:path";
import { desktopPaths } from "./desktop";

// ${words.schema}
export const parameters = Type.Object(
  {
    extension: Type.Optional(
      Type.String({
        description: ${JSON.stringify(words.extension)},
        pattern: "^\\\\.[A-Za-z0-9]+$",
      }),
    ),
  },
  { additionalProperties: false },
);

export type Args = Static<typeof parameters>;

// ${words.definition}
export const tool: Tool<typeof parameters> = {
  name: ${JSON.stringify(TOOL_NAME)},
  description: ${JSON.stringify(words.description)},
  parameters,
};

${words.execute.map((line) => `// ${line}`).join("\n")}
export async function execute(args: Args, signal: AbortSignal): Promise<string[]> {
  // ${words.host}
  const entries = await readdir(desktopPaths.downloads, { withFileTypes: true, signal });
  const wanted = args.extension?.toLowerCase();
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .filter((name) => !wanted || extname(name).toLowerCase() === wanted)
    .sort((a, b) => a.localeCompare(b, "en"));
}
`;
}

/** The English module: the chapter's tool exactly as the engine plays it (tests/unit/tool-source.test.ts). */
export const CHAPTER_TOOL_MODULE = chapterToolModule("en");
