/**
 * The version lens's streaming-cost plot, measured as a learner's browser measures it: the page
 * opens a scenario whose argument is 100,000 characters in 1-character pieces, turns the lens on,
 * presses "Measure on this machine", and the plot's worker reads every piece with both versions.
 * The figures are the plot's own (its table's cells): 1.6.0's point, and 1.4.0's up to the cap.
 *
 * Part of `npm run bench`; alone: `node --import tsx scripts/bench/lens-cost.ts` (builds the app,
 * prints the row, writes nothing).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser } from "playwright-core";
import { build } from "vite";
import { builtInScenario } from "../../src/scenarios";
import { argumentOfLength, COST_CAP_MS } from "../../src/lens/cost";
import { CHROME_ARGS, findChrome } from "../lib/chrome";
import { serveStatic } from "../lib/server";

/** The argument the issue names: 100,000 characters, one a piece. */
export const LENS_COST_LENGTH = 100_000;

/** One version's cell of the plot's scenario row. */
export interface LensCostCell {
  status: string;
  ms: number;
  /** Pieces read before the cap stopped it (over-cap only). */
  fed?: number;
}

/** What the plot measured for the 100,000-character argument, and how long the whole measure took. */
export interface LensCost {
  next: LensCostCell;
  old: LensCostCell;
  pieces: number;
  capMs: number;
  /** From the click to the last point painted. */
  wholeMs: number;
}

/** The happy path with its call's argument `length` characters long, streamed one character a piece. */
function longArgumentScenario(length: number): string {
  const found = builtInScenario("happy-path");
  if (!found.ok) throw new Error("happy-path missing");
  const s = structuredClone(found.scenario);
  s.id = `lens-cost-${length}`;
  const call = s.firstTurn.blocks.find((b) => b.type === "toolCall");
  if (call?.type !== "toolCall") throw new Error("happy-path has no call");
  call.arguments = argumentOfLength(length);
  s.firstTurn.pieceSize = 1;
  return JSON.stringify(s);
}

/** Opens the app, plays the long-argument scenario with the lens, and measures the plot. */
export async function lensCost(browser: Browser, url: string): Promise<LensCost> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    await page.goto(`${url}?scenario=happy-path&lens=1.6&lang=en`);
    await page.waitForSelector('[data-testid="cost-measure"]', { timeout: 60_000 });
    const path = join(mkdtempSync(join(tmpdir(), "tcl-lens-")), "long-argument.json");
    writeFileSync(path, longArgumentScenario(LENS_COST_LENGTH));
    await page.setInputFiles('[data-testid="open-scenario-file"]', path);
    // The plot's plan is the new scenario's once its row says 100,000 pieces.
    await page.waitForFunction(
      (n) =>
        document.querySelector('[data-testid="cost-table"] tr[data-scenario] td')?.textContent?.replace(/\D/g, "") ===
        String(n),
      LENS_COST_LENGTH,
      { timeout: 60_000 },
    );
    const t0 = Date.now();
    await page.click('[data-testid="cost-measure"]');
    await page.waitForSelector('[data-testid="cost-plot"][data-status="done"]', { timeout: 180_000 });
    const wholeMs = Date.now() - t0;
    const cells = await page.$$eval('[data-testid="cost-table"] tr[data-scenario] td[data-version]', (tds) =>
      tds.map((td) => ({
        version: td.getAttribute("data-version"),
        status: td.getAttribute("data-status") ?? "",
        ms: Number(td.getAttribute("data-ms")),
        fed: td.hasAttribute("data-fed") ? Number(td.getAttribute("data-fed")) : undefined,
      })),
    );
    const cell = (version: string): LensCostCell => {
      const found = cells.find((c) => c.version === version);
      if (!found) throw new Error(`no ${version} point for the scenario`);
      return { status: found.status, ms: found.ms, ...(found.fed !== undefined ? { fed: found.fed } : {}) };
    };
    return { next: cell("1.6.0"), old: cell("1.4.0"), pieces: LENS_COST_LENGTH, capMs: COST_CAP_MS, wholeMs };
  } finally {
    await context.close();
  }
}

/** The report's row for `cost`. */
export function lensCostRow(cost: LensCost): string {
  const old =
    cost.old.status === "over-cap"
      ? `stopped at the ${cost.capMs / 1000} s cap after ${cost.old.fed?.toLocaleString("en")} of ${cost.pieces.toLocaleString("en")} pieces (${(cost.old.ms / 1000).toFixed(2)} s)`
      : `${cost.old.ms.toFixed(0)} ms (${cost.old.status})`;
  const ok = cost.next.status === "measured" && cost.next.ms <= 1000;
  return `| Lens plot: a 100,000-character argument in 1-character pieces, read in the plot's worker | 1.6.0 ${cost.next.ms.toFixed(1)} ms (${cost.next.status}); 1.4.0 ${old}; the whole plot measured in ${(cost.wholeMs / 1000).toFixed(1)} s | 1.6.0 ≤ 1 s; 1.4.0 to its cap | ${ok ? "met" : "**missed**"} |`;
}

async function main() {
  const out = resolve("test-artifacts/bench/lens-app");
  await build({ logLevel: "warn", build: { outDir: out, emptyOutDir: true } });
  const server = await serveStatic(out, "/lab/");
  const browser = await chromium.launch({ executablePath: (await findChrome()).path, args: CHROME_ARGS });
  try {
    const cost = await lensCost(browser, server.url);
    process.stdout.write(`${JSON.stringify(cost)}\n${lensCostRow(cost)}\n`);
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    process.stderr.write(`lens-cost: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
