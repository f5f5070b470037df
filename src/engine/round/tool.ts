import { Type, type Static, type Tool } from "@earendil-works/pi-ai";
import { TOOL_DESCRIPTION, TOOL_NAME, type ToolVariant } from "../../scenarios/tool-text";

export { DERIVED_TYPE, SYSTEM_PROMPT, TOOL_SOURCE, type ToolVariant } from "../../scenarios/tool-text";

/**
 * The parameters of the one tool. The model may only choose an extension; the folder itself is
 * fixed by the host (§2, §10). `additionalProperties: false` makes a stray `path` a validation error.
 */
export const ListDownloadFilesParameters = Type.Object(
  {
    extension: Type.Optional(
      Type.String({
        description: "Only list files with this extension, including the dot, e.g. .pdf",
        pattern: "^\\.[A-Za-z0-9]+$",
      }),
    ),
  },
  { additionalProperties: false },
);

/**
 * The `limit` variant (scenario `toolVariant: "limit"`, §9): the same tool with an optional
 * integer `limit`. Its author wrote no `minimum`, expecting a non-integer to be refused — but
 * pi-ai 1.4.0's `Value.Convert` turns a string such as `""` into `0` before the check.
 */
export const ListDownloadFilesWithLimitParameters = Type.Object(
  {
    extension: Type.Optional(
      Type.String({
        description: "Only list files with this extension, including the dot, e.g. .pdf",
        pattern: "^\\.[A-Za-z0-9]+$",
      }),
    ),
    limit: Type.Optional(Type.Integer({ description: "List at most this many files" })),
  },
  { additionalProperties: false },
);

/** The argument type, derived from the same schema (never written twice). */
export type ListDownloadFilesArgs = Static<typeof ListDownloadFilesParameters>;

/** The arguments the application's code reads: the chapter's, and `limit` from the variant. */
export type ListDownloadFilesCallArgs = Static<typeof ListDownloadFilesWithLimitParameters>;

/** The tool definition the model sees. It has no `execute`: running it is the application's job (§1). */
export const listDownloadFilesTool: Tool<typeof ListDownloadFilesParameters> = {
  name: TOOL_NAME,
  description: TOOL_DESCRIPTION,
  parameters: ListDownloadFilesParameters,
};

/** The tool with `limit` (§9): same name and words, one more parameter. */
export const listDownloadFilesWithLimitTool: Tool<typeof ListDownloadFilesWithLimitParameters> = {
  name: TOOL_NAME,
  description: TOOL_DESCRIPTION,
  parameters: ListDownloadFilesWithLimitParameters,
};

/** The chapter's tool as a scenario asks for it: the chapter's own, or a named variant of it. */
export function chapterTool(variant?: ToolVariant): Tool {
  return variant === "limit" ? listDownloadFilesWithLimitTool : listDownloadFilesTool;
}
