import { Match, Show, Switch } from "solid-js";
import { useLab } from "../../state/context";
import { Code, Panel } from "../../ui/Code";
import { SentIds } from "../SentIds";
import { Skipped } from "../Skipped";
import { Recap } from "../Recap";
import { ComparisonPanel } from "../LoopPanels";
import { OrderProbe } from "./OrderProbe";
import { LimitPanel } from "./LimitPanel";
import type { Fact } from "../../../engine/trace/facts";
import { answerArriving } from "./answer-caret";

/** Final frames that show the answer as it stands: the answer itself, or how the run or turn ended. */
const ANSWER_FACTS: ReadonlySet<Fact["kind"]> = new Set(["answer", "loop-end", "turn"]);

/** The second request, the streamed answer, and the one-round limit. */
export function FinalView() {
  const lab = useLab();
  const frame = () => lab.frame();
  const answer = () => {
    const message = frame()?.partial ?? frame()?.messages.at(-1);
    return message?.role === "assistant" ? message.content.map((b) => (b.type === "text" ? b.text : "")).join("") : "";
  };
  return (
    <div class="stage-view" data-testid="view-final">
      <Switch fallback={<Skipped />}>
        <Match when={frame()?.recap}>{(r) => <Recap recap={r()} />}</Match>
        <Match when={frame()?.fact.kind === "comparison" && lab.trace()?.loop}>
          {(l) => <ComparisonPanel loop={l()} />}
        </Match>
        <Match when={frame()?.probe}>{(p) => <OrderProbe probe={p()} />}</Match>
        <Match when={frame()?.request}>
          {(r) => (
            <Panel
              title={lab.t("ui.final.request", { api: lab.t(`ui.provider.${r().api}`) })}
              note={lab.t("ui.final.request-note", { n: frame()?.messages.length ?? 0 })}
            >
              <Show when={r().url}>
                <p>
                  <code class="url">POST {r().url}</code>
                </p>
              </Show>
              <SentIds />
              <Code value={r().body} label={lab.t("ui.req.body", { api: r().api })} />
            </Panel>
          )}
        </Match>
        <Match when={frame()?.limit}>{(l) => <LimitPanel limit={l()} />}</Match>
        <Match when={frame()?.event || (frame() && ANSWER_FACTS.has(frame()!.fact.kind))}>
          <Panel title={lab.t("ui.final.answer")}>
            <p class="answer" lang={lab.trace()?.lang}>
              {answer()}
              <Show when={frame() && answerArriving(frame()!)}>
                <span class="caret" aria-hidden="true" />
              </Show>
            </p>
            <Show when={frame()?.stream?.reason}>
              {(reason) => (
                <p class="note">
                  stopReason: <code>{reason()}</code>
                </p>
              )}
            </Show>
          </Panel>
        </Match>
      </Switch>
    </div>
  );
}
