/**
 * What the version lens names: one typed difference between the same replay through pi-ai 1.4.0
 * and 1.6.0. In the engine because a frame carries them (`Trace.lens`); `src/lens` computes them.
 * A leaf module (no pi-ai code), so the playground can read differences without loading either
 * version. Words for each come from `narrateLens` (src/lens/narrate-lens.ts).
 */

/**
 * The kinds of difference the lens names.
 * - `preview`: the streaming preview of a call's arguments (1.4.0 `parseStreamingJson`, 1.6.0 `StreamingJsonParser`).
 * - `partial-fields`: a partial block no longer carries the adapter's scratch fields: the raw argument text
 *   so far ({@link RAW_TEXT_FIELDS}) or the index the provider's stream gives the block ({@link INDEX_FIELDS}).
 * - `verdict`: `validateToolArguments` accepts in one version and refuses in the other.
 * - `converted`: both accept, but the converted copy differs.
 * - `error-text`: both refuse, with different error text.
 * - `model-text`: the tool-result text the model receives differs.
 * - `request-tools`: the tools an adapter put in the request body differ (per API), on the request's
 *   frame and on §5's (each version's captures).
 * - `request-history`: the history an adapter sent again differs (it carries a changed result).
 * - `usage-fields`: 1.6.0's usage cost carries `totalFromProvider` (named once per run).
 * - `loop-results`: pi-agent-core gives a different number of results for the turn's calls (on cancel).
 * - `unnamed`: anything else; the tests require there is none, so no difference goes unsaid.
 */
export type LensDifferenceKind =
  | "preview"
  | "partial-fields"
  | "verdict"
  | "converted"
  | "error-text"
  | "model-text"
  | "request-tools"
  | "request-history"
  | "usage-fields"
  | "loop-results"
  | "unnamed";

/** Scratch fields 1.4.0's adapters leave on a streaming tool-call block: the raw argument text so far. */
export const RAW_TEXT_FIELDS = ["partialJson", "partialArgs"] as const;

/** Scratch fields 1.4.0's adapters leave on a streaming block: the index the provider's stream gives it. */
export const INDEX_FIELDS = ["index", "streamIndex"] as const;

/** Every kind, in the order the final list names them. */
export const LENS_DIFFERENCE_KINDS: readonly LensDifferenceKind[] = [
  "preview",
  "partial-fields",
  "verdict",
  "converted",
  "error-text",
  "model-text",
  "request-tools",
  "request-history",
  "usage-fields",
  "loop-results",
  "unnamed",
];

/**
 * The first release that shows the change, measured against the releases themselves
 * (`src/lens/releases.json`); `after-1.4.0` for one the table has no row for (seen in 1.6.0 only).
 */
export type ChangedIn = "1.5.0" | "1.5.2" | "1.6.0" | "after-1.4.0";

/** One difference, with both sides as plain data. */
export interface LensDifference {
  kind: LensDifferenceKind;
  /** The package whose code differs. */
  pkg: "pi-ai" | "pi-agent-core";
  changedIn: ChangedIn;
  /** 0-based frame of the 1.4.0 trace where it shows (and the 1.6.0 trace's, when the two are aligned). */
  frame: number;
  toolCallId?: string;
  /** For request differences: the API whose adapter built the body. */
  api?: string;
  /** For `request-tools` on §5's frame: the schema keywords 1.6.0's adapter sends that 1.4.0's left out. */
  nowSeen?: string[];
  /**
   * For `error-text`: both versions sent the model the same text for the call (the chapter's round's
   * fixed catch text, §12), so only pi-ai's error differs, not what the model reads.
   */
  sameModelText?: boolean;
  /** For `unnamed`: where, as a path into the frame. */
  path?: string;
  /** 1.4.0's side. */
  before: unknown;
  /** 1.6.0's side. */
  after: unknown;
}

/** What the lens adds to a trace: the version beside 1.4.0 and every difference, by frame. */
export interface LensView {
  version: "1.6.0";
  /** How many frames the 1.6.0 replay had (the 1.4.0 trace's own count is its frames' length). */
  nextFrames: number;
  nextOutcome: string;
  differences: LensDifference[];
}

/** The differences shown on frame `index` (0-based) of a lens trace. */
export function differencesAt(lens: LensView | undefined, index: number): LensDifference[] {
  return (lens?.differences ?? []).filter((d) => d.frame === index);
}
