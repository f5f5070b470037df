import { Match, Show, Switch } from "solid-js";
import type { TextContent } from "@earendil-works/pi-ai";
import { useLab } from "../../state/context";
import { Code, Panel } from "../../ui/Code";
import { IdChip } from "../../ui/IdChip";
import { NAME_CHARS } from "../../long-values";
import { Clipped } from "../../ui/Clipped";
import { WireStopNote } from "./WireStopNote";
import { ToolCallStream } from "./ToolCallStream";

/** One streamed event. For tool calls: the piece, the text so far, pi-ai's preview beside plain JSON.parse. */
export function StreamView() {
  const lab = useLab();
  const frame = () => lab.frame();
  const s = () => frame()?.stream;
  const textSoFar = () => {
    const block = frame()?.partial?.content[s()?.contentIndex ?? -1];
    return block?.type === "text" ? (block as TextContent).text : block?.type === "thinking" ? block.thinking : "";
  };
  return (
    <div class="stage-view" data-testid="view-stream">
      <p class="event-line">
        <span class="event">{frame()?.event}</span>
        <Show when={s()?.toolCallId}>
          {(id) => (
            <>
              <IdChip id={id()} />{" "}
              <code>
                <Clipped text={s()?.toolName ?? ""} max={NAME_CHARS} />
              </code>
            </>
          )}
        </Show>
      </p>
      <Switch>
        <Match when={s()?.blockType === "toolCall"}>
          <ToolCallStream />
        </Match>
        <Match when={s()?.blockType === "text" || s()?.blockType === "thinking"}>
          <Panel title={lab.t(s()?.blockType === "text" ? "ui.stream.text-block" : "ui.stream.thinking-block")}>
            <p class="streamed-text">
              {textSoFar()}
              <span class="caret" aria-hidden="true" />
            </p>
          </Panel>
        </Match>
        <Match when={s()?.reason}>
          <Panel
            title={lab.t("ui.stream.stop-reason")}
            class={s()?.reason === "error" || s()?.reason === "aborted" || s()?.reason === "length" ? "bad" : "good"}
          >
            <p class="big-value">
              <code>{s()?.reason}</code>
            </p>
            <WireStopNote wire={s()?.wire} rewrittenBy={s()?.rewrittenBy} />
            <Show when={s()?.errorMessage}>{(m) => <p class="error-text">{m()}</p>}</Show>
          </Panel>
        </Match>
      </Switch>
      <details class="panel">
        <summary>{lab.t("ui.stream.partial")}</summary>
        <Code value={frame()?.partial} label={lab.t("ui.stream.partial")} />
      </details>
    </div>
  );
}
