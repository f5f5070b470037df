/**
 * A worker's code as a `data:` URL: the sandbox's worker starts from one in the browser (in an opaque
 * origin Chromium starts a module worker from `data:`, not from `blob:`) and in Node's threads.
 */
export function moduleUrl(code: string): string {
  return "data:text/javascript;charset=utf-8," + encodeURIComponent(code);
}
