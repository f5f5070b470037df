import { describe, expect, it } from "vitest";
import { firstScreenLang } from "../../src/playground/first-screen";
import { firstScreenScript, withFirstScreens } from "../../scripts/first-screen";
import { memoryStorage } from "./helpers";

describe("which visits get the first screen built into the page", () => {
  it("a plain visit where the lab kept nothing: the browser's language", () => {
    expect(firstScreenLang("", memoryStorage(), ["zh-TW", "en"])).toBe("zh-CN");
    expect(firstScreenLang("?", memoryStorage({ "someone-else": "1" }), ["de-DE", "en-GB"])).toBe("en");
  });

  it("none for a link, even one naming only the language", () => {
    expect(firstScreenLang("?lang=en", memoryStorage(), ["en"])).toBeUndefined();
  });

  it("none when the lab kept anything (a position, a dismissed start card, a draft)", () => {
    for (const key of ["tool-call-lab:prefs:v1", "tool-call-lab:started:v1", "tool-call-lab:draft:tool"]) expect(firstScreenLang("", memoryStorage({ [key]: "1" }), ["en"]), key).toBeUndefined();
  });

  it("none when storage cannot be read (the app decides then)", () => {
    const broken = { get length(): number { throw new Error("blocked"); }, key: () => null };
    expect(firstScreenLang("", broken, ["en"])).toBeUndefined();
    expect(firstScreenLang("", undefined, ["en"])).toBeUndefined();
  });
});

describe("the page's first-screen script and templates", () => {
  it("the script is the module as plain JavaScript, imports gone, ending in its call", () => {
    const script = firstScreenScript();
    expect(script).not.toMatch(/^\s*(import|export)\s/m);
    expect(script).toMatch(/function showFirstScreen\(\)/);
    expect(script.trim().endsWith("showFirstScreen();\n})();")).toBe(true);
    expect(script).not.toMatch(/<\/script/i);
    expect(() => new Function(script)).not.toThrow();
  });

  it("a template per language, then the script, after #root and before </body>", () => {
    const html = withFirstScreens('<body><div id="root"><p>shell</p></div>\n</body>', { en: "<main>en</main>", "zh-CN": "<main>zh</main>" });
    const root = html.indexOf('<div id="root">');
    const en = html.indexOf('<template id="first-screen-en"><main>en</main></template>');
    const zh = html.indexOf('<template id="first-screen-zh-CN"><main>zh</main></template>');
    const script = html.indexOf("<script>");
    expect([root < en, root < zh, en < script && zh < script, script < html.indexOf("</body>")]).toEqual([true, true, true, true]);
  });
});
