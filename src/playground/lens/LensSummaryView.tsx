import { For, Show } from "solid-js";
import { narrateLens } from "../../lens/narrate-lens";
import { useLab } from "../state/context";
import { useLensWords } from "./words";

/**
 * The lens's last frame, on the stage: every difference of this run between pi-ai 1.4.0 and
 * 1.6.0, in frame order, each with the button that opens the frame where it shows.
 */
export function LensSummaryView() {
  const lab = useLab();
  const tl = useLensWords();
  const differences = () => lab.frame()?.lensSummary?.differences ?? [];
  const stageOf = (frame: number) => lab.trace()?.frames[frame]?.stage;
  return (
    <div class="stage-view lens-summary" data-testid="view-lens-summary">
      <h2>{tl("ui.lens.summary.title")}</h2>
      <Show
        when={differences().length > 0}
        fallback={
          <p class="note" data-testid="lens-summary-none">
            {tl("ui.lens.summary.none")}
          </p>
        }
      >
        <ol class="lens-summary-list">
          <For each={differences()}>
            {(d) => {
              const words = () => narrateLens(d, lab.lang());
              return (
                <li data-kind={d.kind} data-frame={d.frame + 1}>
                  <button
                    type="button"
                    class="button lens-open"
                    data-testid="lens-open"
                    title={tl("ui.lens.summary.open.hint", { n: d.frame + 1 })}
                    onClick={() => lab.go(d.frame)}
                  >
                    {tl("ui.lens.summary.open", { n: d.frame + 1 })}
                    <Show when={stageOf(d.frame)}>
                      {(stage) => <span class="lens-open-stage"> · {lab.t(`ui.stage.${stage()}`)}</span>}
                    </Show>
                  </button>
                  <span class="lens-summary-sentence">{lab.t(words().sentence.key, words().sentence.params)}</span>{" "}
                  <span class="tag mono">{tl("ui.lens.pkg", { pkg: d.pkg, since: lab.t(words().since.key) })}</span>
                </li>
              );
            }}
          </For>
        </ol>
      </Show>
    </div>
  );
}
