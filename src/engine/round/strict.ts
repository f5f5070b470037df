/**
 * Strict tools (issue 22): the Tool's `constrainedSampling` field, which pi-ai 1.4.0's adapters read
 * (anthropic-messages, openai-responses-shared, openai-completions and google-shared all call its
 * `resolveJsonSchemaStrictSampling`). The lab sets it or leaves it out; what each adapter then sends
 * is captured from the adapter itself (scripts/gen/provider-tools.ts), never assumed here.
 */
import type { ConstrainedSamplingConfig, Tool } from "@earendil-works/pi-ai";

/**
 * What the strict switch sets: JSON-schema constrained sampling, "prefer" — an adapter whose model
 * cannot honour it sends the tool as before ("require" would fail the request instead).
 */
export const STRICT_SAMPLING: ConstrainedSamplingConfig = { type: "json_schema", strict: "prefer" };

/** The tool with `constrainedSampling` set when `strict`, else the tool itself. */
export function withStrict<T extends Tool>(tool: T, strict: boolean | undefined): T {
  return strict ? { ...tool, constrainedSampling: STRICT_SAMPLING } : tool;
}
