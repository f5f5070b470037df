import { createEffect, on, Show } from "solid-js";
import { useLab } from "../state/context";
import { MessageList } from "./MessageList";
import { SentIds } from "./SentIds";

/** The Context so far, by role, beside every stage; plus the ids another API received, once sent. */
export function ContextInspector() {
  const lab = useLab();
  const frame = () => lab.frame();
  let section!: HTMLElement;
  // Like a chat, follow the newest message as frames go by.
  createEffect(on(frame, () => section && (section.scrollTop = section.scrollHeight)));
  const streaming = () => (frame()?.stage === "stream" || (frame()?.stage === "final" && frame()?.event) ? frame()?.partial : undefined);
  return (
    <section ref={section} class="inspector" data-testid="context-inspector" aria-label={lab.t("ui.ctx.title")} tabindex="0">
      <h2>{lab.t("ui.ctx.title")}</h2>
      <MessageList messages={frame()?.messages ?? []} streaming={streaming()} />
      <Show when={frame()?.stage === "final"}>
        <SentIds />
      </Show>
    </section>
  );
}
