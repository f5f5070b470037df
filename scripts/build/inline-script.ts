/**
 * Bundles a page module into one classic script for index.html (minified, no imports left), for
 * code that must run while the HTML is parsed, before the app's first chunk has arrived.
 */
import { build } from "vite";

/** `entry` bundled into one IIFE, with `define` written in, as text ready for a `<script>`. */
export async function inlineScript(entry: string, define: Record<string, string> = {}): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: "warn",
    define,
    build: {
      write: false,
      target: "es2022",
      minify: true,
      lib: { entry, formats: ["iife"], name: "inline", fileName: "inline" },
      rollupOptions: { output: { codeSplitting: false } },
    },
  });
  const outputs = Array.isArray(out) ? out : [out];
  const chunks = outputs.flatMap((o) => ("output" in o ? o.output : [])).filter((c) => c.type === "chunk");
  if (chunks.length !== 1) throw new Error(`an inline script must be one chunk, got ${chunks.length} for ${entry}`);
  return chunks[0]!.code.trim();
}

/** `code` safe inside `<script>…</script>`. */
export function scriptText(code: string): string {
  return code.replace(/<\/script/gi, "<\\/script");
}
