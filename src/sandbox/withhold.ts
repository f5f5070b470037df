/// <reference lib="webworker" />
/**
 * What learner code must not reach, taken away before it runs: the names, and the sealing shared by
 * the sandbox's workers (the runner, and the Tool lab's schema contrast).
 */

/**
 * Globals TypeScript's `lib.webworker.d.ts` declares (for every kind of worker) that a dedicated
 * worker lacks in some Chromium versions and has in others: service and shared workers' own
 * interfaces, and what Chromium has given windows only and then workers too (the CSS Typed OM came
 * to workers between versions). The lab leaves them untyped and the sandbox withholds them, so a
 * module meets what its types promise whichever browser runs it.
 */
export const UNGUARANTEED_GLOBALS = [
  ...[
    "Client",
    "Clients",
    "WindowClient",
    "ServiceWorkerGlobalScope",
    "SharedWorkerGlobalScope",
    "ServiceWorker",
    "ServiceWorkerContainer",
  ],
  ...[
    "ExtendableEvent",
    "ExtendableMessageEvent",
    "ExtendableCookieChangeEvent",
    "FetchEvent",
    "NotificationEvent",
    "PushEvent",
    "PushMessageData",
    "PushSubscriptionChangeEvent",
    "CookieStore",
    "CookieStoreManager",
  ],
  ...[
    "CSSStyleValue",
    "CSSImageValue",
    "CSSKeywordValue",
    "CSSNumericValue",
    "CSSNumericArray",
    "CSSUnitValue",
    "CSSMathValue",
    "CSSMathClamp",
    "CSSMathInvert",
    "CSSMathMax",
    "CSSMathMin",
    "CSSMathNegate",
    "CSSMathProduct",
    "CSSMathSum",
  ],
  ...[
    "CSSTransformValue",
    "CSSTransformComponent",
    "CSSMatrixComponent",
    "CSSPerspective",
    "CSSRotate",
    "CSSScale",
    "CSSSkew",
    "CSSTranslate",
    "CSSUnparsedValue",
    "CSSVariableReferenceValue",
    "StylePropertyMapReadOnly",
  ],
  ...["MediaStreamTrackProcessor", "Report", "FontFaceSetLoadEvent", "onoffline", "ononline"],
];

/**
 * Names the sandbox's workers remove from their global scope, and from every prototype on its
 * chain, before learner code runs: what learner code must not reach (`postMessage` and `close` too:
 * only the runner answers the iframe), and {@link UNGUARANTEED_GLOBALS}. The Tool lab's types leave
 * out exactly these (`scripts/build/sandbox-lib.ts`).
 */
export const WITHHELD_GLOBALS: readonly string[] = [
  ...[
    "fetch",
    "XMLHttpRequest",
    "WebSocket",
    "WebTransport",
    "EventSource",
    "indexedDB",
    "caches",
    "cookieStore",
    "importScripts",
  ],
  ...[
    "BroadcastChannel",
    "Worker",
    "SharedWorker",
    "localStorage",
    "sessionStorage",
    "navigator",
    "WebSocketStream",
    "FontFace",
    "fonts",
  ],
  ...["Notification", "postMessage", "close"],
  ...UNGUARANTEED_GLOBALS,
];

/**
 * Defence in depth beside the CSP and the opaque origin: what learner code must not reach is gone,
 * from the global object and from every prototype on its chain (`WorkerGlobalScope.prototype`,
 * `EventTarget.prototype`…), so `Object.getOwnPropertyDescriptor(proto, name).get.call(self)`
 * finds nothing either. Call it after capturing what the worker itself needs (`postMessage`).
 */
export function withhold(scope: DedicatedWorkerGlobalScope): void {
  const { getPrototypeOf, hasOwn, defineProperty } = Object;
  const chain: object[] = [];
  for (let at: object | null = scope; at !== null; at = getPrototypeOf(at)) chain.push(at);
  for (const name of WITHHELD_GLOBALS) {
    for (const holder of chain) {
      try {
        if (hasOwn(holder, name)) delete (holder as Record<string, unknown>)[name];
      } catch {
        // Not deletable: the definition below still hides it on the global object.
      }
    }
    try {
      defineProperty(scope, name, { value: undefined, configurable: false, writable: false });
    } catch {
      // A property the browser will not let go stays blocked by the CSP and the origin.
    }
  }
}

/** What a sandbox worker keeps for itself: its way to answer, and to hear the iframe. */
export interface SealedWorker<Answer> {
  post(message: Answer): void;
  /** Hears the iframe's messages only: one the worker's own code dispatched is not heard. */
  listen(type: "message", handler: (event: MessageEvent) => void): void;
}

/**
 * Captures the worker's own `postMessage` and `addEventListener` (only this code answers), then
 * withholds the rest: the start of every sandbox worker, before any learner code is loaded.
 * Learner code can still `dispatchEvent` a `MessageEvent` of its own on the worker; the browser
 * marks such an event untrusted (`isTrusted`, which no script can set), so it never reaches the
 * runner as a request from the page.
 */
export function sealWorker<Answer>(scope: DedicatedWorkerGlobalScope): SealedWorker<Answer> {
  const post = scope.postMessage.bind(scope) as (message: Answer) => void;
  const add = scope.addEventListener.bind(scope) as (type: string, handler: (event: Event) => void) => void;
  const listen = (type: "message", handler: (event: MessageEvent) => void) =>
    add(type, (event) => {
      if (event.isTrusted) handler(event as MessageEvent);
    });
  withhold(scope);
  return { post, listen };
}
