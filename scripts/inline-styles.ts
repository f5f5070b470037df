/**
 * The built page carries its stylesheet inline (`<style>` in place of the `<link>`): the first
 * screen built into index.html (`scripts/first-screen.ts`) must be styled in its very first paint,
 * and a stylesheet fetched — even at once — would hold that paint for a round trip, or, deferred,
 * show the screen unstyled. The sheet is 5.6 KB gzip; its file stays in the build for the precache.
 * Only the build: the dev server injects styles from JS.
 */
import type { Plugin } from "vite";

/** Replaces each `<link rel="stylesheet" href="./X">` of `html` whose X `read` knows by a `<style>` of it. */
export function inlineStylesheets(html: string, read: (href: string) => string | undefined): string {
  return html.replace(/<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g, (link, href: string) => {
    const css = read(href);
    // `</style` cannot end the element early: CSS never needs the sequence outside a string.
    return css === undefined || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}

/** The plugin: runs after Vite has written its own tags into index.html. */
export function inlineStyles(): Plugin {
  return {
    name: "tool-call-lab:inline-styles",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle ?? {};
        return inlineStylesheets(html, (href) => {
          const asset = bundle[href.replace(/^\.?\//, "")];
          if (asset?.type !== "asset") return undefined;
          return typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
        });
      },
    },
  };
}
