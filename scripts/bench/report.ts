/**
 * Where `npm run bench` writes in docs/performance.md: only between two markers, so the page's own
 * text (how to measure, what each row means) is written by people and kept by git.
 */

/** The line before the table the bench writes. */
export const TABLE_START = "<!-- bench:table:start (written by npm run bench) -->";
/** The line after it. */
export const TABLE_END = "<!-- bench:table:end -->";

/** `doc` with the text between its two markers replaced by `table`; an error if the markers are not there once each, in order. */
export function withBenchTable(doc: string, table: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  const once = (marker: string) => doc.split(marker).length === 2;
  if (start < 0 || end < start || !once(TABLE_START) || !once(TABLE_END)) {
    throw new Error(`docs/performance.md needs the lines ${TABLE_START} and ${TABLE_END}, once each and in that order`);
  }
  return `${doc.slice(0, start + TABLE_START.length)}\n${table.trim()}\n${doc.slice(end)}`;
}
