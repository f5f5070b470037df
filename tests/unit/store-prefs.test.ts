import { describe, expect, it } from "vitest";
import { loadPreferences } from "../../src/playground/state/storage";
import { memoryStorage } from "./helpers";
import { openLab, settled } from "./store-fakes";

describe("the preferences through the store (fake engine, memory storage)", { timeout: 30_000 }, () => {
  it("theme, projector type and language are kept for the next visit", async () => {
    const storage = memoryStorage();
    const first = openLab("?scenario=happy-path&lang=en", { storage });
    await settled(first.lab);
    first.lab.setTheme("dark");
    first.lab.toggleProjector();
    first.lab.setLang("zh-CN");
    await expect
      .poll(() => loadPreferences(storage).prefs)
      .toMatchObject({ theme: "dark", projector: true, lang: "zh-CN" });
    first.dispose();
    const again = openLab("", { storage });
    expect([again.lab.theme(), again.lab.projector(), again.lab.lang()]).toEqual(["dark", true, "zh-CN"]);
    again.dispose();
  });

  it("a theme or projector change after a step is kept at once, with nothing else changing", async () => {
    const storage = memoryStorage();
    const { lab, dispose } = openLab("?scenario=happy-path&lang=en", { storage });
    await settled(lab);
    lab.setTheme("light");
    lab.step(1);
    // The step's write waits for the paint; once it is in, the toggles below are all that changes.
    await expect.poll(() => loadPreferences(storage).prefs.position).toContain("frame=2");
    lab.setTheme("dark");
    await expect.poll(() => loadPreferences(storage).prefs.theme).toBe("dark");
    lab.toggleProjector();
    await expect.poll(() => loadPreferences(storage).prefs.projector).toBe(true);
    dispose();
  });

  it("a link's language wins over the kept one", () => {
    const storage = memoryStorage({ "tool-call-lab:prefs:v1": JSON.stringify({ lang: "zh-CN" }) });
    const { lab, dispose } = openLab("?lang=en", { storage });
    expect(lab.lang()).toBe("en");
    dispose();
  });

  it("an audience window reads the storage but never writes it", async () => {
    const storage = memoryStorage({ "tool-call-lab:prefs:v1": JSON.stringify({ theme: "dark" }) });
    const { lab, dispose } = openLab("?scenario=happy-path&frame=3&view=audience&room=abcd&lang=en", {
      storage,
      persist: false,
    });
    await settled(lab);
    expect(lab.theme()).toBe("dark");
    lab.setTheme("light");
    lab.step(1);
    await expect.poll(() => lab.frameIndex()).toBe(3);
    expect([...storage.data.keys()]).toEqual(["tool-call-lab:prefs:v1"]);
    expect(loadPreferences(storage).prefs).toEqual({ theme: "dark" });
    dispose();
  });
});
