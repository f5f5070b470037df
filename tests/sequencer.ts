import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The order of the files when `vitest run` runs all its projects in one pool. Vitest runs one
 * project's files after another's; this keeps each project's own order (failed first, then longest
 * first) and interleaves them, so a unit file's work fills the time a browser file spends waiting on
 * page loads and the sandbox's clocks, from the first file to the last (docs/testing.md).
 */
export class InterleavedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files)) {
      const list = byProject.get(spec.project.name) ?? [];
      list.push(spec);
      byProject.set(spec.project.name, list);
    }
    return interleave([...byProject.values()]);
  }
}

/**
 * Merges lists into one, each list's items in their own order and spread evenly over the result:
 * the next item always comes from the list that is furthest behind its share.
 */
export function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const taken = lists.map(() => 0);
  const total = lists.reduce((sum, list) => sum + list.length, 0);
  const out: T[] = [];
  while (out.length < total) {
    let pick = -1;
    let behind = Infinity;
    lists.forEach((list, i) => {
      const share = (taken[i]! + 0.5) / list.length;
      if (taken[i]! < list.length && share < behind) [pick, behind] = [i, share];
    });
    const at = taken[pick]!;
    taken[pick] = at + 1;
    out.push(lists[pick]![at]!);
  }
  return out;
}
