import { For, Show } from "solid-js";
import { RULE_IDS } from "../../grader/rules";
import { roundText } from "../../i18n/round";
import { ROUND_FAULT_SETS, RUNAWAY_STREAK, type Cell } from "../../round/grade";
import { MAX_ASKS, ROUND_TIME_LIMIT_MS } from "../../round/protocol";
import { BUILT_IN_IDS } from "../../scenarios";
import type { Lang } from "../../scenarios/types";

/** What a cell says in words: passes, the first rule broken, or the round's problem. */
export function verdictOf(cell: Cell, lang: Lang): string {
  if (cell.pass) return roundText(lang, "cell.pass");
  if (cell.skipped) return roundText(lang, "problem.skipped", { n: RUNAWAY_STREAK });
  if (cell.problem) return roundText(lang, `problem.${cell.problem.how}`, { seconds: ROUND_TIME_LIMIT_MS / 1000, max: MAX_ASKS, detail: cell.problem.detail ?? "" });
  return roundText(lang, `rule.${cell.rule}`);
}

/** The short mark in a cell: ✓, the rule's number, or the problem's letter. */
function markOf(cell: Cell): string {
  if (cell.pass) return "✓";
  if (cell.problem) return { timeout: "T", threw: "X", "wrong-shape": "S", "too-many-asks": "M", unreadable: "U" }[cell.problem.how];
  return String(RULE_IDS.indexOf(cell.rule!) + 1);
}

/**
 * The scorecard: scenarios down, fault sets across. Each graded cell is a button that opens the
 * player on that replay, at the frame where the rule broke.
 */
export function RoundGrid(props: { cells: readonly Cell[]; lang: Lang; onOpen(cell: Cell): void }) {
  const find = (scenario: string, faults: readonly string[]) => props.cells.find((c) => c.scenario === scenario && c.faults.join() === faults.join());
  const faultsLabel = (faults: readonly string[]) => (faults.length ? faults.join(" + ") : roundText(props.lang, "faults.none"));
  // Column heads name a fault's variant (`denied` for folder:denied), so the heads stay short; the full id is their title.
  const shortLabel = (faults: readonly string[]) => (faults.length ? faults.map((f) => f.split(":").at(-1)).join(" + ") : roundText(props.lang, "faults.none"));
  return (
    <div class="round-grid-wrap">
      <table class="round-grid" data-testid="round-grid">
        <thead>
          <tr>
            <th scope="col">{roundText(props.lang, "col.scenario")}</th>
            <For each={ROUND_FAULT_SETS}>{(faults) => <th scope="col" class="round-fault" title={faultsLabel(faults)}><span>{shortLabel(faults)}</span></th>}</For>
          </tr>
        </thead>
        <tbody>
          <For each={BUILT_IN_IDS}>
            {(scenario) => (
              <tr>
                <th scope="row">{scenario}</th>
                <For each={ROUND_FAULT_SETS}>
                  {(faults) => (
                    <td>
                      <Show when={find(scenario, faults)}>
                        {(cell) => (
                          <button
                            type="button"
                            class="round-cell"
                            classList={{ pass: cell().pass, fail: !cell().pass }}
                            data-testid="round-cell"
                            data-scenario={scenario}
                            data-faults={faults.join(",")}
                            data-pass={String(cell().pass)}
                            data-rule={cell().rule ?? cell().problem?.how ?? ""}
                            data-frame={cell().frame !== undefined ? cell().frame! + 1 : undefined}
                            title={verdictOf(cell(), props.lang)}
                            aria-label={roundText(props.lang, "cell.open", { scenario, faults: faultsLabel(faults), verdict: verdictOf(cell(), props.lang) })}
                            onClick={() => props.onOpen(cell())}
                          >
                            {markOf(cell())}
                          </button>
                        )}
                      </Show>
                    </td>
                  )}
                </For>
              </tr>
            )}
          </For>
        </tbody>
      </table>
      <ol class="round-legend note">
        <For each={RULE_IDS}>{(rule) => <li>{roundText(props.lang, `rule.${rule}`)}</li>}</For>
      </ol>
    </div>
  );
}
