import { moduleUrl } from "./data-url";
import contrastBundle from "virtual:contrast-bundle";

let dataUrl: string | undefined;

/** The schema contrast's worker as a `data:` URL, encoded once per page (see `runner-url.ts`). */
export function contrastUrl(): string {
  dataUrl ??= moduleUrl(contrastBundle);
  return dataUrl;
}
