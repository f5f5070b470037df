import { createEffect, createSignal, For, on, type Signal } from "solid-js";
import type { Frame, Stage } from "../../engine/trace/frames";
import { useLab } from "../state/context";
import type { LabStore } from "../state/store";
import { isNarrow } from "./narrow";

/** Lifelines, left to right. */
const LANES = ["user", "app", "model", "folder"] as const;
type Lane = (typeof LANES)[number];

/** Arrows of the round trip and the stages they belong to. A self-arrow has from === to. */
const ARROWS: { from: Lane; to: Lane; label: string; stages: Stage[]; when?: (frame: Frame) => boolean }[] = [
  { from: "user", to: "app", label: "ui.seq.ask", stages: ["definition"] },
  { from: "app", to: "model", label: "ui.seq.request", stages: ["request"] },
  { from: "model", to: "app", label: "ui.seq.stream", stages: ["stream"] },
  { from: "app", to: "app", label: "ui.seq.check", stages: ["gate", "validation"] },
  { from: "app", to: "folder", label: "ui.seq.readdir", stages: ["execution"] },
  // The second request carries the results: it belongs to this arrow, not to the answer.
  {
    from: "app",
    to: "model",
    label: "ui.seq.results",
    stages: ["toolResult", "final"],
    when: (f) => f.stage === "toolResult" || f.request !== undefined || f.probe !== undefined,
  },
  {
    from: "model",
    to: "app",
    label: "ui.seq.answer",
    stages: ["final"],
    when: (f) => f.request === undefined && f.probe === undefined,
  },
];

const WIDTH = 400;
const TOP = 30;
const STEP = 24;
const x = (lane: Lane) => 50 + LANES.indexOf(lane) * 100;

/**
 * Whether the diagram is unfolded. Folded by default where the stage and the side pane share one
 * column (tablets, phones): the stage gets the height; one click unfolds it. Beside the stage it
 * folds while the version lens is on, whose pane needs that height more; one click unfolds it there too.
 */
function useFold(lab: LabStore): Signal<boolean> {
  const [open, setOpen] = createSignal(!isNarrow() && !lab.lens());
  createEffect(
    on(
      () => lab.lens() !== undefined,
      (lens) => setOpen(!isNarrow() && !lens),
      { defer: true },
    ),
  );
  return [open, setOpen];
}

/** A live sequence diagram: the arrow of the current stage is highlighted. Plain SVG. */
export function SequenceDiagram() {
  const lab = useLab();
  const height = TOP + ARROWS.length * STEP + 10;
  const current = () => lab.frame()?.stage;
  const [open, setOpen] = useFold(lab);
  return (
    <details
      class="sequence-fold"
      open={open()}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid="diagram-fold"
    >
      <summary title={lab.t(open() ? "ui.diagram.hide" : "ui.diagram.show")}>{lab.t("ui.diagram")}</summary>
      <figure class="sequence">
        <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby="seq-title">
          <title id="seq-title">
            {lab.t("ui.seq.title", { stage: lab.t(`ui.stage.${current() ?? "definition"}`) })}
          </title>
          <For each={LANES}>
            {(lane) => (
              <>
                <text x={x(lane)} y={16} text-anchor="middle" class="lane-label">
                  {lab.t(`ui.seq.lane.${lane}`)}
                </text>
                <line x1={x(lane)} x2={x(lane)} y1={22} y2={height - 4} class="lifeline" />
              </>
            )}
          </For>
          <For each={ARROWS}>
            {(a, i) => {
              const y = () => TOP + i() * STEP + 8;
              const active = () => {
                const f = lab.frame();
                return !!f && a.stages.includes(f.stage) && (a.when?.(f) ?? true);
              };
              const self = a.from === a.to;
              const x1 = x(a.from);
              const x2 = self ? x1 + 36 : x(a.to) + (x(a.to) > x1 ? -4 : 4);
              return (
                <g class="arrow" classList={{ active: active() }}>
                  {self ? (
                    <path d={`M ${x1} ${y() - 6} h 30 v 10 h -26`} marker-end="url(#head)" />
                  ) : (
                    <line x1={x1} x2={x2} y1={y()} y2={y()} marker-end="url(#head)" />
                  )}
                  <text x={self ? x1 + 40 : (x1 + x2) / 2} y={y() - 4} text-anchor={self ? "start" : "middle"}>
                    {lab.t(a.label)}
                  </text>
                </g>
              );
            }}
          </For>
          <defs>
            <marker
              id="head"
              viewBox="0 0 8 8"
              refX="7"
              refY="4"
              markerUnits="userSpaceOnUse"
              markerWidth="8"
              markerHeight="8"
              orient="auto-start-reverse"
            >
              <path d="M0,0 L8,4 L0,8 z" class="arrow-head" />
            </marker>
          </defs>
        </svg>
      </figure>
    </details>
  );
}
