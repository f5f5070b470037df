/**
 * English catalog. Every key here must exist in `zh-CN.ts` too (the type there enforces it).
 * Placeholders are `{name}`; the engine and UI fill them.
 */
const streamEvents = {
  start: "The reply begins. pi-ai hands the application an empty assistant message that will fill in place.",
  text_start: "A text block opens.",
  text_delta: "More text arrives.",
  text_end: "The text block is complete.",
  thinking_start: "A thinking block opens.",
  thinking_delta: "More thinking arrives.",
  thinking_end: "The thinking block is complete.",
  toolcall_start: "The model starts a tool call to {name} (id {id}). The UI can say “preparing a lookup” — nothing may run yet.",
  toolcall_delta: "Another piece of argument text arrives. parseStreamingJson turns the unfinished text into a best-effort preview. A preview is not a request: it may still change.",
  toolcall_delta_whole: "Google's API sends the arguments as a finished object, not as text. pi-ai's adapter hands them on in one delta holding the whole JSON — there is no partial stage to preview.",
  toolcall_end: "The call to {name} is complete. Its arguments were parsed once more, in full. It still cannot run: the reply as a whole has not ended.",
  toolcall_end_malformed: "The call to {name} is complete, but its text is not a JSON object. pi-ai keeps arguments empty and records argumentsError for validation to report.",
  done: "The reply has ended with stop reason “{reason}” and {calls} tool call(s) in its content. Only now can the application decide anything.",
  error: "The reply failed with stop reason “{reason}”. Whatever arrived before the failure is kept, but none of it may run.",
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
  toolcall_delta: "Its arguments stream in.",
  toolcall_delta_whole: "Its arguments arrive whole, in one delta.",
  toolcall_end: "The new call to {name} is complete.",
  toolcall_end_malformed: "The new call to {name} is complete, with arguments that are not a JSON object.",
  done: "The second reply has ended with stop reason “{reason}”.",
  error: "The second reply failed with stop reason “{reason}”.",
} as const;

function prefixed<T extends Record<string, string>, P extends string>(prefix: P, entries: T) {
  return Object.fromEntries(Object.entries(entries).map(([k, v]) => [`${prefix}${k}`, v])) as { [K in keyof T & string as `${P}${K}`]: T[K] };
}

/** The engine's English text: stream and stage narration, tool-result texts, scripted answers. */
export const en = {
  ...prefixed("stream.", streamEvents),
  ...prefixed("final.stream.", finalEvents),

  "definition.tool": "The tool {name} is only a description: a name, what it is for, and a parameter schema. It has no code the model could run. The same TypeBox schema is the JSON Schema providers receive, the TypeScript type the app uses, and the validator's rules.",
  "request.context": "The first request: the system prompt, the user's question and the tool list — {messages} message(s), {tools} tool. Each provider adapter converts the tool into its own format.",

  "gate.run": "The gate: the reply ended with “{reason}” and its content holds {calls} call(s) ({names}). The calls are read from content, not guessed from the stop reason. Next: check every call before running any.",
  "gate.refuse-truncated": "The gate: the reply stopped at the length limit. Even though each call ended, its arguments may have been cut short. Nothing runs; each call gets an error result asking for a complete call.",
  "gate.stopped": "The gate: the reply ended with “{reason}”. No tool runs and no results are sent; the application reports the failure instead.",
  "gate.no-calls": "The gate: no tool calls in the content. The reply is already the answer.",
  "gate.no-calls-truncated": "The gate: no tool calls in the content, and the reply stopped at the length limit. It is shown as it is, marked incomplete; nothing runs.",

  "validation.valid": "pi-ai's validateToolArguments accepts the arguments of {name}. It worked on a copy; the model's own object is untouched.",
  "validation.converted": "pi-ai's validateToolArguments accepts {name} after converting its copy ({changed} changed). The model's own object is untouched; only the copy runs.",
  "validation.invalid": "pi-ai's validateToolArguments rejects {name}: at “{path}”, {reason}. The call will not run; the model gets the reason instead.",
  "validation.unknown-tool": "The model asked for “{name}”, a tool this application never offered. It is not validated and will not run.",
  "validation.skipped.stopped": "Nothing to validate: the reply failed, so its calls are discarded.",
  "validation.skipped.no-calls": "Nothing to validate: the reply holds no tool calls.",
  "validation.skipped.truncated": "Not validated: arguments from a truncated reply could pass validation and still be wrong.",

  "execution.ran": "The application's own code read the Downloads folder (the host chose the path, not the model), kept files only, filtered by “{filter}”, and found {count}.",
  "execution.swallowed": "The read failed, but this buggy application catches the error and returns an empty list. The model will believe there are no files — the mistake §15 warns about.",
  "execution.failed.EACCES": "The read failed: permission denied. The error becomes a result for the model, with the host's path removed.",
  "execution.failed.ENOENT": "The read failed: the folder does not exist. The error becomes a result for the model, with the host's path removed.",
  "execution.failed.ABORT_ERR": "The read was slow and the person cancelled it. The cancellation becomes an error result, not an empty list.",
  "execution.failed.OTHER": "The read failed unexpectedly. The error becomes a result for the model, with paths and stack removed.",
  "execution.skipped.unknown-tool": "Not run: there is no tool called {name}.",
  "execution.skipped.invalid": "Not run: the arguments of {name} did not pass validation.",
  "execution.skipped.stopped": "Nothing runs: the reply failed.",
  "execution.skipped.no-calls": "Nothing runs: no tool was asked for.",
  "execution.skipped.truncated": "Nothing runs: the reply was truncated.",

  "toolResult.ok": "A tool result for call {id} ({name}) joins the Context, carrying the file names as JSON.",
  "toolResult.error": "An error result for call {id} ({name}) joins the Context, marked isError, so the model can explain or try again.",
  "toolResult.skipped.stopped": "No tool results: nothing ran.",
  "toolResult.skipped.no-calls": "No tool results: nothing was asked for.",

  "final.request": "The second request sends the whole Context again — {messages} message(s): the question, the reply with its calls, and one result per call, in order.",
  "final.answer": "The final answer, written from what the tool really returned.",
  "final.without-tools": "The model answered without asking for a tool.",
  "final.stopped": "The second reply failed (“{reason}”); the application reports it instead of an answer.",
  "final.limit": "The second reply asks for another tool ({names}). This one-round function does not run it and stops here — repeating model → calls → results is the loop the next chapter builds.",
  "final.skipped.stopped": "No second request: the first reply failed.",

  "result.truncated": "Tool call not executed: your reply hit the output length limit, so its arguments may be cut short. Please send the complete call again.",
  "result.unknown-tool": "Unknown tool: {name}. The available tool is list_download_files.",
  "result.invalid": "The arguments were rejected.\n{details}",
  "result.read-failed.EACCES": "Could not list the Downloads folder: permission denied.",
  "result.read-failed.ENOENT": "Could not list the Downloads folder: it does not exist.",
  "result.read-failed.ABORT_ERR": "The listing was cancelled before it finished.",
  "result.read-failed.OTHER": "Could not list the Downloads folder because of an unexpected error.",

  "model.answer.files": "You have {count} PDF file(s) in Downloads: {files}.",
  "model.answer.none": "There are no PDF files in your Downloads folder.",
  "model.answer.failed": "I couldn't look at your Downloads folder just now, so I can't say which PDFs are there.",
  "model.answer.truncated": "My request to list your files was cut off before it was complete, so nothing was listed. Ask me again and I'll send a complete request.",
} as const;

/** The keys of the engine's catalog. */
export type EngineKey = keyof typeof en;
