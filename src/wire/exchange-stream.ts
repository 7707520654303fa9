// Recording a response stream into an Exchange: every SSE block with its arrival time, byte for byte (engine recorder and capture proxy).
import { SseDecoder } from './sse';
import type { Exchange, SseEvent } from './exchange';

/** The SSE comment that ends a record cut at `limit`: a comment keeps the record a valid stream, and says what is missing. */
export function streamCutNote(kept: number, total: number): string {
  return `: [Loopscope kept the first ${kept} of ${total} bytes of this stream; the client received all of them]\n\n`;
}

/**
 * Reads the recorder's copy of a stream: every SSE block with its arrival time; never throws. With `limit`, only the
 * blocks within the first `limit` bytes are kept (the copy is still read to its end, to count what was left out), and
 * the record ends with a streamCutNote comment block.
 */
export async function recordStream(
  stream: ReadableStream<Uint8Array>,
  signal: AbortSignal | null,
  startedAt: number,
  clock: () => number,
  update: (patch: Partial<Exchange>) => void,
  failed: (error: unknown) => Partial<Exchange>,
  limit = Infinity,
): Promise<void> {
  const decoder = new SseDecoder();
  const text = new TextDecoder();
  const events: SseEvent[] = [];
  let body = '';
  let received = 0;
  let keptBytes = 0;
  let cut = false;
  const keep = (e: { raw: string; event: string | null; data: string }, at: number) => {
    body += e.raw;
    events.push({ raw: e.raw, event: e.event, data: e.data, at });
  };
  const add = (chunk: string) => {
    const at = clock() - startedAt;
    const parsed = decoder.push(chunk);
    for (const e of parsed) keep(e, at);
    // The body grows by appending: joining every block again on each chunk made a long stream quadratic.
    if (parsed.length > 0) update({ events: [...events], responseBody: body });
  };
  const reader = stream.getReader();
  // A handler that ignores the abort (an in-page mock) would otherwise keep this copy streaming.
  const onAbort = () => void reader.cancel(signal?.reason).catch(() => {});
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (cut) continue;
      const room = limit - keptBytes;
      // Cut at the limit; a block that straddles it is completed by nothing more and dropped at the end (below).
      cut = value.byteLength > room;
      const kept = cut ? value.subarray(0, room) : value;
      keptBytes += kept.byteLength;
      add(text.decode(kept, { stream: !cut }));
    }
    if (signal?.aborted) throw signal.reason;
    add(text.decode());
    flush();
    update({ events: [...events], responseBody: body, state: 'done', durationMs: clock() - startedAt });
  } catch (error) {
    // A cut-off tail is kept as a last, unterminated event: the record still holds every byte that arrived.
    flush();
    update({ ...failed(error), events: [...events], responseBody: body });
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }

  function flush() {
    const at = clock() - startedAt;
    // A cut record keeps only whole blocks, then says how much it kept.
    if (!cut) for (const e of decoder.flush()) keep(e, at);
    if (cut)
      keep({ raw: streamCutNote(new TextEncoder().encode(body).byteLength, received), event: null, data: '' }, at);
  }
}

/** A network failure in words, with its cause (Node puts ECONNREFUSED and the like there). */
export function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
