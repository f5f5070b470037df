import { For, Show } from "solid-js";
import { useLab } from "../../state/context";
import { toolsInRequest } from "../../request-shapes";
import { Code, Panel } from "../Code";

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
    <div class="stage-view" data-testid="view-definition">
      <Show when={def()}>
        {(d) => (
          <div class="grid two">
            <Panel title={lab.t("ui.def.source")} note={lab.t("ui.def.source-note")}>
              <Code value={d().source} label={lab.t("ui.def.source")} class="ts" />
            </Panel>
            <div class="stack">
              <Panel title={lab.t("ui.def.schema")}>
                <Code value={d().jsonSchema} label={lab.t("ui.def.schema")} />
              </Panel>
              <Panel title={lab.t("ui.def.type")}>
                <Code value={d().derivedType} label={lab.t("ui.def.type")} class="ts" />
              </Panel>
            </div>
          </div>
        )}
      </Show>
      <Panel title={lab.t("ui.def.received")} note={received().length ? undefined : lab.t("ui.def.received-scripted")}>
        <For each={received()}>
          {(request) => (
            <div class="received">
              <h4>{lab.t(`ui.provider.${request.api}`)}</h4>
              <Code value={toolsInRequest(request)} label={lab.t(`ui.provider.${request.api}`)} />
            </div>
          )}
        </For>
      </Panel>
    </div>
  );
}
