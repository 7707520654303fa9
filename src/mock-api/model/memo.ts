// Bounded memo tables for the mock model's analysis: a tool loop resends the same request, tools and texts every step.

/**
 * Values remembered per key, for at most `limit` keys (cleared whole when full: cheap, and rare). Only for pure
 * computations whose results nobody mutates: callers share the remembered value.
 */
export class Memo<V> {
  private readonly table = new Map<string, V>();
  constructor(private readonly limit: number) {}

  get(key: string, compute: () => V): V {
    const hit = this.table.get(key);
    if (hit !== undefined || this.table.has(key)) return hit as V;
    const value = compute();
    if (this.table.size >= this.limit) this.table.clear();
    this.table.set(key, value);
    return value;
  }
}

/** `compute` remembered per key (see Memo). */
export function memo<V>(limit: number, compute: (key: string) => V): (key: string) => V {
  const table = new Memo<V>(limit);
  return (key) => table.get(key, () => compute(key));
}

/** A pattern compiled once per source and flags (a request's analysis builds the same few hundred patterns again and again). */
export const pattern: (source: string, flags: string) => RegExp = (() => {
  const compiled = memo(2048, (key) => {
    const cut = key.lastIndexOf('\u0000');
    return new RegExp(key.slice(0, cut), key.slice(cut + 1));
  });
  return (source, flags) => {
    const re = compiled(`${source}\u0000${flags}`);
    re.lastIndex = 0; // a shared global pattern starts every search at the beginning
    return re;
  };
})();

/**
 * The part of a clock reading the text analysis depends on: the UTC day, and whether it is exactly midnight (a month-day
 * already past rolls to next year by a comparison with the exact time, which only midnight changes within a day).
 */
export function dayKey(now: Date): string {
  const t = now.getTime();
  return `${Math.floor(t / 86_400_000)}${t % 86_400_000 === 0 ? '!' : ''}`;
}
