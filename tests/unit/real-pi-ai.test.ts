import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseStreamingJson, PI_AI_VERSION, validateToolArguments } from "@earendil-works/pi-ai";
import { checkedCopy } from "../../src/engine/round/validate";
import { PREVIEW_STEPS, previewStep } from "../../src/engine/round/preview-step";
import pkg from "../../package.json";
import { listDownloadFilesTool } from "../../src/engine";

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
      /function\s+(parseStreamingJson|parseToolCallArguments|repairJson|parseJsonWithRepair|validateToolArguments|normalizeToolCallId|transformMessages|coerceWithJsonSchema|normalizeOptionalNulls)\b/.test(
        readFileSync(file, "utf8"),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it("a library under pi-ai is called only to show or name what pi-ai did; TypeBox only through pi-ai", () => {
    // partial-json: to name which of parseStreamingJson's steps made a preview (§8; a test below
    // checks the named step gives pi-ai's value), and in the Stream lab to show its own parse beside
    // pi-ai's preview. It decides nothing the engine does.
    const users = (pattern: RegExp) => sources("src").filter((file) => pattern.test(readFileSync(file, "utf8")));
    expect(users(/from\s+["']partial-json["']/).sort()).toEqual([
      join("src", "engine", "round", "preview-step.ts"),
      join("src", "engine", "stream-lab.ts"),
    ]);
    expect(users(/from\s+["']typebox/)).toEqual([]);
    expect(users(/Value\.Convert\(/)).toEqual([]);
  });

  it("the named preview step gives exactly pi-ai's parseStreamingJson value, for every kind of text", () => {
    const texts = [
      "",
      "  ",
      "{",
      '{"extension"',
      '{"extension": ".p',
      '{"extension": ".pdf"}',
      ' {"extension": "\\.pdf"}',
      '"\\.pdf"}',
      "nope",
      "{'extension': .pdf}",
      '{"a": "tab\there"}',
      "[1,",
      "123",
      "]",
    ];
    const steps = new Set<string>();
    for (const text of texts) {
      const { step, value } = previewStep(text);
      steps.add(step);
      expect(value, JSON.stringify(text)).toEqual(parseStreamingJson(text));
    }
    expect([...steps].sort()).toEqual([...PREVIEW_STEPS].sort());
  });

  it("the checked copy shown for a refused call is pi-ai's own clone (equal to what it returns when it accepts one)", () => {
    for (const extension of [".pdf", 7, true, ".PDF"]) {
      const call = { type: "toolCall" as const, id: "x", name: "list_download_files", arguments: { extension } };
      let accepted: unknown;
      try {
        accepted = validateToolArguments(listDownloadFilesTool, call);
      } catch {
        accepted = undefined;
      }
      if (accepted !== undefined) expect(checkedCopy(call)).toEqual(accepted);
      else expect(checkedCopy(call)).toEqual({ extension: String(extension) });
      // The model's own arguments are untouched, and the global is restored.
      expect(call.arguments).toEqual({ extension });
      expect(globalThis.structuredClone.name).toBe("structuredClone");
    }
  });

  it("the engine's engine-side modules import nothing from Solid or the DOM", () => {
    const engine = ["src/fake-fs", "src/fake-provider", "src/engine", "src/scenarios", "src/i18n"].flatMap(sources);
    const offenders = engine.filter((file) =>
      /from\s+["']solid-js|\bdocument\.\w|\bwindow\.\w/.test(readFileSync(file, "utf8")),
    );
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
