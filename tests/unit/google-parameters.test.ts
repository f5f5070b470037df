/**
 * §5 shows Gemini's other path too (issue 38, Sections): the declaration pi-ai's own
 * `convertTools(tools, true)` makes, the schema under the legacy `parameters` field.
 */
import { describe, expect, it } from "vitest";
import { framesOf } from "../../src/engine/trace/frame-store";
import { corpusTrace } from "./corpus";

describe("the providers frame (§5): Gemini's parameters path", () => {
  it("holds pi-ai's declaration with `parameters` for the Gemini API, beside its parametersJsonSchema capture", async () => {
    const frames = framesOf(await corpusTrace({ scenario: "happy-path" }));
    const d = frames.find((f) => f.definition?.focus === "providers")!.definition!;
    const path = d.parametersPath as { api: string; declaration: Record<string, unknown> };
    expect(path.api).toBe("google-generative-ai");
    expect(Object.keys(path.declaration).sort()).toEqual(["description", "name", "parameters"]);
    expect(path.declaration.parameters).toEqual(d.jsonSchema);
    const sent = JSON.stringify(d.providerTools!.find((c) => c.api === path.api)!.tools);
    expect(sent).toContain('"parametersJsonSchema"');
    expect(sent).not.toContain('"parameters"');
  });
});
