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

/**
 * Inside validation.js (§9), two more: its own `coerceWithJsonSchema` (not exported: the coercion
 * meant for plain JSON Schema) and TypeBox's `Compile` as that module imports it (each compile is
 * one the validator cache missed).
 */
const VALIDATION = "/@earendil-works/pi-ai/dist/utils/validation.js";
const COMPILE_IMPORT = 'import { Compile } from "typebox/compile";';
/** What marks 1.4.0's validation.js: the TypeBox symbol its coercion check looks for. */
const TYPEBOX_14 = 'Symbol.for("TypeBox.Kind")';

/** `source` with its own (unexported) function `name` wrapped: every caller in the file reaches the wrapper. */
export function spyPrivate(source, name) {
  const declared = `\nfunction ${name}(`;
  if (!source.includes(declared)) throw new Error(`pi-ai spy: ${name} is not declared as expected`);
  return (
    source.replace(declared, `\nfunction __real_${name}(`) +
    `\nfunction ${name}() {\n  globalThis.__toolCallLabPiCall?.(${JSON.stringify(name)});\n  return __real_${name}.apply(this, arguments);\n}\n`
  );
}

/** validation.js with TypeBox's Compile, as it imports it, wrapped. */
export function spyCompile(source) {
  if (!source.includes(COMPILE_IMPORT))
    throw new Error("pi-ai spy: validation.js no longer imports Compile as expected");
  return (
    source.replace(COMPILE_IMPORT, 'import { Compile as __real_Compile } from "typebox/compile";') +
    '\nfunction Compile() {\n  globalThis.__toolCallLabPiCall?.("Compile");\n  return __real_Compile.apply(this, arguments);\n}\n'
  );
}

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
  let source = spySource(loaded.source, SPIED[file]);
  // pi-agent-core 1.6.0 carries its own pi-ai 1.6.0, whose validation.js (pi-schema) has neither.
  if (file === VALIDATION && source.includes(TYPEBOX_14))
    source = spyCompile(spyPrivate(source, "coerceWithJsonSchema"));
  return { ...loaded, source, shortCircuit: true };
}
