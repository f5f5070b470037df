/** Where a pair's ids frame is, as the engine makes it: for the browser tests that open it. */
import { builtInScenario } from "../../src/scenarios";
import { playScenario, providerFactory } from "../../src/engine";
import { playLoop } from "../../src/engine/loop/loop";
import { framesOf } from "../../src/engine/trace/frame-store";
import type { WireApi } from "../../src/fake-provider/apis";
import type { Frame } from "../../src/engine/trace/frames";

/** The pair's frames as the engine makes them, and where its ids frame is (1-based). */
export async function idsFrame(
  source: WireApi,
  target: WireApi,
  engine: "round" | "loop" = "round",
): Promise<{ n: number; frame: Frame; total: number }> {
  const s = builtInScenario("id-normalization");
  if (!s.ok) throw new Error("id-normalization");
  const options = { provider: providerFactory(target, undefined, source) };
  const frames = framesOf(await (engine === "loop" ? playLoop : playScenario)(s.scenario, options));
  const at = frames.findIndex((f) => f.fact.kind === "ids");
  return { n: at + 1, frame: frames[at]!, total: frames.length };
}
