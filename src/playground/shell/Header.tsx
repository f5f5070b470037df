import { createSignal, For, Show } from "solid-js";
import { WIRE_APIS, WIRE_SPECS, type WireApi } from "../../fake-provider/apis";
import { PROVIDER_CHOICES, type ProviderChoice } from "../../engine/choices";
import { useLab } from "../state/context";
import { FaultsMenu } from "./FaultsMenu";
import { HeaderActions } from "./HeaderActions";
import { Icon } from "../ui/Icon";
import { firstVisitOf } from "../state/first-visit";
import { LoadingCue } from "../start/LoadingCue";
import { StartCard } from "../start/StartCard";
import { PagePortal } from "../ui/PagePortal";
import { ScenarioPicker } from "./ScenarioPicker";

/**
 * Title, scenario and provider pickers, faults, file opening, then the header's end. One row at
 * 1280 px in either language and with any font: the pickers shrink before anything wraps. On a
 * phone the tools fold into a menu, so the stage starts on the first screen.
 */
export function Header(props: { onHelp: () => void; onPresent: () => void }) {
  const lab = useLab();
  const [menu, setMenu] = createSignal(false);
  const visit = firstVisitOf(lab);
  let fileInput!: HTMLInputElement;

  const onFile = async () => {
    const files = [...(fileInput.files ?? [])];
    fileInput.value = ""; // the same file can be opened again after editing it
    await lab.openScenarioFiles(files);
  };

  return (
    <header class="header" classList={{ "menu-open": menu() }} onKeyDown={(e) => e.key === "Escape" && menu() && setMenu(false)}>
      <h1 class="title">{lab.t("ui.title")}</h1>
      <button type="button" class="button menu-toggle" data-testid="menu-toggle" aria-expanded={menu()} aria-controls="header-tools" title={lab.t("ui.menu.hint")} onClick={() => setMenu(!menu())}>
        <Icon name="menu" />
        <span>{lab.t("ui.menu")}</span>
      </button>
      <div class="header-tools" id="header-tools">
        <div class="header-pickers">
          <ScenarioPicker onGallery={() => visit.reopen()} />
          <label class="field">
            <span>{lab.t("ui.provider")}</span>
            <select data-testid="provider-picker" value={lab.provider()} onChange={(e) => lab.setProvider(e.currentTarget.value as ProviderChoice)}>
              <For each={PROVIDER_CHOICES}>
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
                <select data-testid="source-picker" value={lab.source() ?? own()} onChange={(e) => lab.setSource(e.currentTarget.value as WireApi)}>
                  <For each={WIRE_APIS}>{(api) => <option value={api} selected={api === (lab.source() ?? own())}>{lab.t(`ui.provider.${api}`)}</option>}</For>
                </select>
              </label>
            )}
          </Show>
          <label class="field">
            <span>{lab.t("ui.engine")}</span>
            <select data-testid="engine-picker" value={lab.engine()} onChange={(e) => lab.setEngine(e.currentTarget.value === "loop" ? "loop" : "round")}>
              <option value="round" selected={lab.engine() === "round"}>{lab.t("ui.engine.round")}</option>
              <option value="loop" selected={lab.engine() === "loop"}>{lab.t("ui.engine.loop")}</option>
            </select>
          </label>
          <FaultsMenu />
          {/* Its words are its name; below 1024 px they are read out but not drawn, and the tooltip says them. */}
          <button type="button" class="button" data-testid="open-file-button" onClick={() => fileInput.click()} title={lab.t("ui.open-file")}>
            <Icon name="open" />
            <span class="label">{lab.t("ui.open-file.short")}</span>
          </button>
          <input ref={fileInput} data-testid="open-scenario-file" class="visually-hidden" tabindex="-1" type="file" accept=".json,application/json" aria-label={lab.t("ui.open-file")} onChange={onFile} />
        </div>
        <HeaderActions onHelp={props.onHelp} onPresent={props.onPresent} />
      </div>
      {/* Over every layout, outside the header's landmark. */}
      <PagePortal>
        <StartCard onPresent={props.onPresent} />
        <LoadingCue />
      </PagePortal>
    </header>
  );
}
