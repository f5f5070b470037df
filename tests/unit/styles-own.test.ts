/**
 * A feature's style sheet styles its own folder's components. Vite ships a lazily loaded view's CSS
 * with its chunk, so a rule kept in another feature's sheet is missing until that feature loads:
 * the providers frame (§5) was drawn unstyled for that reason, its rules in the ids view's sheet.
 * The two sheets `main.tsx` loads for every window (styles.css, screens.css) may style anything.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = "src/playground";
const GLOBAL_SHEETS = new Set([join(ROOT, "styles.css"), join(ROOT, "screens.css")]);

/**
 * Classes a sheet may style for a component outside its folder, each with why it is safe: the rule
 * only matters while the sheet's own feature is on screen (its chunk, and so its sheet, loaded).
 */
const OUTSIDE_OK: Record<string, string> = {
  "mode-editor": "the editors' screen (shell/modes/EditorLayout.tsx) shows only an editor, which brings editors.css",
  "side-pane": "styled only with lens-on, below",
  "lens-on": "set on the side pane while the lens is on, which is when lens.css is loaded",
  inspector: "styled only under .side-pane.lens-on, below",
  "loop-timeline": "styled only under .side-pane.lens-on, below",
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** The class names a component file writes: `class="…"`, `class={`…`}` and `classList={{ name: … }}`. */
function classesWritten(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/class=(?:"([^"]*)"|\{`([^`]*)`\})/g))
    for (const name of (m[1] ?? m[2]!).replace(/\$\{[^}]*\}/g, " ").split(/\s+/)) if (name) out.add(name);
  for (const m of text.matchAll(/classList=\{\{([^}]*)\}\}/g))
    for (const key of m[1]!.matchAll(/["']?([\w-]+)["']?\s*:/g)) out.add(key[1]!);
  return out;
}

/** The class names a sheet's selectors mention (comments left out). */
function classesStyled(css: string): Set<string> {
  return new Set([...css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
}

const files = filesUnder(ROOT);
const written = new Map(
  files.filter((f) => f.endsWith(".tsx")).map((f) => [f, classesWritten(readFileSync(f, "utf8"))]),
);
const sheets = files.filter((f) => f.endsWith(".css") && !GLOBAL_SHEETS.has(f));

describe("each feature's style sheet", () => {
  it("finds the class names components write (the reader works)", () => {
    expect(
      [
        ...classesWritten(
          '<p class="note paths" classList={{ "lens-on": on(), done: x }}>{`a`}</p><i class={`x ${y} z`} />',
        ),
      ].sort(),
    ).toEqual(["done", "lens-on", "note", "paths", "x", "z"]);
  });

  it.each(sheets)("%s styles no component outside its folder that its folder does not also draw", (sheet) => {
    const folder = dirname(sheet);
    const foreign: string[] = [];
    for (const name of classesStyled(readFileSync(sheet, "utf8"))) {
      const users = [...written].filter(([, names]) => names.has(name)).map(([file]) => file);
      const inside = users.some((file) => file.startsWith(`${folder}/`));
      if (!inside && users.length > 0 && !(name in OUTSIDE_OK)) foreign.push(`${name} (${users.join(", ")})`);
    }
    expect(foreign).toEqual([]);
  });
});
