/**
 * Lets a test see what pi-ai 1.4.0's own `transformMessages` returned inside an adapter. A Node
 * load hook (registered here, before any adapter is imported) appends a wrapper to pi-ai's
 * `dist/api/transform-messages.js`: the real function runs unchanged, and each call's model, input
 * and output are copied into `transformCalls`. Import this module first in a test file.
 */
import { register } from "node:module";
import type { Message } from "@earendil-works/pi-ai";

/** One call of pi-ai's transformMessages, as an adapter made it. */
export interface TransformCall {
  model: { api: string; provider: string; id: string };
  input: Message[];
  output: Message[];
}

const HOOK = `
export async function load(url, context, next) {
  const loaded = await next(url, context);
  if (!url.endsWith("/@earendil-works/pi-ai/dist/api/transform-messages.js") || url.includes("-next/")) return loaded;
  const source = String(loaded.source).replace("export function transformMessages(", "function piTransformMessages(");
  const wrapper = "\\nexport function transformMessages(messages, model, normalize) {\\n  const output = piTransformMessages(messages, model, normalize);\\n  globalThis.__piTransformCalls?.push(structuredClone({ model: { api: model.api, provider: model.provider, id: model.id }, input: messages, output }));\\n  return output;\\n}\\n";
  return { ...loaded, source: source + wrapper, shortCircuit: true };
}`;

register(`data:text/javascript,${encodeURIComponent(HOOK)}`);

const store = globalThis as { __piTransformCalls?: TransformCall[] };
/** Every call since the module loaded (a test empties it before it plays). */
export const transformCalls: TransformCall[] = (store.__piTransformCalls ??= []);
