/**
 * A Node module hook that spies on the pi-ai 1.4.0 functions whose calls the lab's facts claim.
 * It rewrites only the export line of each function: the real function keeps its body under another
 * name, and an exported wrapper of the same name reports the call, then forwards the same `this` and
 * arguments and returns or throws exactly what the real function does. Every caller reaches the
 * wrapper: the engine through pi-ai's index, the adapters through their relative imports
 * (`../utils/json-parse.js`), pi-agent-core through its own import. pi-ai 1.6.0 (`pi-ai-next`) is
 * left alone. Where the calls go is `src/fake-provider/pi-calls.ts`.
 */

/** Per pi-ai file (as its URL ends), the exported functions to spy on. */
const SPIED = {
  "/@earendil-works/pi-ai/dist/utils/json-parse.js": ["parseStreamingJson", "parseToolCallArguments"],
  "/@earendil-works/pi-ai/dist/utils/validation.js": ["validateToolArguments"],
  "/@earendil-works/pi-ai/dist/utils/transcript.js": ["normalizeContext"],
  "/@earendil-works/pi-ai/dist/api/transform-messages.js": ["transformMessages"],
};

/** `source` with each of `names` wrapped. */
export function spySource(source, names) {
  let out = String(source);
  for (const name of names) {
    const declared = `export function ${name}(`;
    if (!out.includes(declared)) throw new Error(`pi-ai spy: ${name} is not declared as expected`);
    out = out.replace(declared, `function __real_${name}(`);
    out +=
      `\nexport function ${name}() {\n` +
      `  globalThis.__toolCallLabPiCall?.(${JSON.stringify(name)});\n` +
      `  return __real_${name}.apply(this, arguments);\n}\n`;
  }
  return out + "\nglobalThis.__toolCallLabPiSpied = true;\n";
}

/** Node's `load` hook. */
export async function load(url, context, next) {
  const loaded = await next(url, context);
  const file = Object.keys(SPIED).find((end) => url.endsWith(end));
  if (file === undefined) return loaded;
  return { ...loaded, source: spySource(loaded.source, SPIED[file]), shortCircuit: true };
}
