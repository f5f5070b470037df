/** The order both suites' files run in, when one `vitest run` runs them in one pool. */
import { describe, expect, it } from "vitest";
import { interleave } from "../sequencer";

describe("interleave", () => {
  it("keeps each list's own order and spreads the shorter list evenly over the longer one", () => {
    expect(
      interleave([
        ["e1", "e2"],
        ["u1", "u2", "u3", "u4"],
      ]),
    ).toEqual(["u1", "e1", "u2", "u3", "e2", "u4"]);
  });

  it("loses and repeats nothing, whatever the lengths, an empty list included", () => {
    const lists = [["a1", "a2", "a3"], [], ["b1"], ["c1", "c2", "c3", "c4", "c5", "c6", "c7"]];
    const merged = interleave(lists);
    expect([...merged].sort()).toEqual(lists.flat().sort());
    for (const list of lists) expect(merged.filter((item) => list.includes(item))).toEqual(list);
  });
});
