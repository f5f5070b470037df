/**
 * The host's side of the sandbox, one for both protocols: it loads a module through a supervisor
 * (`supervisor.ts`, behind a {@link SandboxChannel}: the sandboxed iframe or Node's worker thread),
 * sends each request, reads every answer and every question with the boundary (`boundary.ts`) and
 * hands what it read to the protocol that opened it: the Tool lab's (`tool-session.ts`) or the
 * Round lab's (`round-session.ts`). What the boundary cannot read becomes words, never an exception.
 *
 * The host keeps its own backstop a second past the supervisor's limits, in case the supervisor
 * itself stops answering; it stands still while the host answers a round's question.
 */
import { readEnvelope, readQuestion, readRunnerAnswer, type Expected, type Read } from "./boundary";
import type { RunnerRequest } from "./protocol";
import type { RoundRequest, RoundWorkerRequest } from "./round-protocol";
import type { SandboxLimits, SupervisorOrder } from "./supervisor";

/** How the host reaches a supervisor: the sandboxed iframe (`frame.ts`) or Node's (`node.ts`). */
export interface SandboxChannel {
  send(order: SupervisorOrder): void;
  /** Every envelope the supervisor sends, as it came: unread. */
  listen(on: (envelope: unknown) => void): void;
  /** Ends the supervisor and its worker. */
  close(): void;
}

/** A request the host sends to the loaded module (its id is the host's). */
export type SandboxRequest = DistributiveOmit<
  RunnerRequest | Exclude<RoundWorkerRequest, { type: "round-answer" }>,
  "id"
>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What the host's question handler decides: the answer the round gets, or to stop the run. */
export type QuestionReply = { answer: unknown } | { stop: true };

/** A loaded module in its sandbox, as a protocol drives it. */
export interface Sandbox {
  limits: SandboxLimits;
  /**
   * Sends `request` and resolves with its answer, read by the boundary; never rejects. Each question
   * the round asks meanwhile is read and handed to `onQuestion`; a question that cannot be read, or
   * a `stop`, ends the run (the latter as a `stopped` answer).
   */
  request(request: SandboxRequest, onQuestion?: (question: RoundRequest) => Promise<QuestionReply>): Promise<Read>;
  close(): void;
}

/** How a protocol loads a module, and what the load's answer opens. */
export interface SandboxProtocol<Session, Problem> {
  /** The request that loads `source`. */
  load(source: string): SandboxRequest;
  /** The session the load's answer opens over `sandbox`, or why the module cannot be used (the host then closes it). */
  open(read: Read, sandbox: Sandbox): { ok: true; session: Session } | { ok: false; problem: Problem };
}

/** Where the host finds its supervisor, the limits, and the worker's code (a URL the supervisor starts it from). */
export interface SandboxOptions {
  channel(): Promise<SandboxChannel>;
  limits: SandboxLimits;
  bundle(): string;
}

/** The run a request is: a load, or one run of the loaded module. */
const opOf = (request: SandboxRequest): "load" | "run" =>
  request.type === "load" || request.type === "round-load" ? "load" : "run";

/** Starts a sandbox, loads `source` under the load limit, and opens what `protocol` makes of it. */
export async function openSandbox<Session, Problem>(
  protocol: SandboxProtocol<Session, Problem>,
  source: string,
  options: SandboxOptions,
): Promise<{ ok: true; session: Session } | { ok: false; problem: Problem }> {
  const { limits } = options;
  const channel = await options.channel();
  let nextId = 0;
  let bundleSent = false;
  let closed = false;
  let waiting: ((envelope: unknown) => void) | undefined;
  channel.listen((envelope) => waiting?.(envelope));
  const close = () => {
    closed = true;
    waiting = undefined;
    channel.close();
  };
  const request: Sandbox["request"] = (sent, onQuestion) =>
    new Promise<Read>((resolve) => {
      const id = ++nextId;
      const op = opOf(sent);
      if (closed) return resolve({ ok: true, response: { type: "crashed", id, message: "the sandbox was closed" } });
      // A run may first have to load the module again in a fresh worker: both limits, then a second.
      const backstopMs = limits.loadMs + (op === "run" ? limits.runMs : 0) + 1000;
      let backstop: ReturnType<typeof setTimeout> | undefined;
      const arm = () => {
        clearTimeout(backstop);
        backstop = setTimeout(
          () => done({ ok: true, response: { type: op === "load" ? "load-timeout" : "timeout", id, ms: backstopMs } }),
          backstopMs,
        );
      };
      const done = (read: Read) => {
        clearTimeout(backstop);
        if (waiting === hear) waiting = undefined;
        resolve(read);
      };
      const answerQuestion = async (raw: unknown) => {
        const question = readQuestion(raw);
        if (!onQuestion || !question.ok) {
          channel.send({ op: "stop" });
          return done({ ok: false, reason: question.ok ? "a question where an answer was due" : question.reason });
        }
        clearTimeout(backstop);
        const reply = await onQuestion(question.value.request);
        if (waiting !== hear) return;
        if ("stop" in reply) {
          channel.send({ op: "stop" });
          return done({ ok: true, response: { type: "stopped", id } });
        }
        arm();
        channel.send({
          op: "answer",
          message: { type: "round-answer", seq: question.value.seq, answer: reply.answer },
        });
      };
      const hear = (envelope: unknown) => {
        const read = readEnvelope(envelope, id);
        if (!read) return;
        if ("question" in read) return void answerQuestion(read.question);
        done(readRunnerAnswer(read.answer, sent.type as Expected, id));
      };
      waiting = hear;
      arm();
      channel.send({ op, id, request: { ...sent, id }, limits, ...(bundleSent ? {} : { bundle: options.bundle() }) });
      bundleSent = true;
    });
  const sandbox: Sandbox = { limits, request, close };
  const opened = protocol.open(await request(protocol.load(source)), sandbox);
  if (!opened.ok) close();
  return opened;
}
