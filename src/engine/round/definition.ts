import type { Message } from "@earendil-works/pi-ai";
import type { Fact } from "../trace/facts";
import type { Frame } from "../trace/frames";
import { narrate, sectionOf } from "../trace/narrate";
import {
  DERIVED_TYPE,
  LIMIT_DERIVED_TYPE,
  LIMIT_TOOL_SOURCE,
  TOOL_DESCRIPTION,
  TOOL_NAME,
  TOOL_SOURCE,
  type ToolVariant,
} from "../../scenarios/tool-text";

/** The source and derived type shown for the chapter's tool, or for one of its variants (§9). */
function variantText(variant: ToolVariant | undefined): { source: string; derivedType: string } {
  return variant === "limit"
    ? { source: LIMIT_TOOL_SOURCE, derivedType: LIMIT_DERIVED_TYPE }
    : { source: TOOL_SOURCE, derivedType: DERIVED_TYPE };
}

/**
 * The first frame of every trace: the tool definition, a description with no code in it (§1) —
 * the chapter's (or its `variant`), or (`own`) the learner's from the Tool lab. `jsonSchema` is the TypeBox schema as
 * plain data. Kept apart from the engine so the playground can show this frame while the engine —
 * and TypeBox with it — is still loading; the engine builds its frame 1 with this function too.
 */
export function definitionFrame(
  messages: Message[],
  jsonSchema: unknown,
  own?: { name: string; description: string; source: string },
  variant?: ToolVariant,
): Frame {
  const fact: Fact = { kind: "definition", focus: "tool", name: own?.name ?? TOOL_NAME, learner: own !== undefined };
  return {
    index: 0,
    stage: "definition",
    section: sectionOf(fact),
    fact,
    narration: narrate(fact, "en"),
    messages: structuredClone(messages),
    definition: own
      ? {
          name: own.name,
          description: own.description,
          jsonSchema: structuredClone(jsonSchema),
          source: own.source,
          derivedType: "",
          focus: "tool",
        }
      : {
          name: TOOL_NAME,
          description: TOOL_DESCRIPTION,
          jsonSchema: structuredClone(jsonSchema),
          ...variantText(variant),
          focus: "tool",
        },
  };
}
