import { Show } from "solid-js";
import { useLab } from "../state/context";

/** The presenter's look ahead: the next frame's stage, section and narration, or that none follows. */
export function NextFrame() {
  const lab = useLab();
  const next = () => lab.trace()?.frames[lab.frameIndex() + 1];
  return (
    <div class="panel presenter-next" data-testid="presenter-next-preview">
      <h3>{lab.t("ui.present.next")}</h3>
      <Show when={next()} fallback={<p class="note">{lab.t("ui.present.next-none")}</p>}>
        {(f) => (
          <p>
            <span class="tag">{lab.t(`ui.stage.${f().stage}`)}</span> <span class="section">§{f().section}</span>{" "}
            {lab.t(f().narration.key, f().narration.params)}
          </p>
        )}
      </Show>
    </div>
  );
}
