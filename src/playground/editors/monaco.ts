/**
 * Monaco, set up once for the editors: workers from this build (no CDN, works offline), TypeScript
 * with pi-ai's and TypeBox's declarations (`virtual:pi-ai-types`) and the few modules the runner
 * provides, JSON with the scenario schema. Imported only by the editors' lazy chunk.
 */
import * as monaco from "monaco-editor/editor/editor.api";
import "./contribs";
import { typescriptDefaults } from "monaco-editor/languages/features/typescript/register";
import { jsonDefaults } from "monaco-editor/languages/features/json/register";
import "monaco-editor/languages/definitions/typescript/register";
import EditorWorker from "monaco-editor/editor/editor.worker?worker";
// The JSON worker answers only for documents within the scenario depth limit (see the file).
import JsonWorker from "./json-guard.worker?worker";
// The lab's TypeScript worker (Monaco's, warmed up as it starts), started at the editor's first open.
import { takeTsWorker } from "./ts-prestart";
import { LAB_COMPILER_OPTIONS, LAB_EXTRA_LIBS } from "./ts-options";
import { scenarioSchema, SCENARIO_SCHEMA_URI } from "../../scenarios/schema";
import { schemaDoc } from "./schema-docs";
import type { Lang } from "../../scenarios/types";

export { monaco };

/** The path of the Tool lab's module: `./desktop` resolves next to it. */
export const TOOL_MODEL_URI = "file:///tool.ts";

let ready = false;

/** Configures Monaco before the first model exists (compiler options must come first). */
export function setUpMonaco(): typeof monaco {
  if (ready) return monaco;
  ready = true;
  (globalThis as unknown as { MonacoEnvironment: monaco.Environment }).MonacoEnvironment = {
    getWorker(_id: string, label: string) {
      if (label === "typescript" || label === "javascript") return takeTsWorker();
      if (label === "json") return new JsonWorker();
      return new EditorWorker();
    },
  };
  typescriptDefaults.setCompilerOptions(LAB_COMPILER_OPTIONS as never);
  typescriptDefaults.setExtraLibs(LAB_EXTRA_LIBS);
  return monaco;
}

/** The path of the Scenario editor's model: the schema applies to it. */
export const SCENARIO_MODEL_URI = "file:///scenario.json";

/** Applies the scenario schema, documented in `lang`, to the Scenario editor's model. */
export function useScenarioSchema(lang: Lang): void {
  jsonDefaults.setDiagnosticsOptions({
    validate: true,
    allowComments: false,
    enableSchemaRequest: false,
    schemas: [
      {
        uri: SCENARIO_SCHEMA_URI,
        fileMatch: [SCENARIO_MODEL_URI],
        schema: scenarioSchema((key) => schemaDoc(lang, key)) as never,
      },
    ],
  });
}
