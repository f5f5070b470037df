import { For, Show } from "solid-js";
import type { IdsFact } from "../../../engine/trace/facts";
import { useLab } from "../../state/context";
import { specOf } from "../../../fake-provider/apis";
import { idsViewText } from "./words";
import { Panel } from "../../ui/Code";
import { IdChip } from "../../ui/IdChip";
import { IdMatrix } from "./IdMatrix";
import { idSteps, idTag } from "./id-words";
import "./ids.css";

/**
 * The ids frame (§14), in either engine: each id of the replayed history as stored and as turn
 * two's request carried it, how it changed, and the matrix of every source into every target.
 */
export function IdsView() {
  const lab = useLab();
  const tx = (key: string, params: Record<string, string | number> = {}) => idsViewText(lab.lang(), key, params);
  const fact = (): IdsFact | undefined => {
    const f = lab.frame()?.fact;
    return f?.kind === "ids" ? f : undefined;
  };
  const label = (api: string) => lab.t(`ui.provider.${api}`);
  return (
    <div class="stage-view" data-testid="view-ids">
      <Show when={fact()}>
        {(f) => (
          <>
            <Panel
              title={tx("ui.ids.title", { source: label(f().source), target: label(f().target) })}
              note={tx("ui.ids.note", { target: label(f().target) })}
            >
              <Show when={!f().sameModel && specOf(f().target)?.idsByModel}>
                <p class="note" data-testid="ids-by-model">
                  {tx("ui.ids.by-model", { target: label(f().target), model: f().targetModel })}
                </p>
              </Show>
              <ul class="plain id-rewrites" data-testid="id-rewrites">
                <For each={f().ids}>
                  {(id) => (
                    <li>
                      <p>
                        <span class="id-label">{tx("ui.ids.stored")}</span> <IdChip id={id.stored} />
                      </p>
                      <p>
                        <span class="id-label">{tx("ui.ids.sent")}</span>{" "}
                        <Show when={id.sent} fallback={tx("ui.ids.not-sent")}>
                          {(sent) => <IdChip id={sent()} group={id.stored} />}
                        </Show>{" "}
                        <span class={`tag ${idTag(f(), id).tone}`}>{tx(idTag(f(), id).key)}</span>
                      </p>
                      <Show when={id.result !== undefined}>
                        <p>
                          <span class="id-label">{tx("ui.ids.result")}</span>{" "}
                          <IdChip id={id.result!} group={id.stored} />
                        </p>
                      </Show>
                      <ul class="id-steps">
                        <For each={idSteps(f(), id)}>
                          {(step) => (
                            <li>{tx(step.key, { ...step.params, target: label(String(step.params.target)) })}</li>
                          )}
                        </For>
                      </ul>
                    </li>
                  )}
                </For>
              </ul>
            </Panel>
            <IdMatrix current={f()} />
          </>
        )}
      </Show>
    </div>
  );
}
