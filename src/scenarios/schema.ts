/**
 * The scenario format as JSON Schema, for the Scenario editor: completion, hover documentation and
 * errors in Monaco. It states the same field rules as `checkScenario` in `load.ts` (a unit test
 * checks they agree on every built-in file and on a set of broken ones); the rules that need the
 * whole file (pieces joining into the arguments, unique ids, …) stay the loader's, and the editor
 * shows the loader's own problems beside the schema's.
 */
import { TOOL_VARIANTS } from "./tool-text";
import { ANSWER_STOP_REASONS, STOP_REASONS } from "../fake-provider/stop-reasons";
import { WIRE_APIS } from "../fake-provider/wire/names";
import { LANGS } from "../text/langs";
import { LIMITS } from "./limits";
import { OFFERED_TOOL_NAME_PATTERN, SCENARIO_FORMAT, SCENARIO_ID_PATTERN } from "./types";

/** The `$id` Monaco files the schema under. */
export const SCENARIO_SCHEMA_URI = "https://tool-call-lab.invalid/scenario.schema.json";

type Schema = Record<string, unknown>;
/** Field documentation by key (see `src/i18n/schema-docs.ts`); absent keys get no description. */
export type Describe = (key: string) => string | undefined;


/** Builds the schema with documentation in one language. */
export function scenarioSchema(describe: Describe = () => undefined): Schema {
  const doc = (key: string, schema: Schema): Schema => {
    const text = describe(key);
    return text === undefined ? schema : { ...schema, description: text };
  };
  const object = (properties: Record<string, Schema>, required: string[]): Schema => ({ type: "object", properties, required, additionalProperties: false });
  const nonEmpty: Schema = { type: "string", pattern: "\\S" };
  const count = (minimum: number): Schema => ({ type: "integer", minimum });
  const localText = (key: string): Schema =>
    doc(key, { anyOf: [{ type: "string" }, object(Object.fromEntries(LANGS.map((lang) => [lang, { type: "string" }])), [...LANGS])] });
  const pieces = doc("pieces", { type: "array", items: { type: "string" }, maxItems: LIMITS.pieces });
  const block = doc("block", {
    anyOf: [
      object({ type: { const: "text" }, text: localText("block.text"), pieces }, ["type", "text"]),
      object({ type: { const: "thinking" }, thinking: localText("block.thinking"), pieces }, ["type", "thinking"]),
      object(
        {
          type: { const: "toolCall" },
          id: doc("block.id", nonEmpty),
          name: doc("block.name", nonEmpty),
          arguments: doc("block.arguments", { type: "string" }),
          pieces,
          unfinished: doc("block.unfinished", { type: "boolean" }),
        },
        ["type", "id", "name", "arguments"],
      ),
    ],
  });
  const turn = (key: string): Schema =>
    doc(
      key,
      object(
        {
          blocks: doc("turn.blocks", { type: "array", items: block, maxItems: LIMITS.blocks }),
          stopReason: doc("turn.stopReason", { enum: [...STOP_REASONS] }),
          errorMessage: doc("turn.errorMessage", { type: "string" }),
          pieceSize: doc("turn.pieceSize", count(1)),
          repeat: doc("turn.repeat", { type: "boolean" }),
        },
        ["blocks", "stopReason"],
      ),
    );
  const entry = object({ name: doc("entry.name", nonEmpty), type: doc("entry.type", { enum: ["file", "directory"] }) }, ["name", "type"]);
  const failure = doc("failure", {
    anyOf: [
      object({ kind: { const: "denied" } }, ["kind"]),
      object({ kind: { const: "missing" } }, ["kind"]),
      object({ kind: { const: "slow" }, delayMs: doc("failure.delayMs", count(0)), cancelAfterMs: doc("failure.cancelAfterMs", count(0)) }, ["kind", "delayMs"]),
    ],
  });
  const offeredTool = doc(
    "offeredTool",
    object(
      {
        name: doc("offeredTool.name", { type: "string", pattern: OFFERED_TOOL_NAME_PATTERN.source }),
        description: localText("offeredTool.description"),
        // Free JSON Schema, as the loader reads it: only its own `type` is fixed.
        parameters: doc("offeredTool.parameters", { type: "object", properties: { type: { const: "object" } }, required: ["type"] }),
      },
      ["name", "description", "parameters"],
    ),
  );
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    $id: SCENARIO_SCHEMA_URI,
    ...doc("scenario", {}),
    ...object(
      {
        format: doc("format", { const: SCENARIO_FORMAT }),
        id: doc("id", { type: "string", pattern: SCENARIO_ID_PATTERN.source }),
        title: localText("title"),
        summary: localText("summary"),
        question: localText("question"),
        downloads: doc(
          "downloads",
          object(
            {
              path: doc("downloads.path", { type: "string", pattern: "^(/|[A-Za-z]:\\\\)" }),
              entries: doc("downloads.entries", { type: "array", items: entry, maxItems: LIMITS.entries }),
              failure,
            },
            ["path", "entries"],
          ),
        ),
        firstTurn: turn("firstTurn"),
        secondTurn: turn("secondTurn"),
        laterTurns: doc("laterTurns", { type: "array", items: turn("laterTurn"), maxItems: LIMITS.laterTurns }),
        executionMode: doc("executionMode", { enum: ["parallel", "sequential"] }),
        firstTurnApi: doc("firstTurnApi", { enum: [...WIRE_APIS] }),
        offeredTools: doc("offeredTools", { type: "array", items: offeredTool, maxItems: LIMITS.offeredTools }),
        toolVariant: doc("toolVariant", { enum: [...TOOL_VARIANTS] }),
        answers: doc(
          "answers",
          object(
            {
              files: localText("answers.files"),
              none: localText("answers.none"),
              failed: localText("answers.failed"),
              truncated: localText("answers.truncated"),
              stopReason: doc("answers.stopReason", { enum: [...ANSWER_STOP_REASONS] }),
            },
            [],
          ),
        ),
      },
      ["format", "id", "title", "summary", "question", "downloads", "firstTurn"],
    ),
  };
}
