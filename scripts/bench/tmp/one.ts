import { createServer } from "vite";
import solid from "vite-plugin-solid";
import { writeFileSync } from "node:fs";
import { firstTraces } from "../../build/first-traces.ts";
const server = await createServer({ configFile: false, root: process.cwd(), mode: "production", logLevel: "warn", appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false, watch: null }, optimizeDeps: { noDiscovery: true, include: [] },
  plugins: [solid({ ssr: true, dev: false, solid: { hydratable: false } }), firstTraces()] });
Object.defineProperty(globalThis, "matchMedia", { value: (q: string) => ({ matches: false, media: q }), configurable: true, writable: true });
Object.defineProperty(globalThis, "navigator", { value: { languages: ["en-US"], language: "en-US" }, configurable: true, writable: true });
const m = await server.ssrLoadModule("/src/playground/tmpproto/link-render.tsx");
const r = await m.renderLink("two-calls", "zh-CN", 5, await m.tracesOf("two-calls", "zh-CN"));
writeFileSync("/tmp/link5.json", JSON.stringify(r));
await server.close();
