import { readLang } from "../../i18n";
import { SCENARIO_ID_PATTERN, type Lang } from "../../scenarios/types";
import { isProviderChoice, type ProviderChoice } from "../../engine/choices";
import { FAULT_IDS, faultName } from "../../engine/faults";
import { isEditorKind, type EditorKind } from "../editors/workbench";
import { QUESTIONS } from "../quiz/questions";

/** Where a person is: what a deep link encodes. `frame` is 1-based, as the counter shows it. */
export interface LabLocation {
  scenario: string;
  provider: ProviderChoice;
  faults: string[];
  frame: number;
  lang?: Lang;
  /** `loop`: pi-agent-core's agent loop plays instead of the hand-made round (the default). */
  engine?: "loop";
  /** The self-test question open (1 to `QUESTIONS.length`). */
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
export const DEFAULT_LOCATION: LabLocation = { scenario: "happy-path", provider: "scripted", faults: [], frame: 1 };

/**
 * Reads `?scenario=&provider=&faults=&frame=&lang=`. Every bad value is reported and replaced by
 * its default; the rest of the link still applies. Whether the scenario exists is checked by the
 * caller, who also knows the scenarios opened from files.
 */
export function readLocation(search: string): { location: LabLocation; problems: Problem[]; given: Set<string> } {
  const params = new URLSearchParams(search);
  const location: LabLocation = { ...DEFAULT_LOCATION, faults: [] };
  const problems: Problem[] = [];
  const given = new Set<string>();
  // A hostile link may carry thousands of bad values: report the first few, then count the rest.
  let unreported = 0;
  const report = (problem: Problem) => (problems.length < MAX_REPORTED ? problems.push(problem) : unreported++);
  const bad = (param: string, value: string) => report({ key: "ui.notice.bad-param", params: { param, value } });

  const scenario = params.get("scenario");
  if (scenario !== null) {
    given.add("scenario");
    if (SCENARIO_ID_PATTERN.test(scenario)) location.scenario = scenario;
    else bad("scenario", scenario);
  }
  const provider = params.get("provider");
  if (provider !== null) {
    given.add("provider");
    if (isProviderChoice(provider)) location.provider = provider;
    else bad("provider", provider);
  }
  const faults = params.get("faults");
  if (faults !== null && faults !== "") {
    given.add("faults");
    // Empty items (`faults=,,`) say nothing: skipped, not reported one by one.
    for (const fault of faults.split(",").filter((item) => item.trim() !== "")) {
      if (!FAULT_IDS.includes(fault)) {
        bad("faults", fault);
        continue;
      }
      // One variant per fault: the first one given wins, and the person is told.
      const kept = location.faults.find((f) => f !== fault && faultName(f) === faultName(fault));
      if (kept) report({ key: "ui.notice.fault-conflict", params: { value: fault, kept } });
      else if (!location.faults.includes(fault)) location.faults.push(fault);
    }
  }
  const frame = params.get("frame");
  if (frame !== null) {
    given.add("frame");
    const n = Number(frame);
    if (/^\d+$/.test(frame) && n >= 1) location.frame = n;
    else bad("frame", frame);
  }
  const engine = params.get("engine");
  if (engine !== null) {
    given.add("engine");
    if (engine === "loop") location.engine = "loop";
    else if (engine !== "round") bad("engine", engine);
  }
  const quiz = params.get("quiz");
  if (quiz !== null) {
    given.add("quiz");
    const n = Number(quiz);
    if (/^\d+$/.test(quiz) && n >= 1 && n <= QUESTIONS.length) location.quiz = n;
    else bad("quiz", quiz);
  }
  const view = params.get("view");
  const room = params.get("room");
  if (view !== null || room !== null) {
    given.add("present");
    if ((view === "presenter" || view === "audience") && room !== null && /^[a-z0-9-]{4,40}$/.test(room)) location.present = { view, room };
    else bad(view !== "presenter" && view !== "audience" ? "view" : "room", (view !== "presenter" && view !== "audience" ? view : room) ?? "");
  }
  const edit = params.get("edit");
  if (edit !== null) {
    given.add("edit");
    if (isEditorKind(edit)) location.edit = edit;
    else bad("edit", edit);
  }
  const code = params.get("code");
  if (code !== null) {
    given.add("code");
    if (code.length <= MAX_CODE_CHARS && /^[A-Za-z0-9_-]+$/.test(code)) location.code = code;
    else bad("code", code.length > 40 ? `${code.slice(0, 40)}…` : code);
  }
  const tool = params.get("tool");
  if (tool !== null) {
    given.add("tool");
    if (tool === "draft") location.tool = "draft";
    else bad("tool", tool.length > 40 ? `${tool.slice(0, 40)}…` : tool);
  }
  const lang = params.get("lang");
  if (lang !== null) {
    given.add("lang");
    const known = readLang(lang);
    if (known) location.lang = known;
    else bad("lang", lang);
  }
  if (unreported > 0) problems.push({ key: "ui.notice.more-problems", params: { count: unreported } });
  return { location, problems, given };
}

/** Writes a location as a query string, in a fixed order so links compare equal. */
export function writeLocation(location: LabLocation): string {
  const params = new URLSearchParams();
  params.set("scenario", location.scenario);
  params.set("provider", location.provider);
  if (location.faults.length) params.set("faults", location.faults.join(","));
  params.set("frame", String(location.frame));
  if (location.lang) params.set("lang", location.lang);
  if (location.engine) params.set("engine", location.engine);
  if (location.quiz) params.set("quiz", String(location.quiz));
  if (location.present) {
    params.set("view", location.present.view);
    params.set("room", location.present.room);
  }
  if (location.edit) params.set("edit", location.edit);
  if (location.code) params.set("code", location.code);
  else if (location.tool) params.set("tool", location.tool);
  return `?${params.toString().replace(/%2C/g, ",").replace(/%3A/g, ":")}`;
}
