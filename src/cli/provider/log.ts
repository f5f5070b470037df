/**
 * What the provider prints per request, in its language: the messages received, each ordering
 * rule the request breaks (its § and words, as the Round lab names it) with what the lab's careful
 * round does instead, and the reply or the refusal. Never a header: keys never reach the terminal.
 */
import type { WireMessage } from "../../fake-provider/apis";
import type { ScriptedTurn } from "../../fake-provider/scripted";
import type { OrderProblem } from "../../grader/rules";
import { providerText } from "../../i18n/provider";
import { ruleLabel } from "../../learner-round/verdict";
import type { Lang } from "../../scenarios/types";

/** The most characters of a message's text a line shows. */
const SHOWN_CHARS = 100;

/** `text` on one line, at most {@link SHOWN_CHARS} characters, quoted. */
function shown(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, " ").trim());
  return JSON.stringify(chars.length > SHOWN_CHARS ? `${chars.slice(0, SHOWN_CHARS).join("")}…` : chars.join(""));
}

/** One received message as a line. */
function messageLine(m: WireMessage, lang: Lang): string {
  if (m.role === "toolResult")
    return providerText(lang, "message.toolResult", { id: m.toolCallId ?? "", text: shown(m.text) });
  if (m.role === "user") return providerText(lang, "message.user", { text: shown(m.text) });
  const calls = m.calls.length ? ` [${m.calls.map((c) => `${c.name} ${c.id}`).join(", ")}]` : "";
  return providerText(lang, "message.assistant", { text: shown(m.text), calls });
}

/** A request as it arrived, and the rules it breaks (each once, with the careful round's way). */
export function logRequest(
  config: { lang: Lang; log(line: string): void },
  request: {
    n: number;
    api: string;
    path: string;
    messages: readonly WireMessage[];
    problems: readonly OrderProblem[];
  },
): void {
  const { lang } = config;
  const { messages, problems } = request;
  config.log(
    providerText(lang, "request", { n: request.n, api: request.api, path: request.path, count: messages.length }),
  );
  for (const m of messages) config.log(messageLine(m, lang));
  const said = new Set<string>();
  for (const p of problems) {
    config.log(providerText(lang, "problem", { rule: ruleLabel(p.rule, lang), id: p.id }));
    if (said.has(p.rule)) continue;
    said.add(p.rule);
    config.log(providerText(lang, `careful.${p.rule}`));
  }
}

/** The reply the scripted model sent, or the refusal, as a line. */
export function logReply(
  lang: Lang,
  what: { turn: number; reply: ScriptedTurn } | { refused: { api: string; status: number; text: string } },
): string {
  if ("refused" in what)
    return providerText(lang, "refused", {
      api: what.refused.api,
      status: what.refused.status,
      message: what.refused.text,
    });
  const calls = what.reply.blocks.flatMap((b) => (b.type === "toolCall" ? [`${b.name} ${b.arguments}`] : []));
  return providerText(lang, "reply", {
    turn: what.turn,
    what: calls.length
      ? providerText(lang, "reply.calls", { calls: calls.join(", ") })
      : providerText(lang, "reply.text"),
    stop: what.reply.stopReason,
  });
}
