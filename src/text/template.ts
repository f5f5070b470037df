import { showControls } from "./visible";

/**
 * One placeholder: `{name}`, or a plural choice `{name, plural, one {# call} other {# calls}}` whose
 * branches are chosen by `Intl.PluralRules` for the catalog's language (`#` is the number). A branch
 * holds plain words only: another placeholder goes outside the choice.
 */
const PLACEHOLDER = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}|\{(\w+)\}/g;
const BRANCH = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

/** The placeholder names a template uses (a plural choice counts as its number's name), sorted. */
export function placeholderNames(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => (m[1] ?? m[3])!).sort();
}

// One PluralRules per language: building one costs more than choosing with it.
const rulesByLang = new Map<string, Intl.PluralRules>();
function pluralRules(lang: string): Intl.PluralRules {
  let rules = rulesByLang.get(lang);
  if (!rules) rulesByLang.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules;
}

/** The branch of a plural choice for `value`: an exact `=n` first, then the language's category, then `other`. */
function choosePlural(branches: string, value: string | number, lang: string): string | undefined {
  const forms = new Map([...branches.matchAll(BRANCH)].map((m) => [m[1]!, m[2]!]));
  const n = Number(value);
  const form =
    forms.get(`=${n}`) ??
    (Number.isFinite(n) ? forms.get(pluralRules(lang).select(n)) : undefined) ??
    forms.get("other");
  return form?.replaceAll("#", String(value));
}

/**
 * Fills `{name}` placeholders and plural choices from `params` in one pass (a filled value is never
 * read again as a template); an unknown placeholder stays visible as it is. Only own keys count:
 * `{constructor}` in a scenario's answer is not `Object.prototype.constructor`. `lang` chooses the
 * plural rules (English when not given); `show` how a value appears (as it is, unless given).
 */
export function fillTemplate(
  template: string,
  params: Record<string, string | number>,
  lang = "en",
  show: (value: string) => string = String,
): string {
  return template.replace(
    PLACEHOLDER,
    (whole, pluralName: string | undefined, branches: string | undefined, name: string | undefined) => {
      const key = (pluralName ?? name)!;
      if (!Object.hasOwn(params, key)) return whole;
      if (pluralName === undefined) return show(String(params[key]));
      return choosePlural(branches!, params[key]!, lang) ?? whole;
    },
  );
}

/**
 * Words for people: `template` filled, with every bidirectional control in a value shown as a mark
 * (`showControls`). A value comes from data (a file's name, a link's value, a scenario's title), so
 * it is shown and never reorders the sentence around it.
 */
export function fillWords(template: string, params: Record<string, string | number>, lang = "en"): string {
  return fillTemplate(template, params, lang, showControls);
}

/**
 * The text for `key` in `catalog`, placeholders filled (`fillWords`); an unknown key shows itself
 * (own keys only), so a missing entry is visible rather than blank. For the catalogs that load with their views.
 */
export function catalogText(
  catalog: Record<string, string>,
  key: string,
  params: Record<string, string | number> = {},
  lang = "en",
): string {
  return fillWords(Object.hasOwn(catalog, key) ? catalog[key]! : key, params, lang);
}
