/// <reference lib="webworker" />
/**
 * The Stream lab's parses, off the page: each request's answers (`streamViewParts`) posted one at a
 * time. Between two answers the worker lets a newer request in and drops the older one, so a burst
 * of keystrokes costs one parse at most beyond the last. The page ends the worker when one answer
 * takes too long (`stream-view-client.ts`).
 */
import { STREAM_VIEW_READY, streamViewParts, type StreamViewPart, type StreamViewRequest } from "./stream-view";

const scope = self as unknown as DedicatedWorkerGlobalScope;
let wanted = -1;

/** A task boundary, so a request that came meanwhile is read before the next answer is made. */
const turn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function answer(request: StreamViewRequest): Promise<void> {
  const parts = streamViewParts(request);
  while (wanted === request.version) {
    const next = parts.next();
    if (next.done) return;
    scope.postMessage(next.value satisfies StreamViewPart);
    await turn();
  }
}

scope.onmessage = (event: MessageEvent<StreamViewRequest>) => {
  wanted = event.data.version;
  void answer(event.data);
};
scope.postMessage(STREAM_VIEW_READY);
