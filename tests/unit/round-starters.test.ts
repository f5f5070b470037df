import { describe, expect, it } from "vitest";
import ts from "typescript";
import {
  CHALLENGES,
  challengeSource,
  chapterRound,
  CORRECT_ROUND,
  roundSkeleton,
  startingPoint,
} from "../../src/learner-round/starters";
import type { Lang } from "../../src/text/langs";

/** Every comment in `source`, as TypeScript's scanner finds it. */
function comments(source: string): string[] {
  const found: string[] = [];
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, source);
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia)
      found.push(scanner.getTokenText());
  }
  return found;
}

/** `source` printed without its comments: the code a round runs. */
function code(source: string): string {
  const file = ts.createSourceFile("round.ts", source, ts.ScriptTarget.Latest);
  return ts.createPrinter({ removeComments: true }).printFile(file);
}

const STARTERS: readonly (readonly [string, (lang: Lang) => string])[] = [
  ["the chapter's round", chapterRound],
  ["the skeleton", roundSkeleton],
  ...CHALLENGES.map((c) => [c.id, (lang: Lang) => challengeSource(c.id, lang)!] as const),
];

describe("the Round lab's starting points in Chinese", () => {
  for (const [name, source] of STARTERS)
    it(`${name}: every comment is in Chinese, and the code is the English source's`, () => {
      const zh = source("zh-CN");
      const english = comments(zh).filter((c) => !/[\u4e00-\u9fff]/.test(c));
      expect(english).toEqual([]);
      expect(code(zh)).toBe(code(source("en")));
    });

  it("leaves the English sources as they are written", () => {
    expect(chapterRound("en")).toBe(CORRECT_ROUND);
    expect(challengeSource("newest-first")).toBeUndefined();
    expect(challengeSource("out-of-order", "en")).toBe(challengeSource("out-of-order"));
  });
});

describe("the Round lab's picker", () => {
  it("names what the editor holds: the skeleton, the chapter's round, a challenge, or the person's own version", () => {
    for (const lang of ["en", "zh-CN"] as const) {
      expect(startingPoint(roundSkeleton(lang)), lang).toBe("");
      // "Show the chapter's round" puts this text in the editor: the picker then says so.
      expect(startingPoint(chapterRound(lang)), lang).toBe("correct");
      for (const c of CHALLENGES) expect(startingPoint(challengeSource(c.id, lang)!), `${lang} ${c.id}`).toBe(c.id);
      expect(startingPoint(`${chapterRound(lang)}// mine\n`), lang).toBeUndefined();
    }
  });
});
