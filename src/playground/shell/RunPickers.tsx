import { For, Show } from "solid-js";
import { WIRE_APIS, WIRE_SPECS, type WireApi } from "../../fake-provider/apis";
import { PROVIDER_CHOICES, type ProviderChoice } from "../../engine/providers/choices";
import { useLab } from "../state/context";
import { recordingPickerLabel } from "../recording/recording-lines";

/** The header's run pickers: the provider, the API that made a replayed history, and the engine. */
export function RunPickers() {
  const lab = useLab();
  return (
    <>
      <label class="field" title={lab.recording.playing() ? lab.t("ui.recording.picker-tip") : undefined}>
        <span>{lab.t("ui.provider")}</span>
        <select
          data-testid="provider-picker"
          value={lab.provider()}
          disabled={lab.recording.playing() !== undefined}
          onChange={(e) => lab.setProvider(e.currentTarget.value as ProviderChoice)}
        >
          {/* While a capture plays it is the provider: the picker names it, not the scenario's model. */}
          <Show when={lab.recording.playing()}>
            {(mine) => (
              <option value="" selected data-testid="provider-recording">
                {lab.t(recordingPickerLabel(mine().summary).key, recordingPickerLabel(mine().summary).params)}
              </option>
            )}
          </Show>
          <For each={lab.recording.playing() ? [] : PROVIDER_CHOICES}>
            {(p) => (
              <option value={p} selected={p === lab.provider()}>
                {lab.t(`ui.provider.${p}`)}
                {p === "scripted" ? "" : ` · ${WIRE_SPECS[p].modelId}`}
              </option>
            )}
          </For>
        </select>
      </label>
      {/* Only for a scenario that replays a history another API made (§14): which API made it. */}
      <Show when={lab.findScenario(lab.scenarioId())?.firstTurnApi}>
        {(own) => (
          <label class="field" title={lab.t("ui.ids.source-hint")}>
            <span>{lab.t("ui.ids.source")}</span>
            <select
              data-testid="source-picker"
              value={lab.source() ?? own()}
              onChange={(e) => lab.setSource(e.currentTarget.value as WireApi)}
            >
              <For each={WIRE_APIS}>
                {(api) => (
                  <option value={api} selected={api === (lab.source() ?? own())}>
                    {lab.t(`ui.provider.${api}`)}
                  </option>
                )}
              </For>
            </select>
          </label>
        )}
      </Show>
      <label class="field" title={lab.t("ui.engine-hint")}>
        <span>{lab.t("ui.engine")}</span>
        <select
          data-testid="engine-picker"
          value={lab.engine()}
          onChange={(e) => lab.setEngine(e.currentTarget.value === "loop" ? "loop" : "round")}
        >
          <option value="round" selected={lab.engine() === "round"}>
            {lab.t("ui.engine.round")}
          </option>
          <option value="loop" selected={lab.engine() === "loop"}>
            {lab.t("ui.engine.loop")}
          </option>
        </select>
      </label>
    </>
  );
}
