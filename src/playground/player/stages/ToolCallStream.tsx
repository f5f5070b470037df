import { Show } from "solid-js";
import { useLab } from "../../state/context";
import { Code, Panel } from "../../ui/Code";
import { PREVIEW_STEPS } from "../../../engine/trace/preview-step-names";
import { showControls } from "../../../text/visible";
import { emptyTextNote } from "./stream-empty";

/**
 * A streamed piece of a tool call (§8): the piece, the text so far, pi-ai's preview (and which of
 * its steps made it) beside plain JSON.parse, and pi-ai's final parse error. None of it runs.
 */
export function ToolCallStream() {
  const lab = useLab();
  const s = () => lab.frame()?.stream;
  return (
    <>
      <p class="not-executable" role="note">
        {lab.t("ui.stream.not-executable")}
      </p>
      <div class="grid two">
        <Panel title={lab.t("ui.stream.piece")}>
          <Show
            when={emptyTextNote("piece", s()?.delta)}
            fallback={<Code value={s()?.delta} label={lab.t("ui.stream.piece")} />}
          >
            {(note) => <p class="note">{lab.t(note())}</p>}
          </Show>
        </Panel>
        <Panel title={lab.t("ui.stream.text")}>
          <Show
            when={emptyTextNote("text", s()?.rawText)}
            fallback={<Code value={s()?.rawText} label={lab.t("ui.stream.text")} />}
          >
            {(note) => <p class="note">{lab.t(note())}</p>}
          </Show>
        </Panel>
        <Panel title={lab.t("ui.stream.preview")} note={lab.t("ui.stream.preview-note")}>
          <Show when={s()?.step}>
            {(step) => (
              <p class="event-line" data-testid="preview-step" data-step={step()}>
                <span class="tag mono">
                  {PREVIEW_STEPS.indexOf(step()) < 2
                    ? PREVIEW_STEPS.indexOf(step()) + 1
                    : PREVIEW_STEPS.indexOf(step())}
                  /5
                </span>{" "}
                {lab.t(`ui.stream.step.${step()}`)}
              </p>
            )}
          </Show>
          <Show when={s()?.previewBefore !== undefined}>
            <p class="note">
              {lab.t("ui.stream.before")} <code>{showControls(JSON.stringify(s()?.previewBefore))}</code>
            </p>
          </Show>
          {/* toolcall_start comes before any piece of the arguments: pi-ai has made no preview yet. */}
          <Show
            when={s()?.preview !== undefined}
            fallback={
              <p class="note" data-testid="preview-none">
                {lab.t("ui.stream.preview-none")}
              </p>
            }
          >
            <Code value={s()?.preview} label={lab.t("ui.stream.preview")} />
          </Show>
        </Panel>
        <Panel title={lab.t("ui.stream.json-parse")}>
          <Show when={s()?.jsonParse} fallback={<p class="note">{lab.t("ui.stream.json-parse-none")}</p>}>
            {(p) => {
              const r = p();
              return r.ok ? (
                <Code value={r.value} label={lab.t("ui.stream.json-parse")} />
              ) : (
                <p class="error-text">SyntaxError: {r.error}</p>
              );
            }}
          </Show>
        </Panel>
      </div>
      <Show when={s()?.argumentsError}>
        {(e) => (
          <Panel title={lab.t("ui.stream.arguments-error")} class="bad">
            <Code value={e()} label={lab.t("ui.stream.arguments-error")} />
          </Panel>
        )}
      </Show>
    </>
  );
}
