import { createServer } from "vite";
import solid from "vite-plugin-solid";
import { firstTraces } from "../../build/first-traces.ts";
const server = await createServer({ configFile: false, root: process.cwd(), mode: "production", logLevel: "warn", appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false, watch: null }, optimizeDeps: { noDiscovery: true, include: [] },
  plugins: [solid({ ssr: true, dev: false, solid: { hydratable: false } }), firstTraces()] });
Object.defineProperty(globalThis, "matchMedia", { value: (q: string) => ({ matches: false, media: q }), configurable: true, writable: true });
Object.defineProperty(globalThis, "navigator", { value: { languages: ["en-US"], language: "en-US" }, configurable: true, writable: true });
const m = await server.ssrLoadModule("/src/playground/tmpproto/link-render.tsx");
const t0 = performance.now();
let n = 0, bytes = 0, maxb = 0, besideb = 0;
for (const id of m.ids()) for (const lang of ["en", "zh-CN"]) {
  const traces = await m.tracesOf(id, lang);
  const total = JSON.parse(traces[0].json).frames.length;
  for (let f = 1; f <= total; f++) {
    const r = await m.renderLink(id, lang, f, traces);
    if (f === 5 && id === "two-calls") console.log(lang, r.counter, r.root.length, r.beside.length, r.frames);
    if (r.counter !== `${f} / ${total}`) console.log("counter mismatch", id, lang, f, r.counter, total);
    n++; bytes += r.root.length + r.beside.length; maxb = Math.max(maxb, r.root.length); besideb += r.beside.length;
  }
}
console.log("screens", n, "MB", (bytes / 1e6).toFixed(1), "max", maxb, "beside total", besideb, "s", ((performance.now() - t0) / 1000).toFixed(1));
await server.close();
