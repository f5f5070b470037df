import { For } from "solid-js";
import { BUILT_IN_IDS, builtInSummary, builtInTitle, localize } from "../../scenarios";
import { useLab } from "../state/context";

/** Every built-in scenario as a card with what it shows (its file's `summary`); a click opens it at frame 1. */
export function ScenarioGallery(props: { onPick: () => void }) {
  const lab = useLab();
  const pick = (id: string) => {
    lab.selectScenario(id);
    lab.goWhenReady(0);
    props.onPick();
  };
  return (
    <section class="gallery" aria-labelledby="gallery-title">
      <h3 id="gallery-title">{lab.t("ui.start.scenarios")}</h3>
      <p class="note">{lab.t("ui.start.scenario-count", { n: BUILT_IN_IDS.length })}</p>
      <ul class="gallery-list">
        <For each={BUILT_IN_IDS}>
          {(id) => {
            const summary = builtInSummary(id);
            return (
              <li>
                <button
                  type="button"
                  class="gallery-item"
                  data-scenario={id}
                  aria-current={lab.scenarioId() === id ? "true" : undefined}
                  onClick={() => pick(id)}
                >
                  <strong>{localize(builtInTitle(id), lab.lang())}</strong>
                  <span class="summary" data-testid="scenario-summary">
                    {summary ? localize(summary, lab.lang()) : ""}
                  </span>
                </button>
              </li>
            );
          }}
        </For>
      </ul>
    </section>
  );
}
