import { chromium } from "playwright-core";
import { CHROME_ARGS, findChrome } from "../../lib/chrome";
import { serveStatic } from "../../lib/server";
import { median } from "../stats";
const q = "?scenario=two-calls&lang=zh-CN&frame=5";
const dirs = process.argv.slice(2);
const servers = await Promise.all(dirs.map((d) => serveStatic(d, "/lab/")));
const browser = await chromium.launch({ executablePath: (await findChrome()).path, args: CHROME_ARGS });
const out: Record<string, { gap: number[]; whole: number[] }> = {};
for (let i = 0; i < 5; i++) for (const [k, s] of servers.entries()) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 40, downloadThroughput: (8e6) / 8, uploadThroughput: 1e6 / 8 });
  await page.goto(s.url + q);
  await page.waitForFunction(() => /^5 \/ \d+$/.test(document.querySelector('[data-testid="frame-counter"]')?.textContent ?? ""), undefined, { timeout: 60000 });
  const r = (await page.evaluate(`(() => {
    const res = performance.getEntriesByType("resource");
    const find = (n) => res.find((e) => e.name.includes(n));
    const end = Math.max(...res.filter((e) => /index-|catalog|two-calls/.test(e.name)).map((e) => e.responseEnd));
    return { gap: find("two-calls").startTime - find("/index-").startTime, end };
  })()`)) as { gap: number; end: number };
  (out[dirs[k]!] ??= { gap: [], whole: [] }).gap.push(r.gap);
  out[dirs[k]!]!.whole.push(r.end);
  await context.close();
}
for (const [d, v] of Object.entries(out)) console.log(d, "trace request after the app's code: median", median(v.gap).toFixed(0), "ms; last of the three files in at median", median(v.whole).toFixed(0), "ms");
await browser.close(); process.exit(0);
