import { describe, expect, it } from "vitest";
import { findChrome } from "../../scripts/lib/chrome";

describe("findChrome", () => {
  it("takes CHROME_PATH first, even when a system browser exists", async () => {
    const found = await findChrome(
      { CHROME_PATH: "/opt/chrome" },
      (p) => p === "/opt/chrome" || p === "/usr/bin/chromium",
    );
    expect(found).toEqual({ path: "/opt/chrome", source: "CHROME_PATH" });
  });

  it("refuses a CHROME_PATH that points nowhere, rather than silently using another browser", async () => {
    await expect(findChrome({ CHROME_PATH: "/nope" }, (p) => p === "/usr/bin/chromium")).rejects.toThrow(
      /CHROME_PATH is set to \/nope/,
    );
  });

  it("takes a system browser next", async () => {
    const found = await findChrome({}, (p) => p === "/usr/bin/chromium");
    expect(found).toEqual({ path: "/usr/bin/chromium", source: "system" });
  });

  it("falls back to the browser packaged in @sparticuz/chromium, so `npm ci` is enough", async () => {
    const found = await findChrome({}, () => false);
    expect(found.source).toBe("@sparticuz/chromium");
    expect(found.path).toMatch(/chromium/);
  }, 60_000);
});
