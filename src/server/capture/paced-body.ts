// A JSON (or JSON Lines) response body written a piece at a time: a whole capture serialised at once passed JavaScript's
// longest string and held the event loop for half a minute.

/** A document as its text before the items, each item's text, and its text after (e.g. `{"entries":[`, entries, `]}`). */
export interface Pieces<T> {
  head: string;
  items: readonly T[];
  text: (item: T, index: number) => string;
  separator: string;
  tail: string;
}

/** About this much text is built per read of the body, then the event loop gets a turn. */
export const PIECE_CHARS = 1024 * 1024;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The pieces as a body the connection pulls: each pull waits a turn of the event loop, then serialises items until about
 * PIECE_CHARS are ready, so a slow reader holds back the serialising and memory stays at a piece or two.
 */
export function pacedBody<T>({ head, items, text, separator, tail }: Pieces<T>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = -1;
  return new ReadableStream<Uint8Array>(
    {
      pull: async (controller) => {
        if (next === -1) {
          next = 0;
          if (head !== '') return controller.enqueue(encoder.encode(head));
        }
        await nextTurn();
        let piece = '';
        while (next < items.length && piece.length < PIECE_CHARS) {
          piece += `${next > 0 ? separator : ''}${text(items[next]!, next)}`;
          next += 1;
        }
        if (next >= items.length) {
          piece += tail;
          if (piece !== '') controller.enqueue(encoder.encode(piece));
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(piece));
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
