import { describe, expect, it } from "vitest";
import { MAX_LINK_CHARS, readLocation } from "../../src/playground/state/location";
import { localLearnerPlay, openLab, settled } from "./store-fakes";

describe("the editors' state through the store (fake engine, memory storage)", { timeout: 30_000 }, () => {
  it("a link into a replay of someone's tool opens the Tool lab; its frame waits for that replay", async () => {
    const { lab, address, dispose } = openLab("?scenario=happy-path&frame=6&code=abc&lang=en");
    expect(lab.workbench.editor()).toBe("tool");
    await settled(lab);
    // The chapter's trace, shown before the person runs the link's tool, opens at frame 1.
    expect([lab.trace()?.learner, lab.frameIndex()]).toEqual([undefined, 0]);
    expect(readLocation(address.search()).location.code).toBe("abc");
    lab.workbench.clearSharedCode();
    lab.workbench.setLearner(localLearnerPlay());
    await settled(lab, () => lab.trace()?.learner !== undefined);
    expect(lab.frameIndex()).toBe(5);
    dispose();
  });

  it("a link's code left unrun forgets its frame: a later run of one's own tool keeps the person's place", async () => {
    const { lab, dispose } = openLab("?scenario=happy-path&frame=6&code=abc&lang=en");
    await settled(lab);
    lab.go(2);
    lab.workbench.declineSharedCode();
    lab.workbench.setLearner(localLearnerPlay());
    await settled(lab, () => lab.trace()?.learner !== undefined);
    expect(lab.frameIndex()).toBe(2);
    dispose();
  });

  it("the tool being played is in the address; one too big for a link is named by its draft", async () => {
    const { lab, address, dispose } = openLab("?scenario=happy-path&lang=en");
    await settled(lab);
    lab.workbench.setLearner(localLearnerPlay(undefined, "packed_1"));
    await settled(lab, () => lab.trace()?.learner !== undefined);
    expect(readLocation(address.search()).location.code).toBe("packed_1");
    lab.workbench.setLearner(localLearnerPlay(undefined, "x".repeat(MAX_LINK_CHARS)));
    await expect.poll(() => readLocation(address.search()).location).toMatchObject({ tool: "draft" });
    expect(address.search()).not.toContain("code=");
    dispose();
  });

  it("a tool whose module cannot load is said; the chapter's tool plays again", async () => {
    const { lab, dispose } = openLab("?scenario=happy-path&lang=en");
    await settled(lab);
    lab.workbench.setLearner(localLearnerPlay("export const nothing = 1;"));
    await expect.poll(() => lab.workbench.learner()).toBeUndefined();
    await settled(lab);
    expect(lab.notices().map((n) => n.key)).toContain("ui.notice.replay-failed");
    expect(lab.trace()?.learner).toBeUndefined();
    dispose();
  });
});
