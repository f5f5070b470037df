import { For, Show } from "solid-js";
import { SYSTEM_PROMPT, TOOL_DESCRIPTION, TOOL_NAME } from "../../../steps/tool-text";

const definitionView = { name: TOOL_NAME, description: TOOL_DESCRIPTION };
import { useLab } from "../../state/context";
import { Code, Panel } from "../Code";
import { MessageList } from "../MessageList";

/** The first request: the Context, and for a wire API the exact body its adapter sent. */
export function RequestView() {
  const lab = useLab();
  const request = () => lab.frame()?.request;
  // The definition is the same in every trace: the one frame 1 shows.
  const tools = () => definitionView;
  return (
    <div class="stage-view" data-testid="view-request">
      <div class="grid two">
        <Panel title={lab.t("ui.req.system")}>
          <Code value={SYSTEM_PROMPT} label={lab.t("ui.req.system")} />
        </Panel>
        <Panel title={lab.t("ui.req.tools")}>
          <ul class="plain">
            <Show when={tools()}>{(d) => <li><code>{d().name}</code> — {d().description}</li>}</Show>
          </ul>
        </Panel>
      </div>
      <Panel title={lab.t("ui.req.messages")}>
        <MessageList messages={lab.frame()?.messages ?? []} />
      </Panel>
      <Show when={request()}>
        {(r) => (
          <details class="panel">
            <summary>
              {lab.t("ui.req.body", { api: lab.t(`ui.provider.${r().api}`) })}
              <For each={r().url ? [r().url] : []}>{(url) => <code class="url">POST {url}</code>}</For>
            </summary>
            <Code value={r().body} label={lab.t("ui.req.body", { api: r().api })} />
          </details>
        )}
      </Show>
    </div>
  );
}
