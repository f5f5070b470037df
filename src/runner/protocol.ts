/**
 * Messages of the learner-code runner's worker, for a tool module. The host talks to the worker
 * through the supervisor (`sandbox/supervisor.ts`), which starts a fresh worker after a stopped run
 * and enforces the limits.
 */
import type { LearnerFolder, LearnerRun } from "../engine/learner";
import type { LearnerDefinition, ModuleProblem } from "./definition";
import type { ContrastCells, ContrastProbe } from "../lens/contrast";

/**
 * Host → supervisor → worker. `load` evaluates the module; `execute` runs one call; `contrast` (only
 * the contrast worker answers it) validates the probes against the module's parameters.
 */
export type RunnerRequest =
  | { type: "load"; id: number; source: string }
  | { type: "execute"; id: number; args: unknown; folder: LearnerFolder }
  | { type: "contrast"; id: number; probes: ContrastProbe[] };

/**
 * Worker → supervisor → host. The supervisor answers for a stopped worker: `timeout` (a call over its
 * limit) or `load-timeout` (the module did not load within its own, separate limit). The host reads
 * every answer with `readRunnerAnswer` (`boundary.ts`): the sandbox runs a learner's code.
 */
export type RunnerResponse =
  | { type: "loaded"; id: number; ok: true; definition: LearnerDefinition }
  | { type: "loaded"; id: number; ok: false; problem: ModuleProblem }
  | { type: "executed"; id: number; run: LearnerRun }
  | { type: "contrasted"; id: number; rows: ContrastCells[] }
  | { type: "timeout"; id: number; ms: number }
  | { type: "load-timeout"; id: number; ms: number }
  | { type: "crashed"; id: number; message: string };

/**
 * Globals TypeScript's `lib.webworker.d.ts` declares (for every kind of worker) that a dedicated
 * worker lacks in some Chromium versions and has in others: service and shared workers' own
 * interfaces, and what Chromium has given windows only and then workers too (the CSS Typed OM came
 * to workers between versions). The lab leaves them untyped and the sandbox withholds them, so a
 * module meets what its types promise whichever browser runs it.
 */
export const UNGUARANTEED_GLOBALS = [
  ...["Client", "Clients", "WindowClient", "ServiceWorkerGlobalScope", "SharedWorkerGlobalScope", "ServiceWorker", "ServiceWorkerContainer"],
  ...["ExtendableEvent", "ExtendableMessageEvent", "ExtendableCookieChangeEvent", "FetchEvent", "NotificationEvent", "PushEvent", "PushMessageData", "PushSubscriptionChangeEvent", "CookieStore", "CookieStoreManager"],
  ...["CSSStyleValue", "CSSImageValue", "CSSKeywordValue", "CSSNumericValue", "CSSNumericArray", "CSSUnitValue", "CSSMathValue", "CSSMathClamp", "CSSMathInvert", "CSSMathMax", "CSSMathMin", "CSSMathNegate", "CSSMathProduct", "CSSMathSum"],
  ...["CSSTransformValue", "CSSTransformComponent", "CSSMatrixComponent", "CSSPerspective", "CSSRotate", "CSSScale", "CSSSkew", "CSSTranslate", "CSSUnparsedValue", "CSSVariableReferenceValue", "StylePropertyMapReadOnly"],
  ...["MediaStreamTrackProcessor", "Report", "FontFaceSetLoadEvent", "onoffline", "ononline"],
];

/**
 * Names the sandbox's workers remove from their global scope, and from every prototype on its
 * chain, before learner code runs: what learner code must not reach (`postMessage` and `close` too:
 * only the runner answers the iframe), and {@link UNGUARANTEED_GLOBALS}. The Tool lab's types leave
 * out exactly these (`scripts/build/sandbox-lib.ts`).
 */
export const WITHHELD_GLOBALS: readonly string[] = [
  ...["fetch", "XMLHttpRequest", "WebSocket", "WebTransport", "EventSource", "indexedDB", "caches", "cookieStore", "importScripts"],
  ...["BroadcastChannel", "Worker", "SharedWorker", "localStorage", "sessionStorage", "navigator", "WebSocketStream", "FontFace", "fonts"],
  ...["Notification", "postMessage", "close"],
  ...UNGUARANTEED_GLOBALS,
];
