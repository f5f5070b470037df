import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bundleBudget } from "../../scripts/bundle-budget";

/** Runs the plugin's generateBundle hook on a fake bundle, collecting what it reports. */
function run(limit: number, bundle: Record<string, unknown>) {
  const said: string[] = [];
  const plugin = bundleBudget(limit);
  const hook = plugin.generateBundle as unknown as (this: unknown, o: unknown, b: unknown) => void;
  const context = {
    error: (m: string) => {
      throw new Error(m);
    },
    info: (m: string) => said.push(m),
  };
  hook.call(context, {}, bundle);
  return said;
}

const chunk = (code: string, imports: string[] = [], isEntry = false, css: string[] = []) => ({ type: "chunk", isEntry, code, imports, viteMetadata: { importedCss: new Set(css) } });
// Random bytes do not compress: their gzip size is about their length.
const noise = (n: number) => randomBytes(n).toString("base64");

describe("the initial bundle budget", () => {
  it("counts the entry, its static imports and their CSS — not dynamic chunks", () => {
    const said = run(200 * 1024, {
      "index.js": chunk(noise(30_000), ["shared.js"], true, ["index.css"]),
      "shared.js": chunk(noise(10_000)),
      "index.css": { type: "asset", source: noise(5_000) },
      "sdk.js": chunk(noise(500_000)), // only dynamically imported
    });
    const kb = Number(/initial JS\+CSS ([\d.]+) KB/.exec(said[0] ?? "")?.[1]);
    expect(kb).toBeGreaterThan(40);
    expect(kb).toBeLessThan(50);
  });

  it("fails the build past the budget", () => {
    expect(() => run(10 * 1024, { "index.js": chunk(noise(20_000), [], true) })).toThrow(/over the 10\.0 KB budget/);
  });
});
