// Acceptance: the official SDK runs create, stream and a full tool loop through /proxy/v1 (upstream: the mock) over real HTTP;
// the client gets exactly the bytes the mock sent, and the recorded exchanges hold exactly those bytes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming, ChatCompletionMessageParam } from '@loopscope/wire/chat-types';
import { createMockApi } from '@loopscope/mock-api';
import { createServerApp } from '../app.ts';
import { CaptureLog } from './capture-log.ts';
import { seed001Json } from '../../../vendor/index.ts';

const fixture = seed001Json;
const KEY = 'sk-test-SECRET123-abcdefghijklmnop';

/** What one side saw of one exchange: the request body and the exact response text. */
interface Seen {
  url: string;
  request: string;
  response: string;
  authorization?: string | null;
}

describe('capture proxy with the official SDK (LOOPSCOPE_UPSTREAM=mock)', () => {
  let server: ServerType;
  let client: OpenAI;
  const log = new CaptureLog();
  const mockSent: Seen[] = [];
  const clientGot: Seen[] = [];

  beforeAll(async () => {
    const mock = createMockApi();
    // The mock's own output, tapped before the proxy touches it.
    const tappedMock = async (request: Request) => {
      const requestText = await request.clone().text();
      const response = await mock.fetch(request);
      const [mine, theirs] = response.body!.tee();
      const seen: Seen = {
        url: request.url,
        request: requestText,
        response: '',
        authorization: request.headers.get('authorization'),
      };
      mockSent.push(seen);
      void new Response(mine).text().then((text) => (seen.response = text));
      return new Response(theirs, response);
    };
    const app = createServerApp({ staticRoot: null, capture: { upstream: 'mock', fetch: tappedMock, log } });
    await new Promise<void>((ready) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready());
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/proxy/v1`;
    // What the client's HTTP stack received, before the SDK parses it.
    const clientFetch = async (input: string | URL | Request, init?: RequestInit) => {
      const response = await fetch(input, init);
      const seen: Seen = { url: String(input), request: String(init?.body ?? ''), response: '' };
      clientGot.push(seen);
      void response
        .clone()
        .text()
        .then((text) => (seen.response = text));
      return response;
    };
    client = new OpenAI({ apiKey: KEY, baseURL: base, maxRetries: 0, fetch: clientFetch });
  });
  afterAll(() => {
    server.close();
  });

  it('create, stream and a full tool loop: client bytes = mock bytes = recorded bytes', async () => {
    const first = fixture('1-request.json') as unknown as ChatCompletionCreateParamsNonStreaming;
    // A full tool loop: the seed question, the mock's tool calls, results for each, the final answer.
    const asked = await client.chat.completions.create(first);
    const message = asked.choices[0]!.message;
    expect(message.tool_calls?.length).toBe(3);
    const seedResults = (fixture('3-request.json').messages as ChatCompletionMessageParam[]).filter(
      (m) => m.role === 'tool',
    );
    const results = message.tool_calls!.map((call, i) => ({
      role: 'tool' as const,
      tool_call_id: call.id,
      content: String(seedResults[i]!.content),
    }));
    const answered = await client.chat.completions.create({
      ...first,
      messages: [...first.messages, message, ...results],
    });
    expect(answered.choices[0]!.message.content).toContain('Berlin');

    // A stream, read to the end by the SDK's helper.
    const stream = client.chat.completions.stream({ ...first, stream: true });
    const final = await stream.finalChatCompletion();
    expect(final.choices[0]!.message.tool_calls?.length).toBe(3);

    // Errors pass through as the upstream sent them.
    await expect(client.chat.completions.create({ ...first, model: 'gpt-9' })).rejects.toMatchObject({ status: 404 });

    await waitFor(
      () =>
        log.list().length === 4 &&
        log.list().every((e) => e.state === 'done') &&
        mockSent.every((s) => s.response !== '') &&
        clientGot.every((s) => s.response !== ''),
    );
    const recorded = log.list();
    expect(clientGot.map((s) => s.response)).toEqual(mockSent.map((s) => s.response));
    expect(recorded.map((e) => e.responseBody)).toEqual(mockSent.map((s) => s.response));
    expect(recorded.map((e) => e.requestBody)).toEqual(mockSent.map((s) => s.request));
    expect(recorded.map((e) => e.requestBody)).toEqual(clientGot.map((s) => s.request));
    expect(recorded.map((e) => [e.method, new URL(e.url).pathname, e.status, e.streamed])).toEqual([
      ['POST', '/v1/chat/completions', 200, false],
      ['POST', '/v1/chat/completions', 200, false],
      ['POST', '/v1/chat/completions', 200, true],
      ['POST', '/v1/chat/completions', 404, false],
    ]);
    expect(recorded[2]!.events.map((e) => e.raw).join('')).toBe(mockSent[2]!.response);
  });

  it("passes the client's Authorization to the upstream and records it only redacted", async () => {
    await waitFor(() => log.list().length >= 4);
    const stored = JSON.stringify(log.list());
    expect(stored).not.toContain('SECRET123');
    expect(log.list()[0]!.requestHeaders.authorization).toBe('Bearer sk-…mnop');
    expect(mockSent.map((s) => s.authorization)).toEqual(mockSent.map(() => `Bearer ${KEY}`));
  });
});

/** Waits for what the capture log records after the response ended; fails the test, naming the condition, if it never comes. */
async function waitFor(ready: () => boolean): Promise<void> {
  await vi.waitFor(() => expect(ready(), `never became true: ${ready}`).toBe(true), { timeout: 5000, interval: 5 });
}
