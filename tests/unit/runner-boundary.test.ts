import { describe, expect, it } from "vitest";
import { copyData, readRunnerAnswer, SANDBOX_LIMITS } from "../../src/sandbox/boundary";
import { loadModule, messageOf } from "../../src/sandbox/evaluate";
import { CHAPTER_TOOL_MODULE } from "../../src/sandbox/template";

const FOLDER = { path: "/home/ada/Downloads", entries: [{ name: "a.pdf", type: "file" as const }] };
const definition = {
  name: "list_download_files",
  description: "Lists files.",
  parameters: { type: "object", properties: {} },
};
const audit = [
  { at: 1, op: "readdir", path: "/home/ada/Downloads", withFileTypes: true, durationMs: 0, outcome: "ok", entries: 1 },
];

/** The reason a message is refused, or "read" when it is taken. */
const verdict = (data: unknown, expected: "load" | "execute" = "execute") => {
  const read = readRunnerAnswer(data, expected, 7);
  return read.ok ? "read" : read.reason;
};

function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { type: "string" };
  for (let i = 0; i < depth; i++) value = { type: "object", properties: { a: value } };
  return value;
}

/** The chapter's module with its `execute` body replaced. */
const withExecute = (body: string) =>
  CHAPTER_TOOL_MODULE.replace(
    /export async function execute[\s\S]*$/,
    `export async function execute(args: any, signal: AbortSignal): Promise<any> {\n${body}\n}\n`,
  );

async function runOnce(source: string) {
  const loaded = loadModule(source);
  if (!loaded.ok) throw new Error(loaded.problem.key);
  return loaded.module.execute({}, FOLDER);
}

describe("the page reads every sandbox answer with one validator", () => {
  it("takes a well-formed result and a well-formed load", () => {
    expect(verdict({ type: "executed", id: 3, run: { ok: true, returned: ["a.pdf"], audit } })).toBe("read");
    expect(verdict({ type: "loaded", id: 0, ok: true, definition }, "load")).toBe("read");
    expect(verdict({ type: "loaded", ok: true, definition }, "load")).toBe("read");
  });

  it("refuses a forged null result in words", () => {
    expect(verdict({ type: "executed", run: null })).toBe("a result that is null, not an object");
    expect(verdict(null)).toBe("a message that is null, not an object");
  });

  it("refuses a tool name that is an object", () => {
    expect(
      verdict({ type: "loaded", ok: true, definition: { ...definition, name: { toString: null } } }, "load"),
    ).toContain("a tool name that is a object");
  });

  it("refuses a tool name over 64 characters, as the providers do", () => {
    expect(
      verdict({ type: "loaded", ok: true, definition: { ...definition, name: "a".repeat(65) } }, "load"),
    ).toContain("providers refuse");
    expect(verdict({ type: "loaded", ok: true, definition: { ...definition, name: "a".repeat(64) } }, "load")).toBe(
      "read",
    );
  });

  it("refuses a kind that is only on the prototype", () => {
    const forged = Object.create({ type: "executed" });
    forged.run = { ok: true, returned: [], audit: [] };
    expect(verdict(forged)).toContain("not an object");
  });

  it("refuses an answer of the wrong kind for the request, and unknown fields", () => {
    expect(verdict({ type: "executed", run: { ok: true, returned: [], audit: [] } }, "load")).toContain(
      "while loading",
    );
    expect(verdict({ type: "executed", run: { ok: true, returned: [], audit: [], extra: 1 } })).toBe(
      "a result with unknown fields",
    );
    expect(verdict({ type: "executed", run: { ok: false, kind: "vanished", message: "x", audit: [] } })).toBe(
      "a failure of an unknown kind",
    );
  });

  it("refuses a cyclic returned value", () => {
    const cyclic: unknown[] = ["a.pdf"];
    cyclic.push(cyclic);
    expect(verdict({ type: "executed", run: { ok: true, returned: cyclic, audit: [] } })).toBe(
      "a returned value with a value that contains itself",
    );
  });

  it("refuses a schema nested 3,000 deep without a stack overflow", () => {
    expect(
      verdict({ type: "loaded", ok: true, definition: { ...definition, parameters: nested(3000) } }, "load"),
    ).toContain(`deeper than ${SANDBOX_LIMITS.depth} levels`);
  });

  it("refuses a value over the caps that the worker should have cut", () => {
    const names = Array.from({ length: SANDBOX_LIMITS.items + 1 }, (_, i) => `${i}.pdf`);
    expect(verdict({ type: "executed", run: { ok: true, returned: names, audit: [] } })).toContain(
      `more than ${SANDBOX_LIMITS.items} items`,
    );
    expect(
      verdict({
        type: "executed",
        run: { ok: true, returned: ["x".repeat(SANDBOX_LIMITS.stringChars + 1)], audit: [] },
      }),
    ).toContain("a string of");
  });

  it("refuses a forged audit entry", () => {
    expect(verdict({ type: "executed", run: { ok: true, returned: [], audit: [{ ...audit[0], op: "unlink" }] } })).toBe(
      "an audit entry with a wrong field",
    );
  });
});

describe("copying a value out of the sandbox", () => {
  it("never calls a getter", () => {
    let called = false;
    const value = {
      get files() {
        called = true;
        return [];
      },
    };
    expect(copyData(value, { cut: true })).toEqual({ ok: false, reason: "a getter (“files”)" });
    expect(called).toBe(false);
  });

  it("refuses symbols, functions and class instances, and a Proxy whose traps throw", () => {
    expect(copyData({ [Symbol("x")]: 1 }, { cut: true })).toMatchObject({ ok: false, reason: "a symbol key" });
    expect(copyData([Symbol("x")], { cut: true })).toMatchObject({ ok: false, reason: "a symbol" });
    expect(copyData([() => 1], { cut: true })).toMatchObject({ ok: false, reason: "a function" });
    expect(copyData(new Map(), { cut: true })).toMatchObject({ ok: false });
    const hostile = new Proxy([], {
      ownKeys: () => {
        throw new Error("no");
      },
    });
    expect(copyData(hostile, { cut: true })).toEqual({ ok: false, reason: "a value whose reading threw" });
  });

  it("cuts 200,000 names to 10,000 and one 5 MB name to 4,096 characters, saying so", () => {
    const many = copyData(
      Array.from({ length: 200_000 }, (_, i) => `${i}.pdf`),
      { cut: true },
    );
    expect(many).toMatchObject({ ok: true, cut: { items: true, text: false } });
    expect((many as { value: unknown[] }).value).toHaveLength(SANDBOX_LIMITS.items);
    const long = copyData(["n".repeat(5_000_000)], { cut: true });
    expect(long).toMatchObject({ ok: true, cut: { items: false, text: true } });
    expect((long as { value: string[] }).value[0]).toHaveLength(SANDBOX_LIMITS.stringChars);
  });
});

describe("the runner's own code in the worker", () => {
  it("refuses a tool name over 64 characters at load, as the providers would", () => {
    const long = CHAPTER_TOOL_MODULE.replace('name: "list_download_files"', `name: "${"a".repeat(65)}"`);
    const loaded = loadModule(long);
    expect(loaded.ok).toBe(false);
    expect(!loaded.ok && loaded.problem).toMatchObject({
      key: "bad-tool",
      detail: expect.stringContaining("65 characters"),
    });
  });

  it("describes a thrown value without running its toString", () => {
    expect(messageOf(Object.create(null))).toBe("an object that is not an Error");
    expect(
      messageOf({
        toString: () => {
          throw new Error("boom");
        },
      }),
    ).toBe("an object that is not an Error");
    expect(messageOf(new TypeError("bad"))).toBe("TypeError: bad");
    expect(messageOf("x".repeat(5000))).toHaveLength(SANDBOX_LIMITS.messageChars);
  });

  it("a throw of an object with no prototype is a throw, with words", async () => {
    expect(await runOnce(withExecute("throw Object.create(null);"))).toMatchObject({
      ok: false,
      kind: "threw",
      message: "an object that is not an Error",
    });
  });

  it("a returned value with a getter, a cycle or a symbol is unreadable; 200,000 names are cut", async () => {
    expect(await runOnce(withExecute("return { get files() { return []; } };"))).toMatchObject({
      ok: false,
      kind: "unreadable",
      message: "execute() returned a getter (“files”)",
    });
    expect(await runOnce(withExecute("const a: any[] = []; a.push(a); return a;"))).toMatchObject({
      kind: "unreadable",
      message: "execute() returned a value that contains itself",
    });
    expect(await runOnce(withExecute("return [Symbol('x')];"))).toMatchObject({ kind: "unreadable" });
    const cut = await runOnce(withExecute("return Array.from({ length: 200000 }, (_, i) => i + '.pdf');"));
    expect(cut).toMatchObject({ ok: true, cut: { items: true } });
  });

  it("keeps the audit of a read even when the learner's code replaces Array.prototype.push and map", async () => {
    const source = withExecute(`
      const push = Array.prototype.push, map = Array.prototype.map;
      Array.prototype.push = function () { return 0; };
      Array.prototype.map = function () { return [{ at: 0, op: "readdir", path: "/etc", withFileTypes: true, outcome: "ok", durationMs: 0, entries: 99 }]; };
      try { await readdir(desktopPaths.downloads, { withFileTypes: true, signal }); }
      finally { Array.prototype.push = push; Array.prototype.map = map; }
      return [];`);
    const run = await runOnce(source);
    expect(run.audit).toHaveLength(1);
    expect(run.audit[0]).toMatchObject({ path: "/home/ada/Downloads", outcome: "ok" });
  });
});
