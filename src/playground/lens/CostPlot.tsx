import { createEffect, createMemo, createSignal, on, onCleanup, Show } from "solid-js";
import type { CostPlan, CostPoint } from "../../lens/cost";
import { useLab } from "../state/context";
import { useLensWords } from "./words";
import { formatCap } from "./cost-chart";
import { costPlanFor, measureCost, pointsIn, type CostRun } from "./cost-client";
import { CostChart } from "./CostChart";
import { CostTable } from "./CostTable";

/** Where a measure stands. */
interface CostState {
  status: "idle" | "measuring" | "done" | "failed";
  points: CostPoint[];
  error?: string;
  at?: number;
}

/** Finished measures, by plan: coming back to a scenario (or the lens) shows its numbers again. */
const kept = new Map<string, CostState>();
const keyOf = (plan: CostPlan) =>
  JSON.stringify([
    plan.pieceSize,
    plan.capMs,
    plan.lengths,
    plan.scenario?.text.length,
    plan.scenario?.pieces,
    plan.scenario?.text.slice(0, 64),
  ]);

/** Where the measure stands, in words (a live region: each point read out would be too many). */
function CostStatus(props: { state: CostState; total: number }) {
  const lab = useLab();
  const tl = useLensWords();
  const said = () => {
    const s = props.state;
    if (s.status === "measuring") return tl("ui.cost.measuring", { done: s.points.length, total: props.total });
    if (s.status === "done") return tl("ui.cost.done", { when: new Date(s.at ?? 0).toLocaleTimeString(lab.lang()) });
    if (s.status === "failed") return tl("ui.cost.failed", { message: s.error ?? "" });
    return tl("ui.cost.not-yet");
  };
  return (
    <span class="note" role="status" data-testid="cost-status">
      {said()}
    </span>
  );
}

/** The plot's legend: which line is which reader. */
function CostLegend() {
  const tl = useLensWords();
  return (
    <ul class="cost-legend">
      <li data-version="1.4.0">
        <span class="swatch" aria-hidden="true" />
        {tl("ui.cost.legend.old")}
      </li>
      <li data-version="1.6.0">
        <span class="swatch" aria-hidden="true" />
        {tl("ui.cost.legend.new")}
      </li>
      <li data-version="scenario">
        <span class="swatch" aria-hidden="true" />
        {tl("ui.cost.legend.scenario")}
      </li>
    </ul>
  );
}

/**
 * The trace's cost plan and its measure as state: started on request, cancelled on a new plan or
 * when the view goes, and kept by plan once finished.
 */
function useCostMeasure() {
  const lab = useLab();
  const plan = createMemo(() => {
    const trace = lab.trace();
    return trace ? costPlanFor(trace) : undefined;
  });
  const [state, setState] = createSignal<CostState>({ status: "idle", points: [] });
  let run: CostRun | undefined;
  const stop = () => (run?.cancel(), (run = undefined));
  // A new trace of the same argument (a language switch, a fault elsewhere) keeps the measure going.
  const key = createMemo(() => (plan() ? keyOf(plan()!) : ""));
  createEffect(on(key, (k) => (stop(), setState(kept.get(k) ?? { status: "idle", points: [] }))));
  onCleanup(stop);
  const start = () => {
    const p = plan();
    if (!p) return;
    stop();
    const key = keyOf(p);
    setState({ status: "measuring", points: [] });
    run = measureCost(p, {
      point: (point) => setState((s) => ({ ...s, points: [...s.points, point] })),
      done: () => (
        setState((s) => ({ ...s, status: "done", at: Date.now() })),
        kept.set(key, state()),
        (run = undefined)
      ),
      failed: (error) => (setState((s) => ({ ...s, status: "failed", error })), (run = undefined)),
    });
  };
  const cancel = () => (stop(), setState((s) => ({ ...s, status: "idle" })));
  return { plan, state, start, cancel };
}

/**
 * The streaming-cost plot: both versions' readers timed on this machine, in a worker, when the
 * person asks (it takes a few seconds of their machine). The 500-piece cap is explained in words,
 * the scenario's own argument measured with every piece it asked for, and 1.4.0's time cap shown.
 */
export function CostPlot() {
  const lab = useLab();
  const tl = useLensWords();
  const { plan, state, start, cancel } = useCostMeasure();
  const capped = () => state().points.find((p) => p.version === "1.4.0" && !p.scenario && p.status === "over-cap");
  const n = (v: number) => v.toLocaleString(lab.lang());

  return (
    <Show when={plan()}>
      {(p) => (
        <section class="cost-plot" data-testid="cost-plot" data-status={state().status} aria-labelledby="cost-title">
          <h3 id="cost-title">{tl("ui.cost.title")}</h3>
          <p class="note">{tl("ui.cost.cap")}</p>
          <p class="note" data-testid="cost-scenario">
            {p().scenario
              ? tl("ui.cost.scenario", {
                  length: n(Array.from(p().scenario!.text).length),
                  pieces: n(p().scenario!.pieces),
                  streamed: n(p().scenario!.streamed),
                })
              : tl("ui.cost.scenario.none")}
          </p>
          <div class="cost-actions">
            <Show
              when={state().status !== "measuring"}
              fallback={
                <button type="button" class="button" data-testid="cost-cancel" onClick={cancel}>
                  {tl("ui.cost.cancel")}
                </button>
              }
            >
              <button type="button" class="button" data-testid="cost-measure" onClick={start}>
                {tl(state().status === "idle" ? "ui.cost.measure" : "ui.cost.again")}
              </button>
            </Show>
            <CostStatus state={state()} total={pointsIn(p())} />
          </div>
          <CostChart points={state().points} plan={p()} />
          <CostLegend />
          <Show when={capped()}>
            {(c) => (
              <p class="note" data-testid="cost-capped">
                {tl("ui.cost.capped", {
                  cap: formatCap(p().capMs),
                  length: n(c().length),
                  fed: n(c().fed ?? 0),
                  pieces: n(c().pieces),
                })}
              </p>
            )}
          </Show>
          <details class="cost-numbers">
            <summary>{tl("ui.cost.table")}</summary>
            <CostTable points={state().points} plan={p()} />
          </details>
        </section>
      )}
    </Show>
  );
}
