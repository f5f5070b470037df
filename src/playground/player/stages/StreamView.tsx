import { Match, Show, Switch } from "solid-js";
import type { TextContent } from "@earendil-works/pi-ai";
import { useLab } from "../../state/context";
import { Code, Panel } from "../../ui/Code";
import { IdChip } from "../../ui/IdChip";
import { PREVIEW_STEPS } from "../../../engine/preview-step-names";
import { showControls } from "../../../text/visible";
import { NAME_CHARS } from "../../long-values";
import { Clipped } from "../../ui/Clipped";
import { WireStopNote } from "./WireStopNote";

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
        <Show when={s()?.toolCallId}>{(id) => <><IdChip id={id()} /> <code><Clipped text={s()?.toolName ?? ""} max={NAME_CHARS} /></code></>}</Show>
      </p>
      <Switch>
        <Match when={s()?.blockType === "toolCall"}>
          <p class="not-executable" role="note">{lab.t("ui.stream.not-executable")}</p>
          <div class="grid two">
            <Panel title={lab.t("ui.stream.piece")}>
              <Code value={s()?.delta ?? "—"} label={lab.t("ui.stream.piece")} />
            </Panel>
            <Panel title={lab.t("ui.stream.text")}>
              <Code value={s()?.rawText ?? ""} label={lab.t("ui.stream.text")} />
            </Panel>
            <Panel title={lab.t("ui.stream.preview")} note={lab.t("ui.stream.preview-note")}>
              <Show when={s()?.step}>
                {(step) => (
                  <p class="event-line" data-testid="preview-step" data-step={step()}>
                    <span class="tag mono">{PREVIEW_STEPS.indexOf(step()) < 2 ? PREVIEW_STEPS.indexOf(step()) + 1 : PREVIEW_STEPS.indexOf(step())}/5</span> {lab.t(`ui.stream.step.${step()}`)}
                  </p>
                )}
              </Show>
              <Show when={s()?.previewBefore !== undefined}>
                <p class="note">{lab.t("ui.stream.before")} <code>{showControls(JSON.stringify(s()?.previewBefore))}</code></p>
              </Show>
              <Code value={s()?.preview} label={lab.t("ui.stream.preview")} />
            </Panel>
            <Panel title={lab.t("ui.stream.json-parse")}>
              <Show when={s()?.jsonParse} fallback={<p class="note">{lab.t("ui.stream.json-parse-none")}</p>}>
                {(p) => {
                  const r = p();
                  return r.ok ? <Code value={r.value} label={lab.t("ui.stream.json-parse")} /> : <p class="error-text">SyntaxError: {r.error}</p>;
                }}
              </Show>
            </Panel>
          </div>
          <Show when={s()?.argumentsError}>{(e) => <Panel title={lab.t("ui.stream.arguments-error")} class="bad"><Code value={e()} label={lab.t("ui.stream.arguments-error")} /></Panel>}</Show>
        </Match>
        <Match when={s()?.blockType === "text" || s()?.blockType === "thinking"}>
          <Panel title={lab.t(s()?.blockType === "text" ? "ui.stream.text-block" : "ui.stream.thinking-block")}>
            <p class="streamed-text">{textSoFar()}<span class="caret" aria-hidden="true" /></p>
          </Panel>
        </Match>
        <Match when={s()?.reason}>
          <Panel title={lab.t("ui.stream.stop-reason")} class={s()?.reason === "error" || s()?.reason === "aborted" || s()?.reason === "length" ? "bad" : "good"}>
            <p class="big-value"><code>{s()?.reason}</code></p>
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
