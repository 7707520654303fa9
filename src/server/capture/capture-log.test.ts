// The capture log's bounds: by count as before, and by the bytes its bodies hold (1,000 × 1 MB bodies once held 1 GB).
import { describe, expect, it } from 'vitest';
import type { Exchange } from '@loopscope/wire/exchange';
import { CaptureLog, exchangeSize } from './capture-log';

const KB = 1024;

function exchange(id: string, body: string): Exchange {
  return {
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
  };
}

describe('CaptureLog bounds', () => {
  it('lets the oldest exchanges go once their bodies pass the byte bound', () => {
    const log = new CaptureLog({ bytes: 100 * KB });
    for (let i = 0; i < 10; i += 1) log.record(exchange(`cap_${i}`, 'x'.repeat(30 * KB)));
    const ids = log.list().map((e) => e.id);
    expect(ids).toEqual(['cap_7', 'cap_8', 'cap_9']);
    expect(log.bytes).toBeLessThanOrEqual(100 * KB);
  });

  it('counts an exchange once however many snapshots of it are recorded', () => {
    const log = new CaptureLog({ bytes: 100 * KB });
    for (let i = 0; i < 50; i += 1) log.record(exchange('cap_1', 'x'.repeat(30 * KB)));
    log.record(exchange('cap_2', 'x'.repeat(30 * KB)));
    expect(log.list().map((e) => e.id)).toEqual(['cap_1', 'cap_2']);
    expect(log.bytes).toBe(2 * exchangeSize(exchange('cap_1', 'x'.repeat(30 * KB))));
  });

  it('keeps the newest exchange even when it alone weighs more than the bound', () => {
    const log = new CaptureLog({ bytes: 10 * KB });
    log.record(exchange('cap_1', 'small'));
    log.record(exchange('cap_2', 'x'.repeat(50 * KB)));
    expect(log.list().map((e) => e.id)).toEqual(['cap_2']);
  });

  it('still bounds the count, and forgets the bytes on clear', () => {
    const log = new CaptureLog({ exchanges: 2 });
    for (let i = 0; i < 5; i += 1) log.record(exchange(`cap_${i}`, 'x'));
    expect(log.list().map((e) => e.id)).toEqual(['cap_3', 'cap_4']);
    log.clear();
    expect(log.bytes).toBe(0);
    expect(log.list()).toEqual([]);
  });
});
