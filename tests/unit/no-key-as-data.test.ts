/**
 * "No code reads a narration key as data" (docs/architecture.md, Facts first, words second; issue 16).
 * A narration key is only the name of a sentence: code may hand it to the catalog for display
 * (`lab.t(f.narration.key, …)`, `message(lang, f.narration.key, …)`), and decide nothing by it.
 * Decisions read the frame's `fact`. The one function that picks keys, `src/engine/trace/narrate.ts`, and
 * the catalogs in `src/i18n/` are the only places keys are spelled out and shaped.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "../../src/i18n/en";

const SRC = "src";
const ALLOWED = (path: string) => path.startsWith("src/i18n/") || path === "src/engine/trace/narrate.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The first segment of every narration key (`stream`, `final`, `loop`, `gate`, `execution`, …), from the catalog itself. */
const PREFIXES = [...new Set(Object.keys(en).map((key) => key.split(".")[0]!))].filter((p) => /^[A-Za-z-]+$/.test(p));
const P = PREFIXES.join("|");

/** What reading a key as data looks like in source text. */
const FORBIDDEN: [string, RegExp][] = [
  ["startsWith/endsWith on a narration-key prefix", new RegExp(`\\.(?:startsWith|endsWith)\\(\\s*["'\`](?:${P})\\b`)],
  ["a regex literal over narration keys", new RegExp(`/\\^\\(?(?:\\?:)?(?:${P})(?:\\\\\\.|\\|)`)],
  [
    "a comparison with narration.key",
    /narration\??\.key\s*(?:===|!==|==|!=)|(?:===|!==|==|!=)\s*[\w.?]*narration\??\.key\b/,
  ],
  [
    "a string method on narration.key",
    /narration\??\.key\??\.(?:startsWith|endsWith|includes|indexOf|match|matchAll|replace|search|split|slice|substring|at)\(/,
  ],
  ["a regex test of narration.key", /\.(?:test|exec)\([^)]*narration\??\.key/],
  [
    "a lookup or switch on narration.key",
    /\.(?:includes|has|get)\(\s*[\w.?]*narration\??\.key\s*\)|switch\s*\([^)]*narration\??\.key|\[\s*[\w.?]*narration\??\.key\s*\]/,
  ],
];

/** Every line of `text` that reads a key as data, as `path:line: what`. */
function violations(path: string, text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, i) =>
      FORBIDDEN.filter(([, re]) => re.test(line)).map(([what]) => `${path}:${i + 1}: ${what}: ${line.trim()}`),
    );
}

describe("no narration key is read as data", () => {
  it("the patterns catch what issue 16 found, and pass what displays a key", () => {
    expect(PREFIXES).toEqual(
      expect.arrayContaining(["stream", "final", "loop", "gate", "execution", "validation", "compare", "recap"]),
    );
    const bad = [
      `if (status.startsWith("execution.ran")) marks.ran.push(here());`,
      `const ANSWER_KEYS = /^(final\\.(answer\\.|without-tools)|loop\\.(end|turn_end))/;`,
      `f.stage === "execution" && /^execution\\.(ran|failed|swallowed)/.test(f.narration.key)`,
      `(locator.key === undefined || f.narration.key === locator.key)`,
      `<Match when={frame()?.narration.key === "loop.comparison"}>`,
      `if (f.narration.key.startsWith("gate.")) return;`,
      `key.replace(/^stream\\./, "final.stream.")`,
      `RUN_KEYS.has(f.narration.key)`,
    ];
    for (const line of bad) expect(violations("x.ts", line), line).not.toEqual([]);
    const fine = [
      `<p>{lab.t(f().narration.key, f().narration.params)}</p>`,
      `const narration = message(lang, frame.narration.key, frame.narration.params);`,
      `return message(lang, frame.narration.key, frame.narration.params).slice(0, 100);`,
      `if (fact.kind === "execution" && fact.outcome === "ran") ran++;`,
      `lab.t("stream.title")`,
    ];
    for (const line of fine) expect(violations("x.ts", line), line).toEqual([]);
  });

  it("nowhere in src/ outside the catalogs and narrate.ts", () => {
    const files = sourceFiles(SRC).map((path) => relative(".", path).split("\\").join("/"));
    expect(files.length).toBeGreaterThan(50);
    const found = files
      .filter((path) => !ALLOWED(path))
      .flatMap((path) => violations(path, readFileSync(path, "utf8")));
    expect(found).toEqual([]);
  });
});
