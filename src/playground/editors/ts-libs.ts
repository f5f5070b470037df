/**
 * The TypeScript libs the Tool lab's module is checked with, as the compiler API names them: ES2022
 * and the worker's globals (the module runs in a worker; no DOM lib, a third of the checker's
 * start-up). One list for the editor's options (`ts-options.ts`) and for the build, which gives the
 * lab's TypeScript worker only these libs and the ones they reference (`scripts/ts-lab-libs.ts`).
 * Its `lib.webworker.d.ts` is the sandbox's: TypeScript's less `SANDBOX_ABSENT_GLOBALS`.
 */
// With its extension: the build config reads this file too (through scripts/ts-lab-libs.ts).
import { WITHHELD_GLOBALS } from "../../runner/protocol.ts";

export const LAB_LIBS = ["lib.es2022.d.ts", "lib.webworker.d.ts"];

/**
 * Globals TypeScript's `lib.webworker.d.ts` declares (for every kind of worker) that the sandbox's
 * dedicated worker does not have, as Chromium shows them: service and shared workers' own
 * interfaces, and the CSS Typed OM and a few others Chromium gives windows only. Names, not
 * declarations: the build cuts them from the installed lib (`scripts/sandbox-lib.ts`), and
 * `tests/e2e/sandbox-lib.test.ts` holds the result to the globals the real sandbox has.
 */
const NOT_IN_A_DEDICATED_WORKER = [
  ...["Client", "Clients", "WindowClient", "ServiceWorkerGlobalScope", "SharedWorkerGlobalScope", "ServiceWorker", "ServiceWorkerContainer"],
  ...["ExtendableEvent", "ExtendableMessageEvent", "ExtendableCookieChangeEvent", "FetchEvent", "NotificationEvent", "PushEvent", "PushMessageData", "PushSubscriptionChangeEvent", "CookieStore", "CookieStoreManager"],
  ...["CSSStyleValue", "CSSImageValue", "CSSKeywordValue", "CSSNumericValue", "CSSNumericArray", "CSSUnitValue", "CSSMathValue", "CSSMathClamp", "CSSMathInvert", "CSSMathMax", "CSSMathMin", "CSSMathNegate", "CSSMathProduct", "CSSMathSum"],
  ...["CSSTransformValue", "CSSTransformComponent", "CSSMatrixComponent", "CSSPerspective", "CSSRotate", "CSSScale", "CSSSkew", "CSSTranslate", "CSSUnparsedValue", "CSSVariableReferenceValue", "StylePropertyMapReadOnly"],
  ...["MediaStreamTrackProcessor", "Report", "FontFaceSetLoadEvent", "onoffline", "ononline"],
];

/**
 * What the lab's `lib.webworker.d.ts` leaves out: what the sandbox withholds, and what a dedicated
 * worker never had. One cost, taken knowingly: pi-ai's `FetchFunction` is `typeof globalThis.fetch`,
 * so its `StreamOptions.fetch` reads as `any` here (provider options, which a tool module never sets).
 */
export const SANDBOX_ABSENT_GLOBALS: readonly string[] = [...WITHHELD_GLOBALS, ...NOT_IN_A_DEDICATED_WORKER];
