/**
 * The note a tool call's stream panel shows instead of a text that is not there or is empty: an
 * empty code block reads as a blank bar, and a dash could be the text itself. Undefined when the
 * text is shown as it is.
 */
export function emptyTextNote(
  panel: "piece" | "text",
  text: string | undefined,
): "ui.stream.piece-none" | "ui.stream.piece-empty" | "ui.stream.json-parse-none" | undefined {
  if (text) return undefined;
  if (panel === "text") return "ui.stream.json-parse-none";
  return text === undefined ? "ui.stream.piece-none" : "ui.stream.piece-empty";
}
