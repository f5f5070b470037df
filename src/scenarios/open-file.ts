/**
 * A scenario file's bytes to a checked scenario, or the words that say why not: decoded as the
 * trace command does, then read and checked. The engine worker runs this for the page, so a big
 * file's JSON.parse and check (cold code, and long for a big folder) never hold up a frame; the unit tests' in-process engine runs the same function.
 */
import { decodeScenarioBytes } from "./decode";
import { describeProblems, parseScenario } from "./load";
import type { Scenario } from "./types";

/** A file opened: its scenario, or why it was refused (the details of the page's notice). */
export type OpenedFile = { ok: true; scenario: Scenario } | { ok: false; reason: string };

/** Decodes, reads and checks a scenario file's bytes; at most four problems are named. */
export function openScenarioBytes(bytes: Uint8Array): OpenedFile {
  const decoded = decodeScenarioBytes(bytes);
  if (!decoded.ok) return decoded;
  const parsed = parseScenario(decoded.text);
  return parsed.ok
    ? { ok: true, scenario: parsed.scenario }
    : { ok: false, reason: describeProblems(parsed.problems.slice(0, 4)) };
}
