/**
 * The scenario format as JSON Schema, for the Scenario editor: completion, hover documentation and
 * errors in Monaco. It states the same field rules as `checkScenario` in `load.ts` (a unit test
 * checks they agree on every built-in file and on a set of broken ones); the rules that need the
 * whole file (pieces joining into the arguments, unique ids, …) stay the loader's, and the editor
 * shows the loader's own problems beside the schema's.
 */
import { TOOL_VARIANTS } from "./tool-text";
import { ANSWER_STOP_REASONS, STOP_REASONS } from "../fake-provider/stop-reasons";
import { WIRE_APIS } from "../fake-provider/apis";
import { LANGS } from "../text/langs";
import { LIMITS } from "./limits";
import { OFFERED_TOOL_NAME_PATTERN, SCENARIO_FORMAT, SCENARIO_ID_PATTERN } from "./types";

/** The `$id` Monaco files the schema under. */
export const SCENARIO_SCHEMA_URI = "https://tool-call-lab.invalid/scenario.schema.json";

type Schema = Record<string, unknown>;
/** Field documentation by key (see `src/playground/editors/schema-docs.ts`); absent keys get no description. */
export type Describe = (key: string) => string | undefined;

/** The small builders every part of the schema uses, documenting each field in one language. */
interface Parts {
  doc(key: string, schema: Schema): Schema;
  object(properties: Record<string, Schema>, required: string[]): Schema;
  localText(key: string): Schema;
}

const nonEmpty: Schema = { type: "string", pattern: "\\S" };
const count = (minimum: number): Schema => ({ type: "integer", minimum });

function partsFor(describe: Describe): Parts {
  const doc = (key: string, schema: Schema): Schema => {
    const text = describe(key);
    return text === undefined ? schema : { ...schema, description: text };
  };
  const object = (properties: Record<string, Schema>, required: string[]): Schema => ({
    type: "object",
    properties,
    required,
    additionalProperties: false,
  });
  const localText = (key: string): Schema =>
    doc(key, {
      anyOf: [
        { type: "string" },
        object(Object.fromEntries(LANGS.map((lang) => [lang, { type: "string" }])), [...LANGS]),
      ],
    });
  return { doc, object, localText };
}

/** A scripted block: text, thinking, or a tool call whose arguments are raw text. */
function blockSchema({ doc, object, localText }: Parts): Schema {
  const pieces = doc("pieces", { type: "array", items: { type: "string" }, maxItems: LIMITS.pieces });
  return doc("block", {
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
}

/** One model turn, documented under `key`. */
function turnSchema(parts: Parts, key: string): Schema {
  const { doc, object } = parts;
  const turn = {
    blocks: doc("turn.blocks", { type: "array", items: blockSchema(parts), maxItems: LIMITS.blocks }),
    stopReason: doc("turn.stopReason", { enum: [...STOP_REASONS] }),
    errorMessage: doc("turn.errorMessage", { type: "string" }),
    pieceSize: doc("turn.pieceSize", count(1)),
    repeat: doc("turn.repeat", { type: "boolean" }),
  };
  return doc(key, object(turn, ["blocks", "stopReason"]));
}

/** The in-memory Downloads folder: its path, its entries, and a failure it may have. */
function downloadsSchema({ doc, object }: Parts): Schema {
  const entry = object(
    { name: doc("entry.name", nonEmpty), type: doc("entry.type", { enum: ["file", "directory"] }) },
    ["name", "type"],
  );
  const failure = doc("failure", {
    anyOf: [
      object({ kind: { const: "denied" } }, ["kind"]),
      object({ kind: { const: "missing" } }, ["kind"]),
      object(
        {
          kind: { const: "slow" },
          delayMs: doc("failure.delayMs", count(0)),
          cancelAfterMs: doc("failure.cancelAfterMs", count(0)),
        },
        ["kind", "delayMs"],
      ),
    ],
  });
  const downloads = {
    path: doc("downloads.path", { type: "string", pattern: "^(/|[A-Za-z]:\\\\)" }),
    entries: doc("downloads.entries", { type: "array", items: entry, maxItems: LIMITS.entries }),
    failure,
  };
  return doc("downloads", object(downloads, ["path", "entries"]));
}

/** A tool offered to the model as a description only (§3). */
function offeredToolSchema({ doc, object, localText }: Parts): Schema {
  const tool = {
    name: doc("offeredTool.name", { type: "string", pattern: OFFERED_TOOL_NAME_PATTERN.source }),
    description: localText("offeredTool.description"),
    // Free JSON Schema, as the loader reads it: only its own `type` is fixed.
    parameters: doc("offeredTool.parameters", {
      type: "object",
      properties: { type: { const: "object" } },
      required: ["type"],
    }),
  };
  return doc("offeredTool", object(tool, ["name", "description", "parameters"]));
}

/** The scripted final answers, per outcome. */
function answersSchema({ doc, object, localText }: Parts): Schema {
  const answers = {
    files: localText("answers.files"),
    none: localText("answers.none"),
    failed: localText("answers.failed"),
    truncated: localText("answers.truncated"),
    stopReason: doc("answers.stopReason", { enum: [...ANSWER_STOP_REASONS] }),
  };
  return doc("answers", object(answers, []));
}

/** Builds the schema with documentation in one language. */
export function scenarioSchema(describe: Describe = () => undefined): Schema {
  const parts = partsFor(describe);
  const { doc, object, localText } = parts;
  const fields = {
    format: doc("format", { const: SCENARIO_FORMAT }),
    id: doc("id", { type: "string", pattern: SCENARIO_ID_PATTERN.source }),
    title: localText("title"),
    summary: localText("summary"),
    question: localText("question"),
    downloads: downloadsSchema(parts),
    firstTurn: turnSchema(parts, "firstTurn"),
    secondTurn: turnSchema(parts, "secondTurn"),
    laterTurns: doc("laterTurns", {
      type: "array",
      items: turnSchema(parts, "laterTurn"),
      maxItems: LIMITS.laterTurns,
    }),
    executionMode: doc("executionMode", { enum: ["parallel", "sequential"] }),
    firstTurnApi: doc("firstTurnApi", { enum: [...WIRE_APIS] }),
    offeredTools: doc("offeredTools", {
      type: "array",
      items: offeredToolSchema(parts),
      maxItems: LIMITS.offeredTools,
    }),
    toolVariant: doc("toolVariant", { enum: [...TOOL_VARIANTS] }),
    answers: answersSchema(parts),
  };
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    $id: SCENARIO_SCHEMA_URI,
    ...doc("scenario", {}),
    ...object(fields, ["format", "id", "title", "summary", "question", "downloads", "firstTurn"]),
  };
}
