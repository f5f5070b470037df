import { describe, expect, it } from "vitest";
import { runnerStatusText } from "../../src/playground/editors/learner-play";

describe("the Tool lab's sandbox status", () => {
  it("while a module loads, counts its seconds against the load limit, in both languages", () => {
    const starting = { kind: "starting", since: 1_000 } as const;
    expect(runnerStatusText("en", starting, 1_000)).toBe(
      "Sandbox: loading your module in a fresh worker… 0 s (stopped at 10 s)",
    );
    expect(runnerStatusText("en", starting, 8_400)).toContain("… 7 s (stopped at 10 s)");
    expect(runnerStatusText("zh-CN", starting, 4_000)).toContain("已 3 秒（到 10 秒会被停止）");
  });

  it("says the other states as before: ready, running, stopped, a problem with its place", () => {
    expect(runnerStatusText("en", { kind: "ready", name: "list_download_files" }, 0)).toContain("list_download_files");
    expect(runnerStatusText("en", { kind: "stopped", ms: 2000 }, 0)).toContain("2.0");
    expect(runnerStatusText("en", { kind: "problem", key: "syntax", detail: "Unexpected token (3:4)" }, 0)).toBe(
      "Syntax error at line 3, column 4: Unexpected token",
    );
  });
});
