/**
 * Two builds, measured in turn in the same run: `node --import tsx scripts/bench/alternate.ts
 * BEFORE_DIR AFTER_DIR [--rounds N] [--only steps,stream]` serves each production build and takes
 * the bench's own figures from it (key press → painted frame over 200 steps, Stream lab keystroke
 * → painted preview over 100 keystrokes, each in a fresh browser context), alternating
 * before, after, before, after… so both meet the same load. `--only load` takes 12 cold loads of
 * each build a round, one of each in turn (the bench's whole-trace stamp and largest contentful paint);
 * `--query Q` loads that address instead (`?scenario=two-calls&lang=zh-CN&frame=5`, the bench's
 * shared link). Wall clock, so on a shared machine
 * read the pairs, not one figure; the bench's full report stays `npm run bench`.
 */
import { resolve } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { CHROME_ARGS, findChrome } from "../lib/chrome";
import { serveStatic } from "../lib/server";
import { firstPaint, stepToPaint } from "./browser";
import { streamKeystrokes } from "./editors";
import { median, percentile } from "./stats";

const said = (xs: number[]) => `p95 ${percentile(xs, 95).toFixed(1)} median ${median(xs).toFixed(1)} ms`;

/** The ten slowest steps: the frame each left, painted after (ms), and the key's own work. */
function slowest(steps: { painted: number[]; handled: number[]; from: number[] }): string {
  const worst = steps.painted
    .map((ms, i) => ({ ms, i }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  return `10 slowest: ${worst.map(({ ms, i }) => `from ${steps.from[i]} ${ms.toFixed(1)} (key ${steps.handled[i]!.toFixed(1)})`).join(", ")}`;
}

/** Cold loads of each build, one of each in turn; the medians of the bench's load figures. */
async function loadsInTurn(browser: Browser, urls: string[], round: number): Promise<void> {
  const loads: { wholeMs: number; lcpMs: number }[][] = urls.map(() => []);
  for (let n = 0; n < 12; n++) for (const [i, url] of urls.entries()) loads[i]!.push(await firstPaint(browser, url));
  for (const [i, got] of loads.entries())
    process.stdout.write(
      `round ${round} ${i === 0 ? "before" : "after "} load: whole trace (stamp) median ${median(got.map((l) => l.wholeMs)).toFixed(1)} ms, p25 ${percentile(
        got.map((l) => l.wholeMs),
        25,
      ).toFixed(1)}; largest contentful paint median ${median(got.map((l) => l.lcpMs)).toFixed(1)} ms\n`,
    );
}

async function main() {
  const args = process.argv.slice(2);
  const flag = (name: string) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : undefined);
  const dirs = args.filter((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--")).map((d) => resolve(d));
  if (dirs.length !== 2) throw new Error("usage: alternate.ts BEFORE_DIR AFTER_DIR [--rounds N] [--only steps,stream]");
  const rounds = Number(flag("--rounds") ?? 2);
  const only = (flag("--only") ?? "steps,stream").split(",");
  const servers = await Promise.all(dirs.map((d) => serveStatic(d, "/lab/")));
  const browser = await chromium.launch({ executablePath: (await findChrome()).path, args: CHROME_ARGS });
  try {
    for (let round = 1; round <= rounds; round++)
      for (const [i, server] of servers.entries()) {
        const name = i === 0 ? "before" : "after ";
        if (only.includes("steps")) {
          const steps = await stepToPaint(browser, server.url, 200);
          process.stdout.write(
            `round ${round} ${name} steps:  painted ${said(steps.painted)}; key's work ${said(steps.handled)}; ${slowest(steps)}\n`,
          );
        }
        if (only.includes("load") && i === 0)
          await loadsInTurn(
            browser,
            servers.map((s) => s.url + (flag("--query") ?? "")),
            round,
          );
        if (only.includes("stream")) {
          const strokes = await streamKeystrokes(browser, server.url, 10_000, 100);
          process.stdout.write(
            `round ${round} ${name} stream: painted ${said(strokes.painted)}; input's work ${said(strokes.handled)}\n`,
          );
        }
      }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
