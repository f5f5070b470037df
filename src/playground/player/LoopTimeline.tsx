import { For, Show } from "solid-js";
import { useLab } from "../state/context";
import { IdChip } from "../ui/IdChip";

/** In loop mode, beside the stage: every turn (calls → results), the one the learner is in, and why the loop stopped. */
export function LoopTimeline() {
  const lab = useLab();
  const loop = () => lab.trace()?.loop;
  const currentTurn = () => lab.frame()?.turn;
  return (
    <Show when={loop()}>
      {(l) => (
        <section class="loop-timeline" data-testid="loop-timeline" aria-label={lab.t("ui.loop.title")}>
          <h2>{lab.t("ui.loop.title")}</h2>
          <ol class="plain">
            <For each={l().turns}>
              {(t) => (
                <li classList={{ turn: true, current: t.turn === currentTurn() }} data-turn={t.turn}>
                  <button type="button" class="link" onClick={() => lab.go(t.frame)}>
                    {lab.t("ui.loop.turn", { n: t.turn })}
                  </button>{" "}
                  <code>{t.stopReason}</code>{" "}
                  <Show when={t.calls.length} fallback={<span class="tag good">{lab.t("ui.loop.no-calls")}</span>}>
                    <span class="note">{lab.t("ui.loop.calls", { n: t.calls.length })}</span>{" "}
                    <For each={t.calls}>
                      {(c) => {
                        const result = () => t.results.find((r) => r.id === c.id);
                        return (
                          <span class="loop-call">
                            <IdChip id={c.id} /> →{" "}
                            <span class={`tag ${result()?.isError ? "bad" : "good"}`}>
                              {lab.t(result()?.isError ? "ui.loop.result-error" : "ui.loop.result-ok")}
                            </span>
                          </span>
                        );
                      }}
                    </For>
                  </Show>
                  <Show when={t.turn === currentTurn()}>
                    {" "}
                    <span class="tag warn">{lab.t("ui.loop.current")}</span>
                  </Show>
                </li>
              )}
            </For>
          </ol>
          <p class="note" data-testid="loop-stop" data-stop={l().stop}>
            {lab.t(`ui.loop.stop.${l().stop}`, { max: l().maxTurns })}
          </p>
        </section>
      )}
    </Show>
  );
}
