/**
 * One tool round, shaped as §12 of the chapter: ask the model, keep its reply in the Context, run
 * each call through pi-ai's validation, send one result per call, ask again. Against the lab's
 * provider:
 *
 *   npm run provider                                   # one terminal
 *   npx tsx examples/one-round.ts openai-responses ~/Downloads   # another
 */
import { readdir } from "node:fs/promises";
import { homedir } from "node:os";
import { pathToFileURL } from "node:url";
import {
  completeSimple,
  Type,
  validateToolArguments,
  type Api,
  type AssistantMessage,
  type Context,
  type Model,
  type Tool,
  type ToolCall,
  type ToolResultMessage,
} from "@earendil-works/pi-ai/compat";
import { apiArgument, labModel } from "./lab-model";

/** The tool the model may call: the files of one folder the program fixes, by extension. */
export const listFiles: Tool = {
  name: "list_download_files",
  description: "Lists the names of the files in the user's Downloads folder that end with an extension.",
  parameters: Type.Object({ extension: Type.String({ description: 'With its dot, such as ".pdf"' }) }),
};

/** A tool result: the text the model reads, and whether it reports a failure. */
const result = (call: ToolCall, text: string, isError: boolean): ToolResultMessage => ({
  role: "toolResult",
  toolCallId: call.id,
  toolName: call.name,
  content: [{ type: "text", text }],
  isError,
  timestamp: Date.now(),
});

/** Runs one call: validated by pi-ai first, then the folder is read; every failure is an error result. */
export async function executeToolCall(call: ToolCall, folder: string): Promise<ToolResultMessage> {
  if (call.name !== listFiles.name) return result(call, `Unknown tool: ${call.name}`, true);
  try {
    const args = validateToolArguments(listFiles, call) as { extension: string };
    const names = await readdir(folder);
    const files = names.filter((name) => name.toLowerCase().endsWith(args.extension.toLowerCase()));
    return result(call, JSON.stringify({ files }), false);
  } catch {
    // No path or stack for the model: what went wrong stays in the program.
    return result(call, "The Downloads folder could not be read: bad arguments or the folder is unavailable.", true);
  }
}

/** Asks once, runs the reply's calls, asks again with their results; a failed reply stops it. */
export async function answerWithOneToolRound(model: Model<Api>, context: Context, folder: string, apiKey = "any-key") {
  const assistant: AssistantMessage = await completeSimple(model, context, { apiKey });
  context.messages.push(assistant);
  const calls = assistant.content.filter((block): block is ToolCall => block.type === "toolCall");
  if (calls.length === 0 || assistant.stopReason === "error" || assistant.stopReason === "aborted") return assistant;
  for (const call of calls)
    context.messages.push(
      assistant.stopReason === "length"
        ? result(call, "Not run: the reply was cut at the length limit, so its arguments may be incomplete.", true)
        : await executeToolCall(call, folder),
    );
  const answer = await completeSimple(model, context, { apiKey });
  context.messages.push(answer);
  return answer;
}

/** The chapter's question, with the tool. */
export const question = (): Context => ({
  systemPrompt: "You are a desktop assistant. Use the tools for facts about this computer; never guess.",
  messages: [{ role: "user", content: "Which PDFs are in my Downloads folder?", timestamp: Date.now() }],
  tools: [listFiles],
});

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const model = labModel(apiArgument(process.argv[2]), process.env.LAB_PROVIDER ?? "http://127.0.0.1:8787");
  const answer = await answerWithOneToolRound(model, question(), process.argv[3] ?? `${homedir()}/Downloads`);
  console.log(answer.stopReason, answer.errorMessage ?? answer.content);
}
