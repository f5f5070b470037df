import { useLab } from "../state/context";

/** A stage with nothing to show in this trace: why, in words (the narration says the same below). */
export function Skipped() {
  const lab = useLab();
  return (
    <div class="skipped" role="note">
      <p class="skipped-title">{lab.t("ui.skipped")}</p>
      <p>{lab.t(lab.frame()?.narration.key ?? "", lab.frame()?.narration.params)}</p>
    </div>
  );
}
