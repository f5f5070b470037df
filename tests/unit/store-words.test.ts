import { afterEach, describe, expect, it } from "vitest";
import { catalogs } from "../../src/i18n";
import { addCatalog, loadedCatalogs } from "../../src/i18n/message";
import { memoryStorage } from "./helpers";
import { openLab, settled } from "./store-fakes";

// The page holds one language's words at a time; Node (tests/unit/setup-words.ts) holds both, so
// each test takes 简体中文 out of the registry first, as a page that opened in English has it.
afterEach(() => addCatalog("zh-CN", catalogs["zh-CN"]));

describe("the other language's words load before the page switches to them", { timeout: 30_000 }, () => {
  it("the language changes only once its words are in, and then the page speaks it", async () => {
    delete loadedCatalogs["zh-CN"];
    const { lab, dispose } = openLab("?scenario=happy-path&lang=en", { storage: memoryStorage() });
    await settled(lab);
    lab.setLang("zh-CN");
    // Not yet: a page in 简体中文 without its words would show catalog keys.
    expect(lab.lang()).toBe("en");
    await expect.poll(() => lab.lang()).toBe("zh-CN");
    expect(lab.t("ui.notice.storage-reset")).toBe(catalogs["zh-CN"]["ui.notice.storage-reset"]);
    dispose();
  });
});
