// The OTLP receiver's bounds: a chunked body stops being read at the limit, attributes nested past a depth are a 400
// JSON error (not a stack overflow's plain 500), and a request past the span limit keeps its first spans and says so.
import { describe, expect, it } from 'vitest';
import { createServerApp } from '../app.ts';
import { MAX_OTLP_BYTES, MAX_OTLP_DEPTH, MAX_OTLP_ITEMS } from './otlp-receiver.ts';

const MB = 1024 * 1024;

function setup() {
  const app = createServerApp({ staticRoot: null, capture: { upstream: 'mock' } });
  const post = (kind: 'traces' | 'logs', body: BodyInit, type = 'application/json') =>
    app.fetch(
      new Request(`http://127.0.0.1:5313/otlp/v1/${kind}`, {
        method: 'POST',
        body,
        headers: { 'content-type': type },
        duplex: 'half',
      } as RequestInit),
    );
  return { post };
}

/** A chunked body of `total` bytes (no Content-Length), made one megabyte per read, that counts the reads. */
function chunked(total: number) {
  const chunk = new Uint8Array(MB).fill(0x20);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled * MB >= total) return controller.close();
      counter.pulled += 1;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

const span = (i: number, attributes: unknown[] = []) => ({
  traceId: (i + 1).toString(16).padStart(32, '0'),
  spanId: (i + 1).toString(16).padStart(16, '0'),
  name: 'chat gpt-4o',
  startTimeUnixNano: '1',
  endTimeUnixNano: '2',
  attributes,
});
const traces = (spans: unknown[]) => JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans }] }] });

describe('/otlp/v1 bounds', () => {
  it('answers a chunked body past the limit with 413 once the limit is passed, without reading the rest', async () => {
    const { post } = setup();
    const { stream, counter } = chunked(4 * MAX_OTLP_BYTES);
    const answer = await post('traces', stream);
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { message: string }).message).toContain('32 MB');
    expect(counter.pulled).toBeLessThan(2 * (MAX_OTLP_BYTES / MB));
  });

  it(`refuses attributes nested deeper than ${MAX_OTLP_DEPTH} levels with a 400 JSON error`, async () => {
    const { post } = setup();
    // Written as text: JSON.stringify itself overflows the stack at this depth.
    const depth = 10_000;
    const value = `${'{"kvlistValue":{"values":[{"key":"k","value":'.repeat(depth)}{"stringValue":"deep"}${'}]}}'.repeat(depth)}`;
    const answer = await post('traces', traces([span(0, [{ key: 'nested', value: 'HERE' }])]).replace('"HERE"', value));
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(((await answer.json()) as { message: string }).message).toMatch(/nested deeper than/);
  });

  it(`keeps the first ${MAX_OTLP_ITEMS} spans of a request and reports the rest as rejected`, async () => {
    const { post } = setup();
    const answer = await post('traces', traces(Array.from({ length: MAX_OTLP_ITEMS + 5 }, (_, i) => span(i))));
    expect(answer.status).toBe(200);
    const { partialSuccess } = (await answer.json()) as {
      partialSuccess: { rejectedSpans: number; errorMessage: string };
    };
    expect(partialSuccess.rejectedSpans).toBe(5);
    expect(partialSuccess.errorMessage).toContain(`first ${MAX_OTLP_ITEMS}`);
  });
});
