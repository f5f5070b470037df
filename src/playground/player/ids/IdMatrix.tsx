import { createEffect, createMemo, createResource, Show } from "solid-js";
import type { IdMatrixCell } from "../../../engine/id-matrix";
import type { IdsFact } from "../../../engine/trace/facts";
import type { IdMatrixRequest } from "../../engine-protocol";
import { useLab } from "../../state/context";
import { idsViewText } from "./words";
import { writeLocation } from "../../state/location";
import { leadId } from "./id-words";
import { IdMatrixTable } from "./IdMatrixTable";

/** Matrices played so far, by scenario, faults and engine (the ids do not depend on the language). */
const played = new Map<string, Promise<IdMatrixCell[]>>();

/** The matrix for `request`, played once by the lab's one engine worker (`play`) and kept. */
function matrixFor(
  request: IdMatrixRequest,
  play: (request: IdMatrixRequest) => Promise<IdMatrixCell[]>,
): Promise<IdMatrixCell[]> {
  const key = `${request.engine}|${request.faults.join()}|${JSON.stringify(request.scenario)}`;
  let cells = played.get(key);
  if (!cells) {
    cells = play(request);
    // A failed run is not kept: the next look tries again.
    cells.catch(() => played.delete(key));
    played.set(key, cells);
  }
  return cells;
}

/**
 * The 4 × 4 matrix of a scenario that replays a history (§14): rows are the API that made it,
 * columns the API turn two goes to, the diagonal included. Each cell says in words how the pair
 * treats the ids, shows the id sent, and is a link to that pair's ids frame (opened in place).
 */
export function IdMatrix(props: { current: IdsFact }) {
  const lab = useLab();
  const tx = (key: string, params: Record<string, string | number> = {}) => idsViewText(lab.lang(), key, params);
  let root!: HTMLElement;
  const request = createMemo((): IdMatrixRequest | undefined => {
    const scenario = lab.findScenario(lab.scenarioId());
    return scenario ? { scenario, faults: lab.faults(), lang: "en", engine: lab.engine() } : undefined;
  });
  const [cells] = createResource(request, (r) => matrixFor(r, lab.idMatrix));
  const rewriting = () => (cells() ?? []).filter((c) => c.fact && leadId(c.fact)?.rewritten).length;
  const href = (cell: IdMatrixCell) =>
    writeLocation({
      scenario: lab.scenarioId(),
      provider: cell.target,
      source: cell.source,
      faults: lab.faults(),
      frame: cell.frame ?? 1,
      lang: lab.lang(),
      ...(lab.engine() === "loop" ? { engine: "loop" as const } : {}),
    });
  // The pair just opened keeps the focus once its frame is on screen.
  let opened: string | undefined;
  const open = (event: MouseEvent, cell: IdMatrixCell) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    opened = `${cell.source}>${cell.target}`;
    lab.openAt(
      {
        scenario: lab.scenarioId(),
        provider: cell.target,
        source: cell.source,
        faults: lab.faults(),
        engine: lab.engine(),
      },
      { fact: { kind: "ids" } },
    );
  };
  createEffect(() => {
    const pair = `${props.current.source}>${props.current.target}`;
    if (cells() && opened === pair) {
      opened = undefined;
      root.querySelector<HTMLElement>(`[data-pair="${pair}"]`)?.focus();
    }
  });
  return (
    <section class="panel id-matrix" data-testid="id-matrix" ref={root}>
      <h3>{tx("ui.ids.matrix.title")}</h3>
      <p class="note">{tx("ui.ids.matrix.note", { engine: lab.t(`ui.engine.${lab.engine()}`) })}</p>
      <p role="status" class="note">
        {cells.loading
          ? tx("ui.ids.matrix.loading")
          : cells.error
            ? tx("ui.ids.matrix.failed", { message: String((cells.error as Error)?.message ?? cells.error) })
            : cells()
              ? tx("ui.ids.matrix.count", { count: rewriting() })
              : ""}
      </p>
      <Show when={cells()}>
        {(all) => <IdMatrixTable cells={all()} current={props.current} href={href} onOpen={open} />}
      </Show>
    </section>
  );
}
