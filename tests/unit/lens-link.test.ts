/** The version lens's deep link: `lens=1.6` read and written; anything else said, in both languages, and 1.4.0 alone. */
import { describe, expect, it } from "vitest";
import { message } from "../../src/i18n";
import { readLocation, writeLocation } from "../../src/playground/state/location";

describe("the lens link", () => {
  it("lens=1.6 turns the lens on, and is written back after the engine", () => {
    const { location, problems, given } = readLocation("?scenario=bad-arguments&frame=18&lens=1.6&lang=en");
    expect(problems).toEqual([]);
    expect(given.has("lens")).toBe(true);
    expect(location).toMatchObject({ scenario: "bad-arguments", frame: 18, lens: "1.6", lang: "en" });
    expect(writeLocation({ ...location, engine: "loop" })).toBe("?scenario=bad-arguments&provider=scripted&frame=18&lang=en&engine=loop&lens=1.6");
  });

  it("without lens= the lens is off (1.4.0 alone), and nothing is written", () => {
    const { location } = readLocation("?scenario=bad-arguments");
    expect(location.lens).toBeUndefined();
    expect(writeLocation(location)).not.toContain("lens");
  });

  it.each(["1.5", "1.6.0", "", "on"])("lens=%j is reported with the lens the app has, and the rest of the link still applies", (value) => {
    const { location, problems } = readLocation(`?scenario=bad-arguments&frame=18&lens=${encodeURIComponent(value)}`);
    expect(location.lens).toBeUndefined();
    expect(location).toMatchObject({ scenario: "bad-arguments", frame: 18 });
    expect(problems).toEqual([{ key: "ui.notice.bad-lens", params: { value, known: "1.6" } }]);
    for (const lang of ["en", "zh-CN"] as const) expect(message(lang, problems[0]!.key, problems[0]!.params)).toContain("1.6");
  });

  it("a very long bad value is cut in the notice", () => {
    const { problems } = readLocation(`?lens=${"x".repeat(500)}`);
    expect(String(problems[0]!.params.value).length).toBeLessThanOrEqual(41);
  });
});
