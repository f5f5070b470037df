/**
 * Fills `{name}` placeholders from `params`; an unknown placeholder stays visible as it is. Only own
 * keys count: `{constructor}` in a scenario's answer is not `Object.prototype.constructor`.
 */
export function fillTemplate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/**
 * The text for `key` in `catalog`, placeholders filled; an unknown key shows itself (own keys only),
 * so a missing entry is visible rather than blank. For the catalogs that load with their views.
 */
export function catalogText(catalog: Record<string, string>, key: string, params: Record<string, string | number> = {}): string {
  return fillTemplate(Object.hasOwn(catalog, key) ? catalog[key]! : key, params);
}
