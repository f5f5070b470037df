/**
 * What the docs promise about the built-ins (docs/commands.md, docs/scenarios.md), and what the
 * service worker keeps for offline use, are checked against the code rather than remembered.
 */
import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { ON_DEMAND_URL, PRECACHE_EXTENSIONS } from "../../scripts/build/precache";
import { BUILT_IN_IDS } from "../../src/scenarios";
import { message } from "../../src/i18n";
import { QUESTIONS } from "../../src/playground/quiz/questions";

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe("the README, for newcomers", () => {
  it("is short: what the lab is, its picture, the two commands and links; the rest lives in docs/", () => {
    const readme = readFileSync("README.md", "utf8");
    expect(readme.split("\n").length).toBeLessThanOrEqual(80);
    expect(readme).toContain("](docs/start-here.png)");
    expect(readme).toMatch(/^npm ci\nnpm start$/m);
  });

  it("shows a picture of the start card as the app has it now: every scenario and every question counted", () => {
    // docs/start-here.txt is the card's text, written with the picture by scripts/gen/start-here.ts.
    const photographed = readFileSync("docs/start-here.txt", "utf8");
    expect(photographed).toContain(message("en", "ui.start.scenario-count", { n: BUILT_IN_IDS.length }));
    expect(photographed).toContain(message("en", "ui.start.test.note", { n: QUESTIONS.length }));
  });
});

describe("the trace command's list of built-in scenarios (docs/commands.md)", () => {
  it("names exactly the built-ins, in their order", () => {
    const commands = readFileSync("docs/commands.md", "utf8");
    const section = commands.slice(commands.indexOf("## The trace command"));
    const item = /^- Scenario: a built-in id \(([\s\S]*?)\) or a path/m.exec(section);
    expect(item, "the trace command's Scenario item").not.toBeNull();
    const named = [...item![1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    // Read at test time: a new built-in without its line in the docs fails here.
    expect(named).toEqual([...BUILT_IN_IDS]);
  });
});

describe("the table of scenarios (docs/scenarios.md)", () => {
  it("has one row per built-in, in their order, each with its title and summary", () => {
    const rows = [...readFileSync("docs/scenarios.md", "utf8").matchAll(/^\| `([^`]+)` \| (.+?) \| (.+) \|$/gm)];
    expect(rows.map((r) => r[1])).toEqual([...BUILT_IN_IDS]);
    for (const row of rows) {
      const file = JSON.parse(readFileSync(`src/scenarios/${row[1]}.json`, "utf8")) as {
        title: { en: string };
        summary: { en: string };
      };
      expect(row[2], row[1]).toBe(file.title.en);
      expect(row[3]!.replaceAll("\\|", "|"), row[1]).toBe(file.summary.en);
    }
  });
});

describe("the service worker's precache", () => {
  it("takes every kind of asset Monaco brings, its codicon font included", () => {
    const assets = filesUnder("node_modules/monaco-editor/esm").filter((file) =>
      /\.(ttf|woff2?|otf|eot|png|svg|gif)$/.test(file),
    );
    expect(assets.some((file) => file.endsWith("codicon.ttf"))).toBe(true);
    const missing = assets.filter(
      (file) => !(PRECACHE_EXTENSIONS as readonly string[]).includes(extname(file).slice(1)),
    );
    expect(missing).toEqual([]);
  });
});

describe("what is cached on first use instead of precached", () => {
  it("is Monaco and the editors, never a chunk the player, the self-test or an adapter needs", () => {
    const onDemand = [
      "editor.api-CJZm-OPy.js",
      "monaco-CTAdf_a-.js",
      "monaco-Kp8g3qXg.css",
      "codicon-DF1abBS2.ttf",
      "ts.worker-CVbFdYz4.js",
      "json.worker-BfeARH1Q.js",
      "editor.worker-CX7Cj20z.js",
      "ToolLab-Pna03A1a.js",
      "EditorPanel-M7CUZYZk.js",
      "editor-Csy6Iug3.css",
    ];
    const player = [
      "index-BxMdjr9z.js",
      "index-BWI9DbM8.css",
      "engine-worker-B1lorAPJ.js",
      "QuizPanel-lUNB0gyg.js",
      "google-generative-ai-Bs7-jK9M.js",
      "anthropic-messages-OzThK-zs.js",
      "validation-DbWu3vL_.js",
      "template-BxJJMywT.js",
      "loop-Cq1x2y3z.js",
    ];
    expect(onDemand.filter((name) => !ON_DEMAND_URL.test(`/lab/assets/${name}`))).toEqual([]);
    expect(player.filter((name) => ON_DEMAND_URL.test(`/lab/assets/${name}`))).toEqual([]);
  });
});
