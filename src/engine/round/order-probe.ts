/**
 * §13, shown with a real adapter: what pi-ai does when a history breaks the order rules. The same
 * Context is sent through the adapter that answers turn two, once more, with two faults a careless
 * application could make — an earlier failed reply left in, and the calls' results left out — and
 * the request body it built is kept. Nothing here is pi-ai's logic: the adapter does it all.
 */
import type { AssistantMessage, Context } from "@earendil-works/pi-ai";
import type { CapturedRequest, ReplayProvider } from "../../fake-provider/provider";

/** What the probe found in the request body the adapter built. */
export interface OrderProbe {
  request: CapturedRequest;
  /** Synthetic "No result provided" results pi-ai inserted for calls left without one. */
  synthetic: number;
  /** Whether the earlier failed reply was left out of the request. */
  failedSkipped: boolean;
  /** The failed reply's text, to find it in the body. */
  failedText: string;
}

/** The text pi-ai 1.4.0 puts in a result it inserts for a call that has none. */
const SYNTHETIC = "No result provided";

/** Builds the broken history, sends it through `provider`'s turn two, and reads the body it sent. */
export async function probeOrderRules(
  provider: ReplayProvider,
  context: Context,
  failedText: string,
  followUp: string,
  timestamp: number,
): Promise<OrderProbe> {
  const [question, reply] = context.messages as [Context["messages"][number], AssistantMessage];
  const failed: AssistantMessage = {
    ...structuredClone(reply),
    content: [{ type: "text", text: failedText }],
    stopReason: "error",
    errorMessage: "stream reset",
  };
  const broken: Context = {
    ...context,
    messages: [
      structuredClone(question),
      failed,
      structuredClone(question),
      structuredClone(reply), // its calls get no results before the next user message
      { role: "user", content: followUp, timestamp },
    ],
  };
  const { events, request } = await provider.turn(broken, 2, timestamp);
  for await (const _ of events); // let the adapter finish; only its request matters
  const body = JSON.stringify(request.body);
  return {
    request,
    synthetic: body.split(SYNTHETIC).length - 1,
    failedSkipped: !body.includes(failedText),
    failedText,
  };
}
