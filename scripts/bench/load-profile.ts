/**
 * Where a cold first load's time goes: `node --import tsx scripts/bench/load-profile.ts [N] [--dir D]
 * [--query Q] [--build]` loads the built app N times (default 5), each in a fresh browser context
 * (empty cache, 1280×720, a plain visit as `npm run bench -- --only load` makes it), with a Chrome
 * trace of the whole browser, and sums the page's main-thread work by phase: before the shell's
 * first contentful paint, then from that paint to the paint that shows frame 1 with the counter at
 * its total (the bench's "whole trace" stamp, taken the same way). Thread (CPU) time, `tdur`, which
 * a loaded machine inflates far less than wall time: compare before/after a change in one run.
 * `--build` builds the app unminified first (function names readable; the figures are then not the
 * production build's). `--tasks` lists every main-thread task of the last load (`--detail` its heavy
 * events, `--network` its requests, `--threads` every thread's busy time); `--profile` samples the functions too (`--top N` of them);
 * `--promise` waits without Playwright's injected script (see `traceLoad`).
 */
import { resolve } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { CHROME_ARGS, findChrome } from "../lib/chrome";
import { serveStatic } from "../lib/server";
import {
  addFunctionTimes,
  buildReadable,
  functionLabel,
  kindOf,
  selfTimes,
  type CpuProfile,
  type TraceEvent,
} from "./profile";
import { median } from "./stats";

/** The bench's watch (`browser.ts`: the link's `frame`, else frame 1), with a trace stamp where it stamps the page. */
const WATCH = `(() => {
  let settle;
  window.__stamped = new Promise((resolve) => (settle = resolve));
  const stamp = (name) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { if (window[name] === undefined) { window[name] = performance.now(); console.timeStamp(name); } if (name === "__whole") settle(); };
    channel.port2.postMessage(0);
  };
  const frame = new URLSearchParams(location.search).get("frame") ?? "1";
  const look = () => requestAnimationFrame(() => {
    const counter = document.querySelector('[data-testid="frame-counter"]')?.textContent ?? "";
    const definition = frame === "1" ? document.querySelector('[data-testid="view-definition"]') : counter.startsWith(frame + " / ");
    if (definition && window.__shownAsked === undefined) { window.__shownAsked = true; stamp("__shown"); }
    if (definition && /^\\d+ \\/ \\d+$/.test(counter) && counter.startsWith(frame + " / ")) { stamp("__whole"); return; }
    look();
  });
  look();
})()`;

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "toplevel",
  "v8.execute",
  "v8",
  "blink.user_timing",
  "loading",
];

/** One load's figures (ms from the navigation's start; work in thread ms). */
interface Load {
  fcp: number;
  whole: number;
  /** Thread time by kind and by trace event name, before the first paint and from it to the whole trace. */
  before: Record<string, number>;
  after: Record<string, number>;
  files: { name: string; start: number; end: number }[];
  tasks: string[];
}

/** A load's profile, with the time of its whole-trace stamp: only samples up to it count. */
type Profile = CpuProfile & { until?: number };

/** `--detail` (with `--tasks`): every event of 0.3 ms or more of self time in the last load's tasks. */
const detail = process.argv.includes("--detail");

/** `--network` (with `--tasks`): each request of the last load, its priority, when sent and finished. */
const network = process.argv.includes("--network");

/** `--threads` (with `--tasks`): every thread's busy time from navigation to the stamp, in the last load. */
const threads = process.argv.includes("--threads");

/**
 * Thread time of each thread's outermost events in [from, to] (µs), by process and thread name: who
 * else had the two cores while the page's main thread worked (V8's background compilers, the
 * compositor, the network service…).
 */
function threadTimes(events: TraceEvent[], from: number, to: number): string[] {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === "M" && (e.name === "thread_name" || e.name === "process_name"))
      names.set(e.name === "thread_name" ? `${e.pid}:${e.tid}` : `${e.pid}`, String(e.args?.name));
  const busy = new Map<string, { wall: number; cpu: number }>();
  const ends = new Map<string, number>();
  for (const e of [...events].filter((e) => e.ph === "X" && e.ts >= from && e.ts <= to).sort((a, b) => a.ts - b.ts)) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ts < (ends.get(key) ?? 0)) continue;
    ends.set(key, e.ts + (e.dur ?? 0));
    const b = busy.get(key) ?? { wall: 0, cpu: 0 };
    b.wall += (e.dur ?? 0) / 1000;
    b.cpu += (e.tdur ?? e.dur ?? 0) / 1000;
    busy.set(key, b);
  }
  return [...busy]
    .sort((a, b) => b[1].cpu - a[1].cpu)
    .filter(([, b]) => b.cpu >= 0.5)
    .map(
      ([key, b]) =>
        `${names.get(key.split(":")[0]!) ?? "?"} / ${names.get(key) ?? key}: cpu ${b.cpu.toFixed(1)} ms (wall ${b.wall.toFixed(1)})`,
    );
}

/** `--profile`: a sampling CPU profile of each load too (the page's renderer, from navigation to the stamp). */
const profiling = process.argv.includes("--profile");
const profiles: Profile[] = [];

/** Self and total time per function, summed over the loads' profiles, per load. */
function topFunctions(all: Profile[]): string {
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const profile of all) addFunctionTimes(profile, { self, total }, 1 / all.length, profile.until);
  // The hottest lines of the functions with the most self time: where inside them it went.
  const lines = new Map<string, Map<number, number>>();
  for (const profile of all)
    for (const n of profile.nodes) {
      const key = functionLabel(n);
      const byLine = lines.get(key) ?? new Map<number, number>();
      for (const t of n.positionTicks ?? []) byLine.set(t.line, (byLine.get(t.line) ?? 0) + t.ticks);
      lines.set(key, byLine);
    }
  const hot = [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(
      ([k]) =>
        `  ${k}: ${[...(lines.get(k) ?? [])]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([l, t]) => `line ${l} ×${t}`)
          .join(", ")}`,
    );
  const list = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${v.toFixed(2)} ms  ${k}`)
      .join("\n");
  return `functions by self time (ms per load, up to the whole-trace stamp):\n${list(self, 30)}\nfunctions by total time:\n${list(total, Number(process.argv[process.argv.indexOf("--top") + 1]) || 45)}\nhottest lines (samples, all loads, the whole profile):\n${hot.join("\n")}`;
}

const stampOf = (events: TraceEvent[], message: string) =>
  events.find((e) => e.name === "TimeStamp" && e.args?.data?.message === message);

async function traceLoad(browser: Browser, url: string): Promise<TraceEvent[]> {
  const cdp = await browser.newBrowserCDPSession();
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (m) => events.push(...(m.value as unknown as TraceEvent[])));
  const done = new Promise<void>((r) => cdp.once("Tracing.tracingComplete", () => r()));
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript(WATCH);
  const page = await context.newPage();
  const pageCdp = profiling ? await context.newCDPSession(page) : undefined;
  if (pageCdp) {
    await pageCdp.send("Profiler.enable");
    await pageCdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await pageCdp.send("Profiler.start");
  }
  await cdp.send("Tracing.start", { transferMode: "ReportEvents", traceConfig: { includedCategories: CATEGORIES } });
  await page.goto(url);
  // Waited for as the bench waits (Playwright's waitForFunction, which first injects its selector
  // script into the page: main-thread CPU inside the measured window, just before the paint);
  // `--promise` waits for a promise the page settles instead, which injects nothing.
  if (process.argv.includes("--promise")) await page.evaluate("window.__stamped");
  else await page.waitForFunction(() => (window as { __whole?: number }).__whole !== undefined);
  await cdp.send("Tracing.end");
  await done;
  if (pageCdp) {
    const { profile } = (await pageCdp.send("Profiler.stop")) as unknown as { profile: CpuProfile };
    profiles.push({ ...profile, until: stampOf(events, "__whole")?.ts });
  }
  const files = (await page.evaluate(
    `performance.getEntriesByType("resource").map((e) => ({ name: new URL(e.name).pathname.split("/").pop(), start: e.startTime, end: e.responseEnd }))`,
  )) as Load["files"];
  await context.close();
  (events as unknown as { files: Load["files"] }).files = files;
  return events;
}

/** A task's label: its heaviest few children by self time, with the script's URL where there is one. */
function label(children: { name: string; self: number; url?: string }[]): string {
  const by = new Map<string, number>();
  for (const c of children) {
    const name = c.url ? `${c.name}(${c.url})` : c.name;
    by.set(name, (by.get(name) ?? 0) + c.self);
  }
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .filter(([, v]) => v >= 0.2)
    .map(([n, v]) => `${n} ${v.toFixed(1)}`)
    .join(", ");
}

function readLoad(events: TraceEvent[]): Load {
  const whole = stampOf(events, "__whole");
  if (!whole) throw new Error("no whole-trace stamp in the trace");
  const own = events.filter((e) => e.pid === whole.pid && e.tid === whole.tid);
  const nav = own.find(
    (e) => e.name === "navigationStart" && String(e.args?.data?.documentLoaderURL ?? "").includes("/lab/"),
  );
  const start = nav?.ts ?? Math.min(...own.filter((e) => e.name === "ParseHTML").map((e) => e.ts));
  const fcpEvent = own.find((e) => e.name === "firstContentfulPaint");
  const fcp = fcpEvent?.ts ?? start;
  const before: Record<string, number> = {};
  const after: Record<string, number> = {};
  const tasks = new Map<TraceEvent, { name: string; self: number; url?: string }[]>();
  const heaviest: string[] = [];
  for (const { e, self, top, inScript } of selfTimes(own)) {
    if (e.ts < start || e.ts > whole.ts) continue;
    const into = e.ts < fcp ? before : after;
    const ms = self / 1000;
    const kind = kindOf(e.name);
    const name = `${inScript && kind !== "script" ? "forced " : ""}${e.name}`;
    into[kind] = (into[kind] ?? 0) + ms;
    into[`· ${name}`] = (into[`· ${name}`] ?? 0) + ms;
    if (ms >= 0.3 && detail)
      heaviest.push(
        `${((e.ts - start) / 1000).toFixed(1).padStart(6)} ms  self ${ms.toFixed(1).padStart(5)}  ${name} ${JSON.stringify(e.args?.data ?? e.args?.beginData ?? e.args ?? {}).slice(0, 160)}`,
      );
    into.work = (into.work ?? 0) + ms;
    const url = (e.args?.data?.url as string | undefined)?.split("/").pop();
    const list = tasks.get(top) ?? [];
    list.push({ name: e.name, self: ms, ...(url ? { url } : {}) });
    tasks.set(top, list);
  }
  const at = (ts: number) => ((ts - start) / 1000).toFixed(1).padStart(6);
  const lines = [...tasks]
    .map(([top, children]) => ({ top, cpu: children.reduce((a, c) => a + c.self, 0), children }))
    .filter((t) => t.cpu >= 0.3)
    .map(
      (t) =>
        `${at(t.top.ts)} ms  wall ${(t.top.dur! / 1000).toFixed(1).padStart(5)}  cpu ${t.cpu.toFixed(1).padStart(5)}  ${label(t.children)}`,
    );
  // `--network`: each request's priority and when it was sent and finished (the browser's own events).
  const sent = new Map<string, { url: string; priority: string; at: number }>();
  if (network)
    for (const e of events) {
      const data = e.args?.data as
        { requestId?: string; url?: string; priority?: string; finishTime?: number } | undefined;
      if (e.name === "ResourceSendRequest" && data?.requestId && data.url?.includes("/lab/"))
        sent.set(data.requestId, { url: data.url.split("/").pop()!, priority: String(data.priority), at: e.ts });
      if (e.name === "ResourceFinish" && data?.requestId && sent.has(data.requestId))
        heaviest.push(
          `${at(sent.get(data.requestId)!.at)} ms  request ${sent.get(data.requestId)!.url} (${sent.get(data.requestId)!.priority}), finished at ${at(e.ts)} ms`,
        );
    }
  const marks = own
    .filter((e) => e.name === "TimeStamp" || e.name === "firstContentfulPaint")
    .map(
      (e) => `${at(e.ts)} ms  -- ${e.name === "TimeStamp" ? String(e.args?.data?.message) : "first contentful paint"}`,
    );
  if (threads) heaviest.push(...threadTimes(events, start, whole.ts).map((t) => `${at(whole.ts)} ms  thread ${t}`));
  return {
    fcp: (fcp - start) / 1000,
    whole: (whole.ts - start) / 1000,
    before,
    after,
    files: (events as unknown as { files: Load["files"] }).files,
    tasks: [...lines, ...marks, ...heaviest.map((h) => `      ${h}`)].sort((a, b) => parseFloat(a) - parseFloat(b)),
  };
}

function report(loads: Load[], showTasks: boolean): void {
  const keys = (pick: (l: Load) => Record<string, number>) => [...new Set(loads.flatMap((l) => Object.keys(pick(l))))];
  const out: string[] = [
    `${loads.length} cold loads; wall ms from navigation: first contentful paint median ${median(loads.map((l) => l.fcp)).toFixed(1)}, whole trace painted median ${median(loads.map((l) => l.whole)).toFixed(1)} (wall clock, under whatever load)`,
  ];
  for (const [title, pick] of [
    ["before the first paint", (l: Load) => l.before],
    ["first paint → whole trace painted", (l: Load) => l.after],
  ] as const) {
    const rows = keys(pick)
      .map((k) => ({ k, v: median(loads.map((l) => pick(l)[k] ?? 0)) }))
      .filter((r) => r.v >= 0.2 || !r.k.startsWith("·"))
      .sort((a, b) => Number(a.k.startsWith("·")) - Number(b.k.startsWith("·")) || b.v - a.v);
    out.push(`main-thread CPU ${title} (median ms): ${rows.map((r) => `${r.k} ${r.v.toFixed(1)}`).join("; ")}`);
  }
  const last = loads[loads.length - 1]!;
  out.push(
    `files of the last load (ms from navigation): ${last.files.map((f) => `${f.name} ${f.start.toFixed(0)}–${f.end.toFixed(0)}`).join("; ")}`,
  );
  if (showTasks) out.push("tasks of the last load:", ...last.tasks.map((t) => `  ${t}`));
  if (profiles.length) out.push(topFunctions(profiles));
  process.stdout.write(`${out.join("\n")}\n`);
}

async function main() {
  const args = process.argv.slice(2);
  const count = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
  const dirAt = args.indexOf("--dir");
  const dir = resolve(dirAt >= 0 ? args[dirAt + 1]! : "test-artifacts/profile/app");
  const queryAt = args.indexOf("--query");
  if (args.includes("--build")) await buildReadable(dir);
  const server = await serveStatic(dir, "/lab/");
  const browser = await chromium.launch({ executablePath: (await findChrome()).path, args: CHROME_ARGS });
  try {
    const loads: Load[] = [];
    for (let i = 0; i < count; i++)
      loads.push(readLoad(await traceLoad(browser, server.url + (queryAt >= 0 ? args[queryAt + 1]! : ""))));
    report(loads, args.includes("--tasks"));
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
