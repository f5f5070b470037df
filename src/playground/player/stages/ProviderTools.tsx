import { For, Show } from "solid-js";
import type { DefinitionData, ProviderToolsCapture } from "../../../engine/trace/frames";
import type { SchemaSeen } from "../../../engine/trace/schema-seen";
import { joinNames } from "../../../engine/trace/narrate";
import { useLab } from "../../state/context";
import { Code, Panel } from "../../ui/Code";
import { MarkedJson } from "../../ui/MarkedJson";
import { StrictSwitch } from "../StrictSwitch";
import { strictViewText } from "./strict-words";
import "./provider-tools.css";

/** The view's own words (they load with it), in the page's language. */
function useSay() {
  const lab = useLab();
  return (key: string, params: Record<string, string | number> = {}) => strictViewText(lab.lang(), key, params);
}

type StrictPair = NonNullable<DefinitionData["strictTools"]>[number];

/** The part of a capture the two settings are compared on: its tools, and Gemini's toolConfig. */
const toolsPart = (c: ProviderToolsCapture) => ({
  tools: c.tools,
  ...(c.toolConfig !== undefined ? { toolConfig: c.toolConfig } : {}),
});

/** What one API's adapter did to the schema the model sees (from the frame's fact), in words. */
function SeenNote(props: { seen: SchemaSeen | undefined }) {
  const lab = useLab();
  const say = useSay();
  const changed = () => [...(props.seen?.rewritten ?? []), ...(props.seen?.added ?? [])];
  return (
    <div class="seen" data-testid="schema-seen">
      <Show when={props.seen?.dropped.length}>
        <p class="note dropped">{say("strict.dropped", { paths: joinNames(props.seen!.dropped, lab.lang()) })}</p>
      </Show>
      <Show when={changed().length}>
        <p class="note">{say("strict.changed", { paths: joinNames(changed(), lab.lang()) })}</p>
      </Show>
      <Show when={props.seen && !props.seen.dropped.length && !changed().length}>
        <p class="note">{say("strict.whole")}</p>
      </Show>
    </div>
  );
}

/** pi-ai's catalog for one API: how many of its models get strict tools, and by provider. */
function CatalogNote(props: { api: string; d: DefinitionData }) {
  const say = useSay();
  const entry = () => props.d.strictCatalog?.find((e) => e.api === props.api);
  return (
    <Show when={entry()}>
      {(e) => (
        <details class="catalog" data-testid="strict-catalog">
          <summary>{say("strict.catalog", { honoured: e().honoured, models: e().models })}</summary>
          <ul>
            <For each={e().providers}>
              {(p) => (
                <li>{say("strict.catalog-row", { provider: p.provider, honoured: p.honoured, models: p.models })}</li>
              )}
            </For>
          </ul>
        </details>
      )}
    </Show>
  );
}

/** One API (`strict`: the setting the trace on screen played): the tools part sent now, the other setting's beside it, the differing lines marked. */
function ApiPanel(props: {
  capture: ProviderToolsCapture;
  pair: StrictPair | undefined;
  seen: SchemaSeen | undefined;
  d: DefinitionData;
  strict: boolean;
}) {
  const lab = useLab();
  const say = useSay();
  const api = () => props.capture.api;
  const marked = () => props.pair?.changes.map((c) => c.path) ?? [];
  const setting = (on: boolean) => say(on ? "strict.on" : "strict.off");
  return (
    <Panel
      title={lab.t(`ui.provider.${api()}`)}
      note={props.strict ? undefined : lab.t(`ui.def.provider-note.${api()}`)}
    >
      <SeenNote seen={props.seen} />
      <p class="note paths" data-testid="strict-differs">
        {marked().length ? say("strict.marked", { paths: joinNames(marked(), lab.lang()) }) : say("strict.same")}
      </p>
      <h4>{say("strict.sent", { setting: setting(props.strict) })}</h4>
      <MarkedJson
        value={toolsPart(props.capture)}
        marked={marked()}
        label={`${lab.t(`ui.provider.${api()}`)} · ${setting(props.strict)}`}
        testid={`sent-${api()}`}
      />
      <Show when={props.d.parametersPath?.api === api() && props.d.parametersPath.declaration}>
        {(declaration) => (
          <details class="other-setting" data-testid="google-parameters">
            <summary>{say("google.parameters")}</summary>
            <p class="note">{say("google.parameters-note")}</p>
            <Code value={declaration()} label={say("google.parameters")} />
          </details>
        )}
      </Show>
      <Show when={props.d.grammarPath?.api === api() && props.d.grammarPath}>
        {(grammar) => (
          <details class="other-setting" data-testid="openai-grammar">
            <summary>{say("openai.grammar")}</summary>
            <p class="note">
              {grammar().refused !== undefined
                ? say("openai.grammar-refused", { error: grammar().refused ?? "" })
                : say("openai.grammar-accepted", { input: grammar().accepted ?? "" })}
            </p>
          </details>
        )}
      </Show>
      <Show when={props.pair}>
        {(pair) => (
          <details class="other-setting">
            <summary>{say("strict.other", { setting: setting(!props.strict) })}</summary>
            <MarkedJson
              value={toolsPart(props.strict ? pair().off : pair().on)}
              marked={marked()}
              label={`${lab.t(`ui.provider.${api()}`)} · ${setting(!props.strict)}`}
              testid={`other-${api()}`}
            />
          </details>
        )}
      </Show>
      <CatalogNote api={api()} d={props.d} />
    </Panel>
  );
}

/** §5: the tool as each of the four APIs received it, strict off or on, with what differs and what the model never sees. */
export function ProviderTools(props: { d: DefinitionData }) {
  const lab = useLab();
  const fact = () => {
    const f = lab.frame()?.fact;
    return f?.kind === "definition" ? f : undefined;
  };
  return (
    <div class="stack provider-tools-stage" data-testid="provider-tools-stage">
      <div class="strict-bar">
        <StrictSwitch testid="strict-switch-frame" />
        <span class="note">{lab.t("ui.strict.switch-note")}</span>
      </div>
      <div class="grid two" data-testid="provider-tools">
        <Show when={!props.d.providerTools}>
          <p class="note">{lab.t("ui.def.providers-learner")}</p>
        </Show>
        <For each={props.d.providerTools}>
          {(p) => (
            <ApiPanel
              capture={p}
              pair={props.d.strictTools?.find((x) => x.api === p.api)}
              seen={fact()?.seen?.find((s) => s.api === p.api)}
              d={props.d}
              strict={fact()?.strict === true}
            />
          )}
        </For>
      </div>
    </div>
  );
}
