/**
 * The words of the chapter's tool and the Context — no TypeBox here, so the first frame can show
 * them before the engine (and TypeBox with it) has loaded. Story data beside the scenario files
 * (whose calls name this tool and its variants); `src/engine/round/tool.ts` builds the real Tool from
 * these, and `tests/unit/tool-source.test.ts` checks the sources shown here against it.
 */

/** The tool's name, as the model sees it. */
export const TOOL_NAME = "list_download_files";

/** The tool's description, as the model sees it (§3: it decides when the model calls the tool). */
export const TOOL_DESCRIPTION =
  "List the files in the current user's Downloads folder. Use it when the user asks what is in Downloads.";

/** The TypeBox source of the definition, as shown to a person (kept beside the code it mirrors in tool.ts). */
export const TOOL_SOURCE = `const ListDownloadFilesParameters = Type.Object(
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

type ListDownloadFilesArgs = Static<typeof ListDownloadFilesParameters>;

const listDownloadFilesTool: Tool<typeof ListDownloadFilesParameters> = {
  name: ${JSON.stringify(TOOL_NAME)},
  description: ${JSON.stringify(TOOL_DESCRIPTION)},
  parameters: ListDownloadFilesParameters,
};`;

/** What `Static<typeof ListDownloadFilesParameters>` resolves to, as TypeScript prints it. */
export const DERIVED_TYPE = "type ListDownloadFilesArgs = {\n  extension?: string;\n};";

/** The system prompt of the Context (§4). */
export const SYSTEM_PROMPT =
  "You are a desktop assistant.\nWhen you need information from this computer, use the tools provided; do not guess.";

/** Named variants of the chapter's tool a scenario may ask for (`toolVariant`). */
export const TOOL_VARIANTS = ["limit"] as const;

/** One variant of the chapter's tool. */
export type ToolVariant = (typeof TOOL_VARIANTS)[number];

/**
 * The `limit` variant's TypeBox source, as shown to a person (mirrors tool.ts): the chapter's, with
 * one more parameter added after the others.
 */
export const LIMIT_TOOL_SOURCE = TOOL_SOURCE.replace(
  "    ),\n  },\n  { additionalProperties: false },",
  `    ),
    // Added later. No minimum: "the model will send a number, or be refused".
    limit: Type.Optional(Type.Integer({ description: "List at most this many files" })),
  },
  { additionalProperties: false },`,
);

/** What `Static<…>` resolves to for the `limit` variant. */
export const LIMIT_DERIVED_TYPE = "type ListDownloadFilesArgs = {\n  extension?: string;\n  limit?: number;\n};";
