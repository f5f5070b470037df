/**
 * The page's side of the Stream lab's worker (`stream-view.worker.ts`): each request gets a new
 * version, answers of older versions are dropped, and an answer that does not come within
 * {@link STREAM_ANSWER_CAP_MS} ends the worker (a parse cannot be interrupted any other way); the
 * request is then answered `stopped`, and the next one starts a fresh worker.
 */
import { STREAM_VIEW_READY, type StreamViewPart, type StreamViewRequest } from "./stream-view";

/** The longest wait for one answer (a preview, a check, a row) before the worker is ended. */
export const STREAM_ANSWER_CAP_MS = 2000;

/** An answer, or the end of a request whose answer did not come in time. */
export type StreamViewEvent = StreamViewPart | { version: number; part: "stopped" };

/** Asks the worker for what the lab shows. */
export interface StreamViewClient {
  /** Asks for `request` (a newer request replaces it); returns the version its answers carry. */
  show(request: Omit<StreamViewRequest, "version">): number;
  /** Drops the request under way, if any (a text past the limits is never sent). */
  cancel(): void;
  dispose(): void;
}

/** Starts the client; `onEvent` hears the answers of the latest request only. */
export function createStreamViewClient(onEvent: (event: StreamViewEvent) => void): StreamViewClient {
  let worker: Worker | undefined;
  let version = 0;
  let pending = false;
  // The clock starts once the worker has loaded pi-ai: a cold load is no parse to stop.
  let ready = false;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const stopWatch = () => (clearTimeout(watchdog), (watchdog = undefined));
  const end = () => (worker?.terminate(), (worker = undefined), stopWatch(), (pending = false), (ready = false));
  const stop = () => {
    const stopped = version;
    end();
    onEvent({ version: stopped, part: "stopped" });
  };
  const watch = () => (stopWatch(), ready && (watchdog = setTimeout(stop, STREAM_ANSWER_CAP_MS)));
  const start = (): Worker => {
    const w = new Worker(new URL("./stream-view.worker.ts", import.meta.url), { type: "module" });
    w.onmessage = (event: MessageEvent<StreamViewPart | typeof STREAM_VIEW_READY>) => {
      if (event.data === STREAM_VIEW_READY) return void ((ready = true), pending && watch());
      if (event.data.version !== version || !pending) return;
      if (event.data.part === "done") {
        stopWatch();
        pending = false;
      } else watch();
      onEvent(event.data);
    };
    w.onerror = (event) => (event.preventDefault(), stop());
    return w;
  };
  return {
    show(request) {
      version += 1;
      pending = true;
      (worker ??= start()).postMessage({ ...request, version } satisfies StreamViewRequest);
      watch();
      return version;
    },
    cancel: () => {
      version += 1;
      pending = false;
      stopWatch();
    },
    dispose: end,
  };
}
