import { Type, type Static, type Tool } from "@earendil-works/pi-ai";
import { TOOL_DESCRIPTION, TOOL_NAME } from "./tool-text";

export { DERIVED_TYPE, SYSTEM_PROMPT, TOOL_SOURCE } from "./tool-text";

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

/** The argument type, derived from the same schema (never written twice). */
export type ListDownloadFilesArgs = Static<typeof ListDownloadFilesParameters>;

/** The tool definition the model sees. It has no `execute`: running it is the application's job (§1). */
export const listDownloadFilesTool: Tool<typeof ListDownloadFilesParameters> = {
  name: TOOL_NAME,
  description: TOOL_DESCRIPTION,
  parameters: ListDownloadFilesParameters,
};
