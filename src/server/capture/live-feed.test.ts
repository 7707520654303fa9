// The live-capture feed under load: one serialisation per batch for any number of readers, and a reader that stops reading is let go.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Exchange } from '@loopscope/wire/exchange';
import { createServerApp } from '../app.ts';
import { CaptureLog } from './capture-log';
import { FRAME_CHARS, READERS_PER_TURN } from './live-feed';
import { SseDecoder } from '@loopscope/wire/sse';

const exchange = (id: string, body: string): Exchange => ({
  id,
  step: 0,
  attempt: 0,
  method: 'POST',
  url: 'http://127.0.0.1/v1/chat/completions',
  requestHeaders: {},
  requestBody: body,
  status: 200,
  responseHeaders: {},
  responseBody: '{}',
  streamed: false,
  events: [],
  startedAt: 0,
  durationMs: 1,
  state: 'done',
  error: null,
});

function setup() {
  const log = new CaptureLog();
  const app = createServerApp({ staticRoot: null, capture: { upstream: 'mock', log } });
  const open = async () => (await app.fetch(new Request('http://127.0.0.1:5313/api/capture/events'))).body!.getReader();
  return { log, open };
}

afterEach(() => vi.restoreAllMocks());

/** A turn counter moved by the event loop itself, as another socket's request would be; `stop()` ends it. */
function turnCounter() {
  const counter = { turn: 0, ticking: true, stop: () => void (counter.ticking = false) };
  const tick = () => {
    counter.turn += 1;
    if (counter.ticking) setImmediate(tick);
  };
  setImmediate(tick);
  return counter;
}

describe('/api/capture/events', () => {
  it('serialises each changed exchange once, however many readers there are', async () => {
    const { log, open } = setup();
    const readers = await Promise.all(Array.from({ length: 50 }, () => open()));
    // Each reader takes its snapshot, then waits for the next event.
    await Promise.all(readers.map((r) => r.read()));
    const pending = readers.map((r) => r.read());
    const stringify = vi.spyOn(JSON, 'stringify');
    log.record(exchange('cap_1', 'hello'));
    const received = await Promise.all(pending);
    const serialised = stringify.mock.calls.filter(([value]) => (value as { id?: string } | null)?.id === 'cap_1');
    expect(serialised).toHaveLength(1);
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
    const counter = turnCounter();
    const turns = await new Promise<number[]>((resolve) => {
      const seen: number[] = [];
      readers.forEach((r) => void r.read().then(() => seen.push(counter.turn) === readers.length && resolve(seen)));
      log.record(exchange('cap_1', 'x'.repeat(100 * 1024)));
    });
    counter.stop();
    // Every reader got the batch, and the loop turned while it was handed out (one turn would mean no one else was served).
    expect(turns).toHaveLength(readers.length);
    expect(new Set(turns).size).toBeGreaterThanOrEqual(3);
    await Promise.all(readers.map((r) => r.cancel()));
  });

  it('sends the snapshot of a big log in pages of about FRAME_CHARS, made as the reader reads: a snapshot, then exchanges events', async () => {
    const { log, open } = setup();
    const big = 'x'.repeat(FRAME_CHARS / 2);
    for (let i = 0; i < 12; i++) log.record(exchange(`cap_${String(i).padStart(2, '0')}`, big));
    const reader = await open();
    const decoder = new SseDecoder();
    const events: { event: string | null; data: string }[] = [];
    let largest = 0;
    while (
      events.flatMap((e) =>
        e.event === 'snapshot'
          ? (JSON.parse(e.data) as { exchanges: unknown[] }).exchanges
          : (JSON.parse(e.data) as unknown[]),
      ).length < 12
    ) {
      const { value } = await reader.read();
      largest = Math.max(largest, value!.byteLength);
      events.push(...decoder.push(new TextDecoder().decode(value)));
    }
    expect(largest).toBeLessThan(2 * FRAME_CHARS);
    expect(events[0]!.event).toBe('snapshot');
    expect((JSON.parse(events[0]!.data) as { upstream: string }).upstream).toBe('mock');
    expect(events.slice(1).every((e) => e.event === 'exchanges')).toBe(true);
    const ids = [
      (JSON.parse(events[0]!.data) as { exchanges: Exchange[] }).exchanges,
      ...events.slice(1).map((e) => JSON.parse(e.data) as Exchange[]),
    ]
      .flat()
      .map((e) => e.id);
    expect(ids).toEqual(log.list().map((e) => e.id));
    await reader.cancel();
  });

  it('splits a batch of many big changes into frames of about FRAME_CHARS', async () => {
    const { log, open } = setup();
    const reader = await open();
    await reader.read();
    const big = 'y'.repeat(FRAME_CHARS / 2);
    for (let i = 0; i < 8; i++) log.record(exchange(`cap_${i}`, big));
    const decoder = new SseDecoder();
    const received: Exchange[] = [];
    let largest = 0;
    while (received.length < 8) {
      const { value } = await reader.read();
      largest = Math.max(largest, value!.byteLength);
      for (const event of decoder.push(new TextDecoder().decode(value)))
        received.push(...(JSON.parse(event.data) as Exchange[]));
    }
    expect(largest).toBeLessThan(2 * FRAME_CHARS);
    expect(received.map((e) => e.id)).toEqual(log.list().map((e) => e.id));
    await reader.cancel();
  });

  it('lets the event loop turn between the pages of a snapshot, even for a reader that takes each at once', async () => {
    const { log, open } = setup();
    for (let i = 0; i < 6; i++) log.record(exchange(`cap_${i}`, 'z'.repeat(FRAME_CHARS)));
    const reader = await open();
    const counter = turnCounter();
    const turnsAtPage: number[] = [];
    let received = 0;
    while (received < 6) {
      const { value } = await reader.read();
      received += (new TextDecoder().decode(value).match(/"id":"cap_/g) ?? []).length;
      turnsAtPage.push(counter.turn);
    }
    counter.stop();
    // Each page came on a later turn than the one before: no run of pages in one task.
    expect(new Set(turnsAtPage).size).toBe(turnsAtPage.length);
    await reader.cancel();
  });
});
