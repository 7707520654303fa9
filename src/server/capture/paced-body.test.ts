// The list and the exports are streamed a piece at a time: the same text the whole serialisations give, never all at once.
import { describe, expect, it } from 'vitest';
import type { Exchange } from '@loopscope/wire/exchange';
import {
  cassetteFromExchanges,
  cassettePieces,
  cassettePiecesFrom,
  cassetteText,
} from '@loopscope/payloads/cassettes/cassette-file';
import { isOtlpCall, otlpJsonPieces, toOtlpJson } from '@loopscope/payloads/traces/otlp-export';
import { CaptureLog } from './capture-log';
import { harPieces, jsonLinesPieces, toHar, toJsonLines } from './export';
import { mountCapture } from './routes';
import { filterInTurns, pacedBody, PIECE_CHARS } from './paced-body';
import { Hono } from 'hono';

function exchange(n: number, content: string): Exchange {
  return {
    id: `cap_${String(n).padStart(6, '0')}`,
    step: 0,
    attempt: 0,
    method: 'POST',
    url: 'http://127.0.0.1:5173/v1/chat/completions',
    requestHeaders: { 'content-type': 'application/json', authorization: 'Bearer sk-proj-abcdefghijklmnopqrstuvwxyz' },
    requestBody: JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content }] }),
    status: 200,
    responseHeaders: { 'content-type': 'application/json', 'x-request-id': 'req_1' },
    responseBody: JSON.stringify({
      id: `chatcmpl-${n}`,
      choices: [{ index: 0, message: { role: 'assistant', content: 'hi' }, finish_reason: 'stop' }],
    }),
    streamed: false,
    events: [],
    startedAt: 1_700_000_000_000 + n,
    durationMs: 5,
    state: 'done',
    error: null,
  };
}

const text = (body: ReadableStream<Uint8Array>) => new Response(body).text();
const some = [exchange(1, 'one'), exchange(2, 'x'.repeat(PIECE_CHARS)), exchange(3, 'three "quoted"\n')];

describe('pacedBody', () => {
  it('writes the same text as the whole serialisations, for every export and for none', async () => {
    for (const list of [some, []]) {
      expect(await text(pacedBody(harPieces(list)))).toBe(JSON.stringify(toHar(list)));
      expect(await text(pacedBody(jsonLinesPieces(list)))).toBe(toJsonLines(list));
      expect(await text(pacedBody(otlpJsonPieces(await filterInTurns(list, isOtlpCall, 1))))).toBe(
        JSON.stringify(toOtlpJson(list)),
      );
      const cassette = cassetteFromExchanges('capture', list);
      expect(await text(pacedBody(cassettePieces(cassette)))).toBe(cassetteText(cassette));
    }
  });

  it('writes the same text from exchanges read a page at a time (the store), a trace left out of the cassette', async () => {
    async function* paged(list: readonly Exchange[]) {
      for (const e of list) yield e;
    }
    const withTrace = [
      ...some,
      { ...exchange(4, 'traced'), trace: { traceId: 'a'.repeat(32), spanId: 'b'.repeat(16) } } as unknown as Exchange,
    ];
    for (const list of [withTrace, []]) {
      expect(await text(pacedBody(harPieces(paged(list))))).toBe(JSON.stringify(toHar(list)));
      expect(await text(pacedBody(jsonLinesPieces(paged(list))))).toBe(toJsonLines(list));
      const cassette = cassetteFromExchanges('capture', list);
      expect(await text(pacedBody(cassettePiecesFrom('capture', paged(list))))).toBe(cassetteText(cassette));
    }
    expect(cassetteFromExchanges('capture', withTrace).entries).toHaveLength(some.length);
  });

  it('serialises only about a piece per read', async () => {
    let serialised = 0;
    const items = Array.from({ length: 10 }, (_, i) => 'y'.repeat(PIECE_CHARS / 2 + i));
    const reader = pacedBody({
      head: '[',
      items,
      text: (item) => ((serialised += 1), JSON.stringify(item)),
      separator: ',',
      tail: ']',
    }).getReader();
    await reader.read();
    await reader.read();
    expect(serialised).toBeLessThanOrEqual(3);
    await reader.cancel();
  });
});

describe('/api/capture list and exports', () => {
  it('arrive in pieces, the first before everything is serialised', async () => {
    const log = new CaptureLog();
    const app = new Hono();
    mountCapture(app, { upstream: 'mock', fetch: () => Promise.reject(new Error('unused')), log });
    for (let n = 1; n <= 6; n += 1) log.record(exchange(n, 'z'.repeat(PIECE_CHARS / 2)));
    for (const path of [
      '/api/capture/exchanges',
      '/api/capture/export.har',
      '/api/capture/export.jsonl',
      '/api/capture/export.otlp.json',
      '/api/capture/export.cassette.json',
    ]) {
      const response = await app.request(`http://127.0.0.1:5173${path}`);
      expect(response.status, path).toBe(200);
      const reader = response.body!.getReader();
      const first = (await reader.read()).value!;
      expect(first.byteLength, path).toBeLessThan(2 * PIECE_CHARS);
      await reader.cancel();
    }
    const listed = (await (await app.request('http://127.0.0.1:5173/api/capture/exchanges')).json()) as {
      upstream: string;
      exchanges: Exchange[];
    };
    expect(listed).toEqual({ upstream: 'mock', exchanges: log.list() });
  });
});
