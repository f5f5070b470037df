/**
 * No raw word key reaches the screen (issue 39, item 3): every key a view hands to `lab.t` resolves in
 * both languages' page catalogs. A key spelled out is looked up as it is; a key built from a typed set
 * (a fault, a stage, a provider, an engine) is looked up for every member of that set; any other built
 * key must at least name a family the catalogs hold. The lens's own words go through its own accessor,
 * never `lab.t`, so a lens key handed to `lab.t` is caught here too.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogs } from "../../src/i18n";
import { LANGS } from "../../src/text/langs";
import { FAULT_IDS } from "../../src/engine/round/faults";
import { STAGES } from "../../src/engine/trace/frames";
import { PROVIDER_CHOICES } from "../../src/engine/providers/choices";
import { WIRE_APIS } from "../../src/fake-provider/apis";
import { faultExplanation } from "../../src/playground/shell/fault-lines";
import { faultCatalogs } from "../../src/playground/shell/fault-words";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The first argument of every `lab.t(` call in the views, with where it is. */
const CALLS = sourceFiles("src/playground").flatMap((path) =>
  [...readFileSync(path, "utf8").matchAll(/\blab\.t\(\s*([^,)]*)/g)].map((m) => ({ path, arg: m[1]!.trim() })),
);

/** Keys built from a typed set: the set's members, every one of which the view may pass. */
const FAMILIES: Record<string, readonly string[]> = {
  "ui.fault.": FAULT_IDS,
  "ui.stage.": STAGES,
  "ui.provider.": [...PROVIDER_CHOICES, ...WIRE_APIS],
  "ui.engine.": ["round", "loop"],
};

const missing = (key: string) =>
  LANGS.filter((lang) => !Object.hasOwn(catalogs[lang], key)).map((l) => `${key} (${l})`);

describe("every key a view hands to lab.t resolves in both languages", () => {
  it("finds the calls", () => {
    expect(CALLS.length).toBeGreaterThan(100);
  });

  it("keys spelled out", () => {
    const literal = CALLS.flatMap(({ path, arg }) =>
      [...arg.matchAll(/"([^"]+)"/g)]
        .map((m) => ({ path, key: m[1]! }))
        .filter(({ key }) => /^[a-z][\w-]*\./.test(key)),
    );
    expect(literal.length).toBeGreaterThan(100);
    expect(literal.flatMap(({ path, key }) => missing(key).map((m) => `${path}: ${m}`))).toEqual([]);
  });

  it("keys built from a typed set, for every member; other built keys name a family the catalogs hold", () => {
    const prefixes = CALLS.flatMap(({ path, arg }) =>
      [...arg.matchAll(/`([^`$]*)\$\{/g)].map((m) => ({ path, prefix: m[1]! })),
    );
    expect(prefixes.length).toBeGreaterThan(10);
    const problems = prefixes.flatMap(({ path, prefix }) => {
      const members = FAMILIES[prefix];
      if (members) return members.flatMap((m) => missing(`${prefix}${m}`)).map((m) => `${path}: ${m}`);
      const held = LANGS.every((lang) => Object.keys(catalogs[lang]).some((key) => key.startsWith(prefix)));
      return held ? [] : [`${path}: no key starts with ${prefix}`];
    });
    expect(problems).toEqual([]);
  });

  it("every fault says what it does, and one that needs another says which", () => {
    const keys = FAULT_IDS.flatMap(faultExplanation);
    const unsaid = keys.flatMap((key) =>
      LANGS.filter((l) => !Object.hasOwn(faultCatalogs[l], key)).map((l) => `${key} (${l})`),
    );
    expect(unsaid).toEqual([]);
    expect(faultExplanation("swallow-errors")).toContain("needs.folder");
    expect([...missing("ui.engine-hint"), ...missing("ui.stage-hint.gate")]).toEqual([]);
  });
});
