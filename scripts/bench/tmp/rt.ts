import { chromium } from "playwright-core";
import { CHROME_ARGS, findChrome } from "../../lib/chrome";
import { serveStatic } from "../../lib/server";
const q = process.argv[2] ?? "?scenario=two-calls&lang=zh-CN&frame=5";
const server = await serveStatic(process.env.DIR ?? process.cwd() + "/test-artifacts/bench/app", "/lab/");
const browser = await chromium.launch({ executablePath: (await findChrome()).path, args: CHROME_ARGS });
for (let i = 0; i < 6; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(server.url + q);
  await page.waitForTimeout(1500);
  const r = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
    const res = performance.getEntriesByType("resource").filter((e) => e.startTime < 200).map((e) => {
      const t = e as PerformanceResourceTiming;
      return `${new URL(t.name).pathname.split("/").pop()} start ${t.startTime.toFixed(0)} req ${t.requestStart.toFixed(0)} resp ${t.responseStart.toFixed(0)} end ${t.responseEnd.toFixed(0)}`;
    });
    return [`nav resp ${nav.responseStart.toFixed(0)}-${nav.responseEnd.toFixed(0)} dcl ${nav.domContentLoadedEventEnd.toFixed(0)} fcp ${fcp?.toFixed(0)}`, ...res];
  });
  console.log(r.join("\n  "));
  await context.close();
}
await browser.close(); await server.close();
