import { createSignal, For, Show } from "solid-js";
import { roundText } from "../../i18n/round";
import { RULE_IDS, type RuleId } from "../../grader/rules";
import { brokenRules, ROUND_COMBOS, RUNAWAY_STREAK, type Cell } from "../../round/grade";
import { MAX_ASKS, ROUND_TIME_LIMIT_MS } from "../../round/protocol";
import { CHALLENGES, challengeSource, CORRECT_ROUND } from "../../round/starters";
import { BUILT_IN_IDS } from "../../scenarios";
import { setUpMonaco } from "../editors/monaco";
import { gradeInSandbox, replayCell } from "../editors/round-grading";
import { useLab } from "../state/context";
import { createEditState } from "../editors/edit-state";
import { LinkBanner, ShareReset, useFocusOnMount } from "../editors/EditorBits";
import { KeptVersions } from "../editors/KeptVersions";
import { MonacoBox } from "../editors/MonacoBox";
import { ClassTable } from "./ClassTable";
import { RoundGrid, verdictOf } from "./RoundGrid";
import "./round.css";

setUpMonaco();

/** The round module's own file in Monaco, apart from the Tool lab's. */
const ROUND_MODEL_URI = "file:///round.ts";

/**
 * The Round lab: the application's round as one TypeScript module, graded against every built-in
 * scenario × fault in the sandbox. A cell opens the player on that replay, played with this round,
 * at the frame where the rule broke. Below, a teacher grades a class's files.
 */
export default function RoundLab() {
  const lab = useLab();
  const rt = (key: string, params: Record<string, string | number> = {}) => roundText(lab.lang(), key, params);
  useFocusOnMount("round");
  const state = createEditState(lab, "round", () => ({ text: CORRECT_ROUND }));
  const [cells, setCells] = createSignal<Cell[]>([]);
  const [progress, setProgress] = createSignal<{ done: number; total: number } | undefined>();
  const [message, setMessage] = createSignal("");
  let controller: AbortController | undefined;

  const grade = async () => {
    const source = state.draft().text;
    state.save();
    controller = new AbortController();
    setCells([]);
    setMessage("");
    setProgress({ done: 0, total: ROUND_COMBOS.length });
    const graded = await gradeInSandbox(source, { lang: lab.lang(), signal: controller.signal, onCell: (cell, done, total) => (setCells([...cells(), cell]), setProgress({ done, total })) });
    const done = cells().length;
    setProgress(undefined);
    if (!graded.ok) return setMessage(rt(`load.${graded.problem.key}`, { detail: graded.problem.detail }));
    const summary = rt("summary", { pass: graded.cells.filter((c) => c.pass).length, total: graded.cells.length });
    const broken = brokenRules(graded.cells);
    const cancelled = controller.signal.aborted ? `${rt("cancelled", { done, total: ROUND_COMBOS.length })} ` : "";
    // Each rule by its number in the grid's legend, so a cell's digit and the summary read alike.
    const named = broken.map((key) => ((RULE_IDS as readonly string[]).includes(key) ? `${RULE_IDS.indexOf(key as RuleId) + 1} · ${rt(`rule.${key}`)}` : rt(`problem.${key}`, { seconds: ROUND_TIME_LIMIT_MS / 1000, max: MAX_ASKS, detail: "", n: RUNAWAY_STREAK })));
    setMessage(cancelled + summary + (broken.length ? ` ${rt("summary.rules", { rules: named.join("; ") })}` : ""));
  };

  // The player replays the cell with this round (fresh sandbox), at the frame the grader named.
  const open = async (cell: Cell) => {
    const source = state.draft().text;
    const played = await replayCell(source, cell, lab.lang());
    if (!played.ok) return setMessage(rt(`load.${played.problem.key}`, { detail: played.problem.detail }));
    const first = { key: `${cell.scenario}|${cell.faults.join()}|${lab.lang()}`, trace: played.trace };
    lab.workbench.setRound({
      source,
      // The cell's own replay first; another scenario or fault picked in the player plays again with this round.
      async play(id, faults, lang) {
        if (`${id}|${faults.join()}|${lang}` === first.key) return first.trace;
        if (!BUILT_IN_IDS.includes(id)) return undefined;
        const again = await replayCell(source, { scenario: id, faults }, lang);
        return again.ok ? again.trace : undefined;
      },
    });
    lab.selectScenario(cell.scenario);
    lab.setFaults([...cell.faults]);
    lab.goWhenReady(played.cell.frame ?? 0);
    lab.notify({ key: rt("opened", { scenario: cell.scenario, faults: cell.faults.join(" + ") || rt("faults.none"), frame: (played.cell.frame ?? 0) + 1, rule: verdictOf(played.cell, lab.lang()) }), params: {} }, "info");
    lab.workbench.openEditor(undefined);
  };

  const pick = (id: string) => {
    const text = id === "" ? CORRECT_ROUND : challengeSource(id);
    if (text !== undefined) state.load({ text });
  };

  return (
    <section class="editor round-lab" aria-labelledby="round-lab-title">
      <header class="editor-head">
        <h2 id="round-lab-title" tabindex="-1">{rt("title")}</h2>
      </header>
      <LinkBanner state={state} runLabel={rt("grade")} onRun={() => void grade()} />
      <div class="editor-toolbar">
        <label>
          {rt("challenge")}{" "}
          <select data-testid="round-challenge" onChange={(e) => pick(e.currentTarget.value)}>
            <option value="">{rt("challenge.correct")}</option>
            <For each={CHALLENGES}>{(c) => <option value={c.id}>{c.name[lab.lang()]}</option>}</For>
          </select>
        </label>
        <Show when={progress()} fallback={<button type="button" class="button primary" data-testid="round-grade" disabled={state.fromLink()} onClick={() => void grade()}>{rt("grade")}</button>}>
          <button type="button" class="button" data-testid="round-cancel" onClick={() => controller?.abort()}>{rt("cancel")}</button>
        </Show>
        <ShareReset state={state} />
        <Show when={lab.workbench.round()}>
          <button type="button" class="button" data-testid="round-chapter" onClick={() => lab.workbench.setRound(undefined)}>{rt("chapter")}</button>
        </Show>
      </div>
      <div class="editor-body">
        <div class="editor-code" data-testid="editor-code">
          <MonacoBox uri={ROUND_MODEL_URI} language="typescript" value={state.draft().text} readOnly={state.fromLink()} label={rt("editor-label")} onChange={(text) => state.change({ text })} />
        </div>
        <div class="editor-result" data-testid="editor-result">
          <p class="note">{rt("intro")}</p>
          <Show when={progress()}>
            {(p) => <progress data-testid="round-progress" max={p().total} value={p().done} aria-label={rt("progress", { done: p().done, total: p().total })} />}
          </Show>
          <output class="note" data-testid="round-summary" aria-live="polite">{progress() ? rt("progress", { done: progress()!.done, total: progress()!.total }) : message()}</output>
          <Show when={cells().length > 0}>
            <RoundGrid cells={cells()} lang={lab.lang()} onOpen={(cell) => void open(cell)} />
          </Show>
          <ClassTable lang={lab.lang()} />
          <KeptVersions state={state} lang={lab.lang()} />
        </div>
      </div>
    </section>
  );
}
