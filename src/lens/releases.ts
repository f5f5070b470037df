/**
 * The release that made each difference the lens names, as measured by
 * `scripts/gen/release-table.ts` against the releases themselves (1.4.0, 1.5.0, 1.5.2, 1.6.0
 * from the npm registry) and checked in as `releases.json`. The app ships 1.4.0 and 1.6.0 only;
 * this table is all it knows of the releases between them.
 */
import measured from "./releases.json";
import type { ChangedIn, LensDifference, LensDifferenceKind } from "../engine/trace/differences";

/** The releases the table was measured with, oldest first (1.4.0 is the base of every comparison). */
export const RELEASES = ["1.4.0", "1.5.0", "1.5.2", "1.6.0"] as const;

/** One of {@link RELEASES}. */
export type Release = (typeof RELEASES)[number];

/** The first release that shows a difference, by {@link releaseKey}. */
export type ReleaseTable = Record<string, Exclude<Release, "1.4.0">>;

/** Kinds whose code is the adapter's (or, with the scripted provider, the streaming reader's): measured per API. */
const PER_API: ReadonlySet<LensDifferenceKind> = new Set([
  "preview",
  "partial-fields",
  "request-tools",
  "request-history",
  "usage-fields",
]);

/** A difference's row in the table: its kind, and for an adapter's kinds the API it was played with. */
export function releaseKey(d: Pick<LensDifference, "kind" | "api">, providerApi: string): string {
  return PER_API.has(d.kind) ? `${d.kind}@${d.api ?? providerApi}` : d.kind;
}

/** The measured table. */
export const RELEASE_TABLE: Readonly<ReleaseTable> = measured as ReleaseTable;

/** The release that made `d`, from the table; `after-1.4.0` for a difference the table has no row for. */
export function changedInFor(d: Pick<LensDifference, "kind" | "api">, providerApi: string): ChangedIn {
  return RELEASE_TABLE[releaseKey(d, providerApi)] ?? "after-1.4.0";
}
