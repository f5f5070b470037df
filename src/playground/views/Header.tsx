import { For, Show } from "solid-js";
import { LANGS } from "../../i18n";
import { localize, type Lang } from "../../scenarios";
import { WIRE_MODELS } from "../../fake-provider/wire/names";
import { PROVIDER_CHOICES, type ProviderChoice } from "../../steps/choices";
import { useLab } from "../state/context";
import { FaultsMenu } from "./FaultsMenu";
import { Icon } from "./Icon";

const LANG_NAMES: Record<Lang, string> = { "zh-CN": "简体中文", en: "English" };

/** Title, scenario and provider pickers, faults, file opening, language and theme. */
export function Header(props: { onHelp: () => void; onPresent: () => void }) {
  const lab = useLab();
  let fileInput!: HTMLInputElement;

  const onFile = async () => {
    const files = [...(fileInput.files ?? [])];
    fileInput.value = ""; // the same file can be opened again after editing it
    await lab.openScenarioFiles(files);
  };

  return (
    <header class="header">
      <h1 class="title">{lab.t("ui.title")}</h1>
      <label class="field">
        <span>{lab.t("ui.scenario")}</span>
        <select data-testid="scenario-picker" value={lab.scenarioId()} onChange={(e) => lab.selectScenario(e.currentTarget.value)}>
          <For each={lab.scenarios()}>
            {(s) => (
              <option value={s.id} selected={s.id === lab.scenarioId()}>
                {localize(s.title, lab.lang())}
                {s.fromFile ? ` — ${lab.t("ui.from-file")}` : ""}
              </option>
            )}
          </For>
        </select>
      </label>
      <label class="field">
        <span>{lab.t("ui.provider")}</span>
        <select data-testid="provider-picker" value={lab.provider()} onChange={(e) => lab.setProvider(e.currentTarget.value as ProviderChoice)}>
          <For each={PROVIDER_CHOICES}>
            {(p) => (
              <option value={p} selected={p === lab.provider()}>
                {lab.t(`ui.provider.${p}`)}
                {p === "scripted" ? "" : ` · ${WIRE_MODELS[p].modelId}`}
              </option>
            )}
          </For>
        </select>
      </label>
      <label class="field">
        <span>{lab.t("ui.engine")}</span>
        <select data-testid="engine-picker" value={lab.engine()} onChange={(e) => lab.setEngine(e.currentTarget.value === "loop" ? "loop" : "round")}>
          <option value="round" selected={lab.engine() === "round"}>{lab.t("ui.engine.round")}</option>
          <option value="loop" selected={lab.engine() === "loop"}>{lab.t("ui.engine.loop")}</option>
        </select>
      </label>
      <FaultsMenu />
      {/* An icon with its words as the label and tooltip: the header keeps to one row at 1280 px. */}
      <button type="button" class="button icon" data-testid="open-file-button" onClick={() => fileInput.click()} aria-label={lab.t("ui.open-file")} title={lab.t("ui.open-file")}>
        <Icon name="open" />
      </button>
      <input ref={fileInput} data-testid="open-scenario-file" class="visually-hidden" tabindex="-1" type="file" accept=".json,application/json" aria-label={lab.t("ui.open-file")} onChange={onFile} />
      <div class="header-end">
        <button type="button" class="button" data-testid="quiz-open" aria-pressed={lab.quiz.view() !== undefined} onClick={() => (lab.quiz.view() === undefined ? lab.quiz.open(lab.quiz.returnTo() ?? 1) : lab.quiz.close())}>
          {lab.t("ui.quiz.open")}
        </button>

        <Show when={!lab.presentation()}>
          <button type="button" class="button icon" data-testid="present-open" aria-label={lab.t("ui.present")} title={lab.t("ui.present.hint")} onClick={props.onPresent}>
            <Icon name="present" />
          </button>
        </Show>
        <div class="segmented" role="group" aria-label={lab.t("ui.language")} data-testid="lang-switch">
          <For each={LANGS}>
            {(l) => (
              <button type="button" lang={l} aria-pressed={lab.lang() === l} onClick={() => lab.setLang(l)} data-lang={l}>
                {LANG_NAMES[l]}
              </button>
            )}
          </For>
        </div>
        <button type="button" class="button icon" aria-pressed={lab.projector()} onClick={() => lab.toggleProjector()} data-testid="projector-toggle" aria-label={lab.t("ui.projector")} title={lab.t("ui.projector.hint")}>
          <Icon name="projector" />
        </button>
        <button type="button" class="button icon" onClick={() => lab.toggleTheme()} aria-label={lab.t(lab.theme() === "dark" ? "ui.theme.light" : "ui.theme.dark")} data-testid="theme-toggle">
          <Icon name={lab.theme() === "dark" ? "sun" : "moon"} />
        </button>
        <button type="button" class="button icon" onClick={props.onHelp} aria-label={lab.t("ui.keys.title")}>
          ?
        </button>
      </div>
    </header>
  );
}
