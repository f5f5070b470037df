/**
 * Which models of pi-ai 1.4.0's own catalog honour strict tools, per API: every catalog model of
 * the four wire APIs is asked once with the chapter's tool as it is and once with
 * `constrainedSampling` set, through the API's real adapter (a stand-in `fetch` keeps the request
 * body and sends nothing). A model honours it when the two request bodies differ. Nothing here
 * reads a compat flag: the adapter decides, as it does for a real request.
 */
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { normalizeContext, type Api, type Model, type Tool } from "@earendil-works/pi-ai";
import { KIT_14 } from "../../src/fake-provider/kit";
import { isWireApi, WIRE_APIS } from "../../src/fake-provider/apis";
import type { StrictCatalogEntry } from "../../src/engine/trace/frames";
import { listDownloadFilesTool } from "../../src/engine/round/tool";
import { withStrict } from "../../src/engine/round/strict";

/** Every model of pi-ai's catalogs (one `*.models.js` per provider), in file order. */
async function catalogModels(): Promise<Model<Api>[]> {
  const dir = join(dirname(fileURLToPath(import.meta.resolve("@earendil-works/pi-ai"))), "providers");
  const models: Model<Api>[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".models.js"))
    .sort()) {
    const mod = (await import(`@earendil-works/pi-ai/providers/${file.replace(/\.js$/, "")}`)) as Record<
      string,
      Record<string, Model<Api>>
    >;
    for (const [name, catalog] of Object.entries(mod))
      if (/^[A-Z0-9_]+_MODELS$/.test(name) && !/_(IMAGE|CLASSIFIER)_MODELS$/.test(name))
        models.push(...Object.values(catalog));
  }
  return models;
}

/**
 * The whole request body `model`'s adapter sends for `tool` (kept; nothing is sent). The whole
 * body, not only `tools`: models that take mid-conversation system messages get their tools
 * declared inside the input instead.
 */
async function toolsSent(model: Model<Api>, tool: Tool): Promise<string> {
  if (!isWireApi(model.api)) throw new Error(`${model.api} is not a wire API`);
  const adapter = await KIT_14.loadAdapter(model.api);
  let body: unknown;
  const keep: typeof fetch = async (input, init) => {
    body = JSON.parse(typeof init?.body === "string" ? init.body : await (input as Request).clone().text());
    throw new Error("kept, not sent");
  };
  // Google's adapter calls the global fetch.
  const original = globalThis.fetch;
  globalThis.fetch = keep;
  try {
    const stream = adapter(
      model,
      normalizeContext({ systemPrompt: "", messages: [{ role: "user", content: "?", timestamp: 0 }], tools: [tool] }),
      { apiKey: "offline", maxRetries: 0, fetch: keep } as never,
    );
    const reply = await stream.result();
    if (body === undefined) throw new Error(`${model.provider}/${model.id}: no request (${reply.errorMessage ?? ""})`);
  } finally {
    globalThis.fetch = original;
  }
  return JSON.stringify(body);
}

/** Per wire API: its catalog models, and how many the adapter sent strict tools for. */
export async function strictCatalog(): Promise<StrictCatalogEntry[]> {
  const entries = WIRE_APIS.map((api): StrictCatalogEntry => ({ api, models: 0, honoured: 0, providers: [] }));
  for (const model of await catalogModels()) {
    const entry = entries.find((e) => e.api === model.api);
    if (!entry) continue;
    const honoured =
      (await toolsSent(model, listDownloadFilesTool)) !==
      (await toolsSent(model, withStrict(listDownloadFilesTool, true)));
    let row = entry.providers.find((p) => p.provider === model.provider);
    if (!row) entry.providers.push((row = { provider: model.provider, models: 0, honoured: 0 }));
    for (const counted of [entry, row]) {
      counted.models++;
      counted.honoured += honoured ? 1 : 0;
    }
  }
  return entries;
}
