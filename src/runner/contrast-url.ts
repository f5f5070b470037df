import contrastBundle from "virtual:contrast-bundle";

let dataUrl: string | undefined;

/** The schema contrast's worker as a `data:` URL, encoded once per page (see `runner-url.ts`). */
export function contrastUrl(): string {
  dataUrl ??= "data:text/javascript;charset=utf-8," + encodeURIComponent(contrastBundle);
  return dataUrl;
}
