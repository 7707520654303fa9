// The built `npm start` server with LOOPSCOPE_CASSETTE: the openai SDK gets the recorded answers, a miss is an APIError, Ctrl+C prints the report.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import OpenAI, { APIError } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi } from '@loopscope/mock-api';
import type { Exchange } from '@loopscope/wire/exchange';
import { cassetteFromExchanges, cassetteText } from '@loopscope/payloads/cassettes/cassette-file';
import { buildFolder, compileForNode } from './testing/compile-for-node.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const tools = [
  {
    type: 'function' as const,
    function: {
      name: 'get_weather',
      parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
    },
  },
];
const ask = {
  model: 'gpt-4o-mini',
  messages: [{ role: 'user' as const, content: 'What is the weather in Lisbon?' }],
  tools,
};
const withResult = (result: string) => ({
  model: 'gpt-4o-mini',
  stream: true as const,
  tools,
  messages: [
    ...ask.messages,
    {
      role: 'assistant' as const,
      content: null,
      tool_calls: [
        { id: 'call_1', type: 'function' as const, function: { name: 'get_weather', arguments: '{"city":"Lisbon"}' } },
      ],
    },
    { role: 'tool' as const, tool_call_id: 'call_1', content: result },
  ],
});

/** Records what the mock answers to a request, as the capture proxy would: the exact bodies both ways. */
async function record(bodyText: string): Promise<Exchange> {
  // A fixed day: the recording names gpt-4o-mini (gone 2027-01-14), recorded while it lived.
  const api = createMockApi({ clock: () => Date.parse('2026-06-01T00:00:00Z') });
  const response = await api.fetch(
    new Request('http://mock.invalid/v1/chat/completions', {
      method: 'POST',
      headers: { authorization: 'Bearer sk-recording-key-0123456789', 'content-type': 'application/json' },
      body: bodyText,
    }),
  );
  const text = await response.text();
  return {
    id: 'rec',
    step: 1,
    attempt: 0,
    method: 'POST',
    url: 'https://api.openai.com/v1/chat/completions',
    requestHeaders: {},
    requestBody: bodyText,
    status: response.status,
    responseHeaders: Object.fromEntries(response.headers),
    responseBody: text,
    streamed: text.startsWith('data:') || text.startsWith('event:'),
    events: [],
    startedAt: 0,
    durationMs: 1,
    state: 'done',
    error: null,
  };
}

/** Keys in another order than the SDK writes them: a replay must still hit. */
const reversed = (value: object) => JSON.stringify(Object.fromEntries(Object.entries(value).reverse()));

let dir: string;
let server: ChildProcess;
let origin: string;
let output = '';
let recorded: Exchange[];

beforeAll(async () => {
  dir = buildFolder('cassette-test-');
  // The server as `npm run build` compiles it (the one entry, the CLI); its page (dist/ two levels above cli.js) only needs to exist.
  await compileForNode({ cli: join(repo, 'src/server/cli/main.ts') }, join(dir, 'out/server'));
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist/index.html'), '<!doctype html><title>app</title>');
  const stream = JSON.stringify(withResult('18C'));
  // The stream is recorded twice, as a client that asks the same thing twice would be: the two replay in order.
  recorded = [await record(reversed(ask)), await record(stream), await record(stream)];
  const file = join(dir, 'ci.cassette.json');
  writeFileSync(file, cassetteText(cassetteFromExchanges('ci', recorded)));
  server = spawn(process.execPath, [join(dir, 'out/server/cli.js')], {
    cwd: dir,
    // The default store (a SQLite file, with its checkpoint thread) in the test's folder, never the user's data directory.
    env: { ...process.env, PORT: '0', LOOPSCOPE_CASSETTE: file, XDG_DATA_HOME: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  origin = await new Promise<string>((found, fail) => {
    server.once('exit', () => fail(new Error(`the server exited: ${output}`)));
    server.stdout?.on('data', () => {
      const at = /Loopscope is running at (http:\/\/localhost:\d+)/.exec(output);
      // The banner ends with the cassette line: wait for it, so the banner test reads it whole.
      if (at?.[1] && output.includes('/api/cassette/report')) found(at[1]);
    });
  });
}, 60_000);

afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('npm start with LOOPSCOPE_CASSETTE', () => {
  const client = () => new OpenAI({ apiKey: 'sk-ci-key', baseURL: `${origin}/v1`, maxRetries: 0 });

  it('says in its banner which cassette answers', () => {
    expect(output).toMatch(/Cassette: .*ci\.cassette\.json \(3 recordings\) answers at \/v1/);
  });

  it('answers the openai SDK with the recorded bytes, a plain reply and a stream', async () => {
    const raw = await client().chat.completions.create(ask).asResponse();
    expect(await raw.text()).toBe(recorded[0]?.responseBody);
    const rawStream = await client().chat.completions.create(withResult('18C')).asResponse();
    expect(rawStream.headers.get('content-type')).toMatch(/text\/event-stream/);
    expect(await rawStream.text()).toBe(recorded[1]?.responseBody);
    // The SDK reads the replayed stream as it read the mock's: the same text, delta by delta.
    const deltas = (recorded[2]?.responseBody ?? '')
      .split('\n')
      .filter((l) => l.startsWith('data: {'))
      .map(
        (l) =>
          (JSON.parse(l.slice(6)) as { choices: { delta: { content?: string } }[] }).choices[0]?.delta.content ?? '',
      );
    let streamed = '';
    for await (const chunk of await client().chat.completions.create(withResult('18C')))
      streamed += chunk.choices[0]?.delta.content ?? '';
    expect(streamed).toBe(deltas.join(''));
    expect(streamed.length).toBeGreaterThan(0);
  });

  it('answers a changed tool result with an APIError in the API error shape naming the closest recording', async () => {
    const error = await client()
      .chat.completions.create(withResult('31C and windy'))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(APIError);
    const api = error as APIError;
    expect(api.status).toBe(422);
    expect(api.code).toBe('cassette_miss');
    expect(api.type).toBe('invalid_request_error');
    expect(api.error).toMatchObject({
      closest: 2,
      differences: [{ path: 'messages[2].content', recorded: '18C', sent: '31C and windy' }],
    });
  });

  it('reports hits and misses at /api/cassette/report and on SIGINT, exiting 1 for the miss', async () => {
    const report = (await (await fetch(`${origin}/api/cassette/report`)).json()) as {
      hits: unknown[];
      misses: { closest: number }[];
    };
    expect(report.hits).toHaveLength(3);
    expect(report.misses).toEqual([expect.objectContaining({ closest: 2 })]);
    const code = await new Promise<number | null>((done) => {
      server.once('exit', (c) => done(c));
      server.kill('SIGINT');
    });
    expect(code).toBe(1);
    expect(output).toMatch(
      /Cassette "ci": 3 hit\(s\), 1 miss\(es\)[\s\S]*messages\[2\]\.content: recorded "18C", sent "31C and windy"/,
    );
  });
});
