/**
 * What the service worker keeps for offline use. One list, read by `vite.config.ts`, by the bench
 * (`scripts/bench/precache.ts`) and by unit tests (every asset Monaco brings has an extension on the
 * list: its `codicon` icon font, a .ttf, was missed once and the editors lost their icons offline).
 *
 * The player, the self-test, presenting and every provider adapter are precached on the first
 * visit. The editors — Monaco, its TypeScript worker, the Tool lab — are most of the build's bytes,
 * so they are cached the first time they are used instead (docs/offline.md).
 */
export const PRECACHE_EXTENSIONS = ["js", "css", "html", "svg", "json", "webmanifest", "ttf", "woff", "woff2"] as const;

/** Workbox's glob patterns for {@link PRECACHE_EXTENSIONS}. */
export const PRECACHE_GLOBS = [`**/*.{${PRECACHE_EXTENSIONS.join(",")}}`];

/**
 * The build's chunks that only the editors load, by the name Vite gives them (`name-HASH8.ext`):
 * Monaco's API, styles, icon font, languages and workers, and the editors' own views (the Tool lab's
 * schema contrast too: its sandbox bundle carries pi-ai 1.6.0's validator beside 1.4.0's).
 */
export const ON_DEMAND_CHUNKS = [
  "editor.api",
  "editor",
  "monaco",
  "codicon",
  "ts.worker",
  "ts-lab.worker",
  "editor.worker",
  "json.worker",
  "json-guard.worker",
  "jsonMode",
  "tsMode",
  "typescript",
  "workers",
  "MonacoBox",
  "EditorPanel",
  "ScenarioEditor",
  "ToolLab",
  "ts-prestart",
  "contrast-host",
] as const;

/** Workbox's `globIgnores`: the on-demand chunks and the links' frames are left out of the precache. */
export const PRECACHE_IGNORES = [
  `**/assets/{${ON_DEMAND_CHUNKS.join(",")}}-????????.{${PRECACHE_EXTENSIONS.join(",")}}`,
  // A shared link's pre-rendered frames: only a first visit's page reads one, over the network.
  "links/**",
];

/** A URL of an on-demand chunk (cached on first use, then served from the cache: its name carries its hash). */
export const ON_DEMAND_URL = new RegExp(
  `/assets/(?:${ON_DEMAND_CHUNKS.map((n) => n.replace(/\./g, "\\.")).join("|")})-[\\w-]{8}\\.(?:${PRECACHE_EXTENSIONS.join("|")})$`,
);
