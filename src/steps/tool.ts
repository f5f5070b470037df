import { Type, type Static, type Tool } from "@earendil-works/pi-ai";

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
  name: "list_download_files",
  description: "List the files in the current user's Downloads folder. Use it when the user asks what is in Downloads.",
  parameters: ListDownloadFilesParameters,
};

/** The TypeBox source of the definition, as shown to a person (kept beside the code it mirrors). */
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
  name: "list_download_files",
  description: "List the files in the current user's Downloads folder. Use it when the user asks what is in Downloads.",
  parameters: ListDownloadFilesParameters,
};`;

/** What `Static<typeof ListDownloadFilesParameters>` resolves to, as TypeScript prints it. */
export const DERIVED_TYPE = "type ListDownloadFilesArgs = {\n  extension?: string;\n};";

/** The system prompt of the Context (§4). */
export const SYSTEM_PROMPT = "You are a desktop assistant.\nWhen you need information from this computer, use the tools provided; do not guess.";
