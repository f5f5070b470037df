/**
 * The words for what turn two did to one id (§14), chosen from the ids fact (never from a
 * narration key): a tag, the steps in full for the pair's panel, and a few words for a matrix cell.
 */
import type { IdRewrite, IdsFact } from "../../../engine/trace/facts";
import { specOf } from "../../../fake-provider/apis";

/** A catalog key and its parameters. */
export interface Said {
  key: string;
  params: Record<string, string | number>;
}

/** The id a pair is told by: its first rewritten one, else its first. */
export const leadId = (fact: IdsFact): IdRewrite | undefined => fact.ids.find((id) => id.rewritten) ?? fact.ids[0];

/** The tag beside an id: same model, unchanged, or rewritten. */
export function idTag(fact: IdsFact, id: IdRewrite): { key: string; tone: "good" | "warn" } {
  if (fact.sameModel) return { key: "ui.ids.tag.same-model", tone: "good" };
  return id.rewritten ? { key: "ui.ids.tag.rewritten", tone: "warn" } : { key: "ui.ids.tag.kept", tone: "good" };
}

/** Responses got the id as a call_id alone: no item id went with another model's call. */
const callIdOnly = (fact: IdsFact, id: IdRewrite) =>
  specOf(fact.target)?.request.pairsItemId === true &&
  !fact.sameModel &&
  id.sent !== undefined &&
  !id.sent.includes("|");

/** What happened to `id`, step by step, for the pair's panel. */
export function idSteps(fact: IdsFact, id: IdRewrite): Said[] {
  const params = {
    target: fact.target,
    chars: id.replaced.join(" "),
    from: id.stored.length,
    kept: id.kept,
    tail: id.tail,
  };
  const say = (key: string): Said => ({ key, params });
  if (id.sent === undefined) return [say("ui.ids.how.absent")];
  if (fact.sameModel) return [say("ui.ids.how.same-model")];
  if (!id.rewritten) return [say(callIdOnly(fact, id) ? "ui.ids.how.call-id" : "ui.ids.how.kept")];
  const pair = id.pair;
  if (pair?.hash !== undefined && !pair.itemIdKept) {
    const parts = { callId: pair.callId.length, kept: pair.callIdKept, item: pair.itemId.length, hash: pair.hash };
    const whole = pair.callIdKept === pair.callId.length;
    return ["ui.ids.how.pair-call-id" + (whole ? "" : "-cut"), "ui.ids.how.pair-item", "ui.ids.how.pair-hash"].map(
      (key) => ({ key, params: parts }),
    );
  }
  const steps: Said[] = [];
  if (id.replaced.length) steps.push(say("ui.ids.how.replaced"));
  if (id.kept < id.stored.length) steps.push(say(id.tail ? "ui.ids.how.kept-part" : "ui.ids.how.cut"));
  if (id.tail) steps.push(say(id.tailIsHash ? "ui.ids.how.hash" : "ui.ids.how.tail"));
  return steps;
}

/** A few words for a matrix cell: how the pair treats its lead id. */
export function idShort(fact: IdsFact): Said {
  const id = leadId(fact);
  const params = { chars: id?.replaced.join(" ") ?? "", to: id?.sent?.length ?? 0, kept: id?.kept ?? 0 };
  const say = (key: string): Said => ({ key, params });
  if (!id || id.sent === undefined) return say("ui.ids.short.absent");
  if (fact.sameModel) return say("ui.ids.short.same-model");
  if (!id.rewritten) return say(callIdOnly(fact, id) ? "ui.ids.short.call-id" : "ui.ids.short.kept");
  if (id.pair?.hash !== undefined && !id.pair.itemIdKept) return say("ui.ids.short.pair-hash");
  if (id.tailIsHash) return say("ui.ids.short.hash");
  if (id.replaced.length && !id.tail && id.kept < id.stored.length) return say("ui.ids.short.replaced-cut");
  return say("ui.ids.short.rewritten");
}
