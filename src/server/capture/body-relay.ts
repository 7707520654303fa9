// An upstream answer's body for the capture proxy: whole when small, else relayed at the client's pace with only a prefix kept.

/** The body read to its end: it fit in the limit. */
export interface WholeBody {
  whole: Uint8Array<ArrayBuffer>;
}

/** The body went past the limit: its first bytes (kept for the record) and the reader of the rest. */
export interface LongBody {
  prefix: Uint8Array<ArrayBuffer>;
  rest: ReadableStreamDefaultReader<Uint8Array>;
}

function joined(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** Reads `body` up to `limit` bytes (one chunk past it at most): the whole body if it ends by then, else what was read. */
export async function readUpTo(body: ReadableStream<Uint8Array>, limit: number): Promise<WholeBody | LongBody> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size <= limit) {
    const { done, value } = await reader.read();
    if (done) return { whole: joined(chunks, size) };
    chunks.push(value);
    size += value.byteLength;
  }
  return { prefix: joined(chunks, size), rest: reader };
}

/** How a relayed body ended: its length, or the failure (the client gone, the upstream broken off). */
export interface RelayEnd {
  total: number;
  error?: unknown;
}

/**
 * The client's copy of a long body: the prefix, then each further chunk read from upstream only when the client asks
 * for one (a client that stops reading stops the upstream read). `ended` is told once, when the body ends or fails.
 */
export function relayRest({ prefix, rest }: LongBody, ended: (end: RelayEnd) => void): ReadableStream<Uint8Array> {
  let total = prefix.byteLength;
  let told = false;
  const tell = (end: RelayEnd) => {
    if (!told) ended(end);
    told = true;
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(prefix);
      },
      async pull(controller) {
        try {
          const { done, value } = await rest.read();
          if (done) {
            controller.close();
            return tell({ total });
          }
          total += value.byteLength;
          controller.enqueue(value);
        } catch (error) {
          controller.error(error);
          tell({ total, error });
        }
      },
      cancel(reason) {
        tell({ total, error: reason ?? new Error('The client went away before the response was complete.') });
        return rest.cancel(reason);
      },
    },
    // Nothing is read ahead of the client beyond the chunk it is being handed.
    { highWaterMark: 0 },
  );
}
