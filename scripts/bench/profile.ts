/**
 * Where a step's time goes, in a load-independent-ish measure: `node --import tsx
 * scripts/bench/profile.ts [steps|stream] [N] [--build]` records a Chrome trace of N player steps
 * (or N Stream lab keystrokes, on the bench's 10,000-character argument), driven exactly as
 * `npm run bench` drives them, and sums the page's main-thread work per step by kind: script, style
 * recalculation, layout, paint (pre-paint, paint, layerize, commit) and the rest. A second pass takes
 * a sampling CPU profile of the same steps and lists the functions with the most self time.
 * `--app DIR` profiles the build in DIR instead (a before and an after build, run in turn).
 * Wall-clock times suffer on a shared machine; the main-thread work per step barely does, so
 * before/after comparisons of a change use this. `--build` builds the app unminified first (to
 * `test-artifacts/profile/app`), so function names are readable.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type CDPSession, type Page } from "playwright-core";
import { build, loadConfigFromFile, type PluginOption } from "vite";
import { CHROME_ARGS, findChrome } from "../lib/chrome";
import { serveStatic } from "../lib/server";
import { AFTER_PAINT_JS, APP_TRACE_SHOWN_JS } from "./page-stamp";
import { percentile as pct } from "./stats";

/** One Chrome trace event (the fields read here). */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: what the event cost, without the time the thread waited for a core. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown>; elementCount?: number };
}

/** Trace event names by the kind of work they are; anything else on the main thread is "other". */
export const KINDS: Record<string, string> = {
  FunctionCall: "script",
  EvaluateScript: "script",
  EventDispatch: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
  RunMicrotasks: "script",
  "v8.callFunction": "script",
  "v8.run": "script",
  "V8.Execute": "script",
  MinorGC: "script",
  MajorGC: "script",
  "V8.GC_SCAVENGER": "script",
  "BlinkGC.AtomicPhase": "script",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  ParseAuthorStyleSheet: "style",
  Layout: "layout",
  UpdateLayerTree: "layout",
  IntersectionObserverController__computeIntersections: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  Commit: "paint",
  PaintImage: "paint",
  UpdateLayer: "paint",
  "LocalFrameView::RunPostLifecycleSteps": "paint",
};

/** `--bounce a-b`: step back and forth between frames a and b instead of round the whole trace. */
const BOUNCE = (() => {
  const at = process.argv.indexOf("--bounce");
  return at >= 0 ? process.argv[at + 1]!.split("-").map(Number) : undefined;
})();

const STEP_PAGE = (count: number) => `(async () => {
  let forward = true;
  const counter = () => document.querySelector('[data-testid="frame-counter"]').textContent;
  ${AFTER_PAINT_JS}
  const painted = [];
  const labels = [];
  for (let i = 0; i < ${count}; i++) {
    await afterPaint();
    const [n, total] = counter().split(" / ").map(Number);
    console.timeStamp("step-start");
    const t0 = performance.now();
    ${BOUNCE ? `if (n >= ${BOUNCE[1]}) forward = false; if (n <= ${BOUNCE[0]}) forward = true;` : ""}
    const key = ${BOUNCE ? `forward ? "ArrowRight" : "ArrowLeft"` : `n === total ? "Home" : "ArrowRight"`};
    window.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
    painted.push((await afterPaint()) - t0);
    console.timeStamp("step-end");
    labels.push(n + "→" + counter().split(" / ")[0] + " " + (document.querySelector('[aria-current="step"]')?.textContent ?? ""));
  }
  return { painted, labels };
})()`;

const STREAM_PAGE = (count: number) => `(async () => {
  const area = document.querySelector('[data-testid="stream-text"]');
  ${AFTER_PAINT_JS}
  const painted = [];
  for (let i = 0; i < ${count}; i++) {
    await afterPaint();
    console.timeStamp("step-start");
    const t0 = performance.now();
    area.value = area.value + "y";
    area.dispatchEvent(new InputEvent("input", { bubbles: true, data: "y", inputType: "insertText" }));
    painted.push((await afterPaint()) - t0);
    console.timeStamp("step-end");
  }
  return { painted, labels: [] };
})()`;

/** Opens the page the way the bench does, ready for the first step. */
async function open(page: Page, url: string, what: "steps" | "stream"): Promise<void> {
  if (what === "steps") {
    await page.goto(`${url}?scenario=happy-path&frame=${BOUNCE?.[0] ?? 1}&lang=en`);
    await page.waitForFunction(APP_TRACE_SHOWN_JS);
    return;
  }
  await page.goto(`${url}?scenario=happy-path&lang=en&edit=stream`);
  await page.waitForSelector('[data-testid="stream-text"]');
  const long = `{"extension": "${"x".repeat(10_000 - 17)}`;
  await page.fill('[data-testid="stream-text"]', long);
}

async function recordTrace(cdp: CDPSession, run: () => Promise<unknown>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (m) => events.push(...(m.value as unknown as TraceEvent[])));
  const done = new Promise<void>((r) => cdp.once("Tracing.tracingComplete", () => r()));
  await cdp.send("Tracing.start", {
    transferMode: "ReportEvents",
    traceConfig: {
      includedCategories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "toplevel",
        "v8.execute",
        "blink.user_timing",
        "v8",
        ...(process.argv.includes("--invalidations")
          ? ["disabled-by-default-devtools.timeline.invalidationTracking"]
          : []),
      ],
    },
  });
  await run();
  await cdp.send("Tracing.end");
  await done;
  return events;
}

/** The renderer main thread that drew the steps: the one holding the step stamps. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const stamp = events.find((e) => e.name === "TimeStamp" && e.args?.data?.message === "step-start");
  if (!stamp) throw new Error("no step stamps in the trace");
  return { pid: stamp.pid, tid: stamp.tid };
}

/** A trace event with its self time, and whether script ran it (a forced style or layout). */
export interface Timed {
  e: TraceEvent;
  self: number;
  inScript: boolean;
  /** The task it ran in (its outermost event). */
  top: TraceEvent;
}

/** The kind of work a trace event is (script, style, layout, paint, other). */
export const kindOf = (name: string) =>
  KINDS[name] ?? (name.startsWith("V8.") || name.startsWith("v8.") ? "script" : "other");

/** Thread time when the trace has it (`--wall` asks for wall time): less of the machine's load in it. */
const cost = (e: TraceEvent) => (process.argv.includes("--wall") ? e.dur! : (e.tdur ?? e.dur!));

/** Self time of each complete event on one thread (its duration minus its children's). */
export function selfTimes(events: TraceEvent[]): Timed[] {
  const sorted = events
    .filter((e) => e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const out: Timed[] = [];
  const stack: Timed[] = [];
  for (const e of sorted) {
    while (stack.length && stack[stack.length - 1]!.e.ts + stack[stack.length - 1]!.e.dur! <= e.ts) stack.pop();
    const entry = {
      e,
      self: cost(e),
      inScript: stack.some((s) => kindOf(s.e.name) === "script"),
      top: stack[0]?.e ?? e,
    };
    const parent = stack[stack.length - 1];
    if (parent) parent.self -= cost(e);
    stack.push(entry);
    out.push(entry);
  }
  return out;
}

/**
 * What ran between a step's paint and the bench's stamp: the tasks after the last task of the step
 * that painted (its Paint or Commit) and before the stamp's own message task. The stamp stands for
 * "on screen", so anything here is counted in the painted figure though the frame was already
 * committed. Wall time too: a task that waits on another process costs wall time, not CPU.
 */
function afterPaintTasks(own: TraceEvent[], starts: number[], ends: number[]): void {
  const tops = own
    .filter((e) => e.ph === "X" && e.name === "ThreadControllerImpl::RunTask")
    .sort((a, b) => a.ts - b.ts);
  const paints = own.filter((e) => e.ph === "X" && (e.name === "Commit" || e.name === "Paint"));
  const wall: number[] = [];
  const cpu: number[] = [];
  starts.forEach((from, i) => {
    const inStep = tops.filter((t) => t.ts > from && t.ts < (ends[i] ?? Infinity));
    const frame = [...inStep].reverse().find((t) => paints.some((p) => p.ts >= t.ts && p.ts < t.ts + t.dur!));
    if (!frame) return;
    const between = inStep.filter((t) => t.ts >= frame.ts + frame.dur!).slice(0, -1);
    wall.push(between.reduce((sum, t) => sum + t.dur!, 0) / 1000);
    cpu.push(between.reduce((sum, t) => sum + (t.tdur ?? t.dur!), 0) / 1000);
  });
  process.stdout.write(
    `  between the paint and the stamp: wall median ${pct(wall, 50).toFixed(2)} p95 ${pct(wall, 95).toFixed(2)} ms, CPU median ${pct(cpu, 50).toFixed(2)} p95 ${pct(cpu, 95).toFixed(2)} ms\n`,
  );
}

function summarize(events: TraceEvent[], labels: string[]): void {
  const { pid, tid } = mainThread(events);
  const own = events.filter((e) => e.pid === pid && e.tid === tid);
  const starts = own.filter((e) => e.name === "TimeStamp" && e.args?.data?.message === "step-start").map((e) => e.ts);
  const ends = own.filter((e) => e.name === "TimeStamp" && e.args?.data?.message === "step-end").map((e) => e.ts);
  const timed = selfTimes(own);
  const perStep: Record<string, number>[] = [];
  const counts: { styled: number; laidOut: number; total: number }[] = [];
  for (let i = 0; i < starts.length; i++) {
    const [from, to] = [starts[i]!, ends[i] ?? Infinity];
    const sums: Record<string, number> = { script: 0, style: 0, layout: 0, paint: 0, other: 0, "key task": 0 };
    const count = { styled: 0, laidOut: 0, total: 0 };
    for (const { e, self, inScript, top } of timed) {
      if (e.ts < from || e.ts >= to) continue;
      // The key's own task (the handler, its microtasks, any layout it forced) runs before the
      // next frame begins; the rest is that frame's rendering (and any task queued meanwhile).
      const inKey = top.ts <= from && from < top.ts + top.dur!;
      if (inKey) sums["key task"] = sums["key task"]! + self / 1000;
      const kind = kindOf(e.name);
      sums[kind] = sums[kind]! + self / 1000;
      const named = `${inKey ? "key:" : "frame:"}${inScript && kind !== "script" ? "forced " : ""}${e.name}`;
      sums[named] = (sums[named] ?? 0) + self / 1000;
      if (e.name === "UpdateLayoutTree")
        count.styled += Number(
          e.args?.elementCount ?? (e.args as { data?: { elementCount?: number } })?.data?.elementCount ?? 0,
        );
      if (e.name === "Layout") {
        const begin = e.args?.beginData as { dirtyObjects?: number; totalObjects?: number } | undefined;
        count.laidOut += begin?.dirtyObjects ?? 0;
        count.total = Math.max(count.total, begin?.totalObjects ?? 0);
      }
    }
    perStep.push(sums);
    counts.push(count);
  }
  const kinds = ["script", "style", "layout", "paint", "other"];
  const work = perStep.map((s) => kinds.reduce((a, k) => a + s[k]!, 0));
  const rest = perStep.map((s, i) => work[i]! - s["key task"]!);
  process.stdout.write(`${perStep.length} steps; main-thread work per step (ms):\n`);
  for (const k of [...kinds, "work", "key task", "rest"]) {
    const xs = k === "work" ? work : k === "rest" ? rest : perStep.map((s) => s[k]!);
    process.stdout.write(
      `  ${k.padEnd(7)} median ${pct(xs, 50).toFixed(2)}  p95 ${pct(xs, 95).toFixed(2)}  max ${Math.max(...xs).toFixed(2)}\n`,
    );
  }
  afterPaintTasks(own, starts, ends);
  process.stdout.write(
    `  styled elements median ${pct(
      counts.map((c) => c.styled),
      50,
    )} p95 ${pct(
      counts.map((c) => c.styled),
      95,
    )}; dirty layout objects median ${pct(
      counts.map((c) => c.laidOut),
      50,
    )} p95 ${pct(
      counts.map((c) => c.laidOut),
      95,
    )} of ${Math.max(...counts.map((c) => c.total))}\n`,
  );
  const names = [...new Set(perStep.flatMap((s) => Object.keys(s)))].filter(
    (n) => !kinds.includes(n) && n !== "key task",
  );
  const byName = names
    .map((n) => ({ n, xs: perStep.map((s) => s[n] ?? 0) }))
    .sort((a, b) => pct(b.xs, 95) - pct(a.xs, 95))
    .slice(0, 18);
  process.stdout.write(
    `  by trace event (self ms): ${byName.map(({ n, xs }) => `${n} ${pct(xs, 50).toFixed(2)}/${pct(xs, 95).toFixed(2)}`).join("; ")}\n`,
  );
  // Each transition (frame a → b) comes round once per pass: its median over passes is steadier
  // under load than any single step.
  const groups = new Map<string, { rest: number[]; key: number[]; steps: Record<string, number>[] }>();
  labels.forEach((l, i) => {
    const g = groups.get(l) ?? { rest: [], key: [], steps: [] };
    g.rest.push(rest[i]!);
    g.key.push(perStep[i]!["key task"]!);
    g.steps.push(perStep[i]!);
    groups.set(l, g);
  });
  const parts = (g: { steps: Record<string, number>[] }) => {
    const names = [...new Set(g.steps.flatMap((s) => Object.keys(s)))].filter((n) => n.startsWith("frame:"));
    return names
      .map(
        (n) =>
          [
            n.slice(6),
            pct(
              g.steps.map((s) => s[n] ?? 0),
              50,
            ),
          ] as const,
      )
      .filter(([, v]) => v >= 0.1)
      .sort((a, b) => b[1] - a[1])
      .map(([n, v]) => `${n} ${v.toFixed(2)}`)
      .join(", ");
  };
  if (groups.size < labels.length) {
    const medians = [...groups]
      .map(([l, g]) => ({ l, rest: pct(g.rest, 50), key: pct(g.key, 50) }))
      .sort((a, b) => b.rest - a.rest);
    process.stdout.write(
      `  per transition (median of ${Math.round(labels.length / groups.size)} passes): frame work p95 ${pct(
        medians.map((m) => m.rest),
        95,
      ).toFixed(2)}, median ${pct(
        medians.map((m) => m.rest),
        50,
      ).toFixed(2)}; key task p95 ${pct(
        medians.map((m) => m.key),
        95,
      ).toFixed(2)}\n    ${medians
        .slice(0, 8)
        .map((m) => `${m.l}: frame ${m.rest.toFixed(1)} key ${m.key.toFixed(1)} (${parts(groups.get(m.l)!)})`)
        .join("\n    ")}\n`,
    );
  }
  const worst = rest
    .map((w, i) => ({ w, i }))
    .sort((a, b) => b.w - a.w)
    .slice(0, Math.max(6, Math.ceil(rest.length / 10)));
  process.stdout.write(
    `  heaviest frames (rest): ${worst.map(({ w, i }) => `#${i} ${labels[i] ?? ""} ${w.toFixed(1)} (key ${perStep[i]!["key task"]!.toFixed(1)}; work ${work[i]!.toFixed(1)}: ${kinds.map((k) => `${k[0]}${perStep[i]![k]!.toFixed(1)}`).join(" ")}; styled ${counts[i]!.styled}, dirty ${counts[i]!.laidOut})`).join("\n                   ")}\n`,
  );
}

/** A node of a V8 sampling profile (the fields read here). */
export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber?: number };
  children?: number[];
  /** Samples per source line (1-based) of this function. */
  positionTicks?: { line: number; ticks: number }[];
}

/** A V8 sampling profile (`Profiler.stop`). */
export interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A function's name in the lists: its name, file and line. */
export const functionLabel = (n: ProfileNode) =>
  `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber + 1}`;

/**
 * Adds each function's sampled self and total time (ms, times `scale`) to `into`, counting only
 * samples up to `until` (the trace's clock, which the profile shares) when it is given.
 */
export function addFunctionTimes(
  profile: CpuProfile,
  into: { self: Map<string, number>; total: Map<string, number> },
  scale = 1,
  until?: number,
): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let clock = profile.startTime;
  profile.samples.forEach((id, i) => {
    clock += profile.timeDeltas[i] ?? 0;
    if (until !== undefined && clock > until) return;
    const dt = ((profile.timeDeltas[i + 1] ?? 0) / 1000) * scale;
    const node = byId.get(id)!;
    if (["(idle)", "(program)", "(root)"].includes(node.callFrame.functionName)) return;
    into.self.set(functionLabel(node), (into.self.get(functionLabel(node)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const l = functionLabel(byId.get(at)!);
      if (seen.has(l)) continue;
      seen.add(l);
      into.total.set(l, (into.total.get(l) ?? 0) + dt);
    }
  });
}

/** Self and total time per function over the steps, from a sampling profile. */
function topFunctions(profile: CpuProfile, steps: number): void {
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  addFunctionTimes(profile, { self, total });
  const list = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${(v / steps).toFixed(3)} ms/step  ${k}`)
      .join("\n");
  process.stdout.write(`functions by self time:\n${list(self, 25)}\nfunctions by total time:\n${list(total, 30)}\n`);
}

/**
 * The app as production builds it, but unminified: the size budgets (which an unminified build
 * would fail) are left out; nothing else changes.
 */
export async function buildReadable(outDir: string): Promise<void> {
  const loaded = await loadConfigFromFile({ command: "build", mode: "production" });
  if (!loaded) throw new Error("no vite.config.ts");
  const budget = (p: PluginOption) => !!p && typeof p === "object" && "name" in p && /budget/.test(String(p.name));
  const config = loaded.config;
  const plugins = (config.plugins ?? []).filter((p) => !budget(p));
  // The workers keep their own plugins (pi-ai's declarations for the Tool lab's TypeScript worker:
  // without them `virtual:pi-ai-types` is unresolved), less the budgets.
  const workerPlugins = () => (config.worker?.plugins?.() ?? []).filter((p) => !budget(p));
  await build({
    ...config,
    configFile: false,
    plugins,
    logLevel: "warn",
    worker: { ...config.worker, plugins: workerPlugins },
    build: { ...config.build, outDir, emptyOutDir: true, minify: false },
  });
}

async function main() {
  const args = process.argv.slice(2);
  const what = args.includes("stream") ? "stream" : "steps";
  const count = Number(args.find((a) => /^\d+$/.test(a)) ?? 50);
  // --app DIR: profile another build (say, a "before" build kept beside the "after" one, run in turn).
  const appAt = args.indexOf("--app");
  const dir = resolve(appAt >= 0 ? args[appAt + 1]! : "test-artifacts/profile/app");
  if (args.includes("--build")) await buildReadable(dir);
  const server = await serveStatic(dir, "/lab/");
  const browser = await chromium.launch({ executablePath: (await findChrome()).path, args: CHROME_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    // --ascii (an experiment, not a figure): every text the page writes has its non-ASCII
    // characters replaced, to see what font fallback for glyphs no installed font has costs.
    if (args.includes("--ascii"))
      await context.addInitScript(`(() => {
        const fix = (v) => typeof v === "string" ? v.replace(/[^\\x00-\\x7f]/g, "x") : v;
        const patch = (proto, name) => { const d = Object.getOwnPropertyDescriptor(proto, name); Object.defineProperty(proto, name, { ...d, set(v) { d.set.call(this, fix(v)); } }); };
        patch(Node.prototype, "textContent"); patch(CharacterData.prototype, "data"); patch(Node.prototype, "nodeValue");
        const create = Document.prototype.createTextNode; Document.prototype.createTextNode = function (v) { return create.call(this, fix(v)); };
      })()`);
    const page = await context.newPage();
    await open(page, server.url, what);
    // --css "<rules>": try a style change on the built page before editing the source.
    const css = args.indexOf("--css");
    if (css >= 0) await page.addStyleTag({ content: args[css + 1]! });
    const cdp = await context.newCDPSession(page);
    const script = what === "steps" ? STEP_PAGE : STREAM_PAGE;
    await page.evaluate(script(5));
    let painted: number[] = [];
    let labels: string[] = [];
    const events = await recordTrace(cdp, async () => {
      ({ painted, labels } = (await page.evaluate(script(count))) as { painted: number[]; labels: string[] });
    });
    process.stdout.write(
      `${what}: painted median ${pct(painted, 50).toFixed(1)} ms, p95 ${pct(painted, 95).toFixed(1)} ms (wall clock, under whatever load)\n`,
    );
    summarize(events, labels);
    const save = args.indexOf("--save");
    if (save >= 0) writeFileSync(args[save + 1]!, JSON.stringify({ traceEvents: events, labels }));
    if (args.includes("--no-profile")) return void (await context.close());
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
    await page.evaluate(script(count));
    const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: CpuProfile };
    topFunctions(profile, count);
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
}

// Run as a script (`load-profile.ts` imports the trace reading above without running this).
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1]))
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
