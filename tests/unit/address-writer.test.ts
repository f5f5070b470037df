import { afterEach, describe, expect, it, vi } from "vitest";
import { afterPaint } from "../../src/playground/paint";
import { createAddressWriter } from "../../src/playground/state/address-writer";
import type { AddressWrite } from "../../src/playground/state/session";
import type { AddressBar } from "../../src/playground/state/session";

/** An address bar and kept position that record every write, and a schedule run by hand. */
function setup() {
  let search = "";
  const replaced: string[] = [];
  const kept: string[] = [];
  const queued: (() => void)[] = [];
  const address: AddressBar = {
    search: () => search,
    base: () => "http://x/",
    replace: (s) => (replaced.push(s), (search = s)),
  };
  const writer = createAddressWriter(
    address,
    (p) => kept.push(p),
    (run) => queued.push(run),
  );
  const at = (place: string, frame: number): AddressWrite => ({
    search: `?${place}&frame=${frame}`,
    position: `?${place}&frame=${frame}`,
    place,
  });
  return { writer, replaced, kept, queued, at };
}

describe("address writer", () => {
  it("writes the first place and a changed choice at once", () => {
    const { writer, replaced, kept, queued, at } = setup();
    writer.write(at("scenario=a", 1));
    writer.write(at("scenario=b", 1));
    expect(replaced).toEqual(["?scenario=a&frame=1", "?scenario=b&frame=1"]);
    expect(kept).toHaveLength(2);
    expect(queued).toHaveLength(0);
  });

  it("lets a run of steps wait, then writes only the last frame once", () => {
    const { writer, replaced, kept, queued, at } = setup();
    writer.write(at("scenario=a", 1));
    [2, 3, 4].forEach((f) => writer.write(at("scenario=a", f)));
    expect(replaced).toEqual(["?scenario=a&frame=1"]);
    expect(queued).toHaveLength(1);
    queued[0]!();
    expect(replaced).toEqual(["?scenario=a&frame=1", "?scenario=a&frame=4"]);
    expect(kept).toEqual(["?scenario=a&frame=1", "?scenario=a&frame=4"]);
  });

  it("writes a waiting step when flushed, and nothing again when its turn comes", () => {
    const { writer, replaced, queued, at } = setup();
    writer.write(at("scenario=a", 1));
    writer.write(at("scenario=a", 5));
    writer.flush();
    expect(replaced.at(-1)).toBe("?scenario=a&frame=5");
    queued[0]!();
    expect(replaced).toHaveLength(2);
  });

  it("drops a waiting step when a choice is written at once after it", () => {
    const { writer, replaced, queued, at } = setup();
    writer.write(at("scenario=a", 1));
    writer.write(at("scenario=a", 2));
    writer.write(at("scenario=b", 2));
    queued[0]!();
    expect(replaced).toEqual(["?scenario=a&frame=1", "?scenario=b&frame=2"]);
  });

  it("keeps at once a change the address does not carry (the same query again)", () => {
    const { writer, kept, queued, at } = setup();
    writer.write(at("scenario=a", 1));
    writer.write(at("scenario=a", 1));
    expect(kept).toHaveLength(2);
    expect(queued).toHaveLength(0);
  });
});

describe("afterPaint (when a step's write runs)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("runs after the tasks another frame callback queued in the frame that painted", async () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: () => void) => callbacks.push(callback));
    const order: string[] = [];
    afterPaint(() => order.push("write"));
    // Queued in the same frame after the write asked for it: the first task after the paint (the bench's stamp).
    requestAnimationFrame(() => setTimeout(() => order.push("waiting"), 0));
    callbacks.forEach((callback) => callback());
    // Both tasks have run once two are recorded; a fixed wait could end first on a loaded machine.
    await vi.waitFor(() => expect(order).toHaveLength(2));
    expect(order).toEqual(["waiting", "write"]);
  });
});
