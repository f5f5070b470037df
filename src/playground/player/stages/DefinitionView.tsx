import { For, lazy, Match, Show, Switch } from "solid-js";
import type { DefinitionData as Definition } from "../../../engine/trace/frames";
import { useLab } from "../../state/context";
import { toolsInRequest } from "../../../fake-provider/request-shapes";
import { Code, Panel } from "../../ui/Code";
import { AgentToolPanel } from "../LoopPanels";
import { NAME_CHARS } from "../../long-values";
import { Clipped } from "../../ui/Clipped";
// Frame 4 only: its captures' view (and the strict switch's marks) load when it is first shown.
const ProviderTools = lazy(async () => ({ default: (await import("./ProviderTools")).ProviderTools }));

/** §3: the words the model decides by, beside a vague version. */
function Words(props: { d: Definition }) {
  const lab = useLab();
  return (
    <div class="grid two" data-testid="tool-words">
      <Panel title={lab.t("ui.def.words")} class="good">
        <p>
          <code>
            <Clipped text={props.d.name} max={NAME_CHARS} />
          </code>
        </p>
        <p>{props.d.description}</p>
      </Panel>
      <Panel title={lab.t("ui.def.vague")} note={lab.t("ui.def.vague-note")} class="bad">
        <p>
          <code>files</code>
        </p>
        <p>{lab.t("ui.def.vague-description")}</p>
      </Panel>
    </div>
  );
}

/** The tool definition: TypeBox source, the JSON Schema it is, the derived type, and what each API receives. */
export function DefinitionView() {
  const lab = useLab();
  const def = () => lab.frame()?.definition;
  // What the chosen API really received, from the captured requests (turn one; turn two if it went elsewhere).
  const received = () => {
    const requests = lab.trace()?.requests ?? [];
    return requests.filter((r, i) => r.api !== "scripted" && requests.findIndex((x) => x.api === r.api) === i);
  };
  return (
    <div class="stage-view" data-testid="view-definition" data-focus={def()?.focus ?? "tool"}>
      <Show when={def()}>
        {(d) => (
          <Switch>
            <Match when={d().focus === "providers"}>
              <ProviderTools d={d()} />
            </Match>
            <Match when={d().focus === "description"}>
              <Words d={d()} />
            </Match>
            <Match when={lab.frame()?.agentTool}>{(view) => <AgentToolPanel view={view()} />}</Match>
            <Match when={true}>
              <div class="grid two">
                <Panel
                  title={lab.t("ui.def.source")}
                  note={lab.t(d().focus === "tool" ? "ui.def.tool-fields" : "ui.def.source-note")}
                  class={d().focus === "tool" ? "good" : ""}
                >
                  <Code value={d().source} label={lab.t("ui.def.source")} class="ts" />
                </Panel>
                <div class="stack">
                  <Panel
                    title={lab.t("ui.def.schema")}
                    note={d().focus === "schema" ? lab.t("ui.def.schema-roles") : undefined}
                    class={d().focus === "schema" ? "good" : ""}
                  >
                    <Code value={d().jsonSchema} label={lab.t("ui.def.schema")} />
                  </Panel>
                  {/* A learner's module has no printed derived type: the panel is left out, not left empty. */}
                  <Show when={d().derivedType}>
                    <Panel title={lab.t("ui.def.type")} class={d().focus === "schema" ? "good" : ""}>
                      <Code value={d().derivedType} label={lab.t("ui.def.type")} class="ts" />
                    </Panel>
                  </Show>
                </div>
              </div>
            </Match>
          </Switch>
        )}
      </Show>
      <Show when={def()?.focus !== "providers"}>
        <Panel
          title={lab.t("ui.def.received")}
          note={received().length ? undefined : lab.t("ui.def.received-scripted")}
        >
          <For each={received()}>
            {(request) => (
              <div class="received">
                <h4>{lab.t(`ui.provider.${request.api}`)}</h4>
                <Code value={toolsInRequest(request)} label={lab.t(`ui.provider.${request.api}`)} />
              </div>
            )}
          </For>
        </Panel>
      </Show>
    </div>
  );
}
