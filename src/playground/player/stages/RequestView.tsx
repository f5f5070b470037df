import { For, Show } from "solid-js";
import { SYSTEM_PROMPT, TOOL_DESCRIPTION, TOOL_NAME } from "../../../scenarios/tool-text";
import { toolWordsInRequest, type SentToolWords } from "../../../fake-provider/request-shapes";
import { useLab } from "../../state/context";
import { Code, Panel } from "../../ui/Code";
import { MessageList } from "../MessageList";
import { NAME_CHARS, TEXT_CHARS } from "../../long-values";
import { Clipped } from "../../ui/Clipped";

/** The first request: the Context, and for a wire API the exact body its adapter sent. */
export function RequestView() {
  const lab = useLab();
  const request = () => lab.frame()?.request;
  // Read from what the provider got, so a learner's tool (renamed or reworded) shows as it was sent.
  // The loop's request-stage frames before its first request carry none: every request of one trace
  // carries the same tools, so the trace's first stands in.
  const tools = (): SentToolWords[] => {
    const sent = toolWordsInRequest(request() ?? lab.trace()?.requests[0]);
    if (sent.length > 0) return sent;
    // Nothing was sent (cancelled first): the Context's tool is still the learner's when one plays.
    const learner = lab.trace()?.learner;
    return [learner ? { name: learner.name, description: "" } : { name: TOOL_NAME, description: TOOL_DESCRIPTION }];
  };
  return (
    <div class="stage-view" data-testid="view-request">
      <div class="grid two">
        <Panel title={lab.t("ui.req.system")}>
          <Code value={SYSTEM_PROMPT} label={lab.t("ui.req.system")} />
        </Panel>
        <Panel title={lab.t("ui.req.tools")}>
          <ul class="plain" data-testid="request-tools">
            <For each={tools()}>
              {(d) => (
                <li>
                  <code>
                    <Clipped text={d.name} max={NAME_CHARS} />
                  </code>
                  <Show when={d.description}>
                    {" "}
                    — <Clipped text={d.description} max={TEXT_CHARS} />
                  </Show>
                </li>
              )}
            </For>
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
