import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runTrace, USAGE } from "../../src/cli/run-trace";
import { message } from "../../src/i18n";
import type { Lang } from "../../src/scenarios";
import { framesOf } from "../../src/engine/trace/frame-store";
import type { Frame, RecapLine, Trace } from "../../src/engine";
import { objectLines } from "../../src/engine/trace/recap-objects";
import { recapObjectsText } from "../../src/playground/player/recap/words";

/** Runs the trace command in-process, as cli.test.ts does. */
async function run(args: string[]) {
  let out = "";
  let err = "";
  const code = await runTrace(args, {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    cwd: process.cwd(),
    readFile: (p) => readFileSync(p),
  });
  return { code, out, err };
}

/** The same run's trace, from its --json. */
async function traceFor(args: string[]): Promise<Trace> {
  return JSON.parse((await run([...args, "--json"])).out) as Trace;
}

/** The same run's frames, rebuilt from its --json. */
async function framesFor(args: string[]): Promise<Frame[]> {
  return framesOf(await traceFor(args));
}

interface Paragraph {
  n: number;
  /** The last frame the paragraph stands for (a run of frames that say the same), 1-based. */
  to: number;
  stage: string;
  section: number;
  body: string[];
}

/** Cuts --script output into paragraphs at their "N · stage · §S" (or "N–M · …") heading lines. */
function paragraphs(out: string): Paragraph[] {
  const found: Paragraph[] = [];
  for (const line of out.split("\n")) {
    const heading = /^(\d+)(?:–(\d+))? · (\w+) · §(\d+)$/.exec(line);
    if (heading)
      found.push({
        n: Number(heading[1]),
        to: Number(heading[2] ?? heading[1]),
        stage: heading[3]!,
        section: Number(heading[4]),
        body: [],
      });
    else if (line && !line.startsWith("-- ")) found.at(-1)?.body.push(line);
  }
  return found;
}

/** The paragraph that stands for frame `n` (1-based). */
function paragraphOf(script: Paragraph[], n: number): Paragraph | undefined {
  return script.find((p) => p.n <= n && n <= p.to);
}

/** The frames the paragraphs stand for, in order: 1 to the last, each once. */
const framesCovered = (script: Paragraph[]) =>
  script.flatMap((p) => Array.from({ length: p.to - p.n + 1 }, (_, i) => p.n + i));

/** What a recap line must read, built from the trace and the catalog, not from the CLI's code. */
function expectedRecap(frame: Frame, lang: Lang, trace: Trace): string[] {
  const actors = { model: "ui.recap.actor.model", "pi-ai": "ui.recap.actor.pi-ai", app: "ui.recap.actor.app" } as const;
  const colon = lang === "en" ? ": " : "：";
  const where = (l: RecapLine) => `  → ${message(lang, "ui.recap.frame", { n: l.frame + 1 })}`;
  const own = (frame.recap?.lines ?? []).map(
    (l) => `    ${l.actor ? message(lang, actors[l.actor]) + colon : ""}${message(lang, l.key, l.params)}${where(l)}`,
  );
  if (frame.recap?.kind !== "responsibilities") return own;
  // §16 by object follows, made from the facts with the recap view's words.
  const t = (key: string, params = {}) => recapObjectsText(lang, key, params);
  const objects = objectLines(trace.frames, trace).map(
    (l) => `    ${t(`recap.objects.subject.${l.subject}`)}${colon}${t(l.key, l.params)}${where(l)}`,
  );
  return [...own, `    ${t("recap.objects.intro")}`, ...objects];
}

describe("npm run trace -- --script", () => {
  it.each([
    [["happy-path"]],
    [["folder-denied", "--fault", "swallow-errors"]],
    [["id-normalization", "--target", "google-generative-ai"]],
    [["happy-path", "--provider", "openai-responses", "--fault", "truncate"]],
    [["truncated", "--engine", "loop"]],
  ])(
    "prints one paragraph per frame of %j, numbered from 1 with its stage and section, a run of frames that read the same as one",
    async (args) => {
      const frames = await framesFor(args);
      const r = await run([...args, "--script"]);
      expect(r.code).toBe(0);
      // Consecutive frames of one stage and section whose narration reads the same share a paragraph.
      const said = (f: Frame) => `${f.stage} §${f.section} ${message("en", f.narration.key, f.narration.params)}`;
      const expected: Omit<Paragraph, "body">[] = [];
      frames.forEach((f, i) => {
        const open = expected.at(-1);
        if (open && i > 0 && said(frames[i - 1]!) === said(f)) open.to = i + 1;
        else expected.push({ n: i + 1, to: i + 1, stage: f.stage, section: f.section });
      });
      expect(paragraphs(r.out).map(({ n, to, stage, section }) => ({ n, to, stage, section }))).toEqual(expected);
    },
  );

  it("prints the happy path's fifteen pieces of its answer as one paragraph", async () => {
    const heads = (await run(["happy-path", "--script"])).out.split("\n").filter((l) => /^\d+(–\d+)? · /.test(l));
    expect(heads).toContain("25–39 · final · §12");
    expect(heads.length).toBeLessThan(30);
  });

  it("prints each narration whole, however long", async () => {
    const frames = await framesFor(["bad-arguments"]);
    const script = paragraphs((await run(["bad-arguments", "--script"])).out);
    const long = frames.findIndex((f) => message("en", f.narration.key, f.narration.params).length > 200);
    expect(long).toBeGreaterThanOrEqual(0);
    expect(frames.map((f, i) => paragraphOf(script, i + 1)?.body[0])).toEqual(
      frames.map((f) => message("en", f.narration.key, f.narration.params)),
    );
  });

  it("reads the lecture in Chinese with --lang zh-CN", async () => {
    const script = paragraphs((await run(["happy-path", "--script", "--lang", "zh-CN"])).out);
    expect(script.length).toBeGreaterThan(20);
    expect(script.filter((p) => !/[\u4e00-\u9fff]/.test(p.body[0] ?? "")).map((p) => p.n)).toEqual([]);
  });

  it("lists the recap's lines under the two recap paragraphs", async () => {
    const trace = await traceFor(["bad-arguments", "--lang", "zh-CN"]);
    const script = paragraphs((await run(["bad-arguments", "--script", "--lang", "zh-CN"])).out);
    const recaps = framesOf(trace).filter((f) => f.recap);
    expect(recaps.map((f) => f.recap!.kind)).toEqual(["responsibilities", "takeaways"]);
    for (const frame of recaps)
      expect(paragraphOf(script, frame.index + 1)!.body.slice(1)).toEqual(expectedRecap(frame, "zh-CN", trace));
  });

  it("refuses --script with --json: exit 2 and one line", async () => {
    const r = await run(["happy-path", "--script", "--json"]);
    expect(r).toMatchObject({ code: 2, out: "" });
    expect(r.err.trim().split("\n")).toEqual(["trace: --script and --json are two different outputs: choose one"]);
  });

  it("is documented in --help", async () => {
    expect(USAGE).toMatch(/--script +print the lecture/);
  });
});

describe("--script prints everything its frames promise", () => {
  it("with --lens 1.6: under each frame its = or ≠ lines, both versions' texts, and the last frame's list", async () => {
    const args = ["bad-arguments", "--lens", "1.6", "--lang", "en"];
    const trace = JSON.parse((await run([...args, "--json"])).out) as Trace;
    const script = paragraphs((await run([...args, "--script"])).out);
    expect(framesCovered(script)).toEqual(trace.frames.map((_, i) => i + 1));
    const text = script.map((p) => p.body.join("\n")).join("\n");
    expect(text).toMatch(/1\.4\.0: .*must match pattern/);
    expect(text).toMatch(/1\.6\.0: .*expected to match/);
    for (const p of script.slice(0, -1))
      expect(
        p.body.some((l) => /^ {3}[=≠] /.test(l)),
        `frame ${p.n}`,
      ).toBe(true);
    const listed = script.at(-1)!.body.filter((l) => /^ {3}\d+: ≠ /.test(l));
    expect(listed).toHaveLength(trace.lens!.differences.length);
  });

  it("with --engine loop: the comparison frame sets both engines side by side and names every difference", async () => {
    const args = ["bad-arguments", "--engine", "loop", "--lang", "en"];
    const trace = JSON.parse((await run([...args, "--json"])).out) as Trace;
    const { differences, round, loop } = trace.loop!.comparison;
    expect(differences.length).toBeGreaterThan(0);
    const last = paragraphs((await run([...args, "--script"])).out).at(-1)!;
    for (const d of differences) expect(last.body).toContain(`    - ${message("en", d.key, d.params)}`);
    expect(last.body).toContain(
      `    ${message("en", "ui.loop.compare.requests")}: ${message("en", "ui.loop.compare.round")} ${round.requests} · ${message("en", "ui.loop.compare.loop")} ${loop.requests}`,
    );
  });
});

describe("the recap in the default output", () => {
  it("prints each recap line under its frame: who, what, and the 1-based frame it opens", async () => {
    const trace = await traceFor(["folder-denied"]);
    const lines = (await run(["folder-denied"])).out.split("\n");
    const recaps = framesOf(trace).filter((f) => f.recap);
    expect(recaps).toHaveLength(2);
    for (const frame of recaps) {
      const at = lines.findIndex((l) => l.startsWith(`${frame.index + 1} final`));
      const expected = expectedRecap(frame, "en", trace);
      expect(expected.length).toBeGreaterThan(2);
      expect(lines.slice(at + 1, at + 1 + expected.length)).toEqual(expected);
      expect(lines[at + 1 + expected.length]).toMatch(/^(\d+ |-- )/);
    }
    // One line checked by hand, so a wrong offset in both the CLI and the helper above would show.
    const denied = recaps[0]!.recap!.lines.find((l) => l.key === "recap.app.trimmed")!;
    expect(lines).toContain(
      `    The application validated, ran and reported: turned 1 failure into an error result, without paths or stacks  → frame ${denied.frame + 1}`,
    );
  });
});
