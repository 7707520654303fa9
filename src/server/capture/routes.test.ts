// The capture API next to the proxy: live events, the list, clearing, and HAR / JSON Lines exports with secrets masked.
import { describe, expect, it } from 'vitest';
import { SseDecoder } from '@loopscope/wire/sse';
import { createServerApp } from '../app.ts';

const KEY = 'sk-proj-SECRET123-abcdefghijklmnop';
const chatBody = JSON.stringify({ model: 'gpt-5.5', messages: [{ role: 'user', content: 'Say hi' }] });

function setup() {
  const app = createServerApp({ staticRoot: null, capture: { upstream: 'mock' } });
  const call = (path: string, init?: RequestInit) => app.fetch(new Request(`http://127.0.0.1:5313${path}`, init));
  const chat = () =>
    call('/proxy/v1/chat/completions', {
      method: 'POST',
      body: chatBody,
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', cookie: 'session=SECRET123' },
    });
  return { call, chat };
}

describe('/api/capture', () => {
  it('lists what went through the proxy, then forgets it on DELETE', async () => {
    const { call, chat } = setup();
    const answer = await chat();
    const text = await answer.text();
    const listed = (await (await call('/api/capture/exchanges')).json()) as {
      upstream: string;
      exchanges: { url: string; responseBody: string }[];
    };
    expect(listed.upstream).toBe('mock');
    expect(listed.exchanges.map((e) => [e.url, e.responseBody])).toEqual([
      ['http://127.0.0.1:5313/v1/chat/completions', text],
    ]);
    expect((await call('/api/capture/exchanges', { method: 'DELETE' })).status).toBe(204);
    expect(((await (await call('/api/capture/exchanges')).json()) as { exchanges: unknown[] }).exchanges).toEqual([]);
  });

  it('pushes a snapshot, then every exchange as it changes', async () => {
    const { call, chat } = setup();
    await (await chat()).text();
    const events = await call('/api/capture/events');
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    const reader = events.body!.getReader();
    const decoder = new SseDecoder();
    const received: { event: string | null; data: string }[] = [];
    const next = async () => {
      while (received.length === 0)
        received.push(...decoder.push(new TextDecoder().decode((await reader.read()).value)));
      return received.shift()!;
    };
    const snapshot = await next();
    expect(snapshot.event).toBe('snapshot');
    expect((JSON.parse(snapshot.data) as { exchanges: unknown[] }).exchanges).toHaveLength(1);
    const second = await (await chat()).text();
    let update = await next();
    while (!(JSON.parse(update.data) as { state: string }[]).some((e) => e.state === 'done')) update = await next();
    expect(update.event).toBe('exchanges');
    expect((JSON.parse(update.data) as { responseBody: string }[]).at(-1)!.responseBody).toBe(second);
    await reader.cancel();
  });

  it('exports HAR 1.2 and JSON Lines with the exact bodies and no secret in them', async () => {
    const { call, chat } = setup();
    const text = await (await chat()).text();
    const harText = await (await call('/api/capture/export.har')).text();
    const jsonl = await (await call('/api/capture/export.jsonl')).text();
    expect(harText).not.toContain('SECRET123');
    expect(jsonl).not.toContain('SECRET123');
    const har = JSON.parse(harText) as {
      log: {
        version: string;
        entries: {
          request: { method: string; postData: { text: string }; headers: { name: string; value: string }[] };
          response: { status: number; content: { text: string } };
        }[];
      };
    };
    expect(har.log.version).toBe('1.2');
    const [entry] = har.log.entries;
    expect([
      entry!.request.method,
      entry!.request.postData.text,
      entry!.response.status,
      entry!.response.content.text,
    ]).toEqual(['POST', chatBody, 200, text]);
    expect(entry!.request.headers.find((h) => h.name === 'authorization')!.value).toBe('Bearer sk-…mnop');
    const lines = jsonl
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { request: unknown; response: unknown; status: number });
    expect(lines).toHaveLength(1);
    expect([lines[0]!.request, lines[0]!.response, lines[0]!.status]).toEqual([
      JSON.parse(chatBody),
      JSON.parse(text),
      200,
    ]);
  });

  it('masks gateway credential headers and query-string keys in the list, the live snapshot, HAR and JSON Lines', async () => {
    const { call } = setup();
    const GATEWAY = 'GATEWAYSECRET-0123456789';
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${KEY}`,
      'ocp-apim-subscription-key': GATEWAY,
      apikey: GATEWAY,
      'x-portkey-api-key': GATEWAY,
      'authorization-token': GATEWAY,
      'x-api-token': GATEWAY,
    };
    await (
      await call(`/proxy/v1/chat/completions?api-version=1&api-key=${GATEWAY}&key=${GATEWAY}`, {
        method: 'POST',
        body: chatBody,
        headers,
      })
    ).text();
    const events = await call('/api/capture/events');
    const reader = events.body!.getReader();
    const snapshot = new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    for (const path of ['/api/capture/exchanges', '/api/capture/export.har', '/api/capture/export.jsonl']) {
      const text = await (await call(path)).text();
      expect(text).toContain('api-version=1');
      expect(text).not.toContain('GATEWAYSECRET');
    }
    expect(snapshot).toContain('api-version=1');
    expect(snapshot).not.toContain('GATEWAYSECRET');
  });

  it('leaves unknown /proxy and /api paths to the mock and a 404, never the SPA', async () => {
    const { call } = setup();
    const models = await call('/proxy/v1/models', { headers: { authorization: 'Bearer sk-x' } });
    expect(models.status).toBe(200);
    expect(((await models.json()) as { object: string }).object).toBe('list');
    expect((await call('/api/capture/nope')).status).toBe(404);
  });
});
