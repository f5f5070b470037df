import { Show } from "solid-js";
import { CHAPTER_TOOL_MODULE } from "../../../runner/template";
import { setUpMonaco, TOOL_MODEL_URI } from "../../editors/monaco";
import { checkModule, learnerPlay, runnerState } from "../../editors/learner-play";
import { useLab } from "../../state/context";
import { encodeShare } from "../../editors/share";
import { createEditState } from "./edit-state";
import { LinkBanner, ShareReset, useEditorText } from "./EditorBits";
import { KeptVersions } from "./KeptVersions";
import { MonacoBox } from "./MonacoBox";

setUpMonaco();

/**
 * The Tool lab: the chapter's tool as a TypeScript module — its TypeBox parameters, the Tool, and
 * the application's execute — with pi-ai's types in the editor. "Run" checks the module in a
 * sandbox, then replays the current scenario with it; every frame shows what pi-ai decided.
 */
export default function ToolLab() {
  const lab = useLab();
  const tx = useEditorText();
  const state = createEditState(lab, "tool", () => ({ text: CHAPTER_TOOL_MODULE }));
  const describe = (key: string, detail: string) => tx(`runner.problem.${key}`, { detail });

  const run = async () => {
    const source = state.draft().text;
    // Kept now: a version too big for the address bar is named there by this draft (`tool=draft`).
    state.save();
    const checked = await checkModule(source);
    if (!checked.ok) return;
    if (lab.engine() === "loop") {
      lab.setEngine("round");
      lab.notify({ key: "ui.notice.learner-round", params: {} }, "info");
    }
    // Packed for the URL: a deep link copied while it plays carries this version.
    const packed = await encodeShare({ kind: "tool", text: source }).catch(() => undefined);
    lab.workbench.setLearner(learnerPlay(source, describe, checked.session, packed));
    lab.workbench.openEditor(undefined);
  };

  const status = () => {
    const s = runnerState();
    if (s.kind === "ready") return tx("runner.ready", { name: s.name });
    if (s.kind === "running") return tx("runner.running", { call: s.call });
    if (s.kind === "stopped") return tx("runner.stopped", { seconds: (s.ms / 1000).toFixed(1) });
    if (s.kind === "problem") return describe(s.key, s.detail);
    return tx(`runner.${s.kind}`);
  };

  return (
    <section class="editor tool-lab" aria-labelledby="tool-lab-title">
      <header class="editor-head">
        <h2 id="tool-lab-title">{tx("tool.title")}</h2>
        <p class="note">{tx("tool.intro")}</p>
      </header>
      <LinkBanner state={state} runLabel={tx("link.run-tool")} onRun={() => void run()} />
      <div class="editor-toolbar">
        <button type="button" class="button primary" data-testid="editor-play" disabled={state.fromLink()} onClick={() => void run()}>{tx("tool.run")}</button>
        <ShareReset state={state} />
        <Show when={lab.workbench.learner()}>
          <button type="button" class="button" onClick={() => lab.workbench.setLearner(undefined)}>{tx("tool.chapter")}</button>
        </Show>
        <output class="runner-status" data-testid="runner-status" data-state={runnerState().kind} aria-live="polite">{status()}</output>
      </div>
      <KeptVersions state={state} lang={lab.lang()} />
      <MonacoBox
        uri={TOOL_MODEL_URI}
        language="typescript"
        value={state.draft().text}
        readOnly={state.fromLink()}
        label={tx("tool.editor-label")}
        onChange={(text) => state.change({ text })}
      />
      <p class="note">{tx("tool.types-note")}</p>
    </section>
  );
}
