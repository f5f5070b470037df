import { For, Show } from "solid-js";
import { LANGS } from "../../i18n/message";
import type { Lang } from "../../scenarios";
import { useLab } from "../state/context";
import { Icon } from "../ui/Icon";

// Short on the button (the header keeps to one row), whole in the tooltip. The short words are the
// name too: a name that differs from what is drawn fails voice control ("click EN").
const LANG_NAMES: Record<Lang, string> = { "zh-CN": "中文", en: "EN" };
const LANG_FULL_NAMES: Record<Lang, string> = { "zh-CN": "简体中文", en: "English" };

/**
 * The header's end: the self-test, presenting, language, projector, theme and keys. Each icon button
 * has its words as its name and tooltip; Present and Projector show them as text where there is room
 * (at 1024 px and up; `.label` in the styles).
 */
export function HeaderActions(props: { onHelp: () => void; onPresent: () => void }) {
  const lab = useLab();
  return (
    <div class="header-end">
      <button
        type="button"
        class="button"
        data-testid="quiz-open"
        aria-pressed={lab.quiz.view() !== undefined}
        onClick={() => (lab.quiz.view() === undefined ? lab.quiz.open(lab.quiz.returnTo() ?? 1) : lab.backToPlayer())}
      >
        {lab.t("ui.quiz.open")}
      </button>
      <Show when={!lab.presentation()}>
        <button
          type="button"
          class="button"
          data-testid="present-open"
          title={lab.t("ui.present.hint")}
          onClick={() => props.onPresent()}
        >
          <Icon name="present" />
          <span class="label">{lab.t("ui.present.short")}</span>
        </button>
      </Show>
      <div class="segmented" role="group" aria-label={lab.t("ui.language")} data-testid="lang-switch">
        <For each={LANGS}>
          {(l) => (
            <button
              type="button"
              lang={l}
              aria-pressed={lab.lang() === l}
              onClick={() => lab.setLang(l)}
              data-lang={l}
              title={LANG_FULL_NAMES[l]}
            >
              {LANG_NAMES[l]}
            </button>
          )}
        </For>
      </div>
      <button
        type="button"
        class="button"
        aria-pressed={lab.projector()}
        onClick={() => lab.toggleProjector()}
        data-testid="projector-toggle"
        title={lab.t("ui.projector.hint")}
      >
        <Icon name="projector" />
        <span class="label">{lab.t("ui.projector.short")}</span>
      </button>
      <button
        type="button"
        class="button icon"
        onClick={() => lab.toggleTheme()}
        aria-label={lab.t(lab.theme() === "dark" ? "ui.theme.light" : "ui.theme.dark")}
        title={lab.t(lab.theme() === "dark" ? "ui.theme.light" : "ui.theme.dark")}
        data-testid="theme-toggle"
      >
        <Icon name={lab.theme() === "dark" ? "sun" : "moon"} />
      </button>
      <button
        type="button"
        class="button icon"
        data-testid="keys-help"
        onClick={() => props.onHelp()}
        aria-label={lab.t("ui.keys.title")}
        title={lab.t("ui.keys.title")}
      >
        ?
      </button>
    </div>
  );
}
