/**
 * The value of `key` if `value` is an object that has it as its own property, else `undefined`.
 * Untrusted data meets objects only this way: `constructor` or `__proto__` is just a missing key.
 */
export function own(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}
