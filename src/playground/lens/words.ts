import { lensViewText } from "../../i18n/lens-views";
import { useLab } from "../state/context";

/** The lens views' words in the person's language (`src/i18n/lens-views.ts`, loaded with the views). */
export function useLensWords(): (key: string, params?: Record<string, string | number>) => string {
  const lab = useLab();
  return (key, params = {}) => lensViewText(lab.lang(), key, params);
}
