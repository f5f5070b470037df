/**
 * Where the Tool lab's cold start spends CPU: `node --import tsx scripts/bench/profile-tool-lab.ts
 * DIR [DIR2 …] [--runs N] [--build] [--save FILE] [--quiet]` serves the built app in DIR (`--build` builds it there
 * first, as production does; several builds are measured in turn, one run of each a round), opens the Tool lab exactly as `npm run bench -- --only tool-lab` does
 * (`toolLabReady` / `toolLabClicked`), and records a Chrome trace of the page and its workers from
 * the click to the completion list. Per thread (the page, the TypeScript worker, Monaco's editor
 * worker, …) it sums the thread time (`tdur`: what ran, not what waited for a core) of its tasks in
 * each phase — click → editor painted → first type error → completion, or the completion first —
 * and lists each thread's heaviest tasks. Wall-clock times move with the machine's load; thread time barely does, so
 * before/after comparisons of a change use the thread times (medians over the runs).
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromium, type Browser, type CDPSession } from "playwright-core";
import { build } from "vite";
import { CHROME_ARGS, findChrome } from "../lib/chrome";
import { serveStatic } from "../lib/server";
import { toolLabClicked, toolLabReady } from "./editors";
import type { TraceEvent } from "./profile";
import { median } from "./stats";

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "toplevel",
  "v8",
  "v8.execute",
  "blink.user_timing",
  "__metadata",
];

async function recordTrace(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (m) => events.push(...(m.value as unknown as TraceEvent[])));
  const done = new Promise<void>((r) => cdp.once("Tracing.tracingComplete", () => r()));
  // --categories a,b: more trace categories, to see what an unnamed task did.
  const more = process.argv.indexOf("--categories");
  const categories = [...CATEGORIES, ...(more >= 0 ? process.argv[more + 1]!.split(",") : [])];
  await cdp.send("Tracing.start", { transferMode: "ReportEvents", traceConfig: { includedCategories: categories } });
  await run();
  await cdp.send("Tracing.end");
  await done;
  return events;
}

/** A thread's name: the page's main thread, or a worker named by the script it runs. */
function threadNames(events: TraceEvent[], page: { pid: number; tid: number }): Map<string, string> {
  const names = new Map<string, string>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === "M" && e.name === "thread_name" && !names.has(key)) names.set(key, String(e.args?.name ?? "?"));
  }
  for (const e of events) {
    const url = String(e.args?.data?.url ?? e.args?.data?.fileName ?? "");
    const worker = /assets\/([\w.-]+?)-[\w-]{8}\.js/.exec(url)?.[1];
    const key = `${e.pid}:${e.tid}`;
    if (worker && /worker/i.test(worker) && names.get(key) === "DedicatedWorker thread") names.set(key, worker);
  }
  names.set(`${page.pid}:${page.tid}`, "page");
  return names;
}

/** The outermost complete events of each thread: its tasks. */
function tasksByThread(events: TraceEvent[]): Map<string, TraceEvent[]> {
  const by = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== "X" || e.dur === undefined) continue;
    const key = `${e.pid}:${e.tid}`;
    by.set(key, [...(by.get(key) ?? []), e]);
  }
  for (const [key, list] of by) {
    list.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const top: TraceEvent[] = [];
    for (const e of list) if (!top.length || e.ts >= top[top.length - 1]!.ts + top[top.length - 1]!.dur!) top.push(e);
    by.set(key, top);
  }
  return by;
}

/** What the heaviest task was doing: its heaviest named child (a script's URL or an event name). */
function describeTask(task: TraceEvent, events: TraceEvent[]): string {
  const inside = events.filter(
    (e) =>
      e.pid === task.pid &&
      e.tid === task.tid &&
      e.ph === "X" &&
      e !== task &&
      e.ts >= task.ts &&
      e.ts < task.ts + task.dur!,
  );
  const best = inside.sort((a, b) => (b.tdur ?? b.dur!) - (a.tdur ?? a.dur!))[0];
  if (!best) return task.name;
  const url = String(best.args?.data?.url ?? best.args?.data?.fileName ?? "")
    .split("/")
    .pop();
  return `${best.name}${url ? ` ${url}` : ""}`;
}

const PHASES = ["visible", "error", "completion"] as const;

/** The marks in the order they came: the completion list may come before the type error. */
const inOrder = (marks: Run["marks"]) => [...PHASES].sort((a, b) => marks[a] - marks[b]);

interface Run {
  marks: Record<(typeof PHASES)[number], number>;
  /** Thread time per thread per phase (ms), and the whole window. */
  cpu: Map<string, number[]>;
}

/** Thread time of each thread's tasks by phase: a task counts in the phase it started in. */
function summarize(
  events: TraceEvent[],
  sync: { ts: number; now: number },
  t0: number,
  marks: Run["marks"],
): Run & { lines: string[] } {
  const stamp = events.find(
    (e) => e.name === "TimeStamp" && (e.args?.data as { message?: string } | undefined)?.message === "tool-lab-sync",
  );
  if (!stamp) throw new Error("no sync stamp in the trace");
  const page = { pid: stamp.pid, tid: stamp.tid };
  // Trace time (µs) of a page time (ms).
  const at = (ms: number) => stamp.ts + (ms - sync.now) * 1000;
  const edges = [at(t0), ...inOrder(marks).map((p) => at(t0 + marks[p]))];
  const names = threadNames(events, page);
  const cpu = new Map<string, number[]>();
  const lines: string[] = [];
  for (const [key, tasks] of tasksByThread(events)) {
    const name = names.get(key) ?? key;
    const sums = PHASES.map(() => 0);
    const inWindow = tasks.filter((t) => t.ts >= edges[0]! && t.ts < edges[PHASES.length]!);
    for (const t of inWindow) {
      const phase = edges.findIndex((edge, i) => i > 0 && t.ts < edge) - 1;
      sums[phase] = sums[phase]! + (t.tdur ?? t.dur!) / 1000;
    }
    const total = sums.reduce((a, b) => a + b, 0);
    if (total < 5) continue;
    cpu.set(name, [...sums, total]);
    const heavy = [...inWindow].sort((a, b) => (b.tdur ?? b.dur!) - (a.tdur ?? a.dur!)).slice(0, 6);
    // Compiling its scripts, and when its first task began (a worker: once its script arrived).
    const compiled = events
      .filter((e) => `${e.pid}:${e.tid}` === key && e.ph === "X" && /^v8\.compile/.test(e.name) && e.ts >= edges[0]!)
      .reduce((a, e) => a + (e.tdur ?? e.dur!) / 1000, 0);
    cpu.set(`${name} compile`, [0, 0, 0, compiled]);
    lines.push(
      `  ${name.padEnd(22)} ${sums.map((s) => s.toFixed(0).padStart(5)).join(" ")}  = ${total.toFixed(0)} ms (compiling scripts ${compiled.toFixed(0)} ms; first task at ${((inWindow[0]!.ts - edges[0]!) / 1000).toFixed(0)} ms)`,
    );
    for (const t of heavy)
      lines.push(
        `      at ${((t.ts - edges[0]!) / 1000).toFixed(0).padStart(5)} ms: ${((t.tdur ?? t.dur!) / 1000).toFixed(0)} ms cpu (${(t.dur! / 1000).toFixed(0)} wall) ${describeTask(t, events)}`,
      );
  }
  return { marks, cpu, lines };
}

/** One traced run on `url`: the marks' wall times and each thread's thread time by phase. */
async function tracedRun(
  browser: Browser,
  url: string,
  saveAs: string | undefined,
): Promise<Run & { lines: string[] }> {
  const { context, page } = await toolLabReady(browser, url);
  const cdp = await context.newCDPSession(page);
  let times = { visible: NaN, error: NaN, completion: NaN };
  let sync = { ts: 0, now: 0 };
  const events = await recordTrace(cdp, async () => {
    sync = {
      ts: 0,
      now: (await page.evaluate(
        `(() => { console.timeStamp("tool-lab-sync"); return performance.now(); })()`,
      )) as number,
    };
    times = await toolLabClicked(page);
  });
  const seen = (await page.evaluate("window.__seen")) as Record<string, number>;
  await context.close();
  if (saveAs) writeFileSync(saveAs, JSON.stringify({ traceEvents: events }));
  return summarize(events, sync, seen.visible! - times.visible, times);
}

/** Each thread's median thread time per phase over `all`, and the marks' median wall times. */
function report(label: string, all: Run[]): void {
  const threads = [...new Set(all.flatMap((r) => [...r.cpu.keys()]))];
  process.stdout.write(
    `${label}median of ${all.length} runs, thread time (ms): click→visible, →the first of error and completion, →the second, total\n`,
  );
  for (const t of threads) {
    const cols = [0, 1, 2, 3].map((c) => median(all.map((r) => r.cpu.get(t)?.[c] ?? 0)));
    process.stdout.write(`  ${t.padEnd(22)} ${cols.map((x) => x.toFixed(0).padStart(5)).join(" ")}\n`);
  }
  process.stdout.write(
    `  wall (ms): ${PHASES.map((p) => `${p} ${median(all.map((r) => r.marks[p])).toFixed(0)} (${all.map((r) => r.marks[p].toFixed(0)).join(", ")})`).join(" · ")}\n`,
  );
}

async function main() {
  const args = process.argv.slice(2);
  const value = (name: string) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : undefined);
  // DIR [DIR2 …]: several builds are measured in turn (A B A B …), so each meets the same load.
  const given = args.filter(
    (a, i) => !a.startsWith("--") && !["--runs", "--save", "--categories"].includes(args[i - 1] ?? ""),
  );
  const dirs = (given.length ? given : ["test-artifacts/profile/tool-lab"]).map((d) => resolve(d));
  const runs = Number(value("--runs") ?? 3);
  const save = value("--save");
  // --quiet: each run's wall times only; the medians at the end as always.
  const quiet = args.includes("--quiet");
  if (args.includes("--build"))
    for (const dir of dirs) await build({ logLevel: "warn", build: { outDir: dir, emptyOutDir: true } });
  const servers = await Promise.all(dirs.map((dir) => serveStatic(dir, "/lab/")));
  const browser = await chromium.launch({ executablePath: (await findChrome()).path, args: CHROME_ARGS });
  const all: Run[][] = dirs.map(() => []);
  try {
    for (let i = 0; i < runs; i++)
      for (const [b, server] of servers.entries()) {
        const tag = dirs.length > 1 ? `${b + 1}.` : "";
        const run = await tracedRun(browser, server.url, save ? `${save}.${tag}${i + 1}.json` : undefined);
        all[b]!.push(run);
        const m = run.marks;
        process.stdout.write(
          `run ${i + 1}${dirs.length > 1 ? ` of ${dirs[b]}` : ""}: visible ${m.visible.toFixed(0)} · error ${m.error.toFixed(0)} · completion ${m.completion.toFixed(0)} ms (wall)\n${quiet ? "" : `  thread time (ms) by phase: click→${inOrder(m).join(", →")}\n${run.lines.join("\n")}\n`}`,
        );
      }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
  }
  for (const [b, dir] of dirs.entries()) report(dirs.length > 1 ? `${dir}: ` : "", all[b]!);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
