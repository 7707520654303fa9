// A structuredClone for the QuickJS VM, which lacks one; the SDK's strict-schema transform clones JSON Schema with it.

/**
 * Covers what a JSON Schema from zod can hold (plain objects, arrays, primitives, plus Date, RegExp,
 * Map and Set), keeps shared and cyclic references like the real one, and refuses functions and
 * symbols with the same DataCloneError name.
 */
export function structuredClonePolyfill<T>(value: T): T {
  const seen = new Map<unknown, unknown>();
  const clone = (input: unknown): unknown => {
    if (typeof input === 'function' || typeof input === 'symbol') {
      const error = new Error(`${String(input)} could not be cloned.`);
      error.name = 'DataCloneError';
      throw error;
    }
    if (typeof input !== 'object' || input === null) return input;
    if (seen.has(input)) return seen.get(input);
    if (input instanceof Date) return remember(input, new Date(input.getTime()));
    if (input instanceof RegExp) return remember(input, new RegExp(input.source, input.flags));
    if (input instanceof Map) {
      const out = remember(input, new Map());
      input.forEach((v, k) => out.set(clone(k), clone(v)));
      return out;
    }
    if (input instanceof Set) {
      const out = remember(input, new Set());
      input.forEach((v) => out.add(clone(v)));
      return out;
    }
    const out = remember(input, Array.isArray(input) ? new Array(input.length) : {}) as Record<string, unknown>;
    for (const key of Object.keys(input)) out[key] = clone((input as Record<string, unknown>)[key]);
    return out;
  };
  const remember = <C>(from: unknown, to: C): C => (seen.set(from, to), to);
  return clone(value) as T;
}
