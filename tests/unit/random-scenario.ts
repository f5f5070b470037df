/** Seeded random scenarios for the fuzz and the claims oracle: the same seed gives the same cases. */
import type { Scenario, ScenarioBlock } from "../../src/scenarios";
import type { rng } from "./helpers";

const VALUES = [
  '".pdf"',
  '".PDF"',
  '"pdf"',
  "123",
  "null",
  "true",
  '""',
  '".tar.gz"',
  '"/etc/passwd"',
  '"C:\\\\Users\\\\mei\\\\secret.txt"',
  '"\\u002epdf"',
  '"🎉"',
  "[1,2]",
  '{"a":1}',
  '".p\\df"',
];
const KEYS = [
  '"extension"',
  '"extension"',
  '"extension"',
  '"path"',
  '"recursive"',
  '"Extension"',
  '"__proto__"',
  '"dir"',
];

function argumentText(r: ReturnType<typeof rng>): string {
  const kind = r.int(10);
  if (kind === 0) return "";
  if (kind === 1)
    return Array.from({ length: r.int(30) }, () =>
      r.pick(["{", "}", '"', ":", ",", "x", " ", "\\", "\n", "[", "]", "/", "."]),
    ).join("");
  if (kind === 2)
    return r.pick(["[]", '"just a string"', "42", "null", "{}", '{"path": "/Users/mei/Private/tax.pdf"}']);
  const pairs = Array.from({ length: r.int(3) + (kind > 5 ? 1 : 0) }, () => `${r.pick(KEYS)}: ${r.pick(VALUES)}`);
  const text = `{${pairs.join(r.pick([", ", ",", ",\n  "]))}${r.next() < 0.1 ? "," : ""}}`;
  // Sometimes cut the text anywhere, the way a length limit or a dropped connection does.
  return r.next() < 0.3
    ? Array.from(text)
        .slice(0, r.int(Array.from(text).length + 1))
        .join("")
    : text;
}

function randomPieces(r: ReturnType<typeof rng>, text: string): string[] | undefined {
  if (r.next() < 0.4) return undefined; // fixed-size pieces
  const chars = Array.from(text);
  const pieces: string[] = [];
  for (let i = 0; i < chars.length;) {
    const n = 1 + r.int(8);
    pieces.push(chars.slice(i, i + n).join(""));
    i += n;
  }
  return pieces;
}

/** A random first turn on `base`: argument texts, piece splits, ids, names and stop reasons, from the seeded `r`. */
export function randomScenario(r: ReturnType<typeof rng>, base: Scenario, n: number): Scenario {
  const stopReason = r.pick(["toolUse", "toolUse", "stop", "length", "error", "aborted"] as const);
  const calls = r.int(4);
  const blocks: ScenarioBlock[] = r.next() < 0.5 ? [{ type: "text", text: "Checking." }] : [];
  for (let i = 0; i < calls; i++) {
    const args = argumentText(r);
    const pieces = randomPieces(r, args);
    blocks.push({
      type: "toolCall",
      id: r.pick([`call_${i}`, `toolu_${i}xyz`, `call_${i}|fc_${"a".repeat(r.int(60))}`]),
      name: r.next() < 0.85 ? "list_download_files" : r.pick(["find_files", "rm", ""]) || "x",
      arguments: args,
      ...(pieces ? { pieces } : {}),
    });
  }
  const breaks =
    (stopReason === "error" || stopReason === "aborted") && blocks.at(-1)?.type === "toolCall" && r.next() < 0.5;
  if (breaks) (blocks[blocks.length - 1] as Extract<ScenarioBlock, { type: "toolCall" }>).unfinished = true;
  return {
    ...base,
    id: `fuzz-${n}`,
    firstTurn: {
      blocks,
      stopReason,
      pieceSize: 1 + r.int(12),
      ...(stopReason === "error" ? { errorMessage: "boom at /srv/app/x.js" } : {}),
    },
  };
}
