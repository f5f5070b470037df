/**
 * Which shared link opens on a frame the build pre-rendered (`link-screen.ts`): read from the
 * address and the storages alone, small, with no Solid, since the page's inline scripts run it.
 */
import type { Lang } from "../../text/langs";
import type { StorageLike } from "../state/storage";
import { linkLang, pageLang } from "../state/opening-lang";
import { keepsAnything } from "./first-screen-variant";
import type { LinkFrames } from "./first-screen";

/** The frame a link opens on, as the build names its file. */
export interface LinkFrame {
  lang: Lang;
  id: string;
  frame: number;
}

/** The only things a link with a pre-rendered frame says; any other (a fault, the lens…) is the app's. */
const LINK_KEYS = ["scenario", "lang", "frame"];
const SCENARIO_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FRAME = /^[1-9][0-9]{0,5}$/;

/**
 * The pre-rendered frame a page opened with `search` shows first, or none: a link that names a
 * scenario and at most its language and frame, each once and well formed, from a browser keeping
 * nothing of the lab's (a kept theme, draft or projector setting may change the screen). Whether
 * the build rendered that frame is `isPrerendered`'s to say.
 */
export function linkFrameOf(
  search: string,
  storage: StorageLike | undefined,
  sessionStorage: StorageLike | undefined,
): LinkFrame | undefined {
  const params = [...new URLSearchParams(search)];
  const keys = params.map(([key]) => key);
  if (keys.some((k) => !LINK_KEYS.includes(k)) || new Set(keys).size !== keys.length) return undefined;
  const get = (key: string) => params.find(([k]) => k === key)?.[1];
  const id = get("scenario");
  const frame = get("frame") ?? "1";
  if (id === undefined || !SCENARIO_ID.test(id) || !FRAME.test(frame)) return undefined;
  if (get("lang") !== undefined && linkLang(search) === undefined) return undefined;
  if (keepsAnything(storage) || keepsAnything(sessionStorage)) return undefined;
  return { lang: pageLang(search, storage), id, frame: Number(frame) };
}

/** True when the build pre-rendered `at` (its built-in, in its language, has that many frames). */
export function isPrerendered(links: LinkFrames, at: LinkFrame): boolean {
  const key = `${at.lang}/${at.id}`;
  return Object.hasOwn(links.frames, key) && at.frame <= links.frames[key]!;
}

/** The frame a link opens on, when the build pre-rendered it (`links`, from the page's `AppCode`). */
export function prerenderedFrame(
  search: string,
  storage: StorageLike | undefined,
  sessionStorage: StorageLike | undefined,
  links: LinkFrames | undefined,
): LinkFrame | undefined {
  const at = linkFrameOf(search, storage, sessionStorage);
  return links && at && isPrerendered(links, at) ? at : undefined;
}
