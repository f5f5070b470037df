import { describe, expect, expectTypeOf, it } from "vitest";
import toolSchema from "../../src/steps/tool-schema.json";
import { DERIVED_TYPE, listDownloadFilesTool, type ListDownloadFilesArgs } from "../../src/steps/tool";
import { play } from "./helpers";
import { framesOf } from "../../src/steps/frame-store";

describe("the tool definition", () => {
  it("tool-schema.json is exactly what pi-ai's TypeBox builds (regenerate with scripts/write-tool-schema.ts)", () => {
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
