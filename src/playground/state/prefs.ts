/**
 * The person's preferences: theme and projector type (language is a session choice, since links
 * carry it). Kept in storage between visits with the last position, and put on the page's root
 * element for the style sheets.
 */
import { createEffect, createSignal, type Accessor } from "solid-js";
import type { Lang } from "../../scenarios/types";
import { savePreferences, type Preferences, type StorageLike } from "./storage";
import { systemTheme, type Theme } from "./system-theme";

export type { Theme } from "./system-theme";

/** The preferences as the views read and make them (through `useLab()`). */
export interface PrefsChoices {
  theme: Accessor<Theme>;
  toggleTheme(): void;
  setTheme(theme: Theme): void;
  /** Projector mode: bigger type, the diagram folded away. */
  projector: Accessor<boolean>;
  toggleProjector(): void;
}

/** The preferences, with how the store keeps them. */
export interface Prefs extends PrefsChoices {
  /** Keeps the preferences, the language and the person's position (a query string) for the next visit. */
  remember(lang: Lang, position: string): void;
}

/** The page root's attributes the style sheets read: the language, the theme and projector type. */
export function pageAttributes(lang: Lang, theme: Theme, projector: boolean): Record<string, string> {
  return { lang, "data-theme": theme, "data-projector": projector ? "on" : "off" };
}

/** Creates the preferences from what was kept; `lang` is the session's, put on the page with them. */
export function createPrefs(storage: StorageLike | undefined, kept: Preferences, lang: Accessor<Lang>): Prefs {
  const [theme, setTheme] = createSignal<Theme>(kept.theme ?? systemTheme());
  const [projector, setProjector] = createSignal(kept.projector ?? false);
  createEffect(() => {
    const page = globalThis.document?.documentElement;
    if (!page) return;
    for (const [name, value] of Object.entries(pageAttributes(lang(), theme(), projector())))
      page.setAttribute(name, value);
  });
  return {
    theme,
    toggleTheme: () => setTheme((x) => (x === "dark" ? "light" : "dark")),
    setTheme,
    projector,
    toggleProjector: () => setProjector((p) => !p),
    remember: (language, position) =>
      savePreferences(storage, {
        lang: language,
        theme: theme(),
        position,
        ...(projector() ? { projector: true } : {}),
      }),
  };
}
