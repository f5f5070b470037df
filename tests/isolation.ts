/**
 * Which unit files share a module registry, and why that is safe (docs/testing.md, "One registry for
 * the unit files").
 *
 * Most unit files run one after another in a worker that keeps the modules it has loaded: pi-ai
 * alone is 668 of TypeBox's files, ~0.35 s to load in every fresh process, and the engine ~0.8 s.
 * Measured alone, the unit suite took 199 s of wall time for 378 s of CPU with a fresh registry per
 * file, and 140 s for 263 s with one per worker (the files below apart). A file that changes what
 * other files would load or see runs with a fresh registry of its own: it is listed in
 * {@link ISOLATED_UNIT_FILES}.
 * `tests/unit/isolation.test.ts` keeps both lists true: a file that mocks, stubs or fakes must be
 * listed, and every module-level variable the shared files can reach must be named in
 * {@link SHARED_MODULE_STATE} with the reason sharing it cannot change a test's outcome.
 */

/** The unit projects' setup file (vitest.config.ts): it runs before every unit file, so what it reaches is shared too. */
export const UNIT_SETUP_FILE = "tests/unit/setup-words.ts";

/** Unit files that run each in a fresh module registry (the `unit-isolated` project), and why. */
export const ISOLATED_UNIT_FILES: Readonly<Record<string, string>> = {
  "tests/unit/id-matrix.test.ts":
    "its spy on pi-ai's transformMessages (transform-spy.ts) must be imported before pi-ai is",
  "tests/unit/offline-work.test.ts": "drives offline-work.ts's holds and watchers, module state, with fake timers",
  "tests/unit/address-writer.test.ts": "stubs requestAnimationFrame",
  "tests/unit/first-preload.test.ts": "stubs navigator",
  "tests/unit/first-screen.test.ts": "stubs navigator and matchMedia",
  "tests/unit/ts-prestart.test.ts": "mocks the TypeScript worker's module",
  "tests/unit/wire.test.ts": "replaces globalThis.fetch with a tripwire",
};

/**
 * Module-level variables (a `let`, or a collection or plain object the module changes) in `src/`
 * and the test helpers that the shared-registry unit files or their setup file reach, each as
 * `path name`, with why a value left there by one file cannot change another file's outcome.
 */
export const SHARED_MODULE_STATE: Readonly<Record<string, string>> = {
  "scripts/build/prerender.ts parsed":
    "a screen's parse, by the screen object (weakly): the same object always parses the same, and a test's own objects are its own",
  "src/fake-provider/pi-calls.ts running":
    "the pi-ai call counts of the plays running now; each play removes its own when it ends, so none outlives its play",
  "src/fake-provider/wire/replay.ts lastScope":
    "a promise chain that runs one replay at a time; it carries no value from one replay to the next",
  "src/i18n/message.ts loadedCatalogs":
    "both languages' words, registered before every file by setup-words.ts: the same words whoever registers first",
  "src/i18n/message.ts laterWords":
    "the version lens's words, both languages, registered by setup-words.ts and by loadLensWords: the same words whoever registers first",
  "src/i18n/load.ts loading": "each language's words, loaded once: the same words whoever asks first",
  "src/i18n/load.ts lensWords": "the version lens's words, loaded once: the same words whoever asks first",
  "src/lens/load.ts loading": "pi-ai 1.6.0's modules, loaded once: the same modules whoever asks first",
  "src/playground/state/first-visit.ts byStorage": "a WeakMap keyed by a lab's storage object: each test makes its own",
  "src/playground/long-values.ts collator": "one Intl.Collator with fixed options, made on first use",
  "src/playground/offline-work.ts holds":
    "changed only by holdForEditor and editorSettled, which only offline-work.test.ts (isolated) calls",
  "src/playground/offline-work.ts waiting":
    "changed only by whenNoEditorOpening while an editor holds, which only offline-work.test.ts (isolated) does",
  "src/playground/offline-work.ts releases":
    "changed only by holdForEditor and editorSettled, which only offline-work.test.ts (isolated) calls",
  "src/playground/offline-work.ts watching": "set only once a page has a service worker; Node has none",
  "src/playground/paint.ts painted": "made only where requestAnimationFrame exists; Node has none",
  "src/sandbox/runner-url.ts dataUrl": "the runner's data: URL, the same string whoever asks first",
  "src/sandbox/node.ts built": "the shim and the runner built once per process: the same code whoever asks first",
  "src/scenarios/index.ts checked": "each built-in scenario checked once: the same result whoever asks first",
  "src/text/template.ts rulesByLang": "one Intl.PluralRules a language, made on first use",
  "tests/unit/corpus.ts plays":
    "each play of the shared corpus, made once and frozen: the engine is deterministic, so the same trace whoever asks first, and no file can change it",
};
