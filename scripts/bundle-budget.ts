import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** The initial download budget: JS and CSS (gzip) needed before the first frame shows. */
export const INITIAL_BUDGET_BYTES = 120 * 1024;

interface ChunkLike {
  type: "chunk";
  isEntry: boolean;
  code: string;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
interface AssetLike {
  type: "asset";
  source: string | Uint8Array;
}

/**
 * Fails the build when the entry chunk, everything it imports statically, and their CSS exceed
 * the budget. Dynamic imports (provider adapters, SDKs, catalogs) are not counted: they load on demand.
 */
export function bundleBudget(limit = INITIAL_BUDGET_BYTES): Plugin {
  return {
    name: "tool-call-lab:bundle-budget",
    apply: "build",
    generateBundle(_options, bundle) {
      const files = bundle as unknown as Record<string, ChunkLike | AssetLike>;
      const seen = new Set<string>();
      const visit = (name: string) => {
        const chunk = files[name];
        if (seen.has(name) || chunk?.type !== "chunk") return;
        seen.add(name);
        chunk.viteMetadata?.importedCss.forEach((css) => seen.add(css));
        chunk.imports.forEach(visit);
      };
      Object.entries(files).forEach(([name, file]) => file.type === "chunk" && file.isEntry && visit(name));
      let total = 0;
      for (const name of seen) {
        const file = files[name];
        if (!file) continue;
        total += gzipSync(file.type === "chunk" ? file.code : file.source).length;
      }
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      if (total > limit) this.error(`initial JS+CSS is ${kb(total)} gzip, over the ${kb(limit)} budget (${[...seen].join(", ")})`);
      this.info(`initial JS+CSS ${kb(total)} gzip of ${kb(limit)} budget`);
    },
  };
}
