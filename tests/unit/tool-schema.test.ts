import { describe, expect, expectTypeOf, it } from "vitest";
import toolSchema from "../../src/engine/captures/tool-schema.json";
import providerTools from "../../src/engine/captures/provider-tools.json";
import { captureProviderTools } from "../../scripts/gen/provider-tools";
import { DERIVED_TYPE, listDownloadFilesTool, type ListDownloadFilesArgs } from "../../src/engine/round/tool";
import { play } from "./helpers";
import { framesOf } from "../../src/engine/trace/frame-store";

describe("the tool definition", () => {
  it("tool-schema.json is exactly what pi-ai's TypeBox builds (regenerate with scripts/gen/write-tool-schema.ts)", () => {
    expect(toolSchema).toEqual(JSON.parse(JSON.stringify(listDownloadFilesTool.parameters)));
  });

  it("the engine's first frame carries the live schema", async () => {
    const trace = await play("happy-path");
    expect(framesOf(trace)[0]?.definition?.jsonSchema).toEqual(toolSchema);
  });

  it("the derived type shown is the one Static<> gives", () => {
    expectTypeOf<ListDownloadFilesArgs>().toEqualTypeOf<{ extension?: string }>();
    expect(DERIVED_TYPE).toContain("extension?: string;");
  });
});

describe("the tool as each provider API received it (§5)", () => {
  it("provider-tools.json is what pi-ai's four adapters really sent (regenerate with scripts/gen/write-provider-tools.ts)", async () => {
    expect(providerTools).toEqual(await captureProviderTools());
  });

  it("shows the differences the definition stage explains", () => {
    const byApi = new Map(providerTools.map((p) => [p.api, JSON.stringify(p.tools)]));
    // Anthropic's non-strict path sends properties/required and drops additionalProperties.
    expect(byApi.get("anthropic-messages")).toContain('"input_schema"');
    expect(byApi.get("anthropic-messages")).not.toContain("additionalProperties");
    expect(byApi.get("openai-responses")).toContain('"strict":false');
    expect(byApi.get("openai-completions")).toContain('"strict":false');
    expect(byApi.get("google-generative-ai")).toContain('"parametersJsonSchema"');
  });
});
