import { createEffect, createSignal, on } from "solid-js";
import { useLab } from "../state/context";
import { FaultsMenu } from "./FaultsMenu";
import { HeaderActions } from "./HeaderActions";
import { Icon } from "../ui/Icon";
import { firstVisitOf } from "../state/first-visit";
import { LoadingCue } from "../start/LoadingCue";
import { StartCard } from "../start/StartCard";
import { PagePortal } from "../ui/PagePortal";
import { ScenarioPicker } from "./ScenarioPicker";
import { RunPickers } from "./RunPickers";
import { OpenFileButton } from "./OpenFileButton";

/**
 * Title, scenario and provider pickers, faults, file opening, then the header's end. One row at
 * 1280 px in either language and with any font: the pickers shrink before anything wraps. On a
 * phone the tools fold into a menu, so the stage starts on the first screen. As a menu does, it
 * folds once one of its items opens something (the self-test, presenting, the keys, the scenarios),
 * and whenever another screen takes the page: left open it would cover that screen's start. The
 * screen or dialog that opens takes the focus; a dialog closed, or Escape, leaves it on the menu's
 * button.
 */
export function Header(props: { onHelp: () => void; onPresent: () => void }) {
  const lab = useLab();
  const [menu, setMenu] = createSignal(false);
  const visit = firstVisitOf(lab);
  let toggle!: HTMLButtonElement;
  let tools!: HTMLDivElement;
  // The focus in the folding menu moves to its button first: left on a control that is hidden it
  // falls to the page's body, and a dialog closing would hand it back there.
  const fold = () => {
    if (menu() && tools.contains(document.activeElement)) toggle.focus();
    setMenu(false);
  };
  createEffect(on(lab.mode, () => fold(), { defer: true }));
  return (
    <header class="header" classList={{ "menu-open": menu() }} onKeyDown={(e) => e.key === "Escape" && fold()}>
      <h1 class="title">{lab.t("ui.title")}</h1>
      <button
        ref={toggle}
        type="button"
        class="button menu-toggle"
        data-testid="menu-toggle"
        aria-expanded={menu()}
        aria-controls="header-tools"
        title={lab.t("ui.menu.hint")}
        onClick={() => setMenu(!menu())}
      >
        <Icon name="menu" />
        <span>{lab.t("ui.menu")}</span>
      </button>
      <div ref={tools} class="header-tools" id="header-tools">
        <div class="header-pickers">
          <ScenarioPicker onGallery={() => (fold(), visit.reopen())} />
          <RunPickers />
          <FaultsMenu />
          <OpenFileButton />
        </div>
        <HeaderActions onHelp={() => (fold(), props.onHelp())} onPresent={() => (fold(), props.onPresent())} />
      </div>
      {/* Over every layout, outside the header's landmark. */}
      <PagePortal>
        <StartCard onPresent={props.onPresent} />
        <LoadingCue />
      </PagePortal>
    </header>
  );
}
