/**
 * A JSON value as the lines `JSON.stringify(value, null, 2)` prints, each with the dotted path of
 * the value it belongs to, so a view can mark the lines of the paths that changed. Pure.
 */

/** One printed line and the path of the value it prints (`tools.0.strict`; "" for the root). */
export interface JsonLine {
  text: string;
  path: string;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function print(
  value: unknown,
  path: string,
  indent: string,
  key: string | undefined,
  last: boolean,
  out: JsonLine[],
): void {
  const head = `${indent}${key === undefined ? "" : `${JSON.stringify(key)}: `}`;
  const comma = last ? "" : ",";
  const entries: [string, unknown][] | undefined = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : typeof value === "object" && value !== null
      ? Object.entries(value).filter(([, v]) => v !== undefined)
      : undefined;
  if (!entries?.length) {
    out.push({ text: `${head}${JSON.stringify(value)}${comma}`, path });
    return;
  }
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  out.push({ text: `${head}${open}`, path });
  entries.forEach(([k, v], i) =>
    print(v, join(path, k), `${indent}  `, Array.isArray(value) ? undefined : k, i === entries.length - 1, out),
  );
  out.push({ text: `${indent}${close}${comma}`, path });
}

/** The lines of `value` printed with two-space indentation, each with its path. */
export function jsonLines(value: unknown): JsonLine[] {
  const out: JsonLine[] = [];
  print(value, "", "", undefined, true, out);
  return out;
}

/** True when `line` prints the value at one of `paths` or inside it. */
export function underAny(line: JsonLine, paths: readonly string[]): boolean {
  return paths.some((p) => line.path === p || line.path.startsWith(`${p}.`));
}
