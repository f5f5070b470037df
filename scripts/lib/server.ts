import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
};

/**
 * Serves `dir` under `prefix` (e.g. `/lab/`) on 127.0.0.1, so the tests also prove the build works
 * from a sub-path. Anything else is a 404, which the tests count as a failed request.
 */
export async function serveStatic(dir: string, prefix: string): Promise<{ url: string; close: () => Promise<void> }> {
  // Long links are part of the tests (a hostile deep link of 200 KB): allow big request heads.
  const server = createServer({ maxHeaderSize: 4 * 1024 * 1024 }, (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    if (!path.startsWith(prefix)) {
      res.writeHead(404).end();
      return;
    }
    const relative = normalize(path.slice(prefix.length) || "index.html").replace(/^(\.\.[/\\])+/, "");
    const file = join(dir, relative);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
