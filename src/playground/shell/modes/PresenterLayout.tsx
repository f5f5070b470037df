import { createEffect, createSignal, onCleanup } from "solid-js";
import type { Presenting } from "../../present/presentation";
import { PresenterPanel } from "../../present/PresenterPanel";
import { flashSpotlight, spotlightTarget } from "../../present/spotlight";
import { PlayerLayout } from "./PlayerLayout";

/**
 * The presenter's screen: the player's stage, narration and stepping, with the console (next
 * frame, notes, clock, spotlight) where the diagram and Context were. Its keys are the presenter's
 * mode's; the channel itself (`presenting`) belongs to the shell, so it outlives a self-test.
 */
export function PresenterLayout(props: { hidden: boolean; painted: boolean; presenting: Presenting }) {
  const [spotlightOn, setSpotlightOn] = createSignal(false);
  createEffect(() => document.body.classList.toggle("spotlighting", spotlightOn() && !props.hidden));
  onCleanup(() => document.body.classList.remove("spotlighting"));
  const onSpotlightClick = (event: MouseEvent) => {
    const target = spotlightTarget(event.target as Element | null);
    if (props.hidden || !spotlightOn() || !target) return;
    event.preventDefault();
    event.stopPropagation();
    props.presenting.spotlight(target);
    flashSpotlight(target);
  };
  document.addEventListener("click", onSpotlightClick, true);
  onCleanup(() => document.removeEventListener("click", onSpotlightClick, true));
  return (
    <PlayerLayout
      hidden={props.hidden}
      mode="presenter"
      painted={props.painted}
      side={
        <PresenterPanel
          presenting={props.presenting}
          spotlightOn={spotlightOn()}
          toggleSpotlight={() => setSpotlightOn((x) => !x)}
        />
      }
    />
  );
}
