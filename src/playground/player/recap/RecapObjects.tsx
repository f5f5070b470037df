import { For } from "solid-js";
import { objectLines, RECAP_SUBJECTS } from "../../../engine/trace/recap-objects";
import { useLab } from "../../state/context";
import { Panel } from "../../ui/Code";
import { RecapEntry } from "../RecapEntry";
import { recapObjectsText } from "./words";

/**
 * §16's review by object: the Tool, the ToolCalls and the ToolResults of this run, one panel each,
 * every line made from the trace's facts and opening the frame that shows it.
 */
export function RecapObjects() {
  const lab = useLab();
  const tx = (key: string, params: Record<string, string | number> = {}) => recapObjectsText(lab.lang(), key, params);
  const lines = () => {
    const trace = lab.trace();
    return trace ? objectLines(trace.frames, trace) : [];
  };
  return (
    <section data-testid="recap-objects">
      <p class="note">{tx("recap.objects.intro")}</p>
      <div class="grid three">
        <For each={RECAP_SUBJECTS}>
          {(subject) => (
            <Panel title={tx(`recap.objects.subject.${subject}`)}>
              <ul class="plain recap">
                <For each={lines().filter((l) => l.subject === subject)}>
                  {(l) => <RecapEntry text={tx(l.key, l.params)} frame={l.frame} />}
                </For>
              </ul>
            </Panel>
          )}
        </For>
      </div>
    </section>
  );
}
