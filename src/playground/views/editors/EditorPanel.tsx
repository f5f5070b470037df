import { lazy, Match, Suspense, Switch } from "solid-js";
import { useLab } from "../../state/context";
import StreamLab from "./StreamLab";
import { useEditorText } from "./EditorBits";

/** The two Monaco editors load with Monaco; the Stream lab needs none. */
const ScenarioEditor = lazy(() => import("./ScenarioEditor"));
const ToolLab = lazy(() => import("./ToolLab"));

/** The open editor, in the stage pane. */
export default function EditorPanel() {
  const lab = useLab();
  const tx = useEditorText();
  return (
    <Suspense fallback={<p class="placeholder" role="status">{tx("loading")}</p>}>
      <Switch>
        <Match when={lab.workbench.editor() === "stream"}><StreamLab /></Match>
        <Match when={lab.workbench.editor() === "scenario"}><ScenarioEditor /></Match>
        <Match when={lab.workbench.editor() === "tool"}><ToolLab /></Match>
      </Switch>
    </Suspense>
  );
}
