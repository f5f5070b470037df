import { For, Show } from "solid-js";
import type { CostPlan, CostPoint } from "../../lens/cost";
import { useLensWords } from "./words";
import { CHART, formatLength, formatCap, formatTick, layoutChart, type ChartMark } from "./cost-chart";

/** A point: a dot on its series, hollow where it stopped at the cap; the scenario's own a ringed diamond. */
function Mark(props: { mark: ChartMark }) {
  const m = () => props.mark;
  return (
    <Show
      when={m().scenario}
      fallback={
        <circle
          class="cost-dot"
          data-version={m().version}
          data-status={m().status}
          cx={m().x}
          cy={m().y}
          r={m().status === "over-cap" ? 5 : 3.5}
        />
      }
    >
      <path
        class="cost-scenario"
        data-version={m().version}
        data-status={m().status}
        d={`M${m().x} ${m().y - 7} l7 7 l-7 7 l-7 -7 z`}
      />
    </Show>
  );
}

/**
 * The plot itself: argument length against the time to read the whole stream, log axes, one line
 * per version, the time cap as a dashed line, the scenario's own point marked. Its numbers are in
 * the table beside it (the text alternative).
 */
export function CostChart(props: { points: CostPoint[]; plan: CostPlan }) {
  const tl = useLensWords();
  const layout = () => layoutChart(props.points, props.plan);
  const bottom = CHART.height - CHART.bottom;
  return (
    <svg
      class="cost-chart"
      data-testid="cost-chart"
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      role="img"
      aria-label={tl("ui.cost.chart.label")}
    >
      <For each={layout().yTicks}>
        {(tick) => (
          <g class="cost-grid">
            <line x1={CHART.left} x2={CHART.width - CHART.right} y1={tick.y} y2={tick.y} />
            <text x={CHART.left - 6} y={tick.y + 4} text-anchor="end">
              {formatTick(tick.value)}
            </text>
          </g>
        )}
      </For>
      <For each={layout().xTicks}>
        {(tick) => (
          <g class="cost-grid">
            <line x1={tick.x} x2={tick.x} y1={CHART.top} y2={bottom} />
            <text x={tick.x} y={bottom + 16} text-anchor="middle">
              {formatLength(tick.value)}
            </text>
          </g>
        )}
      </For>
      <text
        class="cost-axis"
        x={(CHART.left + CHART.width - CHART.right) / 2}
        y={CHART.height - 6}
        text-anchor="middle"
      >
        {tl("ui.cost.axis.x")}
      </text>
      {/* The time axis is named above its top, where no tick label can be under it. */}
      <text class="cost-axis" x={4} y={12} text-anchor="start">
        {tl("ui.cost.axis.y")}
      </text>
      <line
        class="cost-cap"
        data-testid="cost-cap"
        x1={CHART.left}
        x2={CHART.width - CHART.right}
        y1={layout().capY}
        y2={layout().capY}
      />
      <text class="cost-cap-label" x={CHART.width - CHART.right - 4} y={layout().capY - 5} text-anchor="end">
        {tl("ui.cost.cap-line", { cap: formatCap(props.plan.capMs) })}
      </text>
      <For each={layout().series}>
        {(s) => <polyline class="cost-series" data-testid="cost-series" data-version={s.version} points={s.points} />}
      </For>
      <For each={layout().marks}>{(m) => <Mark mark={m} />}</For>
    </svg>
  );
}
