/**
 * The built page links its stylesheets as `media="print" data-deferred-style`: a stylesheet for
 * another medium never blocks rendering, so the shell in index.html (styled inline) paints as soon
 * as the page arrives, and `src/playground/main.tsx` starts the app once the sheets are in, setting
 * `media="all"` itself (no inline handler). Only the build: the dev server injects styles from JS.
 */
import type { Plugin } from "vite";

/** Marks each `<link rel="stylesheet">` of `html` as deferred. */
export function deferStylesheets(html: string): string {
  return html.replace(
    /<link rel="stylesheet"(?![^>]*\bmedia=)([^>]*)>/g,
    '<link rel="stylesheet" media="print" data-deferred-style$1>',
  );
}

/** The plugin: runs after Vite has written its own tags into index.html. */
export function deferredStyles(): Plugin {
  return {
    name: "deferred-styles",
    apply: "build",
    transformIndexHtml: { order: "post", handler: deferStylesheets },
  };
}
