/**
 * The sandbox's own lib: TypeScript's `lib.webworker.d.ts` (the text the lab's TypeScript worker
 * carries, from Monaco's copy of TypeScript's libs) less what the sandbox's worker does not have
 * ({@link SANDBOX_ABSENT_GLOBALS}): those globals' declarations, the members of the same names on the
 * global scope's interfaces (`self.fetch` is gone as `fetch` is), and every declaration only they
 * reached (`XMLHttpRequest`'s event map, `FontFace`'s descriptors…). Cut at build time from the
 * installed text, never copied by hand: the learner's module is checked against what it will meet
 * when it runs, so using `fetch` is a type error there, as it is a failure in the sandbox.
 */
import ts from "typescript";
import { WITHHELD_GLOBALS } from "../../src/sandbox/withhold.ts";

/**
 * What the lab's `lib.webworker.d.ts` leaves out: exactly what the sandbox withholds
 * (`WITHHELD_GLOBALS`: what learner code must not reach, and what a dedicated worker has in some
 * browser versions only). One cost, taken knowingly: pi-ai's `FetchFunction` is
 * `typeof globalThis.fetch`, so its `StreamOptions.fetch` reads as `any` here (provider options,
 * which a tool module never sets).
 */
export const SANDBOX_ABSENT_GLOBALS: readonly string[] = WITHHELD_GLOBALS;

/** The interface the sandbox's global object is: the root of the global scope's interfaces. */
const GLOBAL_SCOPE = "DedicatedWorkerGlobalScope";

type Range = { start: number; end: number };

/** The names a top-level statement declares (interfaces merge: one name, several statements). */
function declaredNames(statement: ts.Statement, source: ts.SourceFile): string[] {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.map((d) => d.name.getText(source));
  if (
    (ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isFunctionDeclaration(statement) ||
      ts.isModuleDeclaration(statement)) &&
    statement.name
  )
    return [statement.name.getText(source)];
  return [];
}

/** Every identifier in `node`: the names it may refer to (property names too, which only keeps more). */
function namesIn(node: ts.Node, into = new Set<string>()): Set<string> {
  const visit = (n: ts.Node): void => {
    if (ts.isIdentifier(n)) into.add(n.text);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return into;
}

/** The global scope's interface and the interfaces it extends, by name, transitively. */
function globalScopeInterfaces(byName: Map<string, ts.Statement[]>): Set<string> {
  const chain = new Set<string>();
  const visit = (name: string): void => {
    if (chain.has(name)) return;
    chain.add(name);
    for (const s of byName.get(name) ?? []) {
      if (!ts.isInterfaceDeclaration(s)) continue;
      for (const clause of s.heritageClauses ?? []) for (const t of clause.types) visit(t.expression.getText());
    }
  };
  visit(GLOBAL_SCOPE);
  return chain;
}

/** What goes for `absent` names: their value declarations, and their members on the global scope's interfaces. */
function absentParts(
  source: ts.SourceFile,
  byName: Map<string, ts.Statement[]>,
  absent: ReadonlySet<string>,
): ts.Node[] {
  const scope = globalScopeInterfaces(byName);
  const parts: ts.Node[] = [];
  for (const statement of source.statements) {
    const names = declaredNames(statement, source);
    const isValue = ts.isVariableStatement(statement) || ts.isFunctionDeclaration(statement);
    if (isValue && names.some((n) => absent.has(n))) {
      if (!names.every((n) => absent.has(n))) throw new Error(`sandbox-lib: ${names.join(", ")} are declared together`);
      parts.push(statement);
    } else if (ts.isInterfaceDeclaration(statement) && scope.has(statement.name.text)) {
      for (const member of statement.members)
        if (member.name && absent.has(member.name.getText(source))) parts.push(member);
    }
  }
  return parts;
}

/**
 * The type-only declarations (interfaces, type aliases) that only the `gone` parts reached: reached
 * from them through other declarations, and from nothing that stays.
 */
function onlyReachedFrom(
  source: ts.SourceFile,
  byName: Map<string, ts.Statement[]>,
  gone: ts.Node[],
): Set<ts.Statement> {
  const isTypeOnly = (s: ts.Statement): boolean => ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s);
  const reach = (from: Iterable<string>, stopAt?: Set<ts.Node>): Set<ts.Statement> => {
    const found = new Set<ts.Statement>();
    const queue = [...from];
    const seen = new Set<string>();
    while (queue.length) {
      const name = queue.pop()!;
      if (seen.has(name)) continue;
      seen.add(name);
      for (const s of byName.get(name) ?? []) {
        if (found.has(s) || stopAt?.has(s)) continue;
        found.add(s);
        queue.push(...namesIn(s));
      }
    }
    return found;
  };
  const goneSet = new Set<ts.Node>(gone);
  const candidates = new Set([...reach(gone.flatMap((p) => [...namesIn(p)]))].filter(isTypeOnly));
  // What stays reaches on: every statement that is neither gone nor a candidate, with the global
  // scope's interfaces read without their gone members.
  const rootNames = new Set<string>();
  for (const s of source.statements) {
    if (goneSet.has(s) || candidates.has(s)) continue;
    if (ts.isInterfaceDeclaration(s)) {
      rootNames.add(s.name.text);
      for (const clause of s.heritageClauses ?? []) namesIn(clause, rootNames);
      for (const member of s.members) if (!goneSet.has(member)) namesIn(member, rootNames);
    } else namesIn(s, rootNames);
  }
  const live = reach(rootNames, goneSet);
  return new Set([...candidates].filter((s) => !live.has(s)));
}

/**
 * `lib.webworker.d.ts`'s text less the globals in `absent` and what only they reached (see the
 * file's comment). A name the lib does not declare is passed over (the withheld list names a few
 * that only windows have); the browser test holds the result to the sandbox's real globals.
 */
export function sandboxLib(webworker: string, absent: readonly string[]): string {
  const source = ts.createSourceFile("lib.webworker.d.ts", webworker, ts.ScriptTarget.Latest, true);
  const byName = new Map<string, ts.Statement[]>();
  for (const s of source.statements)
    for (const n of declaredNames(s, source)) byName.set(n, [...(byName.get(n) ?? []), s]);
  const gone = absentParts(source, byName, new Set(absent));
  const ranges: Range[] = [...gone, ...onlyReachedFrom(source, byName, gone)].map((n) => ({
    start: n.getStart(source, true),
    end: n.end,
  }));
  // A part inside another that goes (a member of a dropped interface) goes with it; the rest are
  // cut last first, so each cut leaves the earlier offsets as they were.
  const outer = ranges.filter((r) => !ranges.some((q) => q !== r && q.start <= r.start && r.end <= q.end));
  let out = webworker;
  for (const r of outer.sort((a, b) => b.start - a.start)) out = out.slice(0, r.start) + out.slice(r.end);
  return out;
}

/** The global values a lib declares (`declare var`, `declare function`, namespaces): for the tests. */
export function globalValues(lib: string): Set<string> {
  const source = ts.createSourceFile("lib.d.ts", lib, ts.ScriptTarget.Latest, true);
  const out = new Set<string>();
  for (const s of source.statements)
    if (ts.isVariableStatement(s) || ts.isFunctionDeclaration(s) || ts.isModuleDeclaration(s))
      for (const n of declaredNames(s, source)) out.add(n);
  return out;
}
