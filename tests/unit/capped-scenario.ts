import type { Scenario } from "../../src/scenarios";
import { scenario } from "./helpers";

/** The happy path, with every block longer than 500 one-character pieces (the shape a Stream lab edit makes). */
export function cappedScenario(): Scenario {
  const s = structuredClone(scenario("happy-path"));
  s.id = "piece-cap";
  s.firstTurn = {
    pieceSize: 1,
    stopReason: "toolUse",
    blocks: [
      { type: "thinking", thinking: "Downloads: list it. ".repeat(40) },
      { type: "text", text: { en: "Let me look. ".repeat(60), "zh-CN": "我来看看下载目录。".repeat(70) } },
      {
        type: "toolCall",
        id: "call_01",
        name: "list_download_files",
        arguments: `{"extension": ".pdf"${" ".repeat(1200)}}`,
      },
    ],
  };
  s.secondTurn = { pieceSize: 1, stopReason: "stop", blocks: [{ type: "text", text: "Four PDFs. ".repeat(60) }] };
  return s;
}
