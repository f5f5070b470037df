/**
 * The provider's scripted model: what it replies to a request, read from the request alone. The
 * first request gets the scenario's first reply (its faults applied); a request that carries the
 * results of a round gets the scenario's next reply, or an answer made from those results.
 */
import type { WireMessage } from "../../fake-provider/apis";
import { sharedPieceCount, DEFAULT_PIECE_SIZE, type ScriptedTurn } from "../../fake-provider/scripted";
import { scriptedTurn } from "../../engine/providers/turns";
import { providerText } from "../../i18n/provider";
import type { Lang, Scenario } from "../../scenarios/types";

/** The longest piece of a result the answer quotes. */
const QUOTE_CHARS = 200;

/** The results at the end of the request: the ones it asks the model to answer from. */
function lastResults(messages: readonly WireMessage[]): WireMessage[] {
  const results: WireMessage[] = [];
  for (let i = messages.length - 1; i >= 0 && messages[i]!.role === "toolResult"; i--) results.unshift(messages[i]!);
  return results;
}

/** The files a result names when its text parses as `{ files: [...] }` (strings only), else undefined. */
function filesOf(text: string): string[] | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, "files")) return undefined;
    const files = (value as { files: unknown }).files;
    return Array.isArray(files) ? files.filter((f): f is string => typeof f === "string") : undefined;
  } catch {
    return undefined;
  }
}

/** The answer made from a request's last results, in `lang`: the files they list, else their text quoted. */
export function answerText(messages: readonly WireMessage[], lang: Lang): string {
  const results = lastResults(messages);
  if (results.length === 0) return providerText(lang, "answer.none");
  const listed = results.map((r) => filesOf(r.text));
  if (listed.every((files) => files !== undefined)) {
    const files = [...new Set(listed.flat())];
    return providerText(lang, "answer.files", { count: files.length, files: files.join(", ") });
  }
  const text = results.map((r) => r.text).join("\n");
  const quoted = Array.from(text).length > QUOTE_CHARS ? `${Array.from(text).slice(0, QUOTE_CHARS).join("")}…` : text;
  return providerText(lang, "answer.text", { text: JSON.stringify(quoted) });
}

/** Which reply a request gets: one more than the replies it carries. */
export const turnNumberOf = (messages: readonly WireMessage[]): number =>
  messages.filter((m) => m.role === "assistant").length + 1;

/**
 * The reply to a request, for `scenario` with its faults already applied: turn one as scripted,
 * turn two the scenario's own when it has one, later turns its later ones; otherwise the answer
 * from the results (cut in half with `length` under the truncate-answer fault).
 */
export function replyTo(messages: readonly WireMessage[], scenario: Scenario, lang: Lang): ScriptedTurn {
  const turn = turnNumberOf(messages);
  if (turn === 1) return scriptedTurn(scenario.firstTurn, lang);
  if (turn === 2 && scenario.secondTurn) return scriptedTurn(scenario.secondTurn, lang);
  const later = scenario.laterTurns?.[turn - 3];
  if (turn >= 3 && later) return scriptedTurn(later, lang);
  const full = Array.from(answerText(messages, lang));
  const cut = scenario.answers?.stopReason === "length";
  const text = cut ? full.slice(0, Math.ceil(full.length / 2)).join("") : full.join("");
  return {
    blocks: [{ type: "text", text, pieceCount: sharedPieceCount([text], DEFAULT_PIECE_SIZE) }],
    stopReason: cut ? "length" : "stop",
  };
}
