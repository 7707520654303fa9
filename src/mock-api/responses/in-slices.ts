// Work over a request's items in slices, giving the event loop back between them, so one huge input never holds up other clients.

/** Items handled between two returns to the event loop: small enough that a slice takes a few milliseconds. */
export const SLICE_ITEMS = 2048;

/**
 * A macrotask turn (setImmediate in Node, a zero timeout in the page): awaiting a resolved promise would only run
 * other microtasks, never another request's I/O.
 */
export function yieldToLoop(): Promise<void> {
  const immediate = (globalThis as { setImmediate?: (fn: () => void) => unknown }).setImmediate;
  return new Promise((resolve) => (immediate ? immediate(resolve) : setTimeout(resolve, 0)));
}

/** `fn` over each slice of `items` in order, yielding to the event loop between slices (never before the first). */
export async function forEachSlice<T>(
  items: readonly T[],
  fn: (slice: readonly T[], start: number) => void,
): Promise<void> {
  for (let start = 0; start < items.length; start += SLICE_ITEMS) {
    if (start > 0) await yieldToLoop();
    fn(items.slice(start, start + SLICE_ITEMS), start);
  }
}

/** `items.map(fn)`, a slice at a time. */
export async function mapInSlices<T, U>(items: readonly T[], fn: (item: T, index: number) => U): Promise<U[]> {
  const out: U[] = [];
  await forEachSlice(items, (slice, start) => slice.forEach((item, i) => out.push(fn(item, start + i))));
  return out;
}
