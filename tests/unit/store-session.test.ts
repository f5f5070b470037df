import { describe, expect, it } from "vitest";
import { FAULT_IDS, faultName } from "../../src/engine/round/faults";
import { PROVIDER_CHOICES } from "../../src/engine/providers/choices";
import { BUILT_IN_IDS, builtInScenario } from "../../src/scenarios";
import { EDITOR_KINDS } from "../../src/playground/editors/workbench";
import { QUESTIONS } from "../../src/playground/quiz/questions";
import { MAX_LINK_CHARS, readLocation, writeLocation, type LabLocation } from "../../src/playground/state/location";
import { addressOf, keptPosition, openSession } from "../../src/playground/state/session";
import { memoryStorage, rng } from "./helpers";
import { openLab, settled } from "./store-fakes";

const find = (id: string) => {
  const found = builtInScenario(id);
  return found.ok ? found.scenario : undefined;
};

/** A random location a link can say: every choice, present or left at its default. */
function randomLocation(r: ReturnType<typeof rng>): LabLocation {
  const faults: string[] = [];
  for (const fault of FAULT_IDS)
    if (r.next() < 0.2 && !faults.some((f) => faultName(f) === faultName(fault))) faults.push(fault);
  const maybe = <T>(value: T) => (r.next() < 0.5 ? value : undefined);
  const code = maybe("Ab0_-".repeat(1 + r.int(20)));
  const location: LabLocation = {
    scenario: r.pick(BUILT_IN_IDS),
    provider: r.pick(PROVIDER_CHOICES),
    faults,
    frame: 1 + r.int(200),
    ...(maybe(true) ? { lang: r.pick(["en", "zh-CN"] as const) } : {}),
    ...(maybe(true) ? { engine: "loop" as const } : {}),
    ...(maybe(true) ? { lens: "1.6" as const } : {}),
    ...(maybe(true) ? { strict: true as const } : {}),
    ...(maybe(true) ? { quiz: 1 + r.int(QUESTIONS.length) } : {}),
    ...(maybe(true)
      ? { present: { view: r.pick(["presenter", "audience"] as const), room: `room-${r.int(9999)}` } }
      : {}),
    ...(maybe(true) ? { edit: r.pick(EDITOR_KINDS) } : {}),
    ...(code ? { code } : maybe(true) ? { tool: "draft" as const } : {}),
  };
  return location;
}

describe("the session's link: one grammar read and written side by side", () => {
  it("decode(encode(x)) gives x back for 500 random locations, with no problem said", () => {
    const r = rng(17);
    for (let i = 0; i < 500; i++) {
      const location = randomLocation(r);
      const read = readLocation(writeLocation(location));
      expect(read.problems).toEqual([]);
      expect(read.location).toEqual(location);
    }
  });

  it("encode(decode(link)) gives a written link back unchanged", () => {
    const r = rng(4);
    for (let i = 0; i < 200; i++) {
      const search = writeLocation(randomLocation(r));
      expect(writeLocation(readLocation(search).location)).toBe(search);
    }
  });

  it("every choice a written link carries is one the reader says it was given", () => {
    const search = writeLocation({
      scenario: "truncated",
      provider: "openai-responses",
      faults: ["truncate"],
      frame: 3,
      lang: "en",
      engine: "loop",
      quiz: 2,
      present: { view: "presenter", room: "abcd" },
      edit: "stream",
      code: "xyz",
    });
    expect([...readLocation(search).given].sort()).toEqual([
      "code",
      "edit",
      "engine",
      "faults",
      "frame",
      "lang",
      "present",
      "provider",
      "quiz",
      "scenario",
    ]);
  });
});

describe("how the page opens", () => {
  it("a deep link wins over the kept position", () => {
    const opening = openSession("?scenario=truncated&frame=4", { position: "?scenario=aborted&frame=9" }, find);
    expect(opening.fromStorage).toBe(false);
    expect(opening.start.location).toMatchObject({ scenario: "truncated", frame: 4 });
  });

  it("an empty link restores the kept position", () => {
    const opening = openSession("", { position: "?scenario=aborted&frame=9&engine=loop" }, find);
    expect(opening.fromStorage).toBe(true);
    expect(opening.scenario).toBe("aborted");
    expect(opening.start.location).toMatchObject({ frame: 9, engine: "loop" });
  });

  it("a kept position that no longer reads is said as such, and its good parts still apply", () => {
    const opening = openSession("", { position: "?scenario=aborted&frame=zero" }, find);
    expect(opening.notices.map((n) => n.problem.key)).toEqual(["ui.notice.stored-position"]);
    expect(opening.scenario).toBe("aborted");
  });

  it("a kept position naming an object's own property (constructor) is an unknown scenario", () => {
    const opening = openSession("", { position: "?scenario=constructor" }, find);
    expect(opening.scenario).toBe("happy-path");
    expect(opening.notices.map((n) => n.problem.key)).toEqual(["ui.notice.unknown-scenario"]);
  });

  it("an unknown scenario falls back to the default, in words", () => {
    const opening = openSession("?scenario=no-such-one", {}, find);
    expect(opening.scenario).toBe("happy-path");
    expect(opening.notices).toEqual([
      { problem: { key: "ui.notice.unknown-scenario", params: { value: "no-such-one" } }, tone: "warning" },
    ]);
  });

  it("code without an editor is a link into a replay of someone's tool; with an editor it is not", () => {
    expect(openSession("?code=abc&frame=5", {}, find).replayLink).toBe(true);
    expect(openSession("?code=abc&edit=tool", {}, find).replayLink).toBe(false);
    const byDraft = openSession("?tool=draft", {}, find);
    expect(byDraft.replayLink).toBe(true);
    expect(byDraft.notices.map((n) => [n.problem.key, n.tone])).toEqual([["ui.notice.tool-by-draft", "info"]]);
  });
});

describe("what the address bar and the kept position say", () => {
  const place: LabLocation = {
    scenario: "happy-path",
    provider: "scripted",
    faults: [],
    frame: 2,
    lang: "en",
    quiz: 3,
    present: { view: "presenter", room: "abcd" },
    edit: "tool",
    code: "a".repeat(MAX_LINK_CHARS),
  };

  it("a played tool too big for a link is named by its draft; a link's own code is kept", () => {
    expect(addressOf(place, "https://x/", true)).toContain("tool=draft");
    expect(addressOf(place, "https://x/", true)).not.toContain("code=");
    expect(addressOf(place, "https://x/", false)).toContain(`code=${place.code}`);
  });

  it("the kept position never reopens a question, an editor, code or a presentation", () => {
    expect(keptPosition(place)).toBe("?scenario=happy-path&provider=scripted&frame=2&lang=en");
  });
});

describe("the session through the store (fake engine, memory storage)", { timeout: 30_000 }, () => {
  it("a deep link opens on its frame, and the address bar keeps the link's choices", async () => {
    const { lab, address, dispose } = openLab("?scenario=truncated&provider=anthropic-messages&frame=4&lang=en");
    await settled(lab);
    expect(lab.frameIndex()).toBe(3);
    expect(readLocation(address.search()).location).toMatchObject({
      scenario: "truncated",
      provider: "anthropic-messages",
      frame: 4,
      lang: "en",
    });
    dispose();
  });

  it("a failed replay puts the choices and the address back to the trace on screen", async () => {
    const { lab, engine, address, dispose } = openLab("?scenario=happy-path&frame=2&lang=en");
    await settled(lab);
    const before = address.search();
    engine.failNext("the engine could not be loaded");
    lab.setProvider("openai-completions");
    await settled(lab, () => lab.provider() === "scripted");
    expect(lab.notices().map((n) => n.key)).toContain("ui.notice.replay-failed");
    expect(address.search()).toBe(before);
    dispose();
  });

  it("a reload with no link opens where the person was", async () => {
    const storage = memoryStorage();
    const first = openLab("?scenario=aborted&frame=3&lang=en", { storage });
    await settled(first.lab);
    first.lab.step(1);
    await expect.poll(() => first.address.search()).toContain("frame=4");
    first.dispose();
    const again = openLab("", { storage });
    await settled(again.lab);
    expect([again.lab.scenarioId(), again.lab.frameIndex()]).toEqual(["aborted", 3]);
    again.dispose();
  });
});
