import { resolve } from "node:path";
import { chromium } from "playwright-core";
import { CHROME_ARGS, findChrome } from "../../lib/chrome";
import { serveStatic } from "../../lib/server";
import { firstPaint } from "../browser";
import { median } from "../stats";
// usage: three.ts QUERY DIR... ; the blank page first
const [query, ...dirs] = process.argv.slice(2);
const blank = await serveStatic(resolve("test-artifacts/bench/blank"), "/blank/");
const servers = await Promise.all(dirs.map((d) => serveStatic(resolve(d), "/lab/")));
const browser = await chromium.launch({ executablePath: (await findChrome()).path, args: CHROME_ARGS });
for (let round = 0; round < Number(process.env.ROUNDS ?? 3); round++) {
  const b: number[] = [];
  const w: number[][] = dirs.map(() => []);
  for (let i = 0; i < 12; i++) {
    b.push((await firstPaint(browser, blank.url)).ms);
    for (const [k, s] of servers.entries()) { const r = await firstPaint(browser, s.url + query); w[k]!.push(r.wholeMs); if (process.env.SHOW) console.log(dirs[k], "fcp", r.ms.toFixed(0), "shown", r.shownMs.toFixed(0), "whole", r.wholeMs.toFixed(0)); }
  }
  const mb = median(b);
  console.log(`round ${round}: blank ${mb.toFixed(1)}; ` + dirs.map((d, k) => `${d} ${median(w[k]!).toFixed(1)} (${(median(w[k]!) / mb).toFixed(2)}x)`).join("; "));
}
await browser.close();
process.exit(0);
