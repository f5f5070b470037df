import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { build } from "vite";
import type { TestProject } from "vitest/node";
import { findChrome } from "../../scripts/lib/chrome";
import { serveStatic } from "../../scripts/lib/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    chromePath: string;
  }
}

/**
 * The production build, as `npm run build` makes it. Vitest sets NODE_ENV to "test", under which Vite
 * resolves Solid's development build: the tests would check a bundle that never ships.
 */
async function buildAsShipped(outDir: string): Promise<void> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ logLevel: "warn", build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = before;
  }
}

/** Builds the app once, serves it from a sub-path, and hands the URL and browser to the tests. */
export default async function setup(project: TestProject) {
  const chrome = await findChrome();
  console.log(`browser tests: Chromium from ${chrome.source} (${chrome.path})`);
  const chromePath = chrome.path;
  // Several people (or helpers) may build at once on one checkout: each can name its own folder.
  const outDir = resolve(process.env.E2E_OUT_DIR ?? "test-artifacts/e2e-dist");
  // E2E_REUSE_BUILD=1 serves the folder's last build as it is (a person re-running one file after a
  // test-only change); CI and a plain `npm test` always build.
  const reuse = process.env.E2E_REUSE_BUILD === "1" && existsSync(resolve(outDir, "index.html"));
  if (!reuse) await buildAsShipped(outDir);
  const server = await serveStatic(outDir, "/lab/");
  project.provide("baseUrl", server.url);
  project.provide("chromePath", chromePath);
  return server.close;
}
