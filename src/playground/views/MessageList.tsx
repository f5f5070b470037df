import { For, Match, Switch } from "solid-js";
import type { AssistantMessage, Message, ToolResultMessage } from "@earendil-works/pi-ai";
import { useLab } from "../state/context";
import { IdChip } from "./IdChip";

function text(content: Message["content"]): string {
  if (typeof content === "string") return content;
  return content.map((c) => ("text" in c ? c.text : `[${c.type}]`)).join("");
}

/** Messages by role, with tool-call ids that highlight together. */
export function MessageList(props: { messages: Message[]; streaming?: AssistantMessage }) {
  const lab = useLab();
  const all = () => [...props.messages.map((m) => ({ m, live: false })), ...(props.streaming ? [{ m: props.streaming as Message, live: true }] : [])];
  return (
    <ol class="messages">
      <For each={all()}>
        {({ m, live }) => (
          <li class={`message ${m.role}`} classList={{ live }}>
            <p class="role">
              {lab.t(`ui.role.${m.role}`)}
              {live ? ` · ${lab.t("ui.ctx.streaming")}` : ""}
              {m.role === "assistant" && !live ? <code class="stop">stopReason: {(m as AssistantMessage).stopReason}</code> : null}
            </p>
            <Switch>
              <Match when={m.role === "assistant"}>
                <For each={(m as AssistantMessage).content}>
                  {(block) => (
                    <Switch>
                      <Match when={block.type === "toolCall" && block}>
                        {(call) => (
                          <p class="block call">
                            <IdChip id={call().id} /> <code>{call().name}</code> <code class="args">{JSON.stringify(call().arguments)}</code>
                          </p>
                        )}
                      </Match>
                      <Match when={block.type === "thinking" && block}>{(b) => <p class="block thinking">{b().thinking}</p>}</Match>
                      <Match when={block.type === "text" && block}>{(b) => <p class="block">{b().text}</p>}</Match>
                    </Switch>
                  )}
                </For>
              </Match>
              <Match when={m.role === "toolResult"}>
                <p class="block">
                  <IdChip id={(m as ToolResultMessage).toolCallId} /> <code>{(m as ToolResultMessage).toolName}</code>{" "}
                  <span class={`tag mono ${(m as ToolResultMessage).isError ? "bad" : "good"}`}>isError: {String((m as ToolResultMessage).isError)}</span>
                </p>
                <p class="block mono">{text(m.content)}</p>
              </Match>
              <Match when={true}>
                <p class="block">{text(m.content)}</p>
              </Match>
            </Switch>
          </li>
        )}
      </For>
    </ol>
  );
}
