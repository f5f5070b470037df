import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { ON_DEMAND_URL } from "../build/precache";

/** What the service worker downloads for offline use, in bytes. */
export interface PrecacheSize {
  /** Files in the precache manifest: fetched in the background on the first visit. */
  files: number;
  bytes: number;
  /** The editors' chunks, cached the first time an editor is opened instead. */
  onDemandFiles: number;
  onDemandBytes: number;
}

/** Every file under `dir`, as paths relative to it with `/`. */
function filesUnder(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name), root) : [relative(root, join(dir, e.name)).split("\\").join("/")],
  );
}

/** Reads the precache manifest out of a build's `sw.js` and sizes it, beside the on-demand chunks. */
export function precacheSize(buildDir: string): PrecacheSize {
  const sw = readFileSync(join(buildDir, "sw.js"), "utf8");
  const urls = [...new Set([...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!))];
  const size = (path: string) => statSync(join(buildDir, path)).size;
  const onDemand = filesUnder(buildDir).filter((path) => ON_DEMAND_URL.test(`/${path}`));
  return {
    files: urls.length,
    bytes: urls.reduce((sum, url) => sum + size(url), 0),
    onDemandFiles: onDemand.length,
    onDemandBytes: onDemand.reduce((sum, path) => sum + size(path), 0),
  };
}
