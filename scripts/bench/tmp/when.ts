import { chromium } from "playwright-core";
import { CHROME_ARGS, findChrome } from "../../lib/chrome";
import { serveStatic } from "../../lib/server";
const server = await serveStatic(process.env.DIR!, "/lab/");
const browser = await chromium.launch({ executablePath: (await findChrome()).path, args: CHROME_ARGS });
for (let i = 0; i < 8; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(`(() => {
    window.__t = {};
    new MutationObserver(() => { const r = document.getElementById("root"); if (r && r.hasAttribute("data-first-screen") && !window.__t.stamp) { window.__t.stamp = performance.now(); requestAnimationFrame(() => { window.__t.raf = performance.now(); const c = new MessageChannel(); c.port1.onmessage = () => (window.__t.painted = performance.now()); c.port2.postMessage(0); }); } }).observe(document, { subtree: true, childList: true, attributes: true });
  })()`);
  const page = await context.newPage();
  await page.goto(server.url + "?scenario=two-calls&lang=zh-CN&frame=5");
  await page.waitForTimeout(700);
  console.log(await page.evaluate(`(() => { const n = performance.getEntriesByType("navigation")[0]; const j = performance.getEntriesByType("resource").find((e) => e.name.endsWith("5.json")); const f = performance.getEntriesByName("first-contentful-paint")[0]; const r = (x) => x === undefined ? "-" : x.toFixed(0); return "html end " + r(n.responseEnd) + " dcl " + r(n.domContentLoadedEventStart) + " json " + r(j?.startTime) + "-" + r(j?.responseEnd) + " stamp " + r(window.__t.stamp) + " raf " + r(window.__t.raf) + " painted " + r(window.__t.painted) + " fcp " + r(f?.startTime); })()`));
  await context.close();
}
await browser.close(); await server.close(); process.exit(0);
