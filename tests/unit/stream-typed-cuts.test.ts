/**
 * The Stream lab's "as I type" cuts (`typedCuts`): each input event ends a piece where it began,
 * so typing at the end adds a cut at the old end, and an edit in the middle drops the cuts after it.
 */
import { describe, expect, it } from "vitest";
import { typedCuts } from "../../src/playground/editors/stream-model";

describe("typed cuts", () => {
  it("a key typed at the end cuts where the text ended", () => {
    expect(typedCuts('{"a"', '{"a":', [2])).toEqual([2, 4]);
  });

  it("a paste in the middle cuts where it began and drops the cuts after it", () => {
    expect(typedCuts('{"a": 1}', '{"abc": 1}', [1, 5, 7])).toEqual([1, 3]);
  });

  it("deleting the end keeps the cuts before the change and cuts nothing past the text", () => {
    expect(typedCuts('{"a": 1}', '{"a"', [2, 6])).toEqual([2]);
  });
});
