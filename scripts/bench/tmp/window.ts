import { chromium } from "playwright-core";
import { CHROME_ARGS, findChrome } from "../../lib/chrome";
import { serveStatic } from "../../lib/server";
type E = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: any };
const server = await serveStatic(process.env.DIR!, "/lab/");
const browser = await chromium.launch({ executablePath: (await findChrome()).path, args: CHROME_ARGS });
for (let i = 0; i < 3; i++) {
  const cdp = await browser.newBrowserCDPSession();
  const events: E[] = [];
  cdp.on("Tracing.dataCollected", (m: any) => events.push(...m.value));
  const done = new Promise<void>((r) => cdp.once("Tracing.tracingComplete", () => r()));
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(`(() => {
    new MutationObserver(() => { const r = document.getElementById("root"); if (r && r.hasAttribute("data-first-screen") && !window.__s) { window.__s = 1; console.timeStamp("stamp"); requestAnimationFrame(() => { console.timeStamp("raf"); const c = new MessageChannel(); c.port1.onmessage = () => { console.timeStamp("painted"); window.__done = 1; }; c.port2.postMessage(0); }); } }).observe(document, { subtree: true, childList: true, attributes: true });
  })()`);
  const page = await context.newPage();
  await cdp.send("Tracing.start", { transferMode: "ReportEvents", traceConfig: { includedCategories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "v8", "cc", "viz", "gpu", "blink", "loading", "disabled-by-default-devtools.timeline.frame", "disabled-by-default-devtools.timeline.stack"] } } as any);
  await page.goto(server.url + "?scenario=two-calls&lang=zh-CN&frame=5");
  await page.waitForFunction("window.__done === 1");
  await cdp.send("Tracing.end"); await done;
  const names = new Map<string, string>();
  for (const e of events) if (e.ph === "M" && (e.name === "thread_name" || e.name === "process_name")) names.set(e.name === "thread_name" ? `${e.pid}:${e.tid}` : `${e.pid}`, String(e.args?.name));
  const stamp = events.find((e) => e.name === "TimeStamp" && e.args?.data?.message === "stamp")!;
  const painted = events.find((e) => e.name === "TimeStamp" && e.args?.data?.message === "painted")!;
  const raf = events.find((e) => e.name === "TimeStamp" && e.args?.data?.message === "raf")!;
  console.log(`load ${i}: stamp→raf ${((raf.ts - stamp.ts) / 1000).toFixed(1)} raf→painted ${((painted.ts - raf.ts) / 1000).toFixed(1)}`);
  const busy = new Map<string, number>(); const ends = new Map<string, number>();
  for (const e of events.filter((e) => e.ph === "X" && e.ts >= stamp.ts && e.ts <= painted.ts).sort((a, b) => a.ts - b.ts)) {
    const k = `${e.pid}:${e.tid}`; if (e.ts < (ends.get(k) ?? 0)) continue; ends.set(k, e.ts + (e.dur ?? 0));
    busy.set(k, (busy.get(k) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
  }
  for (const [k, v] of [...busy].sort((a, b) => b[1] - a[1]).slice(0, 4)) {
    console.log(`   ${names.get(k.split(":")[0]!)} / ${names.get(k)}: ${v.toFixed(1)} ms`);
    const by = new Map<string, number>();
    for (const e of events.filter((e) => `${e.pid}:${e.tid}` === k && e.ph === "X" && e.ts >= stamp.ts && e.ts <= painted.ts)) by.set(e.name, (by.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
    console.log("      " + [...by].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, t]) => `${n} ${t.toFixed(1)}`).join("; "));
  }
  // main-thread top-level events in window
  const main = events.filter((e) => e.pid === stamp.pid && e.tid === stamp.tid && e.ph === "X" && e.ts >= stamp.ts && e.ts <= painted.ts && (e.dur ?? 0) > 500);
  for (const e of main.filter((e) => /Layout|RecalcStyle|UpdateLayoutTree|ScheduleStyle|InvalidateLayout/.test(e.name)).slice(0, 6)) console.log("      STACK", e.name, JSON.stringify(e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace ?? null).slice(0, 400));
  const inv = events.filter((e) => e.pid === stamp.pid && e.tid === stamp.tid && e.ts >= stamp.ts - 2000 && e.ts <= painted.ts && /Invalidate|ScheduleStyleRecalc/.test(e.name));
  for (const e of inv.slice(0, 8)) console.log("      INV", ((e.ts - stamp.ts) / 1000).toFixed(1), e.name, JSON.stringify(e.args?.data?.stackTrace ?? e.args?.data ?? null).slice(0, 300));
  for (const e of main.slice(0, 25)) console.log(`      +${((e.ts - stamp.ts) / 1000).toFixed(1)} ${e.name} wall ${((e.dur ?? 0) / 1000).toFixed(1)} cpu ${((e.tdur ?? 0) / 1000).toFixed(1)}`);
  await context.close();
}
await browser.close(); await server.close(); process.exit(0);
