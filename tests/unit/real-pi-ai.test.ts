import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PI_AI_VERSION, validateToolArguments } from "@earendil-works/pi-ai";
import pkg from "../../package.json";
import { listDownloadFilesTool } from "../../src/steps";

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe("real pi-ai, never imitated", () => {
  it("is pinned at exactly 1.4.0, and that is what is installed", () => {
    expect(pkg.dependencies["@earendil-works/pi-ai"]).toBe("1.4.0");
    expect(PI_AI_VERSION).toBe("1.4.0");
  });

  it("no source file re-writes pi-ai's parsing, conversion, validation or id normalization", () => {
    const offenders = sources("src").filter((file) =>
      /function\s+(parseStreamingJson|parseToolCallArguments|repairJson|validateToolArguments|normalizeToolCallId|transformMessages)\b|Value\.Convert|from\s+["']partial-json["']|from\s+["']typebox/.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("the engine's engine-side modules import nothing from Solid or the DOM", () => {
    const engine = ["src/fake-fs", "src/fake-provider", "src/steps", "src/scenarios", "src/i18n"].flatMap(sources);
    const offenders = engine.filter((file) => /from\s+["']solid-js|document\.|window\./.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("the tool's schema is a TypeBox schema that pi-ai validates with TypeBox itself", () => {
    // TypeBox 1.x marks its schemas with a hidden `~kind`; pi-ai 1.4.0 looks for Symbol.for("TypeBox.Kind"),
    // finds none, and so also runs its plain-JSON-Schema coercion on this schema. Recorded, not patched.
    expect((listDownloadFilesTool.parameters as unknown as Record<string, unknown>)["~kind"]).toBe("Object");
    expect(Object.getOwnPropertySymbols(listDownloadFilesTool.parameters)).toEqual([]);
    // Value.Convert through pi-ai: a number becomes a string on the copy.
    const call = { type: "toolCall" as const, id: "x", name: "list_download_files", arguments: { extension: 7 } };
    expect(() => validateToolArguments(listDownloadFilesTool, call)).toThrow(/extension: must match pattern/);
    expect(call.arguments).toEqual({ extension: 7 });
  });
});
