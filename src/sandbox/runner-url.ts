import { moduleUrl } from "./data-url";
import runnerBundle from "virtual:runner-bundle";

let dataUrl: string | undefined;

/**
 * The runner as a `data:` URL, encoded once per page for every sandbox (the Tool lab's and the
 * Round lab's): the iframe shares this page's main thread, so each sandbox only starts the worker
 * from it. (In an opaque origin Chromium starts a module worker from `data:`, not from `blob:`.)
 */
export function runnerUrl(): string {
  dataUrl ??= moduleUrl(runnerBundle);
  return dataUrl;
}
