/**
 * English catalog. Every key here must exist in `zh-CN.ts` too (the type there enforces it).
 * Placeholders are `{name}`; the engine and UI fill them.
 */
const streamEvents = {
  start: "The reply begins. pi-ai hands the application an empty AssistantMessage that will fill in place.",
  text_start: "A text block opens.",
  text_delta: "More text arrives.",
  text_end: "The text block is complete.",
  thinking_start: "A thinking block opens.",
  thinking_delta: "More thinking arrives.",
  thinking_end: "The thinking block is complete.",
  toolcall_start:
    "The model starts a tool call to {name} (id {id}). The UI can say “preparing a lookup” — nothing may run yet.",
  "toolcall_start.capped":
    "The model starts a tool call to {name} (id {id}); nothing may run yet. The scenario cuts its argument text into {requested} pieces, but the lab streams a block in at most 500, so these frames show it in {streamed} bigger ones: pi-ai 1.4.0 parses the whole text again on every piece. (With the version lens on, the streaming-cost plot measures all {requested}.)",
  "text_start.capped":
    "A text block opens. The scenario cuts it into {requested} pieces, but the lab streams a block in at most 500, so these frames show it in {streamed} bigger ones.",
  "thinking_start.capped":
    "A thinking block opens. The scenario cuts it into {requested} pieces, but the lab streams a block in at most 500, so these frames show it in {streamed} bigger ones.",
  "toolcall_delta.empty":
    "Another piece of argument text arrives, but so far the text is empty or only white space. parseStreamingJson's first step: empty text gives the preview {}. A preview is not a request.",
  "toolcall_delta.empty-piece":
    "An empty piece of argument text arrives (Chat Completions sends them): it adds nothing for parseStreamingJson to read. A preview is not a request.",
  "toolcall_delta.json":
    "Another piece arrives, and the text so far is already valid JSON: parseStreamingJson's second step, plain JSON.parse, gives the preview. Even so it is a preview — more text, or the end of the reply, may still change what the call means.",
  "toolcall_delta.repaired-json":
    "Another piece arrives. The text is JSON only after pi-ai repairs its strings (a raw control character or a backslash JSON does not allow): parseStreamingJson's second step, with repair. A repaired preview is still only a preview.",
  "toolcall_delta.partial":
    "Another piece of unfinished text arrives. Plain JSON.parse fails, and pi-ai's repairJson finds nothing to repair, so no repaired parse is tried: parseStreamingJson's third step, partial-json, reads what it can. A preview is not a request: it may still change.",
  "toolcall_delta.partial-after-repair":
    "Another piece of unfinished text arrives. Plain JSON.parse fails, and so does JSON.parse on the text pi-ai's repairJson changed, so parseStreamingJson's third step, partial-json, reads the text as it is. A preview is not a request: it may still change.",
  "toolcall_delta.partial-repaired":
    "Another piece arrives. partial-json refuses the text as it is, so parseStreamingJson's fourth step runs partial-json on the repaired text. The preview is a best guess from text that is broken twice over.",
  "toolcall_delta.gave-up":
    "Another piece arrives, and nothing can read it: plain JSON, repaired JSON and partial-json all fail. parseStreamingJson's last step gives up with the preview {}.",
  toolcall_delta_whole:
    "Google's API sends the arguments as a finished object, not as text. pi-ai's adapter hands them on in one delta holding the whole JSON — there is no partial stage to preview.",
  toolcall_end:
    "The call request for {name} has fully arrived (toolcall_end): no more pieces will come for it, and nothing has run. pi-ai parsed its whole argument text once more with parseToolCallArguments, and the adapter deleted the block's working fields, which served only the streaming ({removed}). It still cannot run: the reply as a whole has not ended.",
  "toolcall_end.kept":
    "The call request for {name} has fully arrived (toolcall_end): no more pieces will come for it, and nothing has run. pi-ai parsed its whole argument text once more with parseToolCallArguments. It still cannot run: the reply as a whole has not ended.",
  toolcall_end_object:
    "The call request for {name} has fully arrived (toolcall_end), and nothing has run. With Google there is no argument text to parse again: the adapter took functionCall.args as an object. It still cannot run: the reply as a whole has not ended.",
  "toolcall_end_object.signed":
    "The call request for {name} has fully arrived (toolcall_end), and nothing has run. With Google there is no argument text to parse again: the adapter took functionCall.args as an object. The call also carries a thoughtSignature, Google's encrypted record of the model's reasoning: pi-ai keeps it on the ToolCall and sends it back with the call when the next request goes to the same model (any other model never gets it). It still cannot run: the reply as a whole has not ended.",
  toolcall_end_malformed:
    "The call request for {name} has fully arrived, but its whole text is not a JSON object. pi-ai's parseToolCallArguments throws the last preview ({before}) away, sets arguments to {} and records argumentsError. These arguments can never pass validation; whether the call even gets that far depends on how the whole reply ends.",
  done: "The reply has ended with stop reason “{reason}” and {calls, plural, one {# tool call} other {# tool calls}} in its content. Only now can the application decide anything.",
  "done-rewritten":
    "The reply has ended. On the wire, {api} said {field} = “{raw}” (in {wireEvent}): its stream has no finish reason for tool use, so a reply with calls ends as a plain stop. pi-ai's adapter reports stopReason “{reason}”: it rewrote stop to toolUse because the content holds {calls, plural, one {# tool call} other {# tool calls}}. Only now can the application decide anything.",
  error:
    "The reply failed with stop reason “{reason}”. Whatever arrived before the failure is kept, but none of it may run.",
  "error-aborted":
    "The reply was aborted (stop reason “{reason}”): the application stopped the request through its AbortSignal. pi-ai ends the stream with its error event, but with stop reason “aborted”, so the application can tell a stop it asked for from a failure. Whatever arrived before is kept, but none of it may run.",
} as const;

const finalEvents = {
  start: "The second reply begins.",
  text_start: "The answer's text block opens.",
  text_delta: "The answer streams in.",
  text_end: "The answer's text is complete.",
  thinking_start: "A thinking block opens.",
  thinking_delta: "More thinking arrives.",
  thinking_end: "The thinking block is complete.",
  toolcall_start: "The second reply starts another tool call, to {name}.",
  "toolcall_start.capped":
    "The second reply starts another tool call, to {name}. Its {requested} pieces stream here as {streamed} (at most 500 a block).",
  "text_start.capped":
    "The answer's text block opens. Its {requested} pieces stream here as {streamed} (at most 500 a block).",
  "thinking_start.capped":
    "A thinking block opens. Its {requested} pieces stream here as {streamed} (at most 500 a block).",
  toolcall_delta: "Its arguments stream in.",
  toolcall_delta_whole: "Its arguments arrive whole, in one delta.",
  toolcall_end: "The new call request for {name} has fully arrived; nothing has run.",
  toolcall_end_object:
    "The new call request for {name} has fully arrived, its arguments as a ready object; nothing has run.",
  toolcall_end_malformed: "The new call request for {name} has fully arrived, with text that is not a JSON object.",
  done: "The second reply has ended with stop reason “{reason}”.",
  error: "The second reply failed with stop reason “{reason}”.",
  "error-aborted": "The second reply was aborted (stop reason “{reason}”): the application stopped it.",
} as const;

function prefixed<T extends Record<string, string>, P extends string>(prefix: P, entries: T) {
  return Object.fromEntries(Object.entries(entries).map(([k, v]) => [`${prefix}${k}`, v])) as {
    [K in keyof T & string as `${P}${K}`]: T[K];
  };
}

/** The engine's English text: stream and stage narration, tool-result texts, scripted answers. */
export const en = {
  ...prefixed("stream.", streamEvents),
  ...prefixed("final.stream.", finalEvents),

  "definition.learner":
    "This is your version of the tool, {name}, from the Tool lab. The model sees its name, description and parameter schema, never any code; your execute() stays in the application and runs only after pi-ai has validated a call against your schema.",
  "definition.tool":
    "The tool {name} is only a description: a name, what it is for, and a parameter schema. It has no execute(): the model can only ask for it, and the application decides whether and how its own code runs.",
  "definition.schema":
    "One TypeBox schema does three jobs: it is the JSON Schema the model receives, the TypeScript type (Static<…>) the application's code uses, and the rules validateToolArguments checks. The model may choose only an extension; the folder belongs to the host.",
  "definition.schema-limit":
    "One TypeBox schema does three jobs: it is the JSON Schema the model receives, the TypeScript type (Static<…>) the application's code uses, and the rules validateToolArguments checks. This variant lets the model choose an extension and a limit, which the schema says is an integer; the folder belongs to the host.",
  "definition.description":
    "The name and description are what the model reads to decide when to call {name}. A vague “files: handles files” would leave it guessing — read? delete? A good one says what the tool does, when to use it, where its limits are, and what each parameter means. A description guides that choice but grants nothing: the code itself must only read.",
  "definition.providers":
    "The same Tool, as four provider APIs really received it from pi-ai's adapters, with strict off: the Tool carries no constrainedSampling. Each adapter puts the schema in its own place, and not all of it reached the model — left out: {dropped}. What the model never sees, only validation enforces: pi-ai's validateToolArguments checks the arguments against the tool's whole schema once the call has arrived.",
  "definition.providers-learner":
    "Your tool, {name}, reaches each provider API through the same pi-ai adapters as the chapter's. This lab holds captures of the chapter's tool only, so nothing here is shown of yours: with a provider API picked, the request your replay really sent shows what its adapter made of your schema.",
  "definition.providers-whole":
    "The same Tool, as four provider APIs really received it from pi-ai's adapters, with strict off: the Tool carries no constrainedSampling. Every adapter sent the tool's whole schema, so what validation (pi-ai's validateToolArguments) enforces, the model sees too.",
  "definition.providers-strict":
    "Strict on: the Tool carries constrainedSampling (json_schema, “prefer”), and for this lab's catalog models the adapters of {honoured} sent it otherwise than with strict off. The schema the model sees differs from the tool's own at {changed}; validation (pi-ai's validateToolArguments) still checks the tool's own schema.",
  "definition.providers-strict-dropped":
    "Strict on: the Tool carries constrainedSampling (json_schema, “prefer”), and for this lab's catalog models the adapters of {honoured} sent it otherwise than with strict off. The schema the model sees differs from the tool's own at {changed}, and leaves out {dropped}: what the model never sees, only validation (pi-ai's validateToolArguments) enforces.",
  "definition.providers-strict-none":
    "Strict on: the Tool carries constrainedSampling (json_schema, “prefer”), yet for this lab's catalog models none of the four adapters sent anything different — “prefer” lets an adapter whose model cannot honour strict send the tool as before.",
  "request.context":
    "The first request: the system prompt, the user's question and the tool list — {messages, plural, one {# message} other {# messages}}, {tools} tool. Each provider adapter converts the tool into its own format. The chapter hands this Context to completeSimple(model, context), which returns the reply once it has ended; here it is shown as it streams.",
  "loop.request.first":
    "The first request: {messages, plural, one {# message} other {# messages}} in pi-agent-core's context — the system prompt, its message that adds the tools ({tools} tool), and the user's question. Each provider adapter turns those tools into its own format.",
  "request.context-offered":
    "The first request: the system prompt, the user's question and the tool list — {messages, plural, one {# message} other {# messages}}, {tools} tools. Besides the tool the application can run, it sends {names} as a description only: a name, words and a schema, with no code behind it. The model cannot see code; all it has to choose by are the names and descriptions. The chapter hands this Context to completeSimple(model, context); here the reply is shown as it streams.",
  "loop.request.first-offered":
    "The first request: {messages, plural, one {# message} other {# messages}} in pi-agent-core's context — the system prompt, its message that adds the tools ({tools} tools), and the user's question. Besides the tool the application can run, it sends {names} as a description only: a name, words and a schema, with no code behind it. The model cannot see code; all it has to choose by are the names and descriptions.",
  "gate.run":
    "The gate: the reply ended with “{reason}” and its content holds {calls, plural, one {# call} other {# calls}} ({names}). The calls are read from content, not guessed from the stop reason. Next: check every call before running any.",
  "gate.run-despite-stop":
    "The gate: the reply ended with “{reason}”, not “toolUse” — yet its content holds {calls, plural, one {# call} other {# calls}} ({names}). That is why the calls are read from content: trusting the stop reason would have missed them. Next: check every call before running any.",
  "gate.refuse-truncated":
    "The gate: the reply stopped at the length limit. Even though each call ended, its arguments may have been cut short. Nothing runs; each call gets an error result asking for a complete call.",
  "gate.run-rewritten":
    "The gate: the reply holds {calls, plural, one {# call} other {# calls}} ({names}) and pi-ai's stopReason reads “toolUse” — yet on the wire {api} said {field} = “{raw}”. {api} has no tool-use stop reason: its stream ended as a plain stop, and pi-ai's adapter rewrote stop to toolUse because the content holds calls. The calls are read from content either way. Next: check every call before running any.",
  "gate.refuse-truncated-valid":
    "The gate: the reply stopped at the length limit, yet {calls, plural, one {the call it holds} other {each of the # calls it holds}} ({names}) came through whole: toolcall_end arrived and pi-ai parsed the arguments, and the lab's own probe — not a step of the round — finds that pi-ai's validateToolArguments accepts them (run on a copy). Nothing about the call itself is wrong — only the stop reason “length” stops it. The limit may have cut what the model meant to send next (another call, a correction), and a complete, valid call cannot show that. Nothing runs; each call gets an error result asking for a complete call.",
  "gate.stopped":
    "The gate: the reply ended with “{reason}”. No tool runs and no results are sent; the application reports the failure instead.",
  "gate.stopped-aborted":
    "The gate: the reply ended with “{reason}”: the application stopped it. No tool runs and no results are sent; the application reports that the request was stopped.",
  "gate.no-calls": "The gate: no tool calls in the content. The reply is already the answer.",
  "gate.no-calls-truncated":
    "The gate: no tool calls in the content, and the reply stopped at the length limit. It is shown as it is, marked incomplete; nothing runs.",

  "validation.valid":
    "pi-ai's validateToolArguments accepts the arguments of {name}. It worked on a copy; the model's own object is untouched.",
  "validation.converted":
    "pi-ai's validateToolArguments accepts {name} after converting its copy ({changed} changed). The model's own object is untouched; the tool runs with the copy.",
  "validation.converted-value":
    "pi-ai's validateToolArguments accepts {name} — after TypeBox's Value.Convert turned {key} from the string {from} into {to} in its copy. A string where the schema asks for another type was not refused: the call goes through with {to}, a value neither the model nor the schema's author chose. The tool runs with the copy; the model's own object is untouched.",
  "validation.null-dropped":
    "pi-ai's validateToolArguments accepts {name} — after deleting the optional {keys}, whose value was null (pi-ai 1.4.0 removes such nulls before it validates). Watch out: with no extension the read has no filter, so the query just got broader than the model wrote.",
  "validation.invalid":
    "pi-ai's validateToolArguments rejects {name}: at “{path}”, {reason}. This is its “Validation failed” text, with the path, the reason and the arguments received. The call will not run. pi-ai's whole error, shown here, would have told the model which argument was wrong; the chapter's catch sends it one fixed text instead: “{sent}” The chapter chose the short text (§12, §15): one catch answers a refused call and a failed read alike, the error itself goes to the application's diagnostics, and nothing it may hold (a path, a stack, a secret) reaches the model. The model learns that the call failed, not which argument was wrong.",
  "validation.invalid-converted":
    "pi-ai converted its copy first ({changed} changed type), and it is the converted copy that failed: at “{path}”, {reason}. Its “Validation failed” text shows only the model's original arguments. The call will not run. pi-ai's whole error, shown here, would have told the model which argument was wrong; the chapter's catch sends it one fixed text instead: “{sent}” The chapter chose the short text (§12, §15): one catch answers a refused call and a failed read alike, the error itself goes to the application's diagnostics, and nothing it may hold (a path, a stack, a secret) reaches the model. The model learns that the call failed, not which argument was wrong.",
  "validation.invalid-json":
    "pi-ai never reached the schema: the call's text was not a JSON object (its argumentsError from toolcall_end), so validateToolArguments throws “Invalid arguments for tool …” with the parse error and the text received. The call will not run. pi-ai's whole error, shown here, would have told the model what was wrong with its text; the chapter's catch sends it one fixed text instead: “{sent}” The chapter chose the short text (§12, §15): one catch answers a refused call and a failed read alike, the error itself goes to the application's diagnostics, and nothing it may hold (a path, a stack, a secret) reaches the model. The model learns that the call failed, not what was wrong.",
  "validation.unknown-tool":
    "The model asked for “{name}”, a tool this application never offered. It is not validated and will not run.",
  "validation.description-only":
    "The model asked for “{name}”, not for the tool that does the job: its vague name and description seemed to fit the question too. This model is scripted to make that choice, to show what a real model may do when two descriptions overlap. The application sent {name} only as a description and has no code for it, so the call is not validated and will not run.",
  "validation.skipped.stopped": "Nothing to validate: the reply failed, so its calls are discarded.",
  "validation.skipped.stopped-empty": "Nothing to validate: the reply failed before it asked for any tool.",
  "validation.skipped.aborted": "Nothing to validate: the reply was aborted, so its calls are discarded.",
  "validation.skipped.aborted-empty": "Nothing to validate: the reply was aborted before it asked for any tool.",
  "validation.skipped.no-calls": "Nothing to validate: the reply holds no tool calls.",
  "validation.skipped.truncated":
    "Not validated: the round validates no call of a reply cut at the length limit, because arguments from a truncated reply could pass validation and still be wrong. A verdict of pi-ai's validator shown at the gate comes from the lab's own probe, not from the round.",

  "execution.ran":
    "The application's own code read the Downloads folder (the host chose the path, not the model), kept files only, filtered by “{filter}” with both extensions in lower case (so the case of a name's extension does not matter), sorted the names, and found {count}.",
  "execution.ran-unfiltered":
    "The application's own code read the Downloads folder (the host chose the path, not the model) with no extension filter, so it lists every file, sorted by name: {count}.",
  "execution.ran-limited":
    "The application's own code read the Downloads folder (the host chose the path, not the model), kept files only, filtered by “{filter}”, and kept at most {limit}, the limit in pi-ai's validated copy: it found {count}.",
  "execution.ran-limited-unfiltered":
    "The application's own code read the Downloads folder (the host chose the path, not the model) with no extension filter, and kept at most {limit}, the limit in pi-ai's validated copy: it found {count}.",
  "execution.swallowed":
    "The read failed, but this buggy application catches the error and returns an empty list. The model will believe there are no files — the mistake §15 warns about.",
  "execution.failed.EACCES":
    "The read failed: permission denied. The model gets the chapter's fixed text; the error, with the host's path, stays with the application (§15).",
  "execution.failed.ENOENT":
    "The read failed: the folder does not exist. The model gets the chapter's fixed text; the error, with the host's path, stays with the application (§15).",
  "execution.failed.ABORT_ERR":
    "The read was slow and the person cancelled it. The chapter's catch sends its fixed text, not an empty list.",
  "execution.failed.OTHER":
    "The read failed unexpectedly. The model gets the chapter's fixed text; the error, with the host's path, stays with the application (§15).",
  "loop.execution.failed.EACCES":
    "The read failed: permission denied. The AgentTool throws, and pi-agent-core sends the error, host paths removed, as the result.",
  "loop.execution.failed.ENOENT":
    "The read failed: the folder does not exist. The AgentTool throws, and pi-agent-core sends the error, host paths removed, as the result.",
  "loop.execution.failed.ABORT_ERR":
    "The read was slow and the person cancelled it. pi-agent-core sends the cancellation as an error result, not an empty list.",
  "loop.execution.failed.OTHER":
    "The read failed unexpectedly. The AgentTool throws, and pi-agent-core sends the error, host paths removed, as the result.",
  "execution.learner.ran":
    'Your execute() ran with the validated arguments (filter “{filter}”) and returned {count, plural, one {# name. The application wraps it} other {# names. The application wraps them}} as {"files": [...]} for the model.',
  "execution.learner.ran-unfiltered":
    'Your execute() ran with no extension in the arguments and returned {count, plural, one {# name. The application wraps it} other {# names. The application wraps them}} as {"files": [...]} for the model.',
  "execution.learner.threw":
    "Your execute() threw: “{message}”. The application catches it and tells the model, as an error result, that the listing failed (§15).",
  "execution.learner.timeout":
    "Your execute() was stopped after {seconds} s: it never finished. The sandbox ended its worker; the model gets an error result instead of waiting forever.",
  "execution.learner.returned":
    "Your execute() returned {message}, not a list of file names. The application does not send that to the model as if it were a listing; it reports an error instead.",
  "execution.learner.ran-cut":
    'Your execute() returned more than the lab takes from its sandbox (at most 10,000 names, 4,096 characters in one name and 1,000,000 in all), so the list was cut. The application wraps the {count, plural, one {# name that was kept} other {# names that were kept}} as {"files": [...]} for the model.',
  "execution.learner.unreadable":
    "Your module sent something the lab cannot read: {message}. The application does not pass it on; the model gets an error result instead.",
  "execution.learner.load-timeout":
    "Your module's worker was restarted after a stopped or crashed call and did not finish loading within {seconds} s, so your execute() did not run for this call. The model gets an error result instead.",
  "result.learner.threw": "Could not list the Downloads folder: {message}",
  "result.learner.timeout": "The listing was stopped after {seconds} s without an answer.",
  "result.learner.returned": "The tool returned something that was not a list of file names.",
  "result.learner.unreadable": "The tool's answer could not be read.",
  "result.learner.load-timeout": "The tool could not be started within {seconds} s.",
  "execution.skipped.unknown-tool": "Not run: there is no tool called {name}.",
  "execution.skipped.description-only":
    "Not run: the application has no code for {name}; it only described it to the model. The error result says so and names the tool the application can run.",
  "execution.skipped.invalid": "Not run: the arguments of {name} did not pass validation.",
  "execution.skipped.stopped": "Nothing runs: the reply failed.",
  "execution.skipped.aborted": "Nothing runs: the reply was aborted.",
  "execution.skipped.no-calls": "Nothing runs: no tool was asked for.",
  "execution.skipped.truncated": "Nothing runs: the reply was truncated.",

  "toolResult.ok":
    "A tool result for call {id} ({name}) joins the Context, carrying the file names as JSON in its content. Its details keep the same list as data for the application's own screen; pi-ai's provider adapters send only the content to the model.",
  "toolResult.ok-content":
    "A tool result for call {id} ({name}) joins the Context, carrying the file names as JSON in its content.",
  "toolResult.error":
    "An error result for call {id} ({name}) joins the Context, marked isError, so the model can explain or try again.",
  "toolResult.skipped.stopped": "No tool results: nothing ran.",
  "toolResult.skipped.aborted": "No tool results: nothing ran.",
  "toolResult.skipped.no-calls": "No tool results: nothing was asked for.",

  "final.request":
    "The second request sends the whole Context again — {messages, plural, one {# message} other {# messages}}, in the order providers require: the question, the reply with its calls, then one result per call, each naming its call's id. A result is not a user message: the pairing is what lets the model match answers to calls.",
  "final.request-sent":
    "The second request sends the Context as the round left it — {messages, plural, one {# message} other {# messages}}, in this order: {order}. §13 asks for the question, the reply with its calls, then one result per call, each after the reply that holds its call.",
  "final.request-normalized":
    "Turn two goes to {api}, another model than the one that made the calls. Its adapter, through pi-ai's transformMessages, rewrites the tool-call ids {api} would not take as they are — and the matching result's toolCallId with each, so every pair stays joined. The stored history keeps the original ids; only this request's copy changed.",
  "request.ids.same-model":
    "Turn two goes back to {target}, the model that made the call. pi-ai's transformMessages rewrites only the ids of another model's calls, so {sent} goes out exactly as the application stored it, on the call and on its result.",
  "request.ids.kept":
    "{source} made the id {stored}, and {target} takes it as it is: its adapter's transformMessages pass left it unchanged, on the call and on its result. Nothing about this pair needed rewriting.",
  "request.ids.kept-call-id":
    "{source} made the id {stored}; OpenAI Responses gets it unchanged as the call's call_id, and as its result's. The item id (fc_…) that Responses pairs with a call is left out: pi-ai's adapter sends one only with the model's own calls.",
  "request.ids.replaced-cut":
    "{source} made the id {stored}, {from} characters with {chars} in it, which {target} does not take in an id. Through transformMessages its adapter sent {sent} instead: each {chars} became _, and the id was cut to its first {to} characters. The result's toolCallId was rewritten to the same id, so the pair stays joined.",
  "request.ids.hashed":
    "{source} made the id {stored}, {from} characters long. {target}'s adapter, through transformMessages, sent {sent} ({to} characters): it kept the first {kept} and ended it with {tail}, the start of pi-ai's short hash of the whole old id, so two calls that share a first part still get different ids. The result carries the same new id.",
  "request.ids.hashed-pair":
    "{source} made the id {stored} ({from} characters): the call_id {callId} ({callIdLength} characters), a |, and an item id of {itemIdLength} characters. {target}'s adapter, through transformMessages, sent {sent} ({to} characters): the call_id whole, then _ and {hash}, the first {hashLength} characters of pi-ai's short hash of the whole old id. The item id was dropped; the hash, taken over it too, still keeps apart two calls that share a call_id. The result carries the same new id.",
  "request.ids.hashed-pair-cut":
    "{source} made the id {stored} ({from} characters): the call_id {callId} ({callIdLength} characters), a |, and an item id of {itemIdLength} characters. {target}'s adapter, through transformMessages, sent {sent} ({to} characters): the first {callIdKept} characters of the call_id, then _ and {hash}, the first {hashLength} characters of pi-ai's short hash of the whole old id. The item id was dropped; the hash, taken over it too, still keeps apart two calls that share a call_id. The result carries the same new id.",
  "request.ids.changed":
    "{source} made the id {stored}; {target}'s adapter, through transformMessages, sent {sent} instead, and gave the result the same new id, so the pair stays joined.",
  "request.ids.absent":
    "{source} made the id {stored}, but turn two's request to {target} carries no call with it: pi-ai's transformMessages leaves out a reply that failed or was cancelled, calls and all.",
  "final.order-probe":
    "What if an application broke those rules? Here the same history went through {api}'s adapter once more, with an earlier failed reply left in and the calls' results left out. pi-ai's transformMessages dropped the failed reply and inserted {synthetic, plural, one {# “No result provided” error result} other {# “No result provided” error results}} right after the calls, so every call is still answered. Nothing here was sent for real; the real request is the one before.",
  "probe.failed-reply": "(an earlier reply that failed halfway)",
  "probe.follow-up": "Well? Which PDFs?",
  "final.answer.files": "The final answer, written from what the tool really returned.",
  "final.answer.mixed":
    "The final answer: some calls returned files, others returned errors, and the model had both to go on.",
  "final.answer.errors":
    "The final answer: no call returned files — each result was an error, and the model can only explain the failure, not list PDFs.",
  "final.answer.not-executed":
    "The final answer: no tool ran. Every call was refused because the reply was truncated, so the model can only ask to try again.",
  "final.answer.bug":
    "The final answer is wrong: the read failed, but the application's bug reported an empty list, and the model believed it (§15).",
  "final.truncated":
    "The answer stopped at the length limit too: it is shown as it is, marked incomplete. Any call in it would not run either ({calls} here).",
  "final.without-tools":
    "The model answered without asking for a tool. The chapter's round returns this first reply as the answer: no call to check, nothing to run, no second request (§12).",
  "final.without-tools-truncated":
    "The model answered without asking for a tool, but the reply was cut at the length limit: the answer is incomplete.",
  "final.stopped": "The second reply failed (“{reason}”); the application reports it instead of an answer.",
  "final.stopped-aborted":
    "The second reply was aborted (“{reason}”): the application stopped it, and reports that instead of an answer.",
  "round.reply":
    "Your round has the model's reply: it ended with “{reason}”, and the tool calls in its content number {calls}. What happens next is decided by your code, not the lab's.",
  "round.validation.passed":
    "Your round had pi-ai's validateToolArguments check {name} ({id}): accepted. pi-ai returned a checked copy and left the model's own object untouched. Which of the two runs is up to your code.",
  "round.validation.refused":
    "Your round had pi-ai's validateToolArguments check {name} ({id}): refused, at “{path}”: {reason}. What the model hears about it is up to your code.",
  "round.validation.unknown-tool":
    "Your round asked pi-ai to check “{name}” ({id}), a tool this application has no code for.",
  "round.execution.ran":
    "Your round called the application's execute(): it read the Downloads folder (the host chose the path, not the model), filtered by “{filter}”, and found {count}.",
  "round.execution.ran-unfiltered":
    "Your round called the application's execute() with no extension filter: it read the Downloads folder (the host chose the path, not the model) and found {count}.",
  "round.execution.failed":
    "Your round called the application's execute(), and the read failed ({code}). execute() threw the error as Node's fs would, host path in its message and all. What the model hears is up to your code.",
  "round.end.returned":
    "Your round returned the model's reply (requests to the model: {asks}). The grader now checks the chapter's rules on everything it did.",
  "round.end.threw":
    "Your round threw instead of returning: {detail}. An application must turn failures into results or a clear error, never let them escape.",
  "round.end.timeout":
    "Your round was stopped: it had not returned after {seconds} s of its own time (waiting for the model or the folder is not counted).",
  "round.end.wrong-shape":
    "Your round returned {detail}, not the model's reply (the AssistantMessage that ask() gave it).",
  "round.end.too-many-asks":
    "Your round was stopped: it asked the model more than {max} times. One round trip needs two requests.",
  "round.end.too-many-executes":
    "Your round was stopped: it ran execute more than {max} times. Each valid call of a reply runs once.",
  "round.end.unreadable": "Your round was stopped: it sent the lab something it cannot read ({detail}).",
  "final.limit":
    "The second reply asks for another tool ({names}). This one-round function does not run it and stops here — repeating model → calls → results is the loop the next chapter builds. That loop also handles several tools, failures, cancelling, events, when to stop, and queues of messages waiting to go in (pi-agent-core's steering and follow-up messages).",
  "final.skipped.stopped": "No second request: the first reply failed.",
  "final.skipped.aborted": "No second request: the first reply was aborted.",

  "loop.agent-tool":
    "In loop mode the same tool becomes a pi-agent-core AgentTool: the Tool's fields, unchanged — name, description and parameters for the model, and the optional constrainedSampling that adapters read to ask for strict (constrained) decoding — plus what the loop needs to run it: a label for the UI, execute, and optionally prepareArguments and executionMode.",
  "loop.agent_start":
    "The agent loop starts (agent_start). From here pi-agent-core runs the rounds the one-round function did by hand: ask the model, run its calls, send the results, ask again.",
  "loop.turn_start":
    "Turn {turn} begins (turn_start): the loop will ask the model again, with every result so far in the Context.",
  "loop.message.system":
    "pi-agent-core declares the tool to the transcript: a system message with toolsAdded, before the user's question (message_end).",
  "loop.message.user": "The user's question joins the Context (message_end).",
  "loop.request":
    "Turn {turn}: the loop sends the whole Context again — {messages, plural, one {# message} other {# messages}} — through the same streamFn, which it calls with config.model, the Context and the run's options.",
  "loop.request-cancelled":
    "Turn {turn}: the person cancelled the run, so its AbortSignal is already aborted. No request goes out; the reply ends as aborted.",
  "loop.gate.run":
    "The reply ended with “{reason}” and holds {calls, plural, one {# call} other {# calls}} ({names}). The loop reads the calls from content; each call it takes up is checked by pi-agent-core's prepareToolCall — is the tool known, do pi-ai's validateToolArguments accept the arguments — before execute may run.",
  "loop.gate.refuse-truncated":
    "The reply stopped at the length limit with {calls, plural, one {# call. The loop will not run it: pi-agent-core's failToolCallsFromTruncatedMessage answers it} other {# calls. The loop will not run them: pi-agent-core's failToolCallsFromTruncatedMessage answers each}} with an error asking for the call again.",
  "loop.gate.refuse-truncated-valid":
    "The reply stopped at the length limit, yet {calls, plural, one {the call it holds} other {each of the # calls it holds}} ({names}) came through whole: pi-ai parsed the arguments, and the lab's own probe — not a step of pi-agent-core's loop — finds that pi-ai's validateToolArguments accepts them (run on a copy). Only the stop reason “length” stands in the way: pi-agent-core's failToolCallsFromTruncatedMessage answers each with an error asking for the call again, and none runs.",
  "loop.gate.run-rewritten":
    "The reply holds {calls, plural, one {# call} other {# calls}} ({names}); pi-ai's stopReason reads “toolUse”, but on the wire {api} said {field} = “{raw}”: pi-ai's adapter rewrote stop to toolUse because the content holds calls. The loop reads the calls from content; each call it takes up is checked by pi-agent-core's prepareToolCall — is the tool known, do pi-ai's validateToolArguments accept the arguments — before execute may run.",
  "loop.gate.stopped": "The reply ended with “{reason}”. The loop runs nothing and ends the run.",
  "loop.gate.no-calls": "The reply holds no calls: it is the answer, and the loop has nothing more to run.",
  "loop.tool_execution_start":
    "tool_execution_start for {name} ({id}): the loop prepares the call — prepareArguments if the tool has one, then pi-ai's validateToolArguments — and runs execute only if both pass.",
  "loop.tool_execution_start.truncated":
    "tool_execution_start for {name} ({id}), but nothing will be validated or run: the reply was truncated.",
  "loop.tool_execution_end.returned":
    "tool_execution_end for {name} ({id}): execute returned, and the loop has its result.",
  "loop.tool_execution_end.threw":
    "tool_execution_end for {name} ({id}) with isError: the AgentTool's execute threw, and pi-agent-core turned the error into an error result, not a crash.",
  "loop.tool_execution_end.description-only":
    "tool_execution_end for {name} ({id}) with isError: its execute threw the application's refusal, and pi-agent-core sent those words as an error result. Nothing was read.",
  "loop.execution.description-only":
    "pi-agent-core sends the model only the tools it holds, and it holds only AgentTools, so the application gave it {name} with an execute that only refuses. (This model is scripted to pick {name}, to show what a real model may do when two descriptions overlap.) pi-agent-core validated the arguments against the schema of {name} and called that execute: it read nothing and threw the application's own words, which the loop sends back as an error result.",
  "loop.tool_execution_end.refused":
    "tool_execution_end for {name} ({id}) with isError: prepareToolCall refused the call, so execute never ran; the result is the error text itself.",
  "loop.tool_execution_end.truncated":
    "tool_execution_end for {name} ({id}) with isError: the reply was cut at the length limit, so the call was neither validated nor run.",
  "loop.tool_execution_end.aborted":
    "tool_execution_end for {name} ({id}) with isError: the run was already aborted, so pi-agent-core answered “Operation aborted” without running execute.",
  "loop.tool_execution_end.not-loaded":
    "tool_execution_end for {name} ({id}) with isError: your module was not loaded again in time, so the AgentTool's execute threw without running your code, and pi-agent-core turned that into an error result.",
  "loop.validation.passed":
    "pi-agent-core's prepareToolCall ran pi-ai's validateToolArguments on {name}: the arguments passed. The loop runs execute with pi-ai's validated copy; the model's own object is untouched.",
  "loop.validation.passed-converted":
    "pi-agent-core's prepareToolCall ran pi-ai's validateToolArguments on {name}: the arguments passed — after TypeBox's Value.Convert turned {key} from the string {from} into {to} in pi-ai's copy. Nothing refused the string; the loop runs execute with {to}, a value neither the model nor the schema's author chose.",
  "loop.validation.passed-description-only":
    "pi-agent-core's prepareToolCall ran pi-ai's validateToolArguments on {name}: the arguments fit its schema. The loop calls its execute next, but the application has no code for {name}: that execute only refuses.",
  "loop.validation.refused-schema":
    "pi-agent-core's prepareToolCall ran pi-ai's validateToolArguments on {name}, and it refused the arguments. execute will not run; the loop sends pi-ai's “Validation failed” text, arguments and all, as the result.",
  "loop.validation.refused-parse":
    "pi-agent-core's prepareToolCall ran pi-ai's validateToolArguments on {name}: the call's text was not a JSON object, so pi-ai threw “Invalid arguments for tool …” before any schema check. execute will not run.",
  "loop.validation.unknown-tool":
    "pi-agent-core's prepareToolCall found no tool called “{name}” and answered “Tool {name} not found”. Nothing was validated or run.",
  "loop.turn_start.first": "Turn 1 begins (turn_start): the loop will ask the model for the first time.",
  "loop.turn_end":
    "Turn {turn} ends (turn_end): {results, plural, =0 {no tool results} one {# tool result} other {# tool results}} in this turn.",
  "loop.end.answered":
    "The loop stopped because the model answered without asking for a tool ({turns, plural, one {# turn} other {# turns}}).",
  "loop.end.turn-limit":
    "The loop stopped at its turn limit ({max}): the model kept asking for tools. pi-agent-core has no limit of its own; this application sets one through finishTurn.",
  "loop.end.error": "The loop stopped: a reply failed with an error. Nothing in it ran.",
  "loop.end.aborted": "The loop stopped: a reply ended as aborted. Nothing in it ran.",
  "loop.end.cancelled": "The loop stopped because the person cancelled the run through its AbortSignal.",
  "loop.comparison":
    "The same scenario, played by the hand-made round and by the agent loop, side by side — with each difference named.",
  "compare.same":
    "No difference in what happened: {requests, plural, one {# request} other {# requests}} either way. A single round is all this scenario needs.",
  "compare.second-round":
    "The model asked for a second tool round. The one-round function stopped there; the loop ran it and went on ({turns} turns).",
  "compare.truncation":
    "A truncated reply: both refused to run its calls. The loop's error text is pi-agent-core's own: “{text}”",
  "compare.answered-instead":
    "After the refusal, the model answered in text in turn {turn}; it did not send the call again, and nothing ran.",
  "compare.reissued": "After the refusal, the model sent the call again in full, and the loop ran it in turn {turn}.",
  "compare.mode.parallel":
    "{calls} calls in one reply, parallel (pi-agent-core's default): the loop validated each call as it took it up, then ran the {ran} that passed together; results still follow call order.",
  "compare.mode.sequential":
    "{calls} calls in one reply, one after another (executionMode sequential): each was validated and, if it passed, run and answered before the next began ({ran} ran).",
  "compare.cancel":
    "The cancel went through the run's AbortSignal: the read stopped, and its call got an error result. pi-agent-core still began turn {turn} and called the stream function; in this lab that function stands in for the request: it saw the aborted signal, sent nothing, and the reply ended as aborted, so the loop stopped.",
  "compare.thrown":
    "The tool's execute threw; pi-agent-core turned the error into an isError result with the application's own message.",
  "compare.echo":
    "A refused call: pi-agent-core sends pi-ai's error text to the model as it is, with the arguments it received; the loop's hooks never see a refused call, so an application cannot trim it there. The hand-made round sends the chapter's fixed text instead.",
  "compare.unknown-tool":
    "An unknown tool ({name}, call {id}): neither ran anything, but they tell the model differently. The hand-made round sends the application's own words, “{round}”; pi-agent-core's prepareToolCall sends its own, “{loop}”.",
  "compare.result-text":
    "The result for {id} ({name}) differs: the hand-made round sends “{round}”; the loop sends “{loop}”.",
  "compare.turn-limit":
    "The loop hit the turn limit ({max}) set by the application; the one-round function never gets that far.",
  "loop.tool-label": "List Downloads",
  "recap.responsibilities":
    "This run, by who did what: what the model decided, what pi-ai converted, parsed and checked, and what the application itself validated, ran, trimmed and reported. Each line opens its frame.",
  "recap.takeaways": "What this run showed of the chapter. Each point opens the frame that shows it.",
  "recap.model.calls": "asked for {count, plural, one {# call} other {# calls}}: {names}",
  "recap.model.no-calls": "answered without asking for a tool",
  "recap.model.cut-off": "nothing final — its reply was cut off while it was still streaming",
  "recap.model.more-calls": "asked for yet another tool in its answer",
  "recap.model.answer": "wrote the final answer from the results it was given",
  "recap.model.answer-truncated": "began an answer from the results, cut at the length limit",
  "recap.pi.stream": "streamed the reply as events, filling one message in place",
  "recap.pi.converted": "converted the tool and the Context into {api}'s request",
  "recap.pi.previews":
    "made {count, plural, one {# best-effort preview} other {# best-effort previews}} with parseStreamingJson",
  "recap.pi.parsed": "parsed each call's whole text at toolcall_end",
  "recap.pi.whole-args": "took each call's arguments whole, as the provider sent them: nothing to parse",
  "recap.pi.validated":
    "cloned, converted and checked {count, plural, one {# call} other {# calls}} with validateToolArguments",
  "recap.pi.validator-cached":
    "checked all {count} with one compiled validator: pi-ai caches it per schema object, so TypeBox compiles a schema once",
  "recap.pi.json-coercion.tilde-kind":
    'ran its coercion for plain JSON Schema on this TypeBox schema too: it looks for Symbol.for("TypeBox.Kind"), and TypeBox 1.3 marks schemas with ~kind',
  "recap.pi.json-coercion.none":
    'ran its coercion for plain JSON Schema: the schema carries no Symbol.for("TypeBox.Kind")',
  "recap.pi.parse-refused":
    "refused {count, plural, one {# call} other {# calls}} whose text was not a JSON object, before any copy or schema check",
  "recap.pi.stream-failed":
    "ended the reply with stop reason “error”: the provider's stream failed (the connection broke, or the provider sent an error), not the model",
  "recap.pi.normalized": "rewrote the call ids, and their results' ids, for {api}",
  "recap.app.aborted":
    "cancelled the request through its AbortSignal when the person stopped it; pi-ai ended the reply as “aborted”",
  "recap.app.gate.run": "checked the final stop reason and found the calls in content",
  "recap.app.gate.refuse-truncated": "refused every call of a reply cut at the length limit",
  "recap.app.gate.stopped": "stopped: a reply that failed or was aborted runs nothing",
  "recap.app.gate.no-calls": "saw no calls and took the reply as the answer",
  "recap.app.ran": "ran its own read of the host's folder {count, plural, one {# time} other {# times}}",
  "recap.app.ran-learner":
    "ran your execute() from the Tool lab {count, plural, one {# time} other {# times}}, on validated arguments",
  "recap.app.refused": "refused {count, plural, one {# call} other {# calls}} that failed the checks",
  "recap.app.bug": "hid a failed read behind an empty list (the bug)",
  "recap.app.trimmed":
    "turned {count, plural, one {# failure into an error result} other {# failures into error results}}, without paths or stacks",
  "recap.app.reported":
    "sent {count, plural, one {# result, with its call's id} other {# results, each with its call's id}}",
  "takeaway.tool-is-description": "A Tool is a description for the model, with no code in it.",
  "takeaway.schema-three-jobs":
    "One schema serves three jobs: the JSON Schema the model gets, the TypeScript type, and the rules checked at run time.",
  "takeaway.providers-convert":
    "pi-ai's adapters convert the tool's name, description and parameters into each provider's own tool format.",
  "takeaway.description-guides":
    "A description guides the model's choice; it grants no permission — the code decides what is allowed.",
  "takeaway.toolcall-untrusted":
    "A ToolCall is a structured request from the model: untrusted until the application has checked it.",
  "takeaway.validated-before-run": "Only a complete call that passed validation may run.",
  "takeaway.preview-only": "Streamed arguments are a preview, never a request to run.",
  "takeaway.stop-reason":
    "The stop reason can only veto: after length, error or aborted nothing runs. Whether there is anything to run is read from the tool calls in content, not from the stop reason.",
  "takeaway.validate-copy":
    "validateToolArguments checks (and may convert) a copy; the model's arguments stay as sent.",
  "takeaway.fixed-folder": "The folder is the host's choice, not the model's: the smallest capability.",
  "takeaway.result-ids": "Every result carries its call's id, in order after the call.",
  "takeaway.failures-are-results": "Failures become error results the model can read — never an empty list.",
  "takeaway.normalized":
    "Across providers, pi-ai rewrites call ids and result ids together; the stored history is untouched.",
  "takeaway.loop":
    "One hand-made round cannot follow a second request for tools: that is the next chapter's agent loop.",

  "result.truncated":
    "Tool call not executed: the model's output reached the length limit, and its arguments may be truncated. Please send the complete call again.",
  "result.unknown-tool": "Unknown tool: {name}",
  "result.description-only":
    "Tool call not run: {name} is only a description here; this application has no code for it. The tool it can run is {available}.",
  "result.chapter-catch":
    "Could not list the Downloads folder: the arguments were invalid or the folder is not available.",
  "result.read-failed.EACCES": "Could not list the Downloads folder: permission denied.",
  "result.read-failed.ENOENT": "Could not list the Downloads folder: it does not exist.",
  "result.read-failed.ABORT_ERR": "The listing was cancelled before it finished.",
  "result.read-failed.OTHER": "Could not list the Downloads folder because of an unexpected error.",

  "model.answer.files": "You have {count, plural, one {# PDF file} other {# PDF files}} in Downloads: {files}.",
  "model.answer.none": "There are no PDF files in your Downloads folder.",
  "model.answer.failed": "I couldn't look at your Downloads folder just now, so I can't say which PDFs are there.",
  "model.answer.truncated":
    "My request to list your files was cut off before it was complete, so nothing was listed. Ask me again and I'll send a complete request.",
  "request.recording.tools":
    "Your recording: {events, plural, one {# event} other {# events}} of {api}, the API read from the events themselves, replayed through pi-ai's real adapter. The tools ({names}) come from the recorded request; the question does not (none was found), so it is the chapter's. The lab has code only for the chapter's list_download_files: any other tool is offered as a description only, and nothing of yours runs.",
  "request.recording.question-tools":
    "Your recording: {events, plural, one {# event} other {# events}} of {api}, the API read from the events themselves, replayed through pi-ai's real adapter. The question and the tools ({names}) come from the recorded request. The lab has code only for the chapter's list_download_files: any other tool is offered as a description only, and nothing of yours runs.",
  "request.recording.chapter-tool":
    "Your recording: {events, plural, one {# event} other {# events}} of {api}, the API read from the events themselves, replayed through pi-ai's real adapter. The capture holds no request, so the question and the tool are the chapter's (list_download_files): the calls you recorded meet the chapter's tool and folder.",
  "request.recording.question-chapter-tool":
    "Your recording: {events, plural, one {# event} other {# events}} of {api}, the API read from the events themselves, replayed through pi-ai's real adapter. The question comes from the recorded request, which offered no tools, so the tool is the chapter's (list_download_files).",
  "model.recording.files":
    "(The lab's stand-in: your recording holds one reply.) The tool listed {count, plural, one {# PDF file} other {# PDF files}}: {files}.",
  "model.recording.none": "(The lab's stand-in: your recording holds one reply.) The tool listed no PDF files.",
  "model.recording.failed":
    "(The lab's stand-in: your recording holds one reply.) No tool gave a result I can use, so I have nothing to report.",
  "model.recording.truncated":
    "(The lab's stand-in: your recording holds one reply.) The reply was cut at the length limit, so nothing ran.",
} as const;

/** The keys of the engine's catalog. */
export type EngineKey = keyof typeof en;
