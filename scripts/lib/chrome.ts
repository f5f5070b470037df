import { existsSync } from "node:fs";

const SYSTEM_PATHS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
];

/** Where the browser came from, so a test failure can say which one ran. */
export interface ChromeFound {
  path: string;
  source: "CHROME_PATH" | "system" | "@sparticuz/chromium";
}

/**
 * Finds Chromium in this order: `CHROME_PATH`, a system browser, then the one shipped inside the
 * `@sparticuz/chromium` npm package (a dev dependency), so `npm ci && npm test` needs nothing else.
 * Never skips: no browser is an error that says what to do.
 */
export async function findChrome(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): Promise<ChromeFound> {
  const fromEnv = env.CHROME_PATH;
  if (fromEnv) {
    if (exists(fromEnv)) return { path: fromEnv, source: "CHROME_PATH" };
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but there is no file there.`);
  }
  const system = SYSTEM_PATHS.find((path) => exists(path));
  if (system) return { path: system, source: "system" };
  try {
    // Unpacks the packaged browser into the temp folder on first use, then reuses it.
    const packaged = (await import("@sparticuz/chromium")).default;
    return { path: await packaged.executablePath(), source: "@sparticuz/chromium" };
  } catch (error) {
    throw new Error(
      `No Chromium found: CHROME_PATH is unset, none of ${SYSTEM_PATHS.join(", ")} exists, and the packaged ` +
        `@sparticuz/chromium could not be unpacked (${error instanceof Error ? error.message : String(error)}). ` +
        "Run `npm ci` to install it, or set CHROME_PATH to a Chromium or Chrome binary.",
    );
  }
}

/** Flags for a quiet headless Chromium on a machine with no outside network. */
export const CHROME_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

/**
 * The browser tests' flags: the bench's, with V8's optimizing compilers (Maglev, TurboFan) off, so
 * scripts run in the interpreter and the baseline compiler (Sparkplug). What a test checks does not
 * depend on the tier its code runs in, and a test page lives a few seconds: compiling Monaco's and
 * TypeScript's hot functions on background threads cost more CPU than it saved (docs/testing.md).
 * The bench keeps `CHROME_ARGS`: speed is measured as a reader's browser runs.
 */
export const TEST_CHROME_ARGS = [...CHROME_ARGS, "--js-flags=--max-opt=1"];
