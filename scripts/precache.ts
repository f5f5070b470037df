/**
 * What the service worker precaches: every file of the build with one of these extensions. One list,
 * read by `vite.config.ts` and by a unit test that checks every asset Monaco brings is on it (its
 * `codicon` icon font, a .ttf, was missed once: offline, the editors lost their icons).
 */
export const PRECACHE_EXTENSIONS = ["js", "css", "html", "svg", "json", "webmanifest", "ttf", "woff", "woff2"] as const;

/** Workbox's glob patterns for {@link PRECACHE_EXTENSIONS}. */
export const PRECACHE_GLOBS = [`**/*.{${PRECACHE_EXTENSIONS.join(",")}}`];
