import { readLang } from "../../i18n/message";
import { SCENARIO_ID_PATTERN, type Lang } from "../../scenarios/types";
import { isProviderChoice, type ProviderChoice } from "../../engine/providers/choices";
import { isWireApi, type WireApi } from "../../fake-provider/apis";
import { FAULT_IDS, faultName } from "../../engine/round/faults";
import { isEditorKind, type EditorKind } from "../editors/workbench";
import { QUESTION_COUNT } from "../quiz/question-numbers";
import { FIRST_SCENARIO } from "./first-scenario";
import { isLensChoice, LENS_CHOICES, type LensChoice } from "../../lens/choice";

/** Where a person is: what a deep link encodes. `frame` is 1-based, as the counter shows it. */
export interface LabLocation {
  scenario: string;
  provider: ProviderChoice;
  /**
   * For a scenario that replays a history another API made (`firstTurnApi`, such as
   * id-normalization): the API that made it. Absent: the scenario's own.
   */
  source?: WireApi;
  faults: string[];
  frame: number;
  lang?: Lang;
  /** `loop`: pi-agent-core's agent loop plays instead of the hand-made round (the default). */
  engine?: "loop";
  /** `strict=1`: every tool offered carries `constrainedSampling` (strict tools); `strict=0` is the default said aloud. */
  strict?: true;
  /** The self-test question open (1 to `QUESTION_COUNT`). */
  quiz?: number;
  /** A presentation: this window's part in it, and the room both windows share. */
  present?: { view: "presenter" | "audience"; room: string };
  /** The editor open over the player. */
  edit?: EditorKind;
  /**
   * A shared edit: compressed, base64url (read by the editor, see `editors/share.ts`). Without
   * `edit` it is the learner's tool being played, and opens the Tool lab.
   */
  code?: string;
  /**
   * `tool=draft`: the learner's tool being played was too big for a link, so the link names it by
   * the Tool lab's draft kept in this browser, and opens the Tool lab on that draft.
   */
  tool?: "draft";
  /** `lens=1.6`: the version lens, the same replay through pi-ai 1.6.0 beside 1.4.0 (1.4.0 alone by default). */
  lens?: LensChoice;
}

/**
 * The longest link the app makes or takes, in characters of the whole URL. Servers refuse longer
 * request lines (the preview server answered a 43,000-character link with HTTP 431; many proxies
 * stop at 8 KB), so "Copy link" refuses a longer one in words, and the address bar names a longer
 * playing tool by its draft (`tool=draft`) instead of carrying it.
 */
export const MAX_LINK_CHARS = 8_000;

/** The longest `code` a link may carry: no longer than the link that carries it. */
export const MAX_CODE_CHARS = MAX_LINK_CHARS;

/** A value in a link or in storage that could not be used: shown to the person, then replaced. */
export interface Problem {
  /** Catalog key of the sentence that explains it. */
  key: string;
  params: Record<string, string | number>;
}

/** How many problems one link reports one by one. */
const MAX_REPORTED = 8;

/** The defaults a bad or missing value falls back to. */
export const DEFAULT_LOCATION: LabLocation = { scenario: FIRST_SCENARIO, provider: "scripted", faults: [], frame: 1 };

/** How a part of the link reports a value it cannot use. */
interface Reporter {
  /** A value that is not one the parameter takes: said, then its default stays. */
  bad(param: string, value: string): void;
  /** Any other problem, in its own words. */
  report(problem: Problem): void;
}

/**
 * One choice in a link: how it is read from the query and how it is written back, side by side, so
 * the two cannot drift apart (`readLocation(writeLocation(x))` gives `x` back; see
 * `tests/unit/store-session.test.ts`). A new choice is one more entry in {@link LOCATION_PARAMS}.
 */
interface LocationParam {
  /** What `given` records when the link carries this choice. */
  key: string;
  /** Reads the choice into `into`; true when the link carried it (even a bad value). */
  read(query: URLSearchParams, into: LabLocation, out: Reporter): boolean;
  /** Writes the choice; a default is left out. */
  write(location: LabLocation, query: URLSearchParams): void;
}

/** A long bad value is cut in the notice: a hostile link may carry megabytes. */
const clip = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** Faults: comma-separated ids, one variant per fault (the first given wins, and the person is told). */
const FAULTS_PARAM: LocationParam = {
  key: "faults",
  read(query, into, out) {
    const faults = query.get("faults");
    if (faults === null || faults === "") return false;
    // Empty items (`faults=,,`) say nothing: skipped, not reported one by one.
    for (const fault of faults.split(",").filter((item) => item.trim() !== "")) {
      if (!FAULT_IDS.includes(fault)) {
        out.bad("faults", fault);
        continue;
      }
      const kept = into.faults.find((f) => f !== fault && faultName(f) === faultName(fault));
      if (kept) out.report({ key: "ui.notice.fault-conflict", params: { value: fault, kept } });
      else if (!into.faults.includes(fault)) into.faults.push(fault);
    }
    return true;
  },
  write: (location, query) => void (location.faults.length && query.set("faults", location.faults.join(","))),
};

/** A presentation: `view` (presenter or audience) and `room`, read and written together. */
const PRESENT_PARAM: LocationParam = {
  key: "present",
  read(query, into, out) {
    const view = query.get("view");
    const room = query.get("room");
    if (view === null && room === null) return false;
    const part = view === "presenter" || view === "audience" ? view : undefined;
    if (part && room !== null && /^[a-z0-9-]{4,40}$/.test(room)) into.present = { view: part, room };
    else out.bad(part ? "room" : "view", (part ? room : view) ?? "");
    return true;
  },
  write(location, query) {
    if (!location.present) return;
    query.set("view", location.present.view);
    query.set("room", location.present.room);
  },
};

/**
 * A choice carried by one parameter: `parse` gives its value or undefined for a bad one, which is
 * reported (cut by `show`) while its default stays.
 */
function single<K extends keyof LabLocation>(
  name: string,
  field: K,
  parse: (raw: string) => LabLocation[K] | undefined,
  format: (value: NonNullable<LabLocation[K]>, location: LabLocation) => string | undefined = String,
  show: (raw: string) => string = (raw) => raw,
): LocationParam {
  return {
    key: name,
    read(query, into, out) {
      const raw = query.get(name);
      if (raw === null) return false;
      const value = parse(raw);
      if (value !== undefined) into[field] = value;
      else out.bad(name, show(raw));
      return true;
    },
    write(location, query) {
      const value = location[field];
      const text =
        value === undefined || value === null ? undefined : format(value as NonNullable<LabLocation[K]>, location);
      if (text !== undefined) query.set(name, text);
    },
  };
}

/** A whole number from 1 up (`frame`, `quiz`), or undefined. */
const counting = (raw: string, max = Infinity) =>
  /^\d+$/.test(raw) && Number(raw) >= 1 && Number(raw) <= max ? Number(raw) : undefined;

/**
 * Every choice a link carries, in the order a link writes them (and a bad link's problems are said).
 * `engine=round` is the default said aloud: read, never written.
 */
const LOCATION_PARAMS: readonly LocationParam[] = [
  single("scenario", "scenario", (raw) => (SCENARIO_ID_PATTERN.test(raw) ? raw : undefined)),
  single("provider", "provider", (raw) => (isProviderChoice(raw) ? raw : undefined)),
  single("source", "source", (raw) => (isWireApi(raw) ? raw : undefined), String, clip),
  FAULTS_PARAM,
  single("frame", "frame", (raw) => counting(raw)),
  single("lang", "lang", readLang),
  {
    key: "engine",
    read(query, into, out) {
      const engine = query.get("engine");
      if (engine === null) return false;
      if (engine === "loop") into.engine = "loop";
      else if (engine !== "round") out.bad("engine", engine);
      return true;
    },
    write: (location, query) => void (location.engine && query.set("engine", location.engine)),
  },
  {
    // A lens the app does not have is said with the one it has; 1.4.0 then plays alone.
    key: "lens",
    read(query, into, out) {
      const lens = query.get("lens");
      if (lens === null) return false;
      if (isLensChoice(lens)) into.lens = lens;
      else out.report({ key: "ui.notice.bad-lens", params: { value: clip(lens), known: LENS_CHOICES.join(", ") } });
      return true;
    },
    write: (location, query) => void (location.lens && query.set("lens", location.lens)),
  },
  {
    key: "strict",
    read(query, into, out) {
      const strict = query.get("strict");
      if (strict === null) return false;
      if (strict === "1") into.strict = true;
      else if (strict !== "0") out.bad("strict", clip(strict));
      return true;
    },
    write: (location, query) => void (location.strict && query.set("strict", "1")),
  },
  single("quiz", "quiz", (raw) => counting(raw, QUESTION_COUNT)),
  PRESENT_PARAM,
  single("edit", "edit", (raw) => (isEditorKind(raw) ? raw : undefined)),
  single(
    "code",
    "code",
    (raw) => (raw.length <= MAX_CODE_CHARS && /^[A-Za-z0-9_-]+$/.test(raw) ? raw : undefined),
    String,
    clip,
  ),
  // A tool named by its draft only when the link carries no code of its own.
  single(
    "tool",
    "tool",
    (raw) => (raw === "draft" ? "draft" : undefined),
    (tool, location) => (location.code ? undefined : tool),
    clip,
  ),
];

/**
 * Reads a link (`?scenario=&provider=&faults=&frame=&lang=…`). Every bad value is reported and
 * replaced by its default; the rest of the link still applies. Whether the scenario exists is
 * checked by the caller, who also knows the scenarios opened from files.
 */
export function readLocation(search: string): { location: LabLocation; problems: Problem[]; given: Set<string> } {
  const query = new URLSearchParams(search);
  const location: LabLocation = { ...DEFAULT_LOCATION, faults: [] };
  const problems: Problem[] = [];
  const given = new Set<string>();
  // A hostile link may carry thousands of bad values: report the first few, then count the rest.
  let unreported = 0;
  const report = (problem: Problem) => (problems.length < MAX_REPORTED ? problems.push(problem) : unreported++);
  const out: Reporter = {
    report,
    bad: (param, value) => report({ key: "ui.notice.bad-param", params: { param, value } }),
  };
  for (const param of LOCATION_PARAMS) if (param.read(query, location, out)) given.add(param.key);
  if (unreported > 0) problems.push({ key: "ui.notice.more-problems", params: { count: unreported } });
  return { location, problems, given };
}

/** Writes a location as a query string, in a fixed order so links compare equal. */
export function writeLocation(location: LabLocation): string {
  const query = new URLSearchParams();
  for (const param of LOCATION_PARAMS) param.write(location, query);
  return `?${query.toString().replace(/%2C/g, ",").replace(/%3A/g, ":")}`;
}
