/**
 * The id matrix (§14): one scenario that replays a history, played with each of the four APIs as
 * the history's source and each as turn two's target, through the real adapters, in one engine.
 * Each cell is the ids frame's fact and where that frame is, so a view can say which pairs rewrite
 * ids and how, and open the frame.
 */
import type { Lang, Scenario } from "../scenarios/types";
import { WIRE_APIS, type WireApi } from "../fake-provider/apis";
import type { Fault } from "./round/faults";
import type { IdsFact } from "./trace/facts";
import type { EngineChoice } from "./trace/frames";
import { framesOf } from "./trace/frame-store";
import { playScenario } from "./round/play";
import { providerFactory } from "./providers/providers";

/** One pair of the matrix. `frame` is 1-based, as a link counts; absent with `fact` when the run had no ids frame. */
export interface IdMatrixCell {
  source: WireApi;
  target: WireApi;
  frame?: number;
  fact?: IdsFact;
}

/** What the matrix is played with: the scenario's faults, the language, the engine. */
export interface IdMatrixOptions {
  faults?: readonly Fault[];
  lang?: Lang;
  engine?: EngineChoice;
}

/** Plays the 16 pairs, source by source (rows) and target by target (columns). */
export async function playIdMatrix(scenario: Scenario, options: IdMatrixOptions = {}): Promise<IdMatrixCell[]> {
  const play = options.engine === "loop" ? (await import("./loop/loop")).playLoop : playScenario;
  const cells: IdMatrixCell[] = [];
  for (const source of WIRE_APIS) {
    for (const target of WIRE_APIS) {
      const trace = await play(scenario, {
        faults: options.faults ?? [],
        lang: options.lang ?? "en",
        provider: providerFactory(target, undefined, source),
      });
      const frames = framesOf(trace);
      const at = frames.findIndex((f) => f.fact.kind === "ids");
      const fact = frames[at]?.fact;
      cells.push(fact?.kind === "ids" ? { source, target, frame: at + 1, fact } : { source, target });
    }
  }
  return cells;
}
