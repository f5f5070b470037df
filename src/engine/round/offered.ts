/**
 * The tools a scenario offers beside the chapter's as descriptions only (`offeredTools`, §3). They
 * reach the model exactly like the chapter's tool — name, description, parameters — but the
 * application has no code for them: a call to one is answered with an error result, and nothing runs.
 */
import type { Tool } from "@earendil-works/pi-ai";
import { localize, type Lang, type Scenario } from "../../scenarios/types";

/**
 * The scenario's description-only tools as pi-ai `Tool`s, in `lang`. A tool named like `main` (the
 * tool the application really runs: the chapter's, or the learner's) is left out, so two
 * definitions never share a name.
 */
export function offeredTools(scenario: Scenario, lang: Lang, main: string): Tool[] {
  return (scenario.offeredTools ?? [])
    .filter((tool) => tool.name !== main)
    .map((tool) => ({
      name: tool.name,
      description: localize(tool.description, lang),
      // Plain JSON Schema, sent as the file gives it (pi-ai's adapters take it as they take TypeBox's).
      parameters: structuredClone(tool.parameters) as unknown as Tool["parameters"],
    }));
}
