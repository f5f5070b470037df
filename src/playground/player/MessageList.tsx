import { For, Index, Match, Show, Switch } from "solid-js";
import type { AssistantMessage, Message, SystemMessage, ToolResultMessage } from "@earendil-works/pi-ai";
import { NAME_CHARS, TEXT_CHARS } from "../long-values";
import { useLab } from "../state/context";
import { Clipped } from "../ui/Clipped";
import { IdChip } from "../ui/IdChip";
import { createPaging, PageControls } from "../ui/PagedList";

function text(content: Message["content"]): string {
  if (typeof content === "string") return content;
  return content.map((c) => ("text" in c ? c.text : `[${c.type}]`)).join("");
}

/** A message's text, clipped: a tool result carrying 5,000 long names is megabytes. */
function Text(props: { value: string }) {
  return <Clipped text={props.value} max={TEXT_CHARS} />;
}

type Block = AssistantMessage["content"][number];

/** One content block of an assistant message. */
function AssistantBlock(props: { block: Block }) {
  return (
    <Switch>
      <Match when={props.block.type === "toolCall" && props.block}>
        {(call) => (
          <p class="block call">
            <IdChip id={call().id} />{" "}
            <code>
              <Clipped text={call().name} max={NAME_CHARS} />
            </code>{" "}
            <code class="args">
              <Text value={JSON.stringify(call().arguments) ?? "undefined"} />
            </code>
          </p>
        )}
      </Match>
      <Match when={props.block.type === "thinking" && props.block}>
        {(b) => (
          <p class="block thinking">
            <Text value={b().thinking} />
          </p>
        )}
      </Match>
      <Match when={props.block.type === "text" && props.block}>
        {(b) => (
          <p class="block">
            <Text value={b().text} />
          </p>
        )}
      </Match>
    </Switch>
  );
}

/** One message, by role. */
function MessageItem(props: { message: Message; live: boolean }) {
  const lab = useLab();
  const assistant = () => (props.message.role === "assistant" ? (props.message as AssistantMessage) : undefined);
  const result = () => (props.message.role === "toolResult" ? (props.message as ToolResultMessage) : undefined);
  return (
    <li class={`message ${props.message.role}`} classList={{ live: props.live }}>
      <p class="role">
        {lab.t(`ui.role.${props.message.role}`)}
        {props.live ? ` · ${lab.t("ui.ctx.streaming")}` : ""}
        <Show when={!props.live && assistant()}>{(a) => <code class="stop">stopReason: {a().stopReason}</code>}</Show>
      </p>
      <Switch
        fallback={
          <p class="block">
            <Text value={text(props.message.content)} />
          </p>
        }
      >
        <Match when={assistant()}>
          {(a) => <Index each={a().content}>{(block) => <AssistantBlock block={block()} />}</Index>}
        </Match>
        <Match when={props.message.role === "system" ? (props.message as SystemMessage) : undefined}>
          {(s) => (
            <>
              <Show when={text(s().content)}>
                <p class="block">
                  <Text value={text(s().content)} />
                </p>
              </Show>
              <Show when={s().toolsAdded?.length}>
                <p class="block">
                  {lab.t("ui.ctx.tools-added")}{" "}
                  <For each={s().toolsAdded}>
                    {(t) => (
                      <code>
                        <Clipped text={t.name} max={NAME_CHARS} />
                      </code>
                    )}
                  </For>
                </p>
              </Show>
            </>
          )}
        </Match>
        <Match when={result()}>
          {(r) => (
            <>
              <p class="block">
                <IdChip id={r().toolCallId} />{" "}
                <code>
                  <Clipped text={r().toolName} max={NAME_CHARS} />
                </code>{" "}
                <span class={`tag mono ${r().isError ? "bad" : "good"}`}>isError: {String(r().isError)}</span>
              </p>
              <p class="block mono">
                <Text value={text(r().content)} />
              </p>
            </>
          )}
        </Match>
      </Switch>
    </li>
  );
}

/**
 * Messages by role, with tool-call ids that highlight together. Keyed by position: each frame
 * brings fresh copies of the same messages, and only what changed is updated in place. A long
 * Context (many loop turns) keeps its newest messages on screen and pages back to earlier ones.
 */
export function MessageList(props: { messages: Message[]; streaming?: AssistantMessage }) {
  const lab = useLab();
  const all = () => [
    ...props.messages.map((m) => ({ m, live: false })),
    ...(props.streaming ? [{ m: props.streaming as Message, live: true }] : []),
  ];
  const paging = createPaging(all, "end");
  return (
    <>
      <Show when={paging.hidden() > 0}>
        <PageControls paging={paging} label={lab.t("ui.ctx.title")} keep="end" />
      </Show>
      <ol class="messages">
        <Index each={paging.shown()}>{(item) => <MessageItem message={item().m} live={item().live} />}</Index>
      </ol>
    </>
  );
}
