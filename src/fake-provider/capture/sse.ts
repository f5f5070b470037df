/**
 * Reads server-sent events as `curl -N` prints them or a browser's devtools copy a response body:
 * `event:` / `data:` / `id:` / `retry:` fields, `:` comments, a blank line after each event. An HTTP
 * status line and headers before the body (`curl -i`) are skipped. Every event keeps its line.
 */
import type { Read } from "./problems";

/** One event: its name (when the API names them), its data text, the line it starts on. */
export interface SseEvent {
  name?: string;
  data: string;
  line: number;
  /** False for the last event when no blank line ended it (the copy may be cut there). */
  closed: boolean;
}

const FIELD = /^(event|data|id|retry)(?::\s?(.*))?$/;

/** Lines of `text`, without `\r`. */
export function linesOf(text: string): string[] {
  return text.replace(/\r\n?/g, "\n").split("\n");
}

/** The index of the first body line: past `HTTP/…` and its headers when the capture starts with them. */
function bodyStart(lines: readonly string[]): number {
  if (!/^HTTP\/\d/.test(lines[0] ?? "")) return 0;
  const blank = lines.findIndex((line) => line.trim() === "");
  return blank < 0 ? lines.length : blank + 1;
}

/** The events of `text`; the first line that is not SSE is the problem. */
export function parseSse(text: string): Read<SseEvent[]> {
  const lines = linesOf(text);
  const events: SseEvent[] = [];
  let current: { name?: string; data: string[]; line: number } | undefined;
  const dispatch = (closed: boolean) => {
    if (current && current.data.length > 0)
      events.push({
        ...(current.name ? { name: current.name } : {}),
        data: current.data.join("\n"),
        line: current.line,
        closed,
      });
    current = undefined;
  };
  for (let i = bodyStart(lines); i < lines.length; i++) {
    const line = lines[i]!;
    if (line === "") {
      dispatch(true);
      continue;
    }
    if (line.startsWith(":")) continue;
    const field = FIELD.exec(line);
    if (!field) return { ok: false, problem: { kind: "unknown-format", line: i + 1 } };
    current ??= { data: [], line: i + 1 };
    if (field[1] === "event") current.name = field[2] ?? "";
    if (field[1] === "data") current.data.push(field[2] ?? "");
  }
  dispatch(false);
  return { ok: true, value: events };
}
