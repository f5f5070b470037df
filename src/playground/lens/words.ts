import { lensViewText } from "./view-words";
import { useLab } from "../state/context";

/** The lens views' words in the person's language (`view-words.ts`, loaded with the views). */
export function useLensWords(): (key: string, params?: Record<string, string | number>) => string {
  const lab = useLab();
  return (key, params = {}) => lensViewText(lab.lang(), key, params);
}
