/**
 * The words of the chapter's tool and the Context — no TypeBox here, so the first frame can show
 * them before the engine (and TypeBox with it) has loaded. Story data beside the scenario files
 * (whose calls name this tool and its variants); `src/engine/round/tool.ts` builds the real Tool from
 * these, and `tests/unit/tool-source.test.ts` checks the sources shown here against it.
 */
import type { Lang } from "../text/langs";

/** The tool's name, as the model sees it. */
export const TOOL_NAME = "list_download_files";

/** The tool's description, as the model sees it (§3: it decides when the model calls the tool). */
export const TOOL_DESCRIPTION =
  "List the files in the current user's Downloads folder. Use it when the user asks what is in Downloads.";

/**
 * The words of the Tool lab's starting module in each language: the tool's description and its
 * parameter's, which the model reads when a learner plays the module, and the comments the learner
 * reads. English is the engine's own tool (the two descriptions above and below).
 */
export const TOOL_LAB_WORDS: Record<
  Lang,
  { description: string; extension: string; schema: string; definition: string; execute: string[]; host: string }
> = {
  en: {
    description: TOOL_DESCRIPTION,
    extension: "Only list files with this extension, including the dot, e.g. .pdf",
    schema: "§2 — what the model may send. Try: remove the pattern, or additionalProperties.",
    definition: "§1 — the definition the model sees. It has no execute.",
    execute: [
      "§10 — the application's own code. It runs only after pi-ai has validated the call.",
      "Return the file names; a thrown error becomes an error result for the model (§15).",
    ],
    host: "The host picks the folder, never the model.",
  },
  "zh-CN": {
    description: "列出当前用户下载目录里的文件。用户想知道下载目录里有什么时，使用这个工具。",
    extension: "只列出带这个扩展名的文件，扩展名包括点号，例如 .pdf",
    schema: "§2 — 模型能发送什么。可以试试：去掉 pattern，或去掉 additionalProperties。",
    definition: "§1 — 模型看到的能力定义。它没有 execute。",
    execute: [
      "§10 — 应用自己的代码。只有 pi-ai 验证通过这次调用之后，它才会运行。",
      "返回文件名；抛出的错误会变成发给模型的错误结果（§15）。",
    ],
    host: "目录由宿主决定，从不由模型决定。",
  },
};

/** The TypeBox source of the definition, as shown to a person (kept beside the code it mirrors in tool.ts). */
export const TOOL_SOURCE = `const ListDownloadFilesParameters = Type.Object(
  {
    extension: Type.Optional(
      Type.String({
        description: ${JSON.stringify(TOOL_LAB_WORDS.en.extension)},
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
