import { createEffect, on, onCleanup, Show } from "solid-js";
import { useLab } from "../state/context";
import { MessageList } from "./MessageList";
import { SentIds } from "./SentIds";

/** The Context so far, by role, beside every stage; plus the ids another API received, once sent. */
export function ContextInspector() {
  const lab = useLab();
  const frame = () => lab.frame();
  let section!: HTMLElement;
  // Like a chat, follow the newest message as frames go by.
  // Scrolled in the next animation frame: reading scrollHeight inside the render would force a
  // layout of the whole page before its first paint (measured: 44 ms of a 150 ms first paint).
  createEffect(
    on(frame, () => {
      const id = requestAnimationFrame(() => section && (section.scrollTop = section.scrollHeight));
      onCleanup(() => cancelAnimationFrame(id));
    }),
  );
  const streaming = () => (frame()?.stage === "stream" || (frame()?.stage === "final" && frame()?.event) ? frame()?.partial : undefined);
  return (
    <section ref={section} class="inspector" data-testid="context-inspector" data-spotlight="context" aria-label={lab.t("ui.ctx.title")} tabindex="0">
      <h2>{lab.t("ui.ctx.title")}</h2>
      <MessageList messages={frame()?.messages ?? []} streaming={streaming()} />
      <Show when={frame()?.stage === "final"}>
        <SentIds />
      </Show>
    </section>
  );
}
