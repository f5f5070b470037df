/**
 * The local provider as a server: the four wire APIs on loopback, each request checked with the
 * grader's ordering rules, answered by the scripted model in the API's own bytes (the encoders the
 * lab's replays use) or refused with the API's own error, and kept for the rounds feed.
 */
import { EventEmitter } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import {
  asksStream,
  servesPath,
  WIRE_APIS,
  SERVE_SPECS,
  WIRE_SPECS,
  type WireApi,
  type WireMessage,
} from "../../fake-provider/apis";
import { isObject, str } from "../../fake-provider/apis/read";
import { orderProblems, RULE_SECTIONS, type OrderProblem } from "../../grader/rules";
import type { Lang, Scenario } from "../../scenarios/types";
import { loopbackHost, readBody, sendJson, sendStream } from "./http";
import { logReply, logRequest } from "./log";
import { replyTo, turnNumberOf } from "./model";
import { createRoundLog, type RoundLog, type RoundNote } from "./rounds";

/** The path of the rounds feed. */
export const ROUNDS_PATH = "/lab/rounds";

/** The most streams open at once: more are refused as the API refuses when overloaded. */
export const MAX_STREAMS = 32;

/** What the server plays and where it says so. */
export interface ServeConfig {
  /** The scenario with the faults already applied. */
  scenario: Scenario;
  lang: Lang;
  /** Origins whose pages may read the rounds feed (CORS). */
  allowOrigins: readonly string[];
  /** One line of the terminal's output (no newline). */
  log(line: string): void;
  maxStreams?: number;
  /** Awaited before each event of a stream: a seam that lets a test hold a stream open between two events. */
  beforeEvent?: () => Promise<void>;
}

/** A running provider. */
export interface LabProvider {
  readonly port: number;
  readonly rounds: RoundLog;
  /** Streams open now. */
  openStreams(): number;
  /** Emits `stream-closed` each time a stream ends, cleanly or cut off by its client. */
  readonly events: EventEmitter;
  /** Plays another scenario (faults applied) from the next request on. */
  play(scenario: Scenario): void;
  close(): Promise<void>;
}

/** Every path served, as the 404 lists them. */
export const SERVED_PATHS: readonly string[] = [
  ...WIRE_APIS.flatMap((api) => SERVE_SPECS[api].paths.map((p) => `POST ${SERVE_SPECS[api].basePath}${p}`)),
  `GET ${ROUNDS_PATH}`,
];

/** The API whose path this is. */
function apiOf(path: string): WireApi | undefined {
  return WIRE_APIS.find((api) => {
    const { basePath } = SERVE_SPECS[api];
    return path.startsWith(`${basePath}/`) && servesPath(api, path.slice(basePath.length));
  });
}

/** The rounds feed, readable by the lab's own origins only. */
function sendRounds(req: IncomingMessage, res: ServerResponse, config: ServeConfig, rounds: RoundLog): void {
  const origin = req.headers.origin;
  const cors: Record<string, string> =
    origin !== undefined && config.allowOrigins.includes(origin)
      ? { "access-control-allow-origin": origin, vary: "Origin", "access-control-allow-methods": "GET" }
      : { vary: "Origin" };
  if (req.method === "OPTIONS") {
    res.writeHead(204, cors);
    res.end();
    return;
  }
  if (req.method !== "GET") return void sendJson(res, 405, { error: "the rounds feed is read-only: GET" }, cors);
  sendJson(res, 200, rounds.har(), { ...cors, "cache-control": "no-store" });
}

/** What one served API request needs. */
interface Exchange {
  api: WireApi;
  path: string;
  config: ServeConfig;
  rounds: RoundLog;
  /** Ids of the calls the provider's replies made (a result must name one of them). */
  issued: Set<string>;
  streams: { open: number; events: EventEmitter };
}

/** The first problem a strict API refuses: a call with no result, or a result the reply before it does not hold. */
const refused = (problems: readonly OrderProblem[]) =>
  problems.find((p) => p.rule === "one-result-per-call" || !p.held);

/** Answers one API request: read, check, reply or refuse, keep. */
async function serveApi(req: IncomingMessage, res: ServerResponse, x: Exchange): Promise<void> {
  const serve = SERVE_SPECS[x.api];
  const started = new Date();
  const read = await readBody(req);
  const keep = (body: string, status: number, contentType: string, text: string, note: RoundNote) =>
    x.rounds.add({
      url: `http://${req.headers.host ?? "127.0.0.1"}${x.path}`,
      body,
      status,
      contentType,
      text,
      note,
      started,
    });
  const refuse = (kind: Parameters<typeof serve.refusal>[0], detail: Parameters<typeof serve.refusal>[1] = {}) => {
    const { status, body } = serve.refusal(kind, detail);
    const text = sendJson(res, status, body);
    x.config.log(logReply(x.config.lang, { refused: { api: x.api, status, text } }));
    return { status, body, text };
  };
  if (!read.ok) return void refuse("too-large");
  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch (error) {
    return void refuse("bad-json", { message: error instanceof Error ? error.message : "" });
  }
  if (!isObject(body)) return void refuse("bad-json", { message: "the body is not a JSON object" });
  const messages = serve.messages(body);
  const problems = orderProblems(messages.map(ordered), x.issued);
  const turn = turnNumberOf(messages);
  const note: RoundNote = {
    ...x.rounds.place(turn === 1 && !messages.some((m) => m.role === "toolResult")),
    turn,
    api: x.api,
    problems: problems.map((p) => ({ rule: p.rule, section: RULE_SECTIONS[p.rule], id: p.id })),
  };
  logRequest(x.config, { n: x.rounds.count() + 1, api: x.api, path: x.path, messages, problems });
  const problem = refused(problems);
  if (problem) {
    const ids = problems.filter((p) => p.index === problem.index && p.rule === problem.rule).map((p) => p.id);
    const kind = problem.rule === "one-result-per-call" ? "missing-result" : "orphan-result";
    const out = refuse(kind, { at: messages[problem.index]?.at, ids });
    return void keep(read.text, out.status, "application/json", out.text, note);
  }
  await reply(req, res, x, { body, messages, turn, text: read.text, keep, note });
}

/** A wire message as the grader's ordering rules read it. */
const ordered = (m: WireMessage) => ({
  role: m.role,
  calls: m.calls.map((c) => c.id),
  ...(m.toolCallId !== undefined ? { toolCallId: m.toolCallId } : {}),
});

/** What {@link reply} needs of the request. */
interface Asked {
  body: Record<string, unknown>;
  messages: WireMessage[];
  turn: number;
  text: string;
  keep(body: string, status: number, contentType: string, text: string, note: RoundNote): void;
  note: RoundNote;
}

/** Sends the scripted model's reply, as a stream or as JSON, and notes the calls it made. */
async function reply(_req: IncomingMessage, res: ServerResponse, x: Exchange, asked: Asked): Promise<void> {
  const spec = WIRE_SPECS[x.api];
  const serve = SERVE_SPECS[x.api];
  const turn = replyTo(asked.messages, x.config.scenario, x.config.lang);
  const modelId = str(asked.body.model) ?? /\/models\/([^/:]+):/.exec(x.path)?.[1] ?? spec.modelId;
  const ctx = { modelId, turnNumber: asked.turn };
  for (const block of turn.blocks)
    if (block.type === "toolCall") {
      x.issued.add(serve.callId(block.id, asked.turn));
      x.issued.add(`name:${block.name}`);
    }
  x.config.log(logReply(x.config.lang, { turn: asked.turn, reply: turn }));
  if (!asksStream(x.api, asked.body, x.path)) {
    const text = sendJson(res, 200, serve.json(turn, ctx));
    return asked.keep(asked.text, 200, "application/json", text, asked.note);
  }
  if (x.streams.open >= (x.config.maxStreams ?? MAX_STREAMS)) {
    const { status, body } = serve.refusal("busy", {});
    return asked.keep(asked.text, status, "application/json", sendJson(res, status, body), asked.note);
  }
  x.streams.open += 1;
  res.on("close", () => {
    x.streams.open -= 1;
    x.streams.events.emit("stream-closed");
  });
  const sent = await sendStream(res, spec.encode(turn, ctx), x.config.beforeEvent);
  asked.keep(asked.text, 200, "text/event-stream", sent, asked.note);
}

/** Handles one request of any kind. */
async function handle(req: IncomingMessage, res: ServerResponse, x: Omit<Exchange, "api" | "path">): Promise<void> {
  if (!loopbackHost(req)) {
    res.writeHead(403, { "content-type": "text/plain; charset=utf-8" });
    return void res.end("refused: the Host header is not a loopback name (127.0.0.1, localhost, [::1])\n");
  }
  const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
  if (path === ROUNDS_PATH) return sendRounds(req, res, x.config, x.rounds);
  const api = apiOf(path);
  if (!api || req.method !== "POST") {
    req.resume();
    return void sendJson(res, 404, {
      error: { message: `nothing is served at ${req.method} ${path}`, paths: SERVED_PATHS },
    });
  }
  await serveApi(req, res, { ...x, api, path });
}

/**
 * Starts the provider on 127.0.0.1:`port` (0: any free port). Resolves with it, or with the
 * system's code when it cannot listen (`EADDRINUSE`, `EACCES`).
 */
export function startProvider(
  config: ServeConfig,
  port: number,
): Promise<{ ok: true; provider: LabProvider } | { ok: false; code: string }> {
  const rounds = createRoundLog();
  const streams = { open: 0, events: new EventEmitter() };
  const shared = { config: { ...config }, rounds, issued: new Set<string>(), streams };
  const server = createServer((req, res) => {
    handle(req, res, shared).catch(() => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: "the provider failed on this request" } });
      else res.destroy();
    });
  });
  return new Promise((resolve) => {
    server.once("error", (error: NodeJS.ErrnoException) => resolve({ ok: false, code: error.code ?? "error" }));
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const provider: LabProvider = {
        port: typeof address === "object" && address ? address.port : port,
        rounds,
        openStreams: () => streams.open,
        events: streams.events,
        play: (scenario) => (shared.config.scenario = scenario),
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      };
      resolve({ ok: true, provider });
    });
  });
}
