/** Fills `{name}` placeholders from `params`; an unknown placeholder stays visible as it is. */
export function fillTemplate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
