import { describe, expect, it, vi } from "vitest";

// The worker import is a Vite build feature; here a stand-in module, never started by these tests.
vi.mock("../../src/playground/editors/ts-lab.worker?worker", () => ({ default: class {} }));
const { createTsWorkerStarter } = await import("../../src/playground/editors/ts-prestart");

/** A starter over numbered stand-in workers, and how many were made. */
function counted() {
  let made = 0;
  const starter = createTsWorkerStarter(() => ({ n: ++made }) as unknown as Worker);
  return { starter, made: () => made };
}

describe("the TypeScript worker started ahead of Monaco", () => {
  it("is the one Monaco takes, made once however often an editor opens", () => {
    const { starter, made } = counted();
    starter.start();
    starter.start();
    expect(starter.take()).toEqual({ n: 1 });
    expect(made()).toBe(1);
  });

  it("is not started again once Monaco has its worker (the other TypeScript editor opening later)", () => {
    const { starter, made } = counted();
    starter.start();
    starter.take();
    starter.start();
    expect(made()).toBe(1);
  });

  it("is made on demand when Monaco asks before any editor started one", () => {
    const { starter, made } = counted();
    expect(starter.take()).toEqual({ n: 1 });
    expect(made()).toBe(1);
  });
});
