import { describe, expect, it } from "vitest";
import { readLocation } from "../../src/playground/state/location";
import { memoryStorage } from "./helpers";
import { openLab, settled } from "./store-fakes";

describe("presenting through the store (fake engine, memory storage)", { timeout: 30_000 }, () => {
  it("only a link opens a presentation: the kept position reopens the frame, not the presenter", async () => {
    const storage = memoryStorage();
    const first = openLab("?scenario=aborted&frame=3&view=presenter&room=abcd&lang=en", { storage });
    expect(first.lab.mode()).toEqual({ kind: "presenter", room: "abcd" });
    await settled(first.lab);
    expect(readLocation(first.address.search()).location.present).toEqual({ view: "presenter", room: "abcd" });
    first.dispose();
    const again = openLab("", { storage });
    expect(again.lab.mode()).toEqual({ kind: "player" });
    await settled(again.lab);
    expect([again.lab.scenarioId(), again.lab.frameIndex()]).toEqual(["aborted", 2]);
    again.dispose();
  });

  it("lecture autoplay stops at the first frame of the next stage", async () => {
    const { lab, dispose } = openLab("?scenario=happy-path&lang=en");
    await settled(lab);
    lab.toggleLecture();
    lab.setSpeed(1000);
    lab.togglePlay();
    await expect.poll(() => lab.playing(), { timeout: 20_000 }).toBe(false);
    const frames = lab.trace()!.frames;
    const next = frames.findIndex((f) => f.stage !== frames[0]!.stage);
    expect(lab.frameIndex()).toBe(next);
    dispose();
  });
});
