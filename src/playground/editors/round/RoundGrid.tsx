import { For, Show } from "solid-js";
import { RULE_IDS } from "../../../grader/rules";
import { roundText } from "../../../i18n/round";
import { ROUND_FAULT_SETS, ungradedReason, type Cell } from "../../../learner-round/grade";
import { failMark, ruleLabel, verdictOf } from "../../../learner-round/verdict";
import { BUILT_IN_IDS } from "../../../scenarios";
import type { Lang } from "../../../scenarios/types";

/**
 * The scorecard: scenarios down, fault sets across. Each graded cell is a button that opens the
 * player on that replay, at the frame where the rule broke.
 */
export function RoundGrid(props: { cells: readonly Cell[]; lang: Lang; onOpen(cell: Cell): void }) {
  const find = (scenario: string, faults: readonly string[]) =>
    props.cells.find((c) => c.scenario === scenario && c.faults.join() === faults.join());
  const faultsLabel = (faults: readonly string[]) =>
    faults.length ? faults.join(" + ") : roundText(props.lang, "faults.none");
  // Column heads name a fault's variant (`denied` for folder:denied), so the heads stay short; the full id is their title.
  const shortLabel = (faults: readonly string[]) =>
    faults.length ? faults.map((f) => f.split(":").at(-1)).join(" + ") : roundText(props.lang, "faults.none");
  return (
    <div class="round-grid-wrap">
      <table class="round-grid" data-testid="round-grid">
        <thead>
          <tr>
            <th scope="col">{roundText(props.lang, "col.scenario")}</th>
            <For each={ROUND_FAULT_SETS}>
              {(faults) => (
                <th scope="col" class="round-fault" title={faultsLabel(faults)}>
                  <span>{shortLabel(faults)}</span>
                </th>
              )}
            </For>
          </tr>
        </thead>
        <tbody>
          <For each={BUILT_IN_IDS}>
            {(scenario) => (
              <tr>
                <th scope="row">{scenario}</th>
                <Show
                  when={ungradedReason(scenario)}
                  fallback={
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
                                aria-label={roundText(props.lang, "cell.open", {
                                  scenario,
                                  faults: faultsLabel(faults),
                                  verdict: verdictOf(cell(), props.lang),
                                })}
                                onClick={() => props.onOpen(cell())}
                              >
                                {cell().pass ? "✓" : failMark(cell())}
                              </button>
                            )}
                          </Show>
                        </td>
                      )}
                    </For>
                  }
                >
                  {(reason) => (
                    <td colSpan={ROUND_FAULT_SETS.length} class="note" data-testid="round-ungraded">
                      {roundText(props.lang, `row.${reason()}`)}
                    </td>
                  )}
                </Show>
              </tr>
            )}
          </For>
        </tbody>
      </table>
      <ol class="round-legend note">
        <For each={RULE_IDS}>{(rule) => <li>{ruleLabel(rule, props.lang)}</li>}</For>
      </ol>
    </div>
  );
}
