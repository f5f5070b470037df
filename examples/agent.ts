/**
 * The same tool in pi-agent-core's `Agent`: the loop runs the calls, sends their results and asks
 * again until the model answers (the next chapter's loop). Against the lab's provider:
 *
 *   npx tsx examples/agent.ts google-generative-ai ~/Downloads
 */
import { readdir } from "node:fs/promises";
import { homedir } from "node:os";
import { pathToFileURL } from "node:url";
import { Agent, type AgentTool } from "@earendil-works/pi-agent-core";
import { streamSimple, type Api, type AssistantMessage, type Model } from "@earendil-works/pi-ai/compat";
import { listFiles } from "./one-round";
import { apiArgument, labModel } from "./lab-model";

/** The tool with its code: the loop validates the arguments before `execute` sees them. */
const listTool = (folder: string): AgentTool<typeof listFiles.parameters> => ({
  ...listFiles,
  label: "List Downloads",
  async execute(_id, params) {
    const extension = String((params as { extension: string }).extension).toLowerCase();
    const files = (await readdir(folder)).filter((name) => name.toLowerCase().endsWith(extension));
    return { content: [{ type: "text", text: JSON.stringify({ files }) }], details: { files } };
  },
});

/** Asks the question in an Agent and returns its messages once the loop stops. */
export async function askAgent(model: Model<Api>, folder: string) {
  const agent = new Agent({
    initialState: {
      systemPrompt: "You are a desktop assistant. Use the tools; never guess.",
      model,
      tools: [listTool(folder)],
    },
    streamFn: streamSimple,
    getApiKey: () => "any-key",
  });
  await agent.prompt("Which PDFs are in my Downloads folder?");
  return agent.state.messages;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const model = labModel(apiArgument(process.argv[2]), process.env.LAB_PROVIDER ?? "http://127.0.0.1:8787");
  const messages = await askAgent(model, process.argv[3] ?? `${homedir()}/Downloads`);
  const last = messages.at(-1) as AssistantMessage | undefined;
  console.log(last?.stopReason, last?.errorMessage ?? last?.content);
}
