import { describe, expect, it } from "vitest";
import { localLearnerTool } from "../../src/sandbox/local";
import { compile, loadModule } from "../../src/sandbox/evaluate";
import { CHAPTER_TOOL_MODULE } from "../../src/sandbox/template";
import { listDownloadFilesTool, withoutWallClock, type Trace } from "../../src/engine";
import { framesOf } from "../../src/engine/trace/frame-store";
import { play, results, textOf } from "./helpers";

/** The learner's tool built from `source` (the chapter's module unless changed). */
function learner(source = CHAPTER_TOOL_MODULE) {
  const made = localLearnerTool(source);
  if (!made.ok) throw new Error(`${made.problem.key}: ${made.problem.detail}`);
  return made.learner;
}

const frameOf = (trace: Trace, stage: string) => framesOf(trace).find((f) => f.stage === stage);

describe("the Tool lab's module", () => {
  it("defines exactly the chapter's tool, schema and all", () => {
    const { tool } = learner();
    expect(tool.name).toBe(listDownloadFilesTool.name);
    expect(tool.description).toBe(listDownloadFilesTool.description);
    expect(tool.parameters).toEqual(JSON.parse(JSON.stringify(listDownloadFilesTool.parameters)));
  });

  it("plays every message of the happy path as the chapter's tool does", async () => {
    const mine = await play("happy-path", [], { learner: learner() });
    const chapter = await play("happy-path");
    expect(withoutWallClock(mine.messages)).toEqual(withoutWallClock(chapter.messages));
    expect(mine.learner).toEqual({ name: "list_download_files" });
    expect(frameOf(mine, "execution")?.narration.key).toBe("execution.learner.ran");
    expect(frameOf(mine, "definition")?.narration.key).toBe("definition.learner");
  });

  it("without the pattern, pi-ai lets {extension: 'pdf'} through and the execute finds nothing", async () => {
    const loose = CHAPTER_TOOL_MODULE.replace(/\n\s*pattern: .*\n/, "\n");
    expect(loose).not.toMatch(/pattern:/);
    const chapter = await play("missing-dot");
    expect(frameOf(chapter, "validation")?.validation?.status).toBe("invalid");
    const mine = await play("missing-dot", [], { learner: learner(loose) });
    expect(frameOf(mine, "validation")?.validation?.status).toBe("valid");
    const execution = frameOf(mine, "execution")?.execution;
    expect(execution).toMatchObject({ status: "ran", filter: "pdf", returned: [] });
    expect(textOf(results(mine)[0]!.content)).toBe('{"files":[]}');
  });

  it("without additionalProperties: false, a stray property is accepted and ignored", async () => {
    const open = CHAPTER_TOOL_MODULE.replace("{ additionalProperties: false }", "{}");
    const chapter = await play("extra-property");
    expect(frameOf(chapter, "validation")?.validation?.status).toBe("invalid");
    const mine = await play("extra-property", [], { learner: learner(open) });
    expect(frameOf(mine, "validation")?.validation?.status).toBe("valid");
    expect(frameOf(mine, "execution")?.execution?.status).toBe("ran");
  });

  it("a thrown error becomes an error result, its host path removed", async () => {
    const throwing = CHAPTER_TOOL_MODULE.replace(
      "// The host picks",
      'throw new Error("disk on fire at " + desktopPaths.downloads);\n  // The host picks',
    );
    const mine = await play("happy-path", [], { learner: learner(throwing) });
    const execution = frameOf(mine, "execution");
    expect(execution?.narration.key).toBe("execution.learner.threw");
    expect(execution?.execution?.error?.message).toBe("disk on fire at <Downloads>");
    const result = results(mine)[0]!;
    expect(result.isError).toBe(true);
    expect(textOf(result.content)).toBe("Could not list the Downloads folder: disk on fire at <Downloads>");
  });

  it("a swallowed folder error returns an empty list: the model is told there are no files", async () => {
    const swallowing = CHAPTER_TOOL_MODULE.replace(
      "const entries = await readdir(desktopPaths.downloads, { withFileTypes: true, signal });",
      "const entries = await readdir(desktopPaths.downloads, { withFileTypes: true, signal }).catch(() => []);",
    );
    const mine = await play("happy-path", ["folder:denied"], { learner: learner(swallowing) });
    expect(frameOf(mine, "execution")?.execution).toMatchObject({ status: "ran", returned: [] });
    expect(frameOf(mine, "execution")?.execution?.audit[0]).toMatchObject({ outcome: "error", code: "EACCES" });
    expect(results(mine)[0]!.isError).toBe(false);
  });

  it("a model-chosen path is read as given, and fails outside Downloads", async () => {
    const pathy = CHAPTER_TOOL_MODULE.replace(
      "extension: Type.Optional(",
      "path: Type.Optional(Type.String()),\n    extension: Type.Optional(",
    ).replace("readdir(desktopPaths.downloads,", "readdir((args as { path?: string }).path ?? desktopPaths.downloads,");
    const loaded = learner(pathy);
    const run = await loaded.run(
      { path: "/etc" },
      { path: "/home/me/Downloads", entries: [{ name: "a.pdf", type: "file" }] },
    );
    expect(run).toMatchObject({ ok: false, kind: "threw" });
    expect(run.audit[0]).toMatchObject({ path: "/etc", code: "ENOENT" });
  });

  it("a renamed tool makes the model's call unknown, refused in the chapter's words (§12)", async () => {
    const renamed = CHAPTER_TOOL_MODULE.replace('name: "list_download_files"', 'name: "list_files"');
    const mine = await play("happy-path", [], { learner: learner(renamed) });
    expect(frameOf(mine, "gate")?.gate?.calls[0]).toMatchObject({ name: "list_download_files", known: false });
    expect(textOf(results(mine)[0]!.content)).toBe("Unknown tool: list_download_files");
    // The model was offered the learner's tool, by its new name.
    expect(JSON.stringify(mine.requests[0]!.body)).toContain("list_files");
  });

  it("something other than a list of names is reported, not sent as a listing", async () => {
    const odd = CHAPTER_TOOL_MODULE.replace(
      "return entries",
      "return { files: 1 } as unknown as string[];\n  return entries",
    );
    const mine = await play("happy-path", [], { learner: learner(odd) });
    expect(frameOf(mine, "execution")?.narration.key).toBe("execution.learner.returned");
    expect(results(mine)[0]!.isError).toBe(true);
  });

  it("names what is wrong with a module instead of throwing", () => {
    expect(compile("export const = ;")).toMatchObject({ ok: false, problem: { key: "syntax" } });
    expect(loadModule('import { exec } from "node:child_process"; export const run = exec;')).toMatchObject({
      ok: false,
      problem: { key: "threw" },
    });
    expect(loadModule("export const tool = 1;")).toMatchObject({ ok: false, problem: { key: "no-tool" } });
    expect(loadModule('export const tool = { name: "x", description: "d", parameters: {} };')).toMatchObject({
      ok: false,
      problem: { key: "no-execute" },
    });
    expect(
      loadModule('export const tool = { name: 1, description: "d", parameters: {} }; export function execute() {}'),
    ).toMatchObject({ ok: false, problem: { key: "bad-tool" } });
    expect(loadModule('throw new TypeError("boom")')).toMatchObject({
      ok: false,
      problem: { key: "threw", detail: "TypeError: boom" },
    });
  });
});
