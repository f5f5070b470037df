/**
 * The 4 × 4 id matrix (issue 22, item 1) in both engines: a history made by each of the four APIs,
 * replayed to each, through the real adapters. For each pair the ids frame must say what the
 * target's request body really carries, and that must be what pi-ai's own transformMessages
 * returned inside the adapter (seen through `transform-spy.ts`, which must be imported first).
 */
import { transformCalls } from "./transform-spy";
import { describe, expect, it } from "vitest";
import { playIn } from "../../src/engine/run";
import type { AssistantMessage, Message, ToolCall } from "@earendil-works/pi-ai";
import { providerFactory, type Trace } from "../../src/engine";
import { framesOf } from "../../src/engine/trace/frame-store";
import type { IdsFact } from "../../src/engine/trace/facts";
import { WIRE_APIS, type WireApi } from "../../src/fake-provider/apis";
import { scenario } from "./helpers";
import type { LooseJson } from "../fixtures/loose-json";

/** The call's id and its result's id as the body itself holds them (read here, not by the engine). */
function bodyIds(
  api: WireApi,
  body: LooseJson,
): { call: string | undefined; item?: string; result: string | undefined } {
  if (api === "anthropic-messages") {
    const blocks = body.messages.flatMap((m: LooseJson) => (Array.isArray(m.content) ? m.content : []));
    return {
      call: blocks.find((b: LooseJson) => b.type === "tool_use")?.id,
      result: blocks.find((b: LooseJson) => b.type === "tool_result")?.tool_use_id,
    };
  }
  if (api === "openai-responses") {
    const call = body.input.find((i: LooseJson) => i.type === "function_call");
    return {
      call: call?.call_id,
      item: call?.id,
      result: body.input.find((i: LooseJson) => i.type === "function_call_output")?.call_id,
    };
  }
  if (api === "openai-completions")
    return {
      call: body.messages.find((m: LooseJson) => m.tool_calls)?.tool_calls[0].id,
      result: body.messages.find((m: LooseJson) => m.role === "tool")?.tool_call_id,
    };
  const parts = body.contents.flatMap((c: LooseJson) => c.parts);
  return {
    call: parts.find((p: LooseJson) => p.functionCall)?.functionCall.id,
    result: parts.find((p: LooseJson) => p.functionResponse)?.functionResponse.id,
  };
}

const callIds = (messages: Message[]) =>
  messages.flatMap((m) =>
    m.role === "assistant" ? m.content.filter((b): b is ToolCall => b.type === "toolCall").map((b) => b.id) : [],
  );
const resultIds = (messages: Message[]) => messages.flatMap((m) => (m.role === "toolResult" ? [m.toolCallId] : []));

async function play(engine: "round" | "loop", source: WireApi, target: WireApi): Promise<Trace> {
  const options = { provider: providerFactory(target, undefined, source) };
  return playIn(engine, scenario("id-normalization"), options);
}

describe("id normalization, every source into every target", () => {
  for (const engine of ["round", "loop"] as const) {
    for (const source of WIRE_APIS) {
      for (const target of WIRE_APIS) {
        it(`${engine}: a history from ${source} replayed to ${target}`, async () => {
          transformCalls.length = 0;
          const trace = await play(engine, source, target);
          const facts = framesOf(trace)
            .map((f) => f.fact)
            .filter((f): f is IdsFact => f.kind === "ids");
          expect(facts).toHaveLength(1);
          const fact = facts[0]!;
          const stored = (trace.messages.find((m) => m.role === "assistant") as AssistantMessage).content.find(
            (b): b is ToolCall => b.type === "toolCall",
          )!.id;
          expect(fact).toMatchObject({ engine, source, target, sameModel: source === target });
          expect(trace.provider.api).toBe(source);

          // What the target's request body really carries.
          const sent = bodyIds(target, trace.requests[1]!.body as LooseJson);
          const sentId = sent.item === undefined ? sent.call : `${sent.call}|${sent.item}`;
          expect(fact.ids).toEqual([expect.objectContaining({ stored, sent: sentId, result: sent.result })]);
          expect(sent.result).toBe(sent.call);

          // What pi-ai's transformMessages returned for that request (and for the loop's compared round).
          const made = transformCalls.filter((c) => c.model.api === target && resultIds(c.input).includes(stored));
          expect(made.length).toBeGreaterThan(0);
          for (const call of made) {
            const [transformed] = callIds(call.output);
            expect(resultIds(call.output)).toEqual([transformed]);
            // Responses splits it: call_id before "|", the item id after it, sent only for the model's own call.
            expect(target === "openai-responses" ? transformed!.split("|")[0] : transformed).toBe(sent.call);
            if (target === "openai-responses")
              expect(sent.item).toBe(source === target ? transformed!.split("|")[1] : undefined);
            expect(fact.ids[0]!.rewritten).toBe(transformed !== stored);
          }
          // pi-ai 1.4.0 with these four models: only OpenAI Responses' call_…|fc_… ids need rewriting, and only for another API.
          expect(fact.ids[0]!.rewritten).toBe(source === "openai-responses" && target !== "openai-responses");
        });
      }
    }
  }
});
