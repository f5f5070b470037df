import { describe, expect, it } from "vitest";
import { createFakeFs, createVirtualClock, type FolderEntry } from "../../src/fake-fs";

const ROOT = "/Users/mei/Downloads";
const entries: FolderEntry[] = [
  { name: "a.pdf", type: "file" },
  { name: "old.pdf", type: "directory" },
  { name: ".hidden", type: "file" },
  { name: "<b>x</b>.pdf", type: "file" },
];

describe("fake-fs", () => {
  it("returns Dirent-shaped entries; a folder named old.pdf is a directory", async () => {
    const fs = createFakeFs({ root: ROOT, entries, clock: createVirtualClock() });
    const list = await fs.readdir(ROOT, { withFileTypes: true });
    expect(list.map((d) => [d.name, d.isFile(), d.isDirectory(), d.parentPath])).toEqual([
      ["a.pdf", true, false, ROOT],
      ["old.pdf", false, true, ROOT],
      [".hidden", true, false, ROOT],
      ["<b>x</b>.pdf", true, false, ROOT],
    ]);
  });

  it("fails like Node: EACCES and ENOENT with code, errno, syscall and the absolute path", async () => {
    const clock = createVirtualClock();
    const denied = createFakeFs({ root: ROOT, entries, failure: { kind: "denied" }, clock });
    await expect(denied.readdir(ROOT, { withFileTypes: true })).rejects.toMatchObject({
      message: `EACCES: permission denied, scandir '${ROOT}'`,
      code: "EACCES",
      errno: -13,
      syscall: "scandir",
      path: ROOT,
    });
    const missing = createFakeFs({ root: ROOT, entries, failure: { kind: "missing" }, clock });
    await expect(missing.readdir(ROOT, { withFileTypes: true })).rejects.toMatchObject({ code: "ENOENT", errno: -2 });
    const fine = createFakeFs({ root: ROOT, entries, clock });
    await expect(fine.readdir("/etc", { withFileTypes: true })).rejects.toMatchObject({ code: "ENOENT", path: "/etc" });
  });

  it("a slow read finishes in virtual time, or rejects with AbortError when cancelled", async () => {
    const clock = createVirtualClock(0);
    const fs = createFakeFs({ root: ROOT, entries, failure: { kind: "slow", delayMs: 8000 }, clock });
    const done = await clock.settle(fs.readdir(ROOT, { withFileTypes: true }));
    expect(done).toHaveLength(4);
    expect(clock.now()).toBe(8000);

    const controller = new AbortController();
    clock.schedule(1500, () => controller.abort(new Error("stop")));
    await expect(
      clock.settle(fs.readdir(ROOT, { withFileTypes: true, signal: controller.signal })),
    ).rejects.toMatchObject({ name: "AbortError", code: "ABORT_ERR" });
    expect(clock.now()).toBe(9500);
  });

  it("records every call in the audit log, and hands out copies", async () => {
    const clock = createVirtualClock(0);
    const fs = createFakeFs({ root: ROOT, entries, clock });
    await fs.readdir(ROOT, { withFileTypes: true });
    await fs.readdir("/tmp", { withFileTypes: true }).catch(() => undefined);
    const audit = fs.audit();
    expect(audit).toEqual([
      { at: 0, op: "readdir", path: ROOT, withFileTypes: true, outcome: "ok", entries: 4, durationMs: 0 },
      { at: 0, op: "readdir", path: "/tmp", withFileTypes: true, outcome: "error", code: "ENOENT", durationMs: 0 },
    ]);
    audit.pop();
    expect(fs.audit()).toHaveLength(2);
  });
});
