import { builtInScenario } from "./src/scenarios";
import { playLoop } from "./src/steps/loop";
import { framesOf } from "./src/steps/frame-store";
const id = process.argv[2] ?? "happy-path";
const s = builtInScenario(id); if (!s.ok) throw 1;
const t = await playLoop(s.scenario, {});
for (const f of framesOf(t)) console.log(f.index + 1, f.turn, f.stage, f.event ?? "-", "§" + f.section, f.narration.key);
console.log(t.outcome, JSON.stringify(t.loop?.turns), JSON.stringify(t.loop?.comparison));
console.log(t.messages.map((m) => m.role).join(" "));
