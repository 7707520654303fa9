// What a stored value really holds in the heap (V8's object, array and string layouts), so byte budgets bound resident memory.

/**
 * Estimates of V8's 64-bit layouts (no pointer compression, as Node ships): a string is a 16-byte header plus one
 * byte per character, or two once any character is outside Latin-1 (V8 keeps such a string as UTF-16); an object is
 * a header plus property slots, often out of line or in a dictionary; an array is a header plus 8-byte slots with the
 * slack `push` leaves. The figures are rounded up from heap snapshots of stored items (a 100-character JSON item of a
 * Responses input held ~400 bytes, which counting JSON text had called 100), so what the budgets count is at least
 * what the heap holds; RSS adds the collector's headroom on top.
 */
const STRING_HEADER = 24;
const OBJECT_HEADER = 64;
const PER_PROPERTY = 24;
const ARRAY_HEADER = 48;
/** One array slot with its share of the slack; also what a copied array of shared items costs per item. */
export const PER_ELEMENT = 16;
const NUMBER = 16;

/** Any character past Latin-1 (the range starts at U+0100). */
const TWO_BYTE = /[\u0100-\uffff]/;

/** The heap bytes of one string: Latin-1 text takes a byte per character, anything else two. */
export function stringBytes(text: string): number {
  return STRING_HEADER + text.length * (TWO_BYTE.test(text) ? 2 : 1);
}

/**
 * The heap bytes `value` holds: strings, numbers, arrays, plain objects, Maps and Sets, walked with an explicit stack
 * (a hostile body nests deeper than the call stack goes). A value reached twice is counted twice: an overcount, never
 * an undercount.
 */
export function heldBytes(value: unknown): number {
  let total = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') total += stringBytes(next);
    else if (typeof next === 'number') total += Number.isInteger(next) ? 0 : NUMBER;
    else if (Array.isArray(next)) {
      total += ARRAY_HEADER + next.length * PER_ELEMENT;
      for (const item of next) stack.push(item);
    } else if (next instanceof Map) {
      total += OBJECT_HEADER + next.size * PER_PROPERTY * 2;
      for (const [k, v] of next) stack.push(k, v);
    } else if (next instanceof Set) {
      total += OBJECT_HEADER + next.size * PER_PROPERTY;
      for (const v of next) stack.push(v);
    } else if (next !== null && typeof next === 'object') {
      const keys = Object.keys(next);
      total += OBJECT_HEADER + keys.length * PER_PROPERTY;
      for (const k of keys) stack.push((next as Record<string, unknown>)[k]);
    }
  }
  return total;
}
