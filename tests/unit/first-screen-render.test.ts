/**
 * The pre-rendered first screen comes from Solid's server renderer in Node
 * (`scripts/build/render-first-screens.ts`), so every machine builds the same index.html: two
 * renders in processes with another time zone and another system language, at other moments, give
 * the same bytes. That the screen is the app's own is the browser test's
 * (`tests/e2e/first-screen.test.ts`).
 */
import { describe, expect, it } from "vitest";
import { renderScreens, VARIANTS } from "../../scripts/build/prerender";
import { MODAL_MARK, variantName } from "../../src/playground/start/first-screen";

describe("the first screen rendered in Node", () => {
  it("is the same in another time zone and system language", { timeout: 180_000 }, async () => {
    const root = process.cwd();
    const [here, there] = await Promise.all([
      renderScreens(root, { ...process.env, TZ: "UTC", LANG: "en_US.UTF-8", LC_ALL: "en_US.UTF-8" }),
      renderScreens(root, { ...process.env, TZ: "Pacific/Kiritimati", LANG: "zh_CN.UTF-8", LC_ALL: "zh_CN.UTF-8" }),
    ]);
    expect(JSON.stringify(there)).toBe(JSON.stringify(here));
    // Every variant, each the settled first screen: frame 1 of the whole trace, the start card over it.
    expect(Object.keys(here)).toEqual(VARIANTS.map(variantName));
    expect(
      Object.values(here).every(
        (s) => /data-testid="frame-counter"[^>]*>1 \/ \d+</.test(s.root) && s.beside.includes(MODAL_MARK),
      ),
    ).toBe(true);
  });
});
