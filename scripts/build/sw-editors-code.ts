/**
 * The service worker's own code for the editors' files, beside Workbox's (bundled by
 * `scripts/build/sw-editors.ts` into `sw-editors.js`, which the generated `sw.js` imports first). The
 * editors' files are not precached (docs/offline.md): they are served from their cache once kept,
 * else from the network, and kept when the page asks (`KEEP_EDITORS_MESSAGE`, sent once the editor
 * has settled: `src/playground/offline-work.ts`), one file at a time, from the browser's HTTP cache.
 * Before, Workbox's cache-first route kept each file as it was fetched, inside the window in which
 * the person waits for the editor, and missed every file fetched before it controlled the page.
 */
import { EDITORS_CACHE, KEEP_EDITORS_MESSAGE } from "../../src/playground/offline-names";
import { ON_DEMAND_URL } from "./precache";

/** The little of the service worker's global scope this code uses (the project's types are the DOM's). */
interface Scope {
  location: Location;
  addEventListener(
    type: "fetch",
    listener: (event: Event & { request: Request; respondWith(response: Promise<Response>): void }) => void,
  ): void;
  addEventListener(
    type: "message",
    listener: (event: Event & { data: unknown; waitUntil(work: Promise<unknown>): void }) => void,
  ): void;
}

const scope = self as unknown as Scope;

/** `href` as a URL of one of the editors' files on this origin, or undefined. */
function editorFile(href: unknown): URL | undefined {
  if (typeof href !== "string" || !URL.canParse(href, scope.location.href)) return undefined;
  const url = new URL(href, scope.location.href);
  return url.origin === scope.location.origin && ON_DEMAND_URL.test(url.pathname) ? url : undefined;
}

/** The kept copy, else the network's (not kept here: the page asks for that once its editor settled). */
async function keptOrNetwork(request: Request): Promise<Response> {
  const kept = await (await caches.open(EDITORS_CACHE)).match(request);
  return kept ?? fetch(request);
}

/** At most this many files are kept (as the route's expiration did): the oldest kept go first. */
const MAX_KEPT = 64;

/**
 * Keeps each of `urls` not kept yet, one at a time: the page's copy from the HTTP cache where it is
 * there (`force-cache`: a hashed name is never stale), else the network's. A file that fails to come
 * is left for the next time the page asks. Older builds' files go once more than `MAX_KEPT` are kept.
 */
async function keep(urls: URL[]): Promise<void> {
  const cache = await caches.open(EDITORS_CACHE);
  for (const url of urls) {
    if (await cache.match(url.href)) continue;
    const response = await fetch(url.href, { cache: "force-cache" }).catch(() => undefined);
    if (response?.ok) await cache.put(url.href, response);
  }
  const wanted = new Set(urls.map((url) => url.href));
  const stale = (await cache.keys()).filter((request) => !wanted.has(request.url));
  const over = stale.length + wanted.size - MAX_KEPT;
  for (const request of stale.slice(0, Math.max(0, over))) await cache.delete(request);
}

scope.addEventListener("fetch", (event) => {
  const url = event.request.method === "GET" ? editorFile(event.request.url) : undefined;
  if (url) event.respondWith(keptOrNetwork(event.request));
});

scope.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== KEEP_EDITORS_MESSAGE || !Array.isArray(data.urls)) return;
  const urls = data.urls.map(editorFile).filter((url): url is URL => url !== undefined);
  event.waitUntil(keep(urls).catch(() => undefined));
});
