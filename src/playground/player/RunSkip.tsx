import { createMemo, Show } from "solid-js";
import { runAround } from "../../engine/trace/runs";
import { useLab } from "../state/context";

/** The fewest frames in a row that say the same before the player offers to skip them. */
const SKIP_FROM = 3;

/**
 * Inside a run of frames that say the same (a stream's pieces, one frame a piece), a step to its
 * last frame: the frames stay, one step each, for whoever wants to watch the pieces arrive.
 */
export function RunSkip() {
  const lab = useLab();
  const run = createMemo(() => {
    const trace = lab.trace();
    const index = lab.frameIndex();
    if (!trace || index >= trace.frames.length) return undefined;
    const { first, last } = runAround(trace, index);
    return last - first + 1 >= SKIP_FROM && index < last ? { first, last } : undefined;
  });
  return (
    <Show when={run()}>
      {(r) => (
        <p class="run-skip">
          <button
            type="button"
            class="button small"
            data-testid="run-skip"
            title={lab.t("ui.run-skip.title", { from: r().first + 1, to: r().last + 1 })}
            onClick={() => lab.go(r().last)}
          >
            {lab.t("ui.run-skip", { to: r().last + 1 })}
          </button>
        </p>
      )}
    </Show>
  );
}
