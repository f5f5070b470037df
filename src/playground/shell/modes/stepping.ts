import { bindCommands } from "../../keyboard";
import type { LabStore } from "../../state/store";
import { STAGE_KEYS } from "../../state/store";

/**
 * Binds the player's stepping keys (→ ← Home End Space 1–8) for `mode` while the calling layout
 * lives: the player's own, or the presenter's (whose steps the room follows).
 */
export function bindStepping(lab: LabStore, mode: "player" | "presenter"): void {
  bindCommands(mode, {
    next: () => lab.step(1),
    prev: () => lab.step(-1),
    first: () => lab.go(0),
    last: () => lab.go(lab.total() - 1),
    play: () => lab.togglePlay(),
    stage: (key) => Object.hasOwn(STAGE_KEYS, key) && lab.goStage(STAGE_KEYS[key]!),
  });
}
