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
    expect(writeLocation({ ...location, engine: "loop" })).toBe(
      "?scenario=bad-arguments&provider=scripted&frame=18&lang=en&engine=loop&lens=1.6",
    );
  });

  it("without lens= the lens is off (1.4.0 alone), and nothing is written", () => {
    const { location } = readLocation("?scenario=bad-arguments");
    expect(location.lens).toBeUndefined();
    expect(writeLocation(location)).not.toContain("lens");
  });

  it.each(["1.5", "1.6.0", "", "on"])(
    "lens=%j is reported with the lens the app has, and the rest of the link still applies",
    (value) => {
      const { location, problems } = readLocation(`?scenario=bad-arguments&frame=18&lens=${encodeURIComponent(value)}`);
      expect(location.lens).toBeUndefined();
      expect(location).toMatchObject({ scenario: "bad-arguments", frame: 18 });
      expect(problems).toEqual([{ key: "ui.notice.bad-lens", params: { value, known: "1.6" } }]);
      for (const lang of ["en", "zh-CN"] as const)
        expect(message(lang, problems[0]!.key, problems[0]!.params)).toContain("1.6");
    },
  );

  it("a very long bad value is cut in the notice", () => {
    const { problems } = readLocation(`?lens=${"x".repeat(500)}`);
    expect(String(problems[0]!.params.value).length).toBeLessThanOrEqual(41);
  });
});

describe("the lens in the store", () => {
  it("a lens link asks the engine for both versions, and the address keeps lens=1.6 until the switch turns it off", async () => {
    const { openLab, settled } = await import("./store-fakes");
    const { lab, engine, address, dispose } = openLab("?scenario=bad-arguments&frame=18&lens=1.6&lang=en");
    await settled(lab);
    expect(engine.requests.at(-1)).toMatchObject({ lens: "1.6" });
    expect(lab.trace()?.lens?.differences.some((d) => d.kind === "error-text")).toBe(true);
    expect(readLocation(address.search()).location).toMatchObject({
      scenario: "bad-arguments",
      frame: 18,
      lens: "1.6",
    });
    lab.setLens(undefined);
    await settled(lab, () => lab.trace()?.lens === undefined);
    expect(engine.requests.at(-1)!.lens).toBeUndefined();
    expect(address.search()).not.toContain("lens");
    dispose();
  }, 30_000);

  it("a lens replay that fails puts the lens back off, with the address", async () => {
    const { openLab, settled } = await import("./store-fakes");
    const { lab, engine, address, dispose } = openLab("?scenario=bad-arguments&lang=en");
    await settled(lab);
    engine.failNext("the lens could not be loaded");
    lab.setLens("1.6");
    await settled(
      lab,
      () => lab.lens() === undefined && lab.notices().some((n) => n.key === "ui.notice.replay-failed"),
    );
    expect(address.search()).not.toContain("lens");
    dispose();
  }, 30_000);

  it("See it happen with a lens turns it on for that evidence, and evidence without one turns it off", async () => {
    const { openLab, settled } = await import("./store-fakes");
    const { lab, dispose } = openLab("?scenario=happy-path&lang=en");
    await settled(lab);
    lab.showEvidence(13, {
      scenario: "bad-arguments",
      lens: "1.6",
      frame: { fact: { kind: "validation", outcome: "refused" } },
    });
    await settled(lab, () => lab.trace()?.lens !== undefined);
    expect([lab.lens(), lab.frame()?.stage]).toEqual(["1.6", "validation"]);
    lab.showEvidence(1, { scenario: "happy-path", frame: { fact: { kind: "definition" } } });
    await settled(lab, () => lab.trace()?.lens === undefined);
    expect(lab.lens()).toBeUndefined();
    dispose();
  }, 30_000);
});
