import type { AssistantMessageEvent, AssistantMessageEventStream, Context } from "@earendil-works/pi-ai";
import { KIT_14, type PiKit } from "../kit";
import {
  modelTurn,
  type CapturedRequest,
  type ProviderTurn,
  type ReplayProvider,
  type ScriptedAnswers,
} from "../provider";
import { cappedBlocks, type ScriptedTurn } from "../scripted";
import type { WireBody } from "./body";
import { WIRE_SPECS, type WireApi } from "../apis";
import { readWireStop } from "./stop-field";

/** The key the adapters are given; nothing leaves the page, so any non-empty string does. */
export const DEMO_API_KEY = "tool-call-lab-offline-key";

/**
 * Tracks whether the engine is waiting for the next event. The recorded body releases its next
 * event only then, so the engine copies each partial message before the adapter mutates it again.
 */
function createGate() {
  let waiting = false;
  const wake: (() => void)[] = [];
  return {
    waits() {
      waiting = true;
      for (const resolve of wake.splice(0)) resolve();
    },
    got() {
      waiting = false;
    },
    untilWaiting: () => (waiting ? Promise.resolve() : new Promise<void>((resolve) => wake.push(resolve))),
  };
}
type Gate = ReturnType<typeof createGate>;

async function readBody(input: RequestInfo | URL, init?: RequestInit): Promise<unknown> {
  const text = input instanceof Request ? await input.clone().text() : typeof init?.body === "string" ? init.body : "";
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A `fetch` that answers with the recorded body, one event per pull, and captures the request. */
function standInFetch(
  body: WireBody,
  gate: Gate,
  abort: AbortController,
  capture: (request: { url: string; body: unknown }) => void,
): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    capture({ url, body: await readBody(input, init) });
    const encoder = new TextEncoder();
    let next = 0;
    const stream = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          await gate.untilWaiting();
          const chunk = body.chunks[next++];
          if (chunk !== undefined) return controller.enqueue(encoder.encode(chunk));
          if (body.end === "complete") return controller.close();
          if (body.end === "abort") {
            abort.abort(new DOMException("The person stopped the request", "AbortError"));
            return controller.error(abort.signal.reason);
          }
          controller.error(new TypeError("network error: the connection was reset"));
        },
      },
      { highWaterMark: 0 },
    );
    return new Response(stream, {
      status: 200,
      headers: { "content-type": body.contentType, "x-tool-call-lab": "recorded" },
    });
  };
}

/** The end of the last global-fetch swap: swaps wait for each other, never overlap. */
let lastScope: Promise<void> = Promise.resolve();

/**
 * Google's adapter ignores `options.fetch` and calls the global `fetch`, so the stand-in is put
 * in place for this one call and the original restored as soon as it is used (or the turn ends).
 * Two replays at once (a person switching providers quickly) take turns: otherwise the second
 * could restore the first's stand-in, or the first restore the real `fetch` under the second.
 */
async function scopeGlobalFetch(standIn: typeof fetch): Promise<{ fetch: typeof fetch; restore: () => void }> {
  const previous = lastScope;
  let release!: () => void;
  lastScope = new Promise<void>((resolve) => (release = resolve));
  await previous;
  const original = globalThis.fetch;
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    globalThis.fetch = original;
    release();
  };
  const once: typeof fetch = (input, init) => {
    restore();
    return standIn(input, init);
  };
  globalThis.fetch = once;
  return { fetch: once, restore };
}

async function* gated(
  stream: AssistantMessageEventStream,
  gate: Gate,
  done: () => void,
): AsyncGenerator<AssistantMessageEvent> {
  const reader = stream[Symbol.asyncIterator]();
  try {
    for (;;) {
      gate.waits();
      const next = await reader.next();
      gate.got();
      if (next.done) return;
      yield next.value;
    }
  } finally {
    done();
  }
}

/**
 * Replays one recorded body through pi-ai's real adapter for `api` (the kit's version, 1.4.0 by
 * default): the Context goes through pi-ai's `normalizeContext` and the adapter's `stream`, exactly
 * as pi-ai's own `stream()` does. Resolves once the adapter has sent its request (captured) or
 * failed before sending. `modelId` names the model the request asks for (a capture's own), in place
 * of the catalog model's.
 */
export async function replayRecording(
  api: WireApi,
  context: Context,
  body: WireBody,
  kit: PiKit = KIT_14,
  modelId?: string,
): Promise<ProviderTurn> {
  const spec = WIRE_SPECS[api];
  const [catalogModel, adapter] = await Promise.all([kit.loadModel(api), kit.loadAdapter(api)]);
  const model = modelId ? { ...catalogModel, id: modelId } : catalogModel;
  const gate = createGate();
  const abort = new AbortController();
  const request: CapturedRequest = { api, body: null };
  let requested!: () => void;
  const sent = new Promise<void>((resolve) => (requested = resolve));
  const standIn = standInFetch(body, gate, abort, ({ url, body }) => {
    request.url = url;
    request.body = body;
    requested();
  });
  const scoped = spec.injectsFetch ? undefined : await scopeGlobalFetch(standIn);
  const stream = adapter(model, kit.normalizeContext(context), {
    apiKey: DEMO_API_KEY,
    signal: abort.signal,
    maxRetries: 0,
    ...(spec.injectsFetch ? { fetch: standIn } : {}),
  });
  await Promise.race([sent, stream.result()]);
  const wireStop = readWireStop(api, body);
  return { events: gated(stream, gate, () => scoped?.restore()), request, ...(wireStop ? { wireStop } : {}) };
}

/**
 * A provider that answers with recorded HTTP streams through pi-ai's real adapter for `api`.
 * Each turn is encoded in that API's documented streaming format, then replayed.
 */
export function createWireProvider(
  api: WireApi,
  first: ScriptedTurn,
  second: ScriptedTurn | undefined,
  answers: ScriptedAnswers,
  later: readonly ScriptedTurn[] = [],
  kit: PiKit = KIT_14,
  modelId?: string,
): ReplayProvider {
  const spec = WIRE_SPECS[api];
  const id = modelId ?? spec.modelId;
  return {
    api,
    model: id,
    async turn(context, turnNumber) {
      const turn = modelTurn(turnNumber, context, first, second, answers, later);
      const capped = cappedBlocks(turn);
      const replayed = await replayRecording(
        api,
        context,
        spec.encode(turn, { modelId: id, turnNumber }),
        kit,
        modelId,
      );
      return capped.length ? { ...replayed, capped } : replayed;
    },
  };
}
