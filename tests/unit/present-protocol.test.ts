import { QUESTIONS } from "../../src/playground/quiz/questions";
import { describe, expect, it } from "vitest";
import {
  aliveCount,
  channelName,
  EXPIRY_MS,
  HEARTBEAT_MS,
  INITIAL_AUDIENCE,
  MAX_PAGE_ROWS,
  MAX_SCROLL_BOXES,
  MAX_AUDIENCES,
  MAX_SEQ,
  noteAudience,
  parseMessage,
  PROTOCOL_VERSION,
  reduceAudience,
  type AudienceRoll,
  type SharedState,
} from "../../src/playground/present/protocol";

const shared: SharedState = {
  scenario: "happy-path",
  provider: "scripted",
  faults: [],
  engine: "round",
  frame: 3,
  lang: "en",
  theme: "light",
  quiz: null,
  reveal: null,
  file: null,
  tool: null,
};
const state = (seq: number, s: Partial<SharedState> = {}) => ({
  v: PROTOCOL_VERSION,
  type: "state",
  from: "presenter",
  seq,
  state: { ...shared, ...s },
});

describe("the presenter–audience protocol", () => {
  it("follows the presenter's states in order, ignoring older ones", () => {
    let a = reduceAudience(INITIAL_AUDIENCE, state(0));
    expect(a).toMatchObject({ connected: true, seq: 0, shared: { frame: 3 } });
    a = reduceAudience(a, state(2, { frame: 5 }));
    const stale = reduceAudience(a, state(1, { frame: 4 }));
    expect(stale).toBe(a);
    expect(a.shared?.frame).toBe(5);
  });

  it("carries the lens and a prediction being made to the room, and refuses anything else in them", () => {
    const a = reduceAudience(INITIAL_AUDIENCE, state(0, { lens: "1.6", predicting: true }));
    expect(a.shared).toMatchObject({ lens: "1.6", predicting: true });
    expect(reduceAudience(INITIAL_AUDIENCE, state(0)).shared).not.toHaveProperty("lens");
    expect(reduceAudience(INITIAL_AUDIENCE, state(0)).shared).not.toHaveProperty("predicting");
    for (const bad of [{ lens: "1.5" }, { lens: 1.6 }, { predicting: "yes" }, { predicting: 1 }])
      expect(reduceAudience(INITIAL_AUDIENCE, state(0, bad as never)).rejected, JSON.stringify(bad)).toBe(1);
  });

  it("carries the strict switch to the room, and refuses a strict that is not true or false", () => {
    expect(reduceAudience(INITIAL_AUDIENCE, state(0, { strict: true })).shared?.strict).toBe(true);
    expect(reduceAudience(INITIAL_AUDIENCE, state(0)).shared?.strict).toBeUndefined();
    expect(reduceAudience(INITIAL_AUDIENCE, state(0, { strict: "yes" as never })).rejected).toBe(1);
  });

  it("marks the presenter gone on bye, keeps the frame, and resumes when it comes back (its numbering restarts)", () => {
    let a = reduceAudience(reduceAudience(INITIAL_AUDIENCE, state(7, { frame: 9 })), {
      v: 1,
      type: "bye",
      from: "presenter",
    });
    expect(a).toMatchObject({ connected: false, shared: { frame: 9 } });
    a = reduceAudience(a, state(0, { frame: 2 }));
    expect(a).toMatchObject({ connected: true, shared: { frame: 2 } });
  });

  it("ignores and counts anything malformed, of another version, or hostile — never throws", () => {
    const bad: unknown[] = [
      null,
      42,
      "state",
      [],
      {},
      { v: 2, type: "state", from: "presenter", seq: 1, state: shared },
      { v: 1, type: "state", from: "audience", seq: 1, state: shared },
      { v: 1, type: "state", from: "presenter", seq: -1, state: shared },
      state(1, { frame: -1 }),
      state(1, { lang: "fr" as never }),
      state(1, { faults: "x" as never }),
      state(1, { quiz: QUESTIONS.length + 1 }),
      state(1, { reveal: { n: 1, chosen: [1] } as never }),
      { v: 1, type: "key", from: "audience", key: "Delete" },
      { v: 1, type: "spotlight", from: "presenter", target: "<img onerror=x>" },
      JSON.parse('{"__proto__": {"v": 1}, "type": "bye", "from": "presenter"}'),
      { v: 1, type: "eval", from: "presenter", code: "alert(1)" },
    ];
    let a = reduceAudience(INITIAL_AUDIENCE, state(0));
    const before = a;
    for (const data of bad) a = reduceAudience(a, data);
    expect(a.rejected).toBe(bad.length);
    expect({ ...a, rejected: 0 }).toEqual(before);
  });

  it("reads each message kind exactly", () => {
    expect(parseMessage({ v: 1, type: "hello", from: "audience" })).toEqual({ v: 1, type: "hello", from: "audience" });
    expect(parseMessage({ v: 1, type: "key", from: "audience", key: "PageDown" })).toEqual({
      v: 1,
      type: "key",
      from: "audience",
      key: "PageDown",
    });
    expect(parseMessage({ v: 1, type: "spotlight", from: "presenter", target: "id:call_01" })).toMatchObject({
      target: "id:call_01",
    });
    expect(
      reduceAudience(INITIAL_AUDIENCE, { v: 1, type: "spotlight", from: "presenter", target: "context" }).spotlight,
    ).toEqual({ target: "context", count: 1 });
  });

  it("one channel per room", () => {
    expect(channelName("abcd1234")).not.toBe(channelName("abcd1235"));
  });
});

describe("issue 19: the channel's values are bounded, and the audience count is of open windows", () => {
  const here = (id: string) => parseMessage({ v: 1, type: "here", from: "audience", id });

  it("a window that keeps saying it is open counts once, however often it says so (not 7)", () => {
    let roll: AudienceRoll = new Map();
    for (let beat = 0; beat < 7; beat++) roll = noteAudience(roll, here("a1b2c3d4"), beat * HEARTBEAT_MS);
    expect(aliveCount(roll, 6 * HEARTBEAT_MS)).toBe(1);
  });

  it("a window that stops saying it is open drops out after the expiry", () => {
    let roll = noteAudience(new Map(), here("a1b2c3d4"), 0);
    roll = noteAudience(roll, here("e5f6a7b8"), 0);
    roll = noteAudience(roll, here("a1b2c3d4"), HEARTBEAT_MS * 2);
    expect(aliveCount(roll, EXPIRY_MS)).toBe(1);
    expect(aliveCount(noteAudience(roll, undefined, HEARTBEAT_MS * 2 + EXPIRY_MS), HEARTBEAT_MS * 2 + EXPIRY_MS)).toBe(
      0,
    );
  });

  it("a window that leaves stops counting at once", () => {
    const roll = noteAudience(
      noteAudience(new Map(), here("a1b2c3d4"), 0),
      parseMessage({ v: 1, type: "leave", from: "audience", id: "a1b2c3d4" }),
      10,
    );
    expect(aliveCount(roll, 10)).toBe(0);
  });

  it("a flood of made-up window ids keeps the roll bounded", () => {
    let roll: AudienceRoll = new Map();
    for (let i = 0; i < MAX_AUDIENCES * 10; i++) roll = noteAudience(roll, here(`w${String(i).padStart(6, "0")}`), 0);
    expect(roll.size).toBe(MAX_AUDIENCES);
  });

  it("a state with seq 1e300 is refused, and the presenter's next state is shown at once", () => {
    let a = reduceAudience(INITIAL_AUDIENCE, state(4));
    a = reduceAudience(a, state(1e300, { frame: 99 }));
    expect(a).toMatchObject({ rejected: 1, seq: 4, shared: { frame: 3 } });
    expect(reduceAudience(a, state(5, { frame: 6 })).shared?.frame).toBe(6);
  });

  it("a forged seq at the bound does not pin the room: the presenter's next state is followed", () => {
    let a = reduceAudience(INITIAL_AUDIENCE, state(40));
    a = reduceAudience(a, state(MAX_SEQ, { frame: 99 }));
    a = reduceAudience(a, state(41, { frame: 7 }));
    expect(a.shared?.frame).toBe(7);
    expect(parseMessage(state(MAX_SEQ + 1))).toBeUndefined();
  });
});

describe("issue 18: the presenter's scroll reaches the room", () => {
  const scroll = (frame: unknown, top: unknown) => ({ v: 1, type: "scroll", from: "presenter", frame, top });

  it("a scroll is a fraction of the stage pane's range, kept with its frame", () => {
    const a = reduceAudience(reduceAudience(INITIAL_AUDIENCE, state(0)), scroll(3, 0.25));
    expect(a.scroll).toEqual({ frame: 3, top: 0.25 });
    expect(reduceAudience(a, scroll(3, 1)).scroll).toEqual({ frame: 3, top: 1 });
    // The same place again changes nothing (no repaint in the room).
    expect(reduceAudience(a, scroll(3, 0.25))).toBe(a);
  });

  it("a scroll out of bounds, not a number, from the audience or of another version is refused and counted", () => {
    const bad = [
      scroll(3, 1.5),
      scroll(3, -0.1),
      scroll(3, Number.NaN),
      scroll(3, Number.POSITIVE_INFINITY),
      scroll(3, "0.5"),
      scroll(-1, 0.5),
      scroll(2.5, 0.5),
      scroll(2_000_000, 0.5),
      { ...scroll(3, 0.5), from: "audience" },
      { ...scroll(3, 0.5), v: 2 },
    ];
    let a = reduceAudience(INITIAL_AUDIENCE, state(0));
    for (const data of bad) a = reduceAudience(a, data);
    expect(a).toMatchObject({ rejected: bad.length, scroll: undefined });
  });

  it("a scroll carries the stage's inner boxes, each named by its label and place among its namesakes", () => {
    const boxes = [
      ["Request body#0", 0.6],
      ["JSON Schema#1", 0],
    ];
    const a = reduceAudience(reduceAudience(INITIAL_AUDIENCE, state(0)), { ...scroll(3, 0.25), boxes });
    expect(a.scroll).toEqual({ frame: 3, top: 0.25, boxes });
    expect(
      reduceAudience(a, {
        ...scroll(3, 0.25),
        boxes: [
          ["Request body#0", 0.6],
          ["JSON Schema#1", 0],
        ],
      }),
    ).toBe(a);
    const bad = [
      { ...scroll(3, 0.5), boxes: "all" },
      { ...scroll(3, 0.5), boxes: [["x#0", 2]] },
      { ...scroll(3, 0.5), boxes: [["x#0"]] },
      { ...scroll(3, 0.5), boxes: [[7, 0.5]] },
      { ...scroll(3, 0.5), boxes: [["x".repeat(201), 0.5]] },
      { ...scroll(3, 0.5), boxes: Array.from({ length: MAX_SCROLL_BOXES + 1 }, (_, i) => [`b#${i}`, 0]) },
    ];
    let b = a;
    for (const data of bad) b = reduceAudience(b, data);
    expect(b).toMatchObject({ rejected: bad.length, scroll: a.scroll });
  });

  it("a scroll carries how many rows each long list shows (“Show next 200”), whole counts only", () => {
    const pages = [["Downloads folder#0", 400]];
    const a = reduceAudience(reduceAudience(INITIAL_AUDIENCE, state(0)), { ...scroll(3, 0), pages });
    expect(a.scroll).toEqual({ frame: 3, top: 0, pages });
    const bad = [
      { ...scroll(3, 0), pages: [["x#0", 0]] },
      { ...scroll(3, 0), pages: [["x#0", 2.5]] },
      { ...scroll(3, 0), pages: [["x#0", MAX_PAGE_ROWS + 1]] },
      { ...scroll(3, 0), pages: [["x#0", "400"]] },
      { ...scroll(3, 0), pages: {} },
    ];
    let b = a;
    for (const data of bad) b = reduceAudience(b, data);
    expect(b).toMatchObject({ rejected: bad.length, scroll: a.scroll });
  });

  it("a scroll does not move the state's numbering: a late state is still ignored after it", () => {
    let a = reduceAudience(INITIAL_AUDIENCE, state(5, { frame: 8 }));
    a = reduceAudience(a, scroll(8, 0.5));
    expect(reduceAudience(a, state(4, { frame: 2 })).shared?.frame).toBe(8);
  });
});
