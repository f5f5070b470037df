import { useLab } from "../state/context";

/**
 * The version lens's switch, with the stepping (like predict mode, it changes what each frame
 * shows, not which frame): on, the same replay plays through pi-ai 1.6.0 too (`lens=1.6`).
 */
export function LensToggle() {
  const lab = useLab();
  return (
    <button
      type="button"
      class="button lens-toggle"
      data-testid="lens-toggle"
      aria-pressed={lab.lens() !== undefined}
      title={lab.t("ui.lens.toggle.hint")}
      onClick={() => lab.setLens(lab.lens() ? undefined : "1.6")}
    >
      {lab.t("ui.lens.toggle")}
    </button>
  );
}
