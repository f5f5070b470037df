/**
 * The Round lab's class table survives a bad file: each file has a time limit (its own clock,
 * injected here), the run can be cancelled, a second drop waits its turn, and the table outlives a
 * reload until it is cleared. Real rounds graded by the real grader in this thread, on three cells
 * of the grid.
 */
import { createRoot } from "solid-js";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "./helpers";
import { gradeLearnerRound, ROUND_COMBOS, type Cell } from "../../src/learner-round/grade";
import { localRoundRunner } from "../../src/sandbox/local";
import { CORRECT_ROUND } from "../../src/learner-round/starters";
import {
  createClassDrop,
  type ClassDrop,
  type ClassDropDeps,
  type ClassFile,
} from "../../src/playground/editors/round/class-drop";
import type { StorageLike } from "../../src/playground/state/storage";
import type { RoundRunner } from "../../src/sandbox/round-protocol";

const CELLS = ROUND_COMBOS.slice(0, 3);

/** The correct round for its first cell; from the second on it never settles. */
const HANGS_AFTER_ONE = CORRECT_ROUND.replace(
  "export async function round(app: Round): Promise<AssistantMessage> {",
  "let played = 0;\nexport async function round(app: Round): Promise<AssistantMessage> {\n  if (++played > 1) await new Promise(() => {});",
);

const file = (name: string, text: string): ClassFile => ({ name, text: async () => text });

/** A clock the test runs by hand: `fire` runs every limit still armed. */
function handClock() {
  const armed = new Set<() => void>();
  return {
    after: ((_ms, run) => {
      armed.add(run);
      return () => armed.delete(run);
    }) as ClassDropDeps["after"],
    fire: () => [...armed].forEach((run) => run()),
    armed: () => armed.size,
  };
}

/**
 * A class table over `storage` that grades in this thread on {@link CELLS}. It records every cell
 * each file got and whether two files were ever graded at once, and calls `onPlay` as each of a
 * file's cells starts to play (`n` from 1).
 */
function table(
  storage: StorageLike,
  clock = handClock(),
  onPlay: (source: string, n: number) => void = () => undefined,
) {
  const cells: Cell[][] = [];
  let grading = 0;
  let overlapped = false;
  const grade: ClassDropDeps["grade"] = async (source, options) => {
    const made = localRoundRunner(source);
    if (!made.ok) return made;
    overlapped ||= ++grading > 1;
    const mine: Cell[] = [];
    cells.push(mine);
    let n = 0;
    const runner: RoundRunner = { run: (start, host) => (onPlay(source, ++n), made.runner.run(start, host)) };
    const graded = await gradeLearnerRound(runner, {
      signal: options.signal,
      combos: CELLS,
      onCell: (cell, done, total) => {
        mine.push(cell);
        options.onCell(cell, done, total);
      },
    });
    grading--;
    return { ok: true, cells: graded };
  };
  const drop: ClassDrop = createRoot(() => createClassDrop({ storage, grade, after: clock.after }));
  return { drop, clock, cells, overlapped: () => overlapped };
}

describe("the class table", () => {
  it("stops a file over its time: the cell playing and the file marked stopped, the next file graded", async () => {
    const clock = handClock();
    // The file's time runs out while its second cell plays (the round never settles there).
    const { drop, cells } = table(
      memoryStorage(),
      clock,
      (source, n) => source === HANGS_AFTER_ONE && n === 2 && clock.fire(),
    );
    drop.add([file("slow.ts", HANGS_AFTER_ONE), file("good.ts", CORRECT_ROUND)]);
    await drop.idle();
    expect(drop.rows()).toEqual([
      { file: "slow.ts", pass: 1, total: CELLS.length, broken: [], stopped: { why: "time", after: 2 } },
      { file: "good.ts", pass: CELLS.length, total: CELLS.length, broken: [] },
    ]);
    expect(cells[0]!.map((c) => c.problem?.how ?? "pass")).toEqual(["pass", "stopped"]);
    expect(clock.armed()).toBe(0);
  });

  it("cancel stops the file playing and forgets the files waiting", async () => {
    const made = table(
      memoryStorage(),
      handClock(),
      (source, n) => source === HANGS_AFTER_ONE && n === 2 && drop.cancel(),
    );
    const drop = made.drop;
    drop.add([file("slow.ts", HANGS_AFTER_ONE), file("a.ts", CORRECT_ROUND), file("b.ts", CORRECT_ROUND)]);
    await drop.idle();
    expect(drop.rows()).toEqual([
      { file: "slow.ts", pass: 1, total: CELLS.length, broken: [], stopped: { why: "cancel", after: 2 } },
    ]);
    expect(drop.dropped()).toEqual(["a.ts", "b.ts"]);
    expect(drop.current()).toBeUndefined();
  });

  it("a second drop while the first is graded waits its turn: one file at a time, rows never mixed", async () => {
    const waitingAtFirstCell: string[][] = [];
    const made = table(
      memoryStorage(),
      handClock(),
      (_source, n) => void (n === 1 && waitingAtFirstCell.push(drop.waiting())),
    );
    const drop = made.drop;
    drop.add([file("first.ts", CORRECT_ROUND)]);
    drop.add([file("second.ts", CORRECT_ROUND), file("notes.ts", "export const x = 1;")]);
    await drop.idle();
    expect(waitingAtFirstCell).toEqual([["second.ts", "notes.ts"], ["notes.ts"]]);
    expect(made.overlapped()).toBe(false);
    expect(drop.rows().map((r) => [r.file, r.pass, r.load?.key])).toEqual([
      ["first.ts", CELLS.length, undefined],
      ["second.ts", CELLS.length, undefined],
      ["notes.ts", 0, "no-round"],
    ]);
  });

  it("is kept through a reload until it is cleared; a malformed kept row is left out", async () => {
    const storage = memoryStorage();
    const before = table(storage).drop;
    before.add([file("kept.ts", CORRECT_ROUND)]);
    await before.idle();
    const stored = JSON.parse(storage.getItem("tool-call-lab:class-table")!) as unknown[];
    storage.setItem(
      "tool-call-lab:class-table",
      JSON.stringify([...stored, { file: "odd.ts", pass: -1, total: 3, broken: [] }, { file: 7 }]),
    );
    const reloaded = table(storage).drop;
    expect(reloaded.rows()).toEqual(before.rows());
    expect(reloaded.rows()).toHaveLength(1);
    reloaded.clear();
    expect(table(storage).drop.rows()).toEqual([]);
    expect(storage.getItem("tool-call-lab:class-table")).toBeNull();
  });
});
