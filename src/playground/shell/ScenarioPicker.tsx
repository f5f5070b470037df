import { For } from "solid-js";
import { localize } from "../../scenarios";
import { useLab } from "../state/context";

/**
 * The header's scenario picker: every scenario by its title (an edited built-in or a file says
 * so), the chosen one's summary as its tooltip, and beside its label the way to the gallery, which
 * shows what each scenario is for.
 */
export function ScenarioPicker(props: { onGallery: () => void }) {
  const lab = useLab();
  const summary = () => {
    const about = lab.findScenario(lab.scenarioId())?.summary;
    return about ? localize(about, lab.lang()) : undefined;
  };
  return (
    <div class="field">
      {/* The picker's own words sit beside its label: the gallery says what each scenario shows. */}
      <span class="field-head">
        <label for="scenario-picker">{lab.t("ui.scenario")}</label>
        <button
          type="button"
          class="link"
          data-testid="all-scenarios"
          title={lab.t("ui.about.all.hint")}
          onClick={() => props.onGallery()}
        >
          {lab.t("ui.about.all")}
        </button>
      </span>
      <select
        id="scenario-picker"
        data-testid="scenario-picker"
        title={summary()}
        value={lab.scenarioId()}
        onChange={(e) => lab.selectScenario(e.currentTarget.value)}
      >
        <For each={lab.scenarios()}>
          {(s) => (
            <option value={s.id} selected={s.id === lab.scenarioId()}>
              {localize(s.title, lab.lang())}
              {s.edited ? ` — ${lab.t("ui.edited-copy")}` : s.fromFile ? ` — ${lab.t("ui.from-file")}` : ""}
            </option>
          )}
        </For>
      </select>
    </div>
  );
}
