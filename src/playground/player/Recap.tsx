import { For, Show } from "solid-js";
import type { RecapData } from "../../engine/trace/frames";
import { useLab } from "../state/context";
import { Panel } from "../ui/Code";
import { LazyRecapObjects } from "./recap/lazy";
import { RecapEntry } from "./RecapEntry";

const ACTORS = ["model", "pi-ai", "app"] as const;

/**
 * After the last frame: this run by responsibility and by object (§16), or the chapter's points it
 * showed (§18).
 */
export function Recap(props: { recap: RecapData }) {
  const lab = useLab();
  return (
    <Show
      when={props.recap.kind === "responsibilities"}
      fallback={
        <Panel title={lab.t("ui.recap.takeaways")}>
          <ul class="plain recap" data-testid="recap-takeaways">
            <For each={props.recap.lines}>{(l) => <RecapEntry text={lab.t(l.key, l.params)} frame={l.frame} />}</For>
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
                  {(l) => <RecapEntry text={lab.t(l.key, l.params)} frame={l.frame} />}
                </For>
              </ul>
            </Panel>
          )}
        </For>
      </div>
      <LazyRecapObjects />
    </Show>
  );
}
