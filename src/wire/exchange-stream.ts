// Recording a response stream into an Exchange: every SSE block with its arrival time, byte for byte (engine recorder and capture proxy).
import { SseDecoder } from './sse';
import type { Exchange, SseEvent } from './exchange';

/** Reads the recorder's copy of a stream: every SSE block with its arrival time; never throws. */
export async function recordStream(
  stream: ReadableStream<Uint8Array>,
  signal: AbortSignal | null,
  startedAt: number,
  clock: () => number,
  update: (patch: Partial<Exchange>) => void,
  failed: (error: unknown) => Partial<Exchange>,
): Promise<void> {
  const decoder = new SseDecoder();
  const text = new TextDecoder();
  const events: SseEvent[] = [];
  let body = '';
  const add = (chunk: string) => {
    const at = clock() - startedAt;
    const parsed = decoder.push(chunk);
    for (const e of parsed) events.push({ raw: e.raw, event: e.event, data: e.data, at });
    if (parsed.length > 0) update({ events: [...events], responseBody: (body = events.map((e) => e.raw).join('')) });
  };
  const reader = stream.getReader();
  // A handler that ignores the abort (an in-page mock) would otherwise keep this copy streaming.
  const onAbort = () => void reader.cancel(signal?.reason).catch(() => {});
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      add(text.decode(value, { stream: true }));
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
    for (const e of decoder.flush()) events.push({ raw: e.raw, event: e.event, data: e.data, at });
    body = events.map((e) => e.raw).join('');
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
