/**
 * The error body both OpenAI APIs answer with: `{ error: { message, type, param, code } }`. The
 * texts are the API's own, as reported: Chat Completions' result with no call before it in
 * smarter-sh/smarter#264 (param `messages.[4].role`), its call with no result in
 * microsoft/promptflow#3130; Responses' result for no call in continuedev/continue#10092 and its
 * call with no output in tjardoo/openai-client#124 (both param `input`); malformed JSON in
 * ChatGPTNextWeb/NextChat#4064. A shared module, not a descriptor: it imports nothing.
 */
import type { Refused } from "./read";
import type { RefusalKind } from "./spec";

/** Which of the two OpenAI APIs refuses. */
type OpenAIApi = "completions" | "responses";

const BAD_JSON =
  "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON. If you have trouble figuring out how to fix this, please contact us through our help center at help.openai.com.)";

/** The message and param of an ordering error, per API. */
function orderText(
  api: OpenAIApi,
  kind: "orphan-result" | "missing-result",
  ids: string,
  at?: string,
): [string, string | null] {
  if (api === "responses")
    return kind === "orphan-result"
      ? [`No tool call found for function call output with call_id ${ids}.`, "input"]
      : [`No tool output found for function call ${ids}.`, "input"];
  return kind === "orphan-result"
    ? [
        "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
        at ?? null,
      ]
    : [
        `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${ids}`,
        at ?? null,
      ];
}

/** An OpenAI API's status and error body for `kind`. */
export function openAIRefusal(
  api: OpenAIApi,
  kind: RefusalKind,
  d: { message?: string; at?: string; ids?: string[] },
): Refused {
  const body = (
    message: string,
    param: string | null = null,
    type = "invalid_request_error",
    code: string | null = null,
  ) => ({
    error: { message, type, param, code },
  });
  switch (kind) {
    case "orphan-result":
    case "missing-result": {
      const [message, param] = orderText(api, kind, (d.ids ?? []).join(", "), d.at);
      return { status: 400, body: body(message, param) };
    }
    case "bad-json":
      return { status: 400, body: body(BAD_JSON) };
    case "not-found":
      return { status: 404, body: body(d.message ?? "Invalid URL") };
    case "too-large":
      return {
        status: 413,
        body: body("The request body is too large.", null, "invalid_request_error", "request_too_large"),
      };
    case "busy":
      return { status: 503, body: body("The server is overloaded. Please retry your request.", null, "server_error") };
  }
}
