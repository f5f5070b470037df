import { createMemo, Show } from "solid-js";
import { NAME_CHARS, TEXT_CHARS } from "../../long-values";
import { useLab } from "../../state/context";
import { Clipped } from "../../ui/Clipped";
import { Code, Panel } from "../../ui/Code";
import { IdChip } from "../../ui/IdChip";
import { Skipped } from "../Skipped";

/** One ToolResultMessage: as JSON, and in words. */
export function ToolResultView() {
  const lab = useLab();
  const r = () => lab.frame()?.toolResult;
  // Memos: the text of 5,000 returned names is megabytes, joined and parsed once per result.
  const text = createMemo(
    () =>
      r()
        ?.content.map((c) => (c.type === "text" ? c.text : `[${c.type}]`))
        .join("") ?? "",
  );
  const files = createMemo(() => {
    try {
      const parsed = JSON.parse(text()) as { files?: unknown };
      return Array.isArray(parsed.files) ? parsed.files.length : undefined;
    } catch {
      return undefined;
    }
  });
  return (
    <div class="stage-view" data-testid="view-toolResult">
      <Show when={r()} fallback={<Skipped />}>
        {(result) => (
          <div class="grid two">
            <Panel title={lab.t("ui.result.words")}>
              <p class="event-line">
                <IdChip id={result().toolCallId} />{" "}
                <code>
                  <Clipped text={result().toolName} max={NAME_CHARS} />
                </code>{" "}
                <span class={`tag mono ${result().isError ? "bad" : "good"}`}>
                  {result().isError ? "isError: true" : "isError: false"}
                </span>
              </p>
              <p>
                {result().isError ? lab.t("ui.result.error-words") : lab.t("ui.result.ok-words", { n: files() ?? 0 })}
              </p>
              <blockquote class="quote">
                <Clipped text={text()} max={TEXT_CHARS} />
              </blockquote>
            </Panel>
            <Panel title={lab.t("ui.result.json")}>
              <Code value={result()} label={lab.t("ui.result.json")} />
            </Panel>
          </div>
        )}
      </Show>
    </div>
  );
}
