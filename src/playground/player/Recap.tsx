import { For, Show } from "solid-js";
import type { RecapData } from "../../engine/trace/frames";
import { useLab } from "../state/context";
import { Panel } from "../ui/Code";

const ACTORS = ["model", "pi-ai", "app"] as const;

/** One line of a recap: what happened, and a button that opens the frame showing it. */
function Line(props: { text: string; frame: number }) {
  const lab = useLab();
  return (
    <li>
      <button
        type="button"
        class="link"
        data-testid="recap-line"
        data-frame={props.frame + 1}
        onClick={() => lab.go(props.frame)}
      >
        {props.text}
      </button>{" "}
      <span class="note">{lab.t("ui.recap.frame", { n: props.frame + 1 })}</span>
    </li>
  );
}

/** After the last frame: this run by responsibility (§16), or the chapter's points it showed (§18). */
export function Recap(props: { recap: RecapData }) {
  const lab = useLab();
  return (
    <Show
      when={props.recap.kind === "responsibilities"}
      fallback={
        <Panel title={lab.t("ui.recap.takeaways")}>
          <ul class="plain recap" data-testid="recap-takeaways">
            <For each={props.recap.lines}>{(l) => <Line text={lab.t(l.key, l.params)} frame={l.frame} />}</For>
          </ul>
        </Panel>
      }
    >
      <div class="grid three" data-testid="recap-responsibilities">
        <For each={ACTORS}>
          {(actor) => (
            <Panel title={lab.t(`ui.recap.actor.${actor}`)}>
              <ul class="plain recap">
                <For each={props.recap.lines.filter((l) => l.actor === actor)}>
                  {(l) => <Line text={lab.t(l.key, l.params)} frame={l.frame} />}
                </For>
              </ul>
            </Panel>
          )}
        </For>
      </div>
    </Show>
  );
}
