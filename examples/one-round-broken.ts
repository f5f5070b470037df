/**
 * The round of `one-round.ts` with one line missing: the model's reply is never pushed into the
 * Context, so the second request carries results for calls it does not hold (§13). A strict
 * provider refuses it; so does the lab's:
 *
 *   npx tsx examples/one-round-broken.ts anthropic-messages
 */
import { homedir } from "node:os";
import { pathToFileURL } from "node:url";
import { completeSimple, type Api, type Context, type Model, type ToolCall } from "@earendil-works/pi-ai/compat";
import { executeToolCall, question } from "./one-round";
import { apiArgument, labModel } from "./lab-model";

/** The broken round: no `context.messages.push(assistant)`. */
export async function brokenRound(model: Model<Api>, context: Context, folder: string, apiKey = "any-key") {
  const assistant = await completeSimple(model, context, { apiKey });
  const calls = assistant.content.filter((block): block is ToolCall => block.type === "toolCall");
  if (calls.length === 0 || assistant.stopReason !== "toolUse") return assistant;
  for (const call of calls) context.messages.push(await executeToolCall(call, folder));
  return completeSimple(model, context, { apiKey });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const model = labModel(apiArgument(process.argv[2]), process.env.LAB_PROVIDER ?? "http://127.0.0.1:8787");
  const answer = await brokenRound(model, question(), process.argv[3] ?? `${homedir()}/Downloads`);
  console.log(answer.stopReason, answer.errorMessage ?? answer.content);
}
