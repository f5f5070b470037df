/**
 * The value of `key` if `value` is an object that has it as its own property, else `undefined`.
 * Untrusted data meets objects only this way: `constructor` or `__proto__` is just a missing key.
 */
export function own(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null && Object.hasOwn(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/**
 * Sets `key` on `target` as its own, plain data property, whatever the key: a `__proto__` from
 * untrusted JSON stays a key (plain assignment would call the prototype setter and lose it).
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
