import { chromium } from "playwright-core";
import { CHROME_ARGS, findChrome } from "../../lib/chrome";
import { serveStatic } from "../../lib/server";
const server = await serveStatic(process.env.DIR!, "/lab/");
const browser = await chromium.launch({ executablePath: (await findChrome()).path, args: CHROME_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
await page.addInitScript(`(() => {
  const desc = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value");
  Object.defineProperty(HTMLInputElement.prototype, "value", { get() { return desc.get.call(this); }, set(v) { if (this.type === "range") console.log("set value", v, "max", this.max, new Error().stack.split("\\n").slice(2, 5).join(" | ")); desc.set.call(this, v); } });
})()`);
page.on("console", (m) => console.log(m.text().slice(0, 300)));
await page.goto(server.url + (process.argv[2] ?? "?scenario=two-calls&lang=zh-CN&frame=5"));
await page.waitForTimeout(2500);
console.log(await page.evaluate(() => { const s = document.querySelector(".scrubber") as HTMLInputElement; return [s.value, s.max, s.getAttribute("value"), document.querySelector("[data-testid=frame-counter]")?.textContent]; }));
await browser.close(); await server.close();
