// A JSON (or JSON Lines) response body written a piece at a time: a whole capture serialised at once passed JavaScript's
// longest string and held the event loop for half a minute.

/** A document as its text before the items, each item's text, and its text after (e.g. `{"entries":[`, entries, `]}`). */
export interface Pieces<T> {
  head: string;
  /** An array, or pages read one after another (the store's captures: never all in memory at once). */
  items: readonly T[] | AsyncIterable<T>;
  /** An item's text; null leaves the item out (no separator either). `index` counts the items written before it. */
  text: (item: T, index: number) => string | null;
  separator: string;
  /** The text after the items; a function is given how many were written (an empty list may close differently). */
  tail: string | ((written: number) => string);
}

/** About this much text is built per read of the body, then the event loop gets a turn. */
export const PIECE_CHARS = 1024 * 1024;

/** A turn of the event loop for whatever else waits. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The pieces as a body the connection pulls: each pull waits a turn of the event loop, then serialises items until about
 * PIECE_CHARS are ready, so a slow reader holds back the serialising and memory stays at a piece or two.
 */
export function pacedBody<T>({ head, items, text, separator, tail }: Pieces<T>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const source: Iterator<T> | AsyncIterator<T> = Array.isArray(items)
    ? (items as readonly T[])[Symbol.iterator]()
    : (items as AsyncIterable<T>)[Symbol.asyncIterator]();
  let started = false;
  let written = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull: async (controller) => {
        if (!started) {
          started = true;
          if (head !== '') return controller.enqueue(encoder.encode(head));
        }
        await nextTurn();
        let piece = '';
        while (piece.length < PIECE_CHARS) {
          const next = await source.next();
          if (next.done) {
            piece += typeof tail === 'function' ? tail(written) : tail;
            if (piece !== '') controller.enqueue(encoder.encode(piece));
            controller.close();
            return;
          }
          const itemText = text(next.value, written);
          if (itemText === null) continue;
          piece += `${written > 0 ? separator : ''}${itemText}`;
          written += 1;
        }
        controller.enqueue(encoder.encode(piece));
      },
      // A reader that goes away stops the pages being read.
      cancel: async () => {
        await source.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}

/** The items `keep` keeps, asked a few at a time with a turn of the event loop between (`keep` may parse a 1 MB body). */
export async function filterInTurns<T>(items: readonly T[], keep: (item: T) => boolean, perTurn = 8): Promise<T[]> {
  const kept: T[] = [];
  for (let at = 0; at < items.length; at += 1) {
    if (at > 0 && at % perTurn === 0) await nextTurn();
    if (keep(items[at]!)) kept.push(items[at]!);
  }
  return kept;
}
