/**
 * Fills `{name}` placeholders from `params`; an unknown placeholder stays visible as it is. Only own
 * keys count: `{constructor}` in a scenario's answer is not `Object.prototype.constructor`.
 */
export function fillTemplate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}
