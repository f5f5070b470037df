import { createEffect, on, onCleanup, onMount, Show } from "solid-js";
import { useLab } from "../state/context";
import { MessageList } from "./MessageList";
import { SentIds } from "./SentIds";

/** The Context so far, by role, beside every stage; plus the ids another API received, once sent. */
export function ContextInspector() {
  const lab = useLab();
  const frame = () => lab.frame();
  let section!: HTMLElement;
  // Like a chat, follow the newest message as frames go by. A step scrolls in its own task, not in
  // the next animation frame: reading scrollHeight lays the page out, and a key lands just after a
  // paint, well before the next one, so the frame that shows the step is left only to paint (in a
  // frame callback the same layout would run inside that frame). On mount it waits for the frame:
  // read in the first render, it would force a layout the first paint does not need.
  const follow = () => (section.scrollTop = section.scrollHeight);
  onMount(() => {
    const id = requestAnimationFrame(follow);
    onCleanup(() => cancelAnimationFrame(id));
  });
  createEffect(on(frame, follow, { defer: true }));
  const streaming = () =>
    frame()?.stage === "stream" || (frame()?.stage === "final" && frame()?.event) ? frame()?.partial : undefined;
  return (
    <section
      ref={section}
      class="inspector"
      data-testid="context-inspector"
      data-spotlight="context"
      aria-label={lab.t("ui.ctx.title")}
      tabindex="0"
    >
      <h2>{lab.t("ui.ctx.title")}</h2>
      <MessageList messages={frame()?.messages ?? []} streaming={streaming()} />
      <Show when={frame()?.stage === "final"}>
        <SentIds />
      </Show>
    </section>
  );
}
