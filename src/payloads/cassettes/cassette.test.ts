// Cassette recording, matching and replay: hits by bytes or reordered keys, honest misses, recorded order, exact streams, refused files.
import { describe, expect, it } from 'vitest';
import type { Exchange } from '@loopscope/wire/exchange';
import { cassetteFromExchanges, cassetteText, readCassette, type Cassette } from './cassette-file';
import { CassettePlayer, CASSETTE_MISS_CODE, CASSETTE_MISS_STATUS, reportLines } from './cassette-player';

function exchange(over: Partial<Exchange>): Exchange {
  return {
    id: 'x',
    step: 1,
    attempt: 0,
    method: 'POST',
    url: 'https://api.openai.com/v1/chat/completions',
    requestHeaders: { authorization: 'Bearer sk-…abcd', 'content-type': 'application/json' },
    requestBody: null,
    status: 200,
    responseHeaders: {},
    responseBody: '{}',
    streamed: false,
    events: [],
    startedAt: 0,
    durationMs: 5,
    state: 'done',
    error: null,
    ...over,
  };
}

const firstAsk = '{"model":"gpt-4o","messages":[{"role":"user","content":"Weather in Paris?"}]}';
const firstAnswer = '{"id":"chatcmpl-1","choices":[{"message":{"role":"assistant","tool_calls":[{"id":"call_1"}]}}]}';
const secondAsk =
  '{"model":"gpt-4o","messages":[{"role":"user","content":"Weather in Paris?"},{"role":"tool","tool_call_id":"call_1","content":"18C sunny"}]}';
const streamAnswer =
  'data: {"id":"c2","choices":[{"delta":{"content":"It is 18"}}]}\n\ndata: {"id":"c2","choices":[{"delta":{"content":"°C"}}]}\n\ndata: [DONE]\n\n';

function recorded(): Cassette {
  return cassetteFromExchanges('paris', [
    exchange({
      requestBody: firstAsk,
      responseBody: firstAnswer,
      responseHeaders: {
        'content-type': 'application/json',
        'x-request-id': 'req_1',
        date: 'Fri',
        'set-cookie': 'a=b',
      },
    }),
    exchange({
      requestBody: secondAsk,
      responseBody: streamAnswer,
      streamed: true,
      responseHeaders: { 'content-type': 'text/event-stream' },
    }),
    exchange({ requestBody: secondAsk, state: 'aborted', responseBody: null, status: null }),
  ]);
}

const post = (body: string, path = '/v1/chat/completions') =>
  new Request(`http://127.0.0.1:9/${path.replace(/^\//, '')}`, {
    method: 'POST',
    body,
    headers: { authorization: 'Bearer sk-real-key-1234567890abcdef' },
  });

describe('cassette files', () => {
  it('keeps finished exchanges with the headers a client reads and no credential', () => {
    const cassette = recorded();
    expect(cassette.entries).toHaveLength(2);
    expect(cassette.entries[0]).toMatchObject({ method: 'POST', path: '/chat/completions', status: 200 });
    expect(cassette.entries[0]?.responseHeaders).toEqual({
      'content-type': 'application/json',
      'x-request-id': 'req_1',
    });
    const text = cassetteText(cassette);
    expect(text).not.toMatch(/authorization|sk-|set-cookie/i);
    const back = readCassette(text);
    expect(back.ok && back.cassette.entries).toEqual(cassette.entries);
  });

  it('refuses what is not a cassette, in words', () => {
    expect(readCassette('{nope')).toEqual({ ok: false, error: expect.stringMatching(/not JSON/) });
    expect(readCassette('{"version":1,"entries":[]}')).toEqual({
      ok: false,
      error: expect.stringMatching(/"format": "loopscope-cassette"/),
    });
    expect(readCassette('{"format":"loopscope-cassette","version":7,"entries":[]}')).toEqual({
      ok: false,
      error: expect.stringMatching(/version 7/),
    });
    const entry = {
      method: 'POST',
      path: '/responses',
      requestBody: '{}',
      status: 200,
      responseHeaders: { authorization: 'Bearer x' },
      responseBody: '{}',
      streamed: false,
    };
    const withKey = JSON.stringify({ format: 'loopscope-cassette', version: 1, entries: [entry] });
    expect(readCassette(withKey)).toEqual({
      ok: false,
      error: expect.stringMatching(/Entry 1 .*"authorization".*never hold keys/),
    });
    const noStatus = JSON.stringify({
      format: 'loopscope-cassette',
      version: 1,
      entries: [{ ...entry, responseHeaders: {}, status: 'ok' }],
    });
    expect(readCassette(noStatus)).toEqual({ ok: false, error: expect.stringMatching(/Entry 1 has no HTTP status/) });
  });

  it('reads a saved session file as the cassette of its active branch, inherited calls first', () => {
    const fork = exchange({ id: 'f1', requestBody: secondAsk, responseBody: '{"n":"fork"}' });
    const session = {
      format: 'loopscope-session',
      version: 1,
      name: 'Paris walk',
      engine: {
        activeBranchId: 'b2',
        branches: {
          b1: {
            id: 'b1',
            parentId: null,
            messages: [],
            exchanges: [
              exchange({ id: 'e1', requestBody: firstAsk, responseBody: firstAnswer }),
              exchange({ id: 'e2', requestBody: secondAsk, responseBody: '{"n":"main"}' }),
            ],
          },
          b2: {
            id: 'b2',
            parentId: 'b1',
            messages: [
              { provenance: { kind: 'response', exchangeId: 'e1' } },
              { provenance: { kind: 'response', exchangeId: 'f1' } },
            ],
            exchanges: [fork],
          },
        },
      },
    };
    const read = readCassette(JSON.stringify(session));
    expect(read.ok && read.cassette.name).toBe('Paris walk');
    expect(read.ok && read.cassette.entries.map((e) => e.responseBody)).toEqual([firstAnswer, '{"n":"fork"}']);
    const empty = {
      ...session,
      engine: { activeBranchId: 'b1', branches: { b1: { id: 'b1', parentId: null, messages: [], exchanges: [] } } },
    };
    expect(readCassette(JSON.stringify(empty))).toEqual({
      ok: false,
      error: expect.stringMatching(/no finished exchanges/),
    });
  });
});

describe('cassette replay', () => {
  it('answers an exact request with the recorded bytes and headers', async () => {
    const player = new CassettePlayer(recorded());
    const response = await player.fetch(post(firstAsk));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('req_1');
    expect(await response.text()).toBe(firstAnswer);
    expect(player.report().hits).toEqual([{ entry: 1, method: 'POST', path: '/chat/completions', match: 'exact' }]);
  });

  it('counts the same JSON with keys reordered as a hit', async () => {
    const player = new CassettePlayer(recorded());
    const reordered = '{"messages":[{"content":"Weather in Paris?","role":"user"}],  "model":"gpt-4o"}';
    const response = await player.fetch(post(reordered));
    expect(await response.text()).toBe(firstAnswer);
    expect(player.report().hits[0]?.match).toBe('canonical');
  });

  it('replays a stream byte for byte', async () => {
    const player = new CassettePlayer(recorded());
    const response = await player.fetch(post(secondAsk));
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new TextEncoder().encode(streamAnswer));
  });

  it('misses a changed tool result, naming the closest recording and the changed part', async () => {
    const player = new CassettePlayer(recorded());
    const changed = secondAsk.replace('18C sunny', '25C cloudy');
    const response = await player.fetch(post(changed));
    expect(response.status).toBe(CASSETTE_MISS_STATUS);
    const body = (await response.json()) as {
      error: { code: string; type: string; message: string; closest: number; differences: unknown[] };
    };
    expect(body.error.code).toBe(CASSETTE_MISS_CODE);
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.closest).toBe(2);
    expect(body.error.differences).toEqual([
      { path: 'messages[1].content', recorded: '18C sunny', sent: '25C cloudy' },
    ]);
    expect(body.error.message).toContain('entry 2');
    expect(reportLines(player.report()).join('\n')).toMatch(
      /1 miss.*\n.*closest: entry 2[\s\S]*messages\[1\]\.content: recorded "18C sunny", sent "25C cloudy"/,
    );
  });

  it('names the field that changed inside a JSON tool result, not the whole string', async () => {
    const withJson = (t: number) =>
      secondAsk.replace('"18C sunny"', JSON.stringify(JSON.stringify({ city: 'Paris', temperature: t })));
    const player = new CassettePlayer(
      cassetteFromExchanges('json', [exchange({ requestBody: withJson(18), responseBody: '{}' })]),
    );
    const body = (await (await player.fetch(post(withJson(30)))).json()) as { error: { differences: unknown[] } };
    expect(body.error.differences).toEqual([
      { path: 'messages[1].content (JSON text).temperature', recorded: 18, sent: 30 },
    ]);
  });

  it('misses another route even with the same body, and can fall through to another provider', async () => {
    const player = new CassettePlayer(recorded(), { fallthrough: async () => new Response('{"from":"mock"}') });
    const response = await player.fetch(post(firstAsk, '/v1/responses'));
    expect(await response.text()).toBe('{"from":"mock"}');
    expect(player.report().misses).toEqual([
      expect.objectContaining({
        path: '/responses',
        closest: 1,
        closestRoute: 'POST /chat/completions',
        fellThrough: true,
      }),
    ]);
  });

  it('replays repeated identical requests in recorded order, and misses once they are used up', async () => {
    const cassette = cassetteFromExchanges('polls', [
      exchange({ requestBody: firstAsk, responseBody: '{"n":1}' }),
      exchange({ requestBody: firstAsk, responseBody: '{"n":2}' }),
    ]);
    const player = new CassettePlayer(cassette);
    expect(await (await player.fetch(post(firstAsk))).text()).toBe('{"n":1}');
    expect(await (await player.fetch(post(firstAsk))).text()).toBe('{"n":2}');
    const third = await player.fetch(post(firstAsk));
    expect(third.status).toBe(CASSETTE_MISS_STATUS);
    expect(((await third.json()) as { error: { message: string } }).error.message).toMatch(/already replayed/);
    expect(player.report()).toMatchObject({
      unused: [],
      hits: [{ entry: 1 }, { entry: 2 }],
      misses: [{ exhausted: true }],
    });
  });

  it('replays only the headers a client reads, and never an HTML page: a cassette is data', async () => {
    const page = '<script>fetch("/api/mcp-stdio/start",{method:"POST"})</script>';
    const headers = {
      'Content-Type': 'text/html; charset=utf-8',
      'x-request-id': 'req_9',
      'openai-processing-ms': '12',
      'x-ratelimit-remaining-requests': '99',
      'retry-after': '1',
      'content-security-policy': "script-src 'unsafe-inline'",
      'access-control-allow-origin': 'https://evil.example',
      location: 'https://evil.example/',
      refresh: '0;url=https://evil.example/',
      'content-disposition': 'inline; filename="x.html"',
      link: '</x.css>; rel=stylesheet',
    };
    const read = readCassette(
      JSON.stringify({
        format: 'loopscope-cassette',
        version: 1,
        name: 'hand-written',
        entries: [
          {
            method: 'GET',
            path: '/models',
            requestBody: null,
            status: 200,
            responseHeaders: headers,
            responseBody: page,
            streamed: false,
          },
          {
            method: 'GET',
            path: '/models/gpt-4o',
            requestBody: null,
            status: 200,
            responseHeaders: { 'content-type': 'text/plain; charset=utf-8' },
            responseBody: 'ok',
            streamed: false,
          },
          {
            method: 'POST',
            path: '/responses',
            requestBody: '{}',
            status: 200,
            responseHeaders: { 'content-type': 'image/svg+xml' },
            responseBody: 'data: {}\n\n',
            streamed: true,
          },
        ],
      }),
    );
    if (!read.ok) throw new Error(read.error);
    const player = new CassettePlayer(read.cassette);
    const models = await player.fetch(new Request('http://127.0.0.1:9/v1/models'));
    expect(Object.fromEntries(models.headers)).toEqual({
      'content-type': 'application/json',
      'x-request-id': 'req_9',
      'openai-processing-ms': '12',
      'x-ratelimit-remaining-requests': '99',
      'retry-after': '1',
    });
    expect(await models.text()).toBe(page);
    expect((await player.fetch(new Request('http://127.0.0.1:9/v1/models/gpt-4o'))).headers.get('content-type')).toBe(
      'text/plain; charset=utf-8',
    );
    expect((await player.fetch(post('{}', '/v1/responses'))).headers.get('content-type')).toBe('text/event-stream');
  });
});
