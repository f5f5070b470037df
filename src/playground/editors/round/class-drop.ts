/**
 * The Round lab's class table, as signals: a class's files graded one after another (a second drop
 * waits its turn behind the first), each under its own time limit, the whole run cancellable, and
 * the table kept in storage until the teacher clears it. `ClassTable.tsx` draws it; the grading
 * itself is given (`gradeInSandbox` in the page, a round in this thread in tests).
 */
import { createSignal, type Accessor } from "solid-js";
import { brokenRules, ROUND_COMBOS, type Cell } from "../../../learner-round/grade";
import type { RoundModuleProblem } from "../../../sandbox/round-protocol";
import { KEPT_PREFIX, type StorageLike } from "../../state/storage";
import type { Graded } from "./round-grading";

/** How long one file's grading may take before it is stopped: many times what a sound round needs. */
export const CLASS_FILE_LIMIT_MS = 180_000;

/** Rows the table keeps (a class is far smaller; anything longer was not written by the lab). */
const MAX_ROWS = 1000;

const KEY = `${KEPT_PREFIX}class-table`;

/** One graded file. */
export interface ClassRow {
  file: string;
  pass: number;
  /** The grid's cells; a stopped file graded fewer (`stopped.after`). */
  total: number;
  /** Rules broken and problems, each once, in the grid's order (`brokenRules`). */
  broken: string[];
  /** Why the module could not be used at all. */
  load?: RoundModuleProblem;
  /** Its grading was stopped: its time ran out, or the teacher cancelled; after this many cells. */
  stopped?: { why: "time" | "cancel"; after: number };
}

/** A file to grade: a dropped or chosen `File` is one. */
export interface ClassFile {
  name: string;
  text(): Promise<string>;
}

/** What the class table needs from the page; tests give their own. */
export interface ClassDropDeps {
  storage: StorageLike | undefined;
  grade(
    source: string,
    options: { signal: AbortSignal; onCell(cell: Cell, done: number, total: number): void },
  ): Promise<Graded>;
  /** Calls `run` after `ms` unless the returned function is called first: the file limit's clock. */
  after(ms: number, run: () => void): () => void;
  limitMs?: number;
}

/** The file being graded, and how far. */
export interface ClassProgress {
  file: string;
  done: number;
  total: number;
}

/** The class table's state and what the teacher can do with it. */
export interface ClassDrop {
  rows: Accessor<ClassRow[]>;
  current: Accessor<ClassProgress | undefined>;
  /** Files dropped while another was graded, in the order they will be graded. */
  waiting: Accessor<string[]>;
  /** Files left ungraded by the last cancel. */
  dropped: Accessor<string[]>;
  /** False when storage refused the table (it lasts until the page is left). */
  kept: Accessor<boolean>;
  /** Grades `files` after any being graded or waiting. */
  add(files: readonly ClassFile[]): void;
  /** Stops the file being graded (marked stopped) and forgets the files waiting. */
  cancel(): void;
  /** Empties the table, here and in storage. */
  clear(): void;
  /** Settles when no file is graded or waiting. */
  idle(): Promise<void>;
}

const field = (data: object, name: string): unknown =>
  Object.hasOwn(data, name) ? (data as Record<string, unknown>)[name] : undefined;
const count = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;
const LOAD_KEYS: readonly RoundModuleProblem["key"][] = ["syntax", "threw", "no-round", "timeout", "crashed"];

/** Stored data as a row, or undefined (own keys only, every field checked). */
function toRow(data: unknown): ClassRow | undefined {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return undefined;
  const [file, pass, total, broken, load, stopped] = ["file", "pass", "total", "broken", "load", "stopped"].map(
    (name) => field(data, name),
  );
  if (
    typeof file !== "string" ||
    !count(pass) ||
    !count(total) ||
    !Array.isArray(broken) ||
    !broken.every((b) => typeof b === "string")
  )
    return undefined;
  const row: ClassRow = { file, pass, total, broken: broken as string[] };
  if (typeof load === "object" && load !== null) {
    const [key, detail] = [field(load, "key"), field(load, "detail")];
    if (!LOAD_KEYS.includes(key as RoundModuleProblem["key"]) || typeof detail !== "string") return undefined;
    row.load = { key: key as RoundModuleProblem["key"], detail };
  }
  if (typeof stopped === "object" && stopped !== null) {
    const [why, after] = [field(stopped, "why"), field(stopped, "after")];
    if ((why !== "time" && why !== "cancel") || !count(after)) return undefined;
    row.stopped = { why, after };
  }
  return row;
}

/** The kept table; a malformed entry reads as no row. */
function loadRows(storage: StorageLike | undefined): ClassRow[] {
  try {
    const raw = storage?.getItem(KEY);
    const data: unknown = raw ? JSON.parse(raw) : [];
    return (Array.isArray(data) ? data.slice(0, MAX_ROWS) : [])
      .map(toRow)
      .filter((r): r is ClassRow => r !== undefined);
  } catch {
    return [];
  }
}

function saveRows(storage: StorageLike | undefined, rows: readonly ClassRow[]): boolean {
  try {
    if (!storage) return false;
    if (rows.length === 0) storage.removeItem(KEY);
    else storage.setItem(KEY, JSON.stringify(rows.slice(-MAX_ROWS)));
    return true;
  } catch {
    return false;
  }
}

/**
 * The row for a file whose grading ended: every cell of `total`, or as far as it got (the row says
 * where it stopped, so the cell marked `stopped` is not listed again), or why it could not be used.
 */
function rowOf(file: string, graded: Graded, total: number, stopped: "time" | "cancel" | undefined): ClassRow {
  if (!graded.ok) return { file, pass: 0, total: 0, broken: [], load: graded.problem };
  const { cells } = graded;
  const row: ClassRow = {
    file,
    pass: cells.filter((c) => c.pass).length,
    total,
    broken: brokenRules(cells).filter((key) => key !== "stopped"),
  };
  return stopped ? { ...row, stopped: { why: stopped, after: cells.length } } : row;
}

/** Creates the class table over `deps.storage`, with the rows kept there. */
export function createClassDrop(deps: ClassDropDeps): ClassDrop {
  const [rows, setRows] = createSignal<ClassRow[]>(loadRows(deps.storage));
  const [current, setCurrent] = createSignal<ClassProgress | undefined>();
  const [waiting, setWaiting] = createSignal<ClassFile[]>([]);
  const [dropped, setDropped] = createSignal<string[]>([]);
  const [kept, setKept] = createSignal(true);
  let stop: ((why: "time" | "cancel") => void) | undefined;
  let draining: Promise<void> | undefined;

  const gradeFile = async (file: ClassFile): Promise<ClassRow> => {
    const controller = new AbortController();
    let why: "time" | "cancel" | undefined;
    stop = (reason) => {
      why ??= reason;
      controller.abort();
    };
    const clear = deps.after(deps.limitMs ?? CLASS_FILE_LIMIT_MS, () => stop?.("time"));
    let total = ROUND_COMBOS.length;
    setCurrent({ file: file.name, done: 0, total });
    const onCell = (_cell: Cell, done: number, of: number) => {
      total = of;
      setCurrent({ file: file.name, done, total });
    };
    try {
      const source = await file.text();
      const graded = controller.signal.aborted
        ? { ok: true as const, cells: [] }
        : await deps.grade(source, { signal: controller.signal, onCell });
      return rowOf(file.name, graded, total, why);
    } finally {
      clear();
      stop = undefined;
      setCurrent(undefined);
    }
  };

  const drain = async () => {
    for (let next = waiting()[0]; next; next = waiting()[0]) {
      setWaiting(waiting().slice(1));
      const row = await gradeFile(next);
      const all = [...rows(), row];
      setRows(all);
      setKept(saveRows(deps.storage, all));
    }
    draining = undefined;
  };

  return {
    rows,
    current,
    waiting: () => waiting().map((f) => f.name),
    dropped,
    kept,
    add(files) {
      if (files.length === 0) return;
      setDropped([]);
      setWaiting([...waiting(), ...files]);
      draining ??= drain();
    },
    cancel() {
      setDropped(waiting().map((f) => f.name));
      setWaiting([]);
      stop?.("cancel");
    },
    clear() {
      setRows([]);
      setDropped([]);
      setKept(saveRows(deps.storage, []));
    },
    idle: () => draining ?? Promise.resolve(),
  };
}
