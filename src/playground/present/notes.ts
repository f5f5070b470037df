/**
 * Speaker notes, chosen from the frame's fact (docs/architecture.md, Facts first, words second). A note is
 * keyed by the fact's kind and, where the talk goes differently, a variant of it: a gate that runs
 * the calls is taught differently from one that refuses a truncated reply. A frame with no note of
 * its own gets its stage's.
 */
import { isMessageKey } from "../../i18n/message";
import type { Fact } from "../../engine/trace/facts";
import type { Stage } from "../../engine/trace/frames";

/** The variants of a fact that have notes of their own, most particular first. */
function variants(fact: Fact): string[] {
  switch (fact.kind) {
    case "gate":
      return [fact.decision];
    case "validation":
      return fact.format ? [`${fact.outcome}.${fact.format}`, fact.outcome] : [fact.outcome];
    case "execution":
      // The learner's code and the loop's AgentTool are taught as whose code ran; the application's by how it ended.
      return fact.runner === "application" ? [fact.outcome] : [fact.runner, fact.outcome];
    case "stream":
      // The second reply, told in short, belongs to the final stage's talk.
      return fact.brief ? [] : [fact.event];
    case "result":
      return [fact.content];
    case "answer":
      return [fact.basis];
    case "skip":
      return [fact.reason];
    case "request":
      return [...(fact.normalized ? ["normalized"] : []), ...(fact.turn > 1 ? ["again"] : [])];
    case "definition":
      return [fact.focus];
    case "limit":
      return ["more-tools"];
    case "ids":
      // Which story the ids tell: the same model, a pair that needs nothing, or a rewrite.
      return [fact.sameModel ? "same-model" : fact.ids.some((id) => id.rewritten) ? "rewritten" : "kept"];
    default:
      return [];
  }
}

/**
 * Every catalog key a frame's note could have, most particular first, ending with its stage's.
 * (A fact's kind alone is no key: several kinds share a stage's name, and the stage's note is that.)
 */
export function noteCandidates(frame: { stage: Stage; fact: Fact }): string[] {
  return [...variants(frame.fact).map((v) => `ui.notes.${frame.fact.kind}.${v}`), `ui.notes.${frame.stage}`];
}

/** The catalog key of a frame's speaker note: the most particular one the catalogs have. */
export function speakerNoteKey(frame: { stage: Stage; fact: Fact }): string {
  const candidates = noteCandidates(frame);
  return candidates.find(isMessageKey) ?? candidates[candidates.length - 1]!;
}
