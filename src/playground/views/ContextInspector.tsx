import { For, Show } from "solid-js";
import type { AssistantMessage, ToolCall } from "@earendil-works/pi-ai";
import { idsInRequest } from "../request-shapes";
import { useLab } from "../state/context";
import { IdChip } from "./IdChip";
import { MessageList } from "./MessageList";

/** The Context so far, by role, beside every stage; plus the ids another API received, once sent. */
export function ContextInspector() {
  const lab = useLab();
  const frame = () => lab.frame();
  const streaming = () => (frame()?.stage === "stream" || (frame()?.stage === "final" && frame()?.event) ? frame()?.partial : undefined);
  // Once the second request exists, show how its ids map to the ones the application stored.
  const sent = () => {
    const trace = lab.trace();
    const f = frame();
    const second = trace?.requests[1];
    if (!trace || !f || !second || second.api === "scripted" || f.stage !== "final") return [];
    const stored = trace.messages.flatMap((m) => (m.role === "assistant" ? (m as AssistantMessage).content.filter((b): b is ToolCall => b.type === "toolCall") : [])).map((c) => c.id);
    return idsInRequest(second).calls.map((id, i) => ({ id, original: stored[i] ?? id }));
  };
  return (
    <section class="inspector" data-testid="context-inspector" aria-label={lab.t("ui.ctx.title")} tabindex="0">
      <h2>{lab.t("ui.ctx.title")}</h2>
      <MessageList messages={frame()?.messages ?? []} streaming={streaming()} />
      <Show when={sent().length}>
        <div class="sent-ids">
          <h3>{lab.t("ui.ctx.sent-ids", { api: lab.t(`ui.provider.${lab.trace()?.requests[1]?.api ?? "scripted"}`) })}</h3>
          <ul class="plain">
            <For each={sent()}>
              {(s) => (
                <li>
                  <IdChip id={s.original} /> → <IdChip id={s.id} group={s.original} />
                  <span class={`tag ${s.id === s.original ? "good" : "warn"}`}>{lab.t(s.id === s.original ? "ui.ctx.same-id" : "ui.ctx.normalized")}</span>
                </li>
              )}
            </For>
          </ul>
        </div>
      </Show>
    </section>
  );
}
