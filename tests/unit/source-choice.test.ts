/**
 * The session's `source` choice (issue 22, item 1): which API made the history a scenario like
 * id-normalization replays. A link carries it as `source=<api>`; a bad value is said and falls
 * back; it applies, and is linked, only while the scenario replays a history.
 */
import { describe, expect, it } from "vitest";
import { builtInScenario } from "../../src/scenarios";
import { framesOf } from "../../src/engine/trace/frame-store";
import { playScenario, providerFactory } from "../../src/engine";
import { speakerNoteKey } from "../../src/playground/present/notes";
import { scenario } from "./helpers";
import { readLocation, writeLocation } from "../../src/playground/state/location";
import { openSession } from "../../src/playground/state/session";
import { openLab, settled } from "./store-fakes";
import { parseMessage, PROTOCOL_VERSION, type SharedState } from "../../src/playground/present/protocol";

const find = (id: string) => {
  const found = builtInScenario(id);
  return found.ok ? found.scenario : undefined;
};

describe("source= in a link", () => {
  it("is read and written back, right after the provider", () => {
    const search =
      "?scenario=id-normalization&provider=anthropic-messages&source=google-generative-ai&frame=20&lang=en";
    const read = readLocation(search);
    expect(read.problems).toEqual([]);
    expect(read.location).toMatchObject({ provider: "anthropic-messages", source: "google-generative-ai" });
    expect(read.given.has("source")).toBe(true);
    expect(writeLocation(read.location)).toBe(search);
  });

  it("a value that is not one of the four APIs is said and left out", () => {
    const read = readLocation("?scenario=id-normalization&source=scripted");
    expect(read.location.source).toBeUndefined();
    expect(read.problems).toEqual([{ key: "ui.notice.bad-param", params: { param: "source", value: "scripted" } }]);
  });

  it("on a scenario that replays no history it is said to be left out", () => {
    const opening = openSession("?scenario=happy-path&source=openai-completions", {}, find);
    expect(opening.notices).toEqual([
      {
        problem: { key: "ui.notice.source-unused", params: { value: "openai-completions", scenario: "happy-path" } },
        tone: "info",
      },
    ]);
  });
});

describe("source through the store (fake engine)", { timeout: 30_000 }, () => {
  it("the engine plays the chosen history, and the ids frame it opens is that pair's", async () => {
    const { lab, engine, address, dispose } = openLab(
      "?scenario=id-normalization&provider=anthropic-messages&source=google-generative-ai&frame=20&lang=en",
    );
    await settled(lab);
    expect(engine.requests.at(-1)).toMatchObject({ provider: "anthropic-messages", source: "google-generative-ai" });
    expect(lab.frame()?.fact).toMatchObject({
      kind: "ids",
      source: "google-generative-ai",
      target: "anthropic-messages",
    });
    expect(readLocation(address.search()).location.source).toBe("google-generative-ai");
    dispose();
  });

  it("openAt opens another pair's ids frame once its trace is built", async () => {
    const { lab, dispose } = openLab("?scenario=id-normalization&provider=anthropic-messages&frame=1&lang=en");
    await settled(lab);
    lab.openAt(
      {
        scenario: "id-normalization",
        provider: "openai-completions",
        source: "openai-responses",
        faults: [],
        engine: "round",
      },
      { fact: { kind: "ids" } },
    );
    await settled(lab, () => lab.provider() === "openai-completions");
    expect(lab.frame()?.fact).toMatchObject({ kind: "ids", source: "openai-responses", target: "openai-completions" });
    expect(lab.frameIndex()).toBe(framesOf(lab.trace()!).findIndex((f) => f.fact.kind === "ids"));
    dispose();
  });

  it("a scenario that replays no history neither plays nor links the choice, which waits for one that does", async () => {
    const { lab, engine, address, dispose } = openLab(
      "?scenario=id-normalization&provider=anthropic-messages&source=openai-completions&lang=en",
    );
    await settled(lab);
    lab.selectScenario("happy-path");
    await settled(lab, () => lab.scenarioId() === "happy-path");
    expect(engine.requests.at(-1)?.source).toBeUndefined();
    expect(address.search()).not.toContain("source=");
    lab.selectScenario("id-normalization");
    await settled(lab, () => lab.scenarioId() === "id-normalization");
    expect(engine.requests.at(-1)?.source).toBe("openai-completions");
    dispose();
  });
});

describe("source over the presenter channel", () => {
  const shared: SharedState = {
    scenario: "id-normalization",
    provider: "anthropic-messages",
    faults: [],
    engine: "round",
    frame: 20,
    lang: "en",
    theme: "light",
    quiz: null,
    reveal: null,
    file: null,
    tool: null,
  };
  const message = (state: unknown) => ({ v: PROTOCOL_VERSION, type: "state", from: "presenter", seq: 1, state });

  it("the room reads the presenter's source, and a state without one (an older presenter)", () => {
    expect(parseMessage(message({ ...shared, source: "google-generative-ai" }))).toMatchObject({
      state: { source: "google-generative-ai" },
    });
    const without = parseMessage(message(shared));
    expect(without).toBeDefined();
    expect(without && "state" in without ? Object.hasOwn(without.state, "source") : true).toBe(false);
  });

  it("a source that is not one of the four APIs makes the whole state unreadable", () => {
    for (const source of ["scripted", 42, null, "x".repeat(300)])
      expect(parseMessage(message({ ...shared, source }))).toBeUndefined();
  });
});

describe("the ids frame's speaker notes", () => {
  it("say which story the ids tell: a rewrite, a pair that needs none, the same model", async () => {
    const notes = new Set<string>();
    for (const [source, target] of [
      ["openai-responses", "google-generative-ai"],
      ["anthropic-messages", "openai-completions"],
      ["openai-completions", "openai-completions"],
    ] as const) {
      const frame = framesOf(
        await playScenario(scenario("id-normalization"), { provider: providerFactory(target, undefined, source) }),
      ).find((f) => f.fact.kind === "ids")!;
      notes.add(speakerNoteKey(frame));
    }
    expect([...notes]).toEqual(["ui.notes.ids.rewritten", "ui.notes.ids.kept", "ui.notes.ids.same-model"]);
  });
});
