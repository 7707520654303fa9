// The live-capture feed under load: one serialisation per batch for any number of readers, and a reader that stops reading is let go.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Exchange } from '../../wire/exchange';
import { createServerApp } from '../app.ts';
import { CaptureLog } from './capture-log';
import { READERS_PER_TURN } from './live-feed';

const exchange = (id: string, body: string): Exchange => ({
  id, step: 0, attempt: 0, method: 'POST', url: 'http://127.0.0.1/v1/chat/completions', requestHeaders: {}, requestBody: body,
  status: 200, responseHeaders: {}, responseBody: '{}', streamed: false, events: [], startedAt: 0, durationMs: 1, state: 'done', error: null,
});

function setup() {
  const log = new CaptureLog();
  const app = createServerApp({ staticRoot: null, capture: { upstream: 'mock', log } });
  const open = async () => (await app.fetch(new Request('http://127.0.0.1:5313/api/capture/events'))).body!.getReader();
  return { log, open };
}

afterEach(() => vi.restoreAllMocks());

describe('/api/capture/events', () => {
  it('serialises each batch once, however many readers there are', async () => {
    const { log, open } = setup();
    const readers = await Promise.all(Array.from({ length: 50 }, () => open()));
    // Each reader takes its snapshot, then waits for the next event.
    await Promise.all(readers.map((r) => r.read()));
    const pending = readers.map((r) => r.read());
    const stringify = vi.spyOn(JSON, 'stringify');
    log.record(exchange('cap_1', 'hello'));
    const received = await Promise.all(pending);
    const batches = stringify.mock.calls.filter(([value]) => Array.isArray(value));
    expect(batches).toHaveLength(1);
    const texts = new Set(received.map((r) => new TextDecoder().decode(r.value)));
    expect([...texts]).toHaveLength(1);
    expect([...texts][0]).toContain('"cap_1"');
    await Promise.all(readers.map((r) => r.cancel()));
  });

  it('lets go of a reader that stopped reading once its backlog passes the bound, and keeps serving the others', async () => {
    const { log, open } = setup();
    const stalled = await open();
    await stalled.read();
    const reading = await open();
    await reading.read();
    const big = 'x'.repeat(100 * 1024);
    let readBytes = 0;
    // 60 batches of 100 KB: 6 MB, past the 4 MB a reader may leave waiting.
    for (let i = 0; i < 60; i++) {
      log.record(exchange(`cap_${i}`, big));
      const { value } = await reading.read();
      readBytes += value!.byteLength;
    }
    expect(readBytes).toBeGreaterThan(6_000_000);
    // The stalled reader's stream ends instead of holding every batch.
    expect(await stalled.read()).toEqual({ done: true, value: undefined });
  });

  it('hands a batch to many readers over several turns of the event loop, so other requests are served in between', async () => {
    const { log, open } = setup();
    const readers = await Promise.all(Array.from({ length: 5 * READERS_PER_TURN }, () => open()));
    await Promise.all(readers.map((r) => r.read()));
    // A turn counter moved by the event loop itself, as another socket's request would be.
    let turn = 0;
    let ticking = true;
    const tick = () => {
      turn += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const turns = await new Promise<number[]>((resolve) => {
      const seen: number[] = [];
      readers.forEach((r) => void r.read().then(() => seen.push(turn) === readers.length && resolve(seen)));
      log.record(exchange('cap_1', 'x'.repeat(100 * 1024)));
    });
    ticking = false;
    // Every reader got the batch, and the loop turned while it was handed out (one turn would mean no one else was served).
    expect(turns).toHaveLength(readers.length);
    expect(new Set(turns).size).toBeGreaterThanOrEqual(3);
    await Promise.all(readers.map((r) => r.cancel()));
  });
});
