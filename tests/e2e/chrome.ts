import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable", "/snap/bin/chromium"];

/** Finds Chromium: `CHROME_PATH`, else the usual install paths. Never skips: no browser is an error that says what to do. */
export function findChrome(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but there is no file there.`);
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  throw new Error(
    `No Chromium found (looked in ${CANDIDATES.join(", ")}). The browser tests need one: ` +
      "on Debian or Ubuntu run `apt-get install -y chromium`, or set CHROME_PATH to a Chromium or Chrome binary.",
  );
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
];
