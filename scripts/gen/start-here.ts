/**
 * Takes docs/start-here.png, the README's picture of the start card, from the app itself: builds the
 * app (or takes a build given as `--dist DIR`), opens a plain first visit in English, light theme, at
 * 1280×720, and captures the page once the card is shown. Beside it, docs/start-here.txt keeps the
 * card's text as photographed: tests/unit/readme-and-offline.test.ts checks that it names as many
 * scenarios and questions as the app has, so a built-in added without a new picture fails there.
 * Run it after the start card's words or the built-ins change: `node --import tsx scripts/gen/start-here.ts`.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "playwright-core";
import { build } from "vite";
import { CHROME_ARGS, findChrome } from "../lib/chrome";
import { serveStatic } from "../lib/server";

const OUT = "docs/start-here.png";
const TEXT_OUT = "docs/start-here.txt";

/** The build to photograph: `--dist DIR` as it is, or a fresh one in test-artifacts. */
async function appDir(argv: string[]): Promise<string> {
  const at = argv.indexOf("--dist");
  if (at >= 0 && argv[at + 1]) return resolve(argv[at + 1]!);
  const outDir = resolve("test-artifacts/start-here");
  await build({ logLevel: "warn", build: { outDir, emptyOutDir: true } });
  return outDir;
}

async function main() {
  const dir = await appDir(process.argv.slice(2));
  const server = await serveStatic(dir, "/lab/");
  const browser = await chromium.launch({ executablePath: (await findChrome()).path, args: CHROME_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 720 },
      locale: "en-US",
      colorScheme: "light",
    });
    const page = await context.newPage();
    // A plain visit (no query) from a fresh profile is the one the start card greets.
    await page.goto(server.url);
    await page.waitForFunction(() => document.querySelector('[data-testid="start-card"]')?.matches(":modal") === true);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: OUT });
    const text = await page.locator('[data-testid="start-card"]').innerText();
    writeFileSync(TEXT_OUT, `${text.trim()}\n`);
    process.stdout.write(`${OUT} and ${TEXT_OUT} written\n`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  process.stderr.write(`start-here: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
