/**
 * Names the page and the service worker's own code (`scripts/build/sw-editors-code.ts`, bundled into the
 * built `sw-editors.js`) share. No imports, nothing that runs: both read it.
 */

/** The message the page sends the service worker: keep these files (`urls`) for offline use. */
export const KEEP_EDITORS_MESSAGE = "tool-call-lab:keep-editors";

/** The cache the editors' files are kept in (the name the runtime route used before). */
export const EDITORS_CACHE = "tool-call-lab-editors";
