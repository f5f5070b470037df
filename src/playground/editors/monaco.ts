/**
 * Monaco, set up once for the editors: workers from this build (no CDN, works offline), TypeScript
 * with pi-ai's and TypeBox's declarations (`virtual:pi-ai-types`) and the few modules the runner
 * provides, JSON with the scenario schema. Imported only by the editors' lazy chunk.
 */
import * as monaco from "monaco-editor/editor/editor.api";
import "./contribs";
import { typescriptDefaults, ModuleKind, ScriptTarget } from "monaco-editor/languages/features/typescript/register";
import { jsonDefaults } from "monaco-editor/languages/features/json/register";
import "monaco-editor/languages/definitions/typescript/register";
import EditorWorker from "monaco-editor/editor/editor.worker?worker";
import TsWorker from "monaco-editor/languages/features/typescript/ts.worker?worker";
// The JSON worker answers only for documents within the scenario depth limit (see the file).
import JsonWorker from "./json-guard.worker?worker";
import piTypes from "virtual:pi-ai-types";
import { RUNNER_MODULE_TYPES } from "./runner-types";
import { scenarioSchema, SCENARIO_SCHEMA_URI } from "../../scenarios/schema";
import { schemaDoc } from "../../i18n/schema-docs";
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
      if (label === "typescript" || label === "javascript") return new TsWorker();
      if (label === "json") return new JsonWorker();
      return new EditorWorker();
    },
  };
  typescriptDefaults.setCompilerOptions({
    target: ScriptTarget.ESNext,
    module: ModuleKind.ESNext,
    // 100 = bundler resolution: packages are found through their package.json "exports".
    moduleResolution: 100 as never,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    // The module runs in a worker: ES2022 and the worker's globals (no DOM lib, a third of the
    // checker's start-up). Lib names are file names here, as the compiler API takes them.
    lib: ["lib.es2022.d.ts", "lib.webworker.d.ts"],
    types: [],
  });
  typescriptDefaults.setExtraLibs([...piTypes.map((f) => ({ filePath: f.path, content: f.text })), ...RUNNER_MODULE_TYPES]);
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
    schemas: [{ uri: SCENARIO_SCHEMA_URI, fileMatch: [SCENARIO_MODEL_URI], schema: scenarioSchema((key) => schemaDoc(lang, key)) as never }],
  });
}
