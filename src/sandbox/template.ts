/**
 * The Tool lab's starting point: the chapter's tool as one TypeScript module the learner can change
 * (our own code, written to the chapter's design: §1 the Tool, §2 the schema, §10 the execute).
 * Its imports are the only ones the runner provides (see `LEARNER_MODULES`).
 */
import { TOOL_DESCRIPTION, TOOL_NAME } from "../scenarios/tool-text";

/** The module, exactly as the editor first shows it and "Reset" puts it back. */
export const CHAPTER_TOOL_MODULE = `import { Type, type Static, type Tool } from "@earendil-works/pi-ai";
import { readdir } from "node:fs/promises";
import { extname } from "node:path";
import { desktopPaths } from "./desktop";

// §2 — what the model may send. Try: remove the pattern, or additionalProperties.
export const parameters = Type.Object(
  {
    extension: Type.Optional(
      Type.String({
        description: "Only list files with this extension, including the dot, e.g. .pdf",
        pattern: "^\\\\.[A-Za-z0-9]+$",
      }),
    ),
  },
  { additionalProperties: false },
);

export type Args = Static<typeof parameters>;

// §1 — the definition the model sees. It has no execute.
export const tool: Tool<typeof parameters> = {
  name: ${JSON.stringify(TOOL_NAME)},
  description: ${JSON.stringify(TOOL_DESCRIPTION)},
  parameters,
};

// §10 — the application's own code. It runs only after pi-ai has validated the call.
// Return the file names; a thrown error becomes an error result for the model (§15).
export async function execute(args: Args, signal: AbortSignal): Promise<string[]> {
  // The host picks the folder, never the model.
  const entries = await readdir(desktopPaths.downloads, { withFileTypes: true, signal });
  const wanted = args.extension?.toLowerCase();
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .filter((name) => !wanted || extname(name).toLowerCase() === wanted)
    .sort((a, b) => a.localeCompare(b, "en"));
}
`;
