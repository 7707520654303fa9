// OpenAI's own WebSocket clients against the real server: the SDK's ResponsesWS (two turns on one socket, `stream:
// true` as its example sends it, the refusals, the upgrade's key rule) and the Agents SDK's WebSocket transport.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import OpenAI from 'openai';
import { ResponsesWS } from 'openai/resources/responses/ws';
import { WebSocket as NodeWebSocket } from 'ws';
import { Agent, OpenAIProvider, Runner, tool } from '@openai/agents';
import { z } from 'zod';
import type { Response as ApiResponse, ResponsesServerEvent } from 'openai/resources/responses/responses';
import { createServerParts } from './app.ts';
import { attachResponsesSocket, type UpgradeSource } from './responses-socket.ts';
import { JOKE_EXPLANATION, JOKE_FOLLOW_UP, JOKE_QUESTION, JOKE_TEXT } from '@loopscope/mock-api';
import { WS_BACKGROUND_REFUSAL } from '@loopscope/mock-api/responses/socket';

/** The next response the socket finishes (or the error it reports), with every event that came before it. */
function nextResponse(ws: ResponsesWS, seen: ResponsesServerEvent[] = []): Promise<ApiResponse> {
  return new Promise((resolve, reject) => {
    const onEvent = (event: ResponsesServerEvent) => {
      seen.push(event);
      if (event.type === 'response.completed') finish(() => resolve(event.response));
    };
    const onError = (error: Error) => finish(() => reject(error));
    const finish = (then: () => void) => {
      ws.off('event', onEvent);
      ws.off('error', onError);
      then();
    };
    ws.on('event', onEvent);
    ws.on('error', onError);
  });
}

/** The answer's text (`output_text` is a helper the SDK adds to HTTP results only; a frame carries the wire object). */
const text = (response: ApiResponse) =>
  response.output
    .flatMap((i) => (i.type === 'message' ? i.content : []))
    .map((p) => (p.type === 'output_text' ? p.text : ''))
    .join('');

describe('ResponsesWS against npm start', () => {
  let server: ServerType;
  let baseURL: string;

  beforeAll(async () => {
    const { app, api } = createServerParts({ staticRoot: null });
    await new Promise<void>((ready) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready());
    });
    attachResponsesSocket(server as UpgradeSource, api);
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    server.close();
  });

  it('two turns on one socket: the second continues the first with previous_response_id', async () => {
    const ws = new ResponsesWS(new OpenAI({ apiKey: 'sk-ws-turns', baseURL }));
    const seen: ResponsesServerEvent[] = [];
    const first = nextResponse(ws, seen);
    ws.send({ type: 'response.create', model: 'gpt-6-astra', input: JOKE_QUESTION });
    const one = await first;
    const second = nextResponse(ws, seen);
    ws.send({
      type: 'response.create',
      model: 'gpt-6-astra',
      previous_response_id: one.id,
      input: [{ role: 'user', content: JOKE_FOLLOW_UP }],
    });
    const two = await second;
    ws.close();
    expect([text(one), text(two)]).toEqual([JOKE_TEXT, JOKE_EXPLANATION]);
    expect(two.previous_response_id).toBe(one.id);
    expect(
      seen.filter((e) => e.type === 'response.created').map((e) => (e as { response: ApiResponse }).response.id),
    ).toEqual([one.id, two.id]);
    expect(seen.some((e) => e.type === 'response.output_text.delta')).toBe(true);
    // The socket's responses are stored like HTTP ones: the same key reads the second back over HTTP.
    const stored = await new OpenAI({ apiKey: 'sk-ws-turns', baseURL }).responses.retrieve(two.id);
    expect(stored.previous_response_id).toBe(one.id);
  });

  it('store: false, two turns on one socket through its connection-local cache; a second socket cannot continue', async () => {
    const client = new OpenAI({ apiKey: 'sk-ws-unstored', baseURL });
    const ws = new ResponsesWS(client);
    const first = nextResponse(ws);
    ws.send({ type: 'response.create', model: 'gpt-6-astra', store: false, input: JOKE_QUESTION });
    const one = await first;
    const second = nextResponse(ws);
    ws.send({
      type: 'response.create',
      model: 'gpt-6-astra',
      store: false,
      previous_response_id: one.id,
      input: [{ role: 'user', content: JOKE_FOLLOW_UP }],
    });
    expect(text(await second)).toBe(JOKE_EXPLANATION);
    ws.close();
    const other = new ResponsesWS(client);
    const refused = nextResponse(other);
    other.send({
      type: 'response.create',
      model: 'gpt-6-astra',
      store: false,
      previous_response_id: one.id,
      input: JOKE_FOLLOW_UP,
    });
    await expect(refused).rejects.toThrow(`Previous response with id '${one.id}' not found.`);
    other.close();
  });

  it('stream_id lanes come back on every event of the lane', async () => {
    const ws = new ResponsesWS(new OpenAI({ apiKey: 'sk-ws-lanes', baseURL }));
    const seen: ResponsesServerEvent[] = [];
    const done = nextResponse(ws, seen);
    ws.send({ type: 'response.create', model: 'gpt-6-astra', input: JOKE_QUESTION, stream_id: 'jokes' });
    await done;
    ws.close();
    expect(new Set(seen.map((e) => (e as { stream_id?: string }).stream_id))).toEqual(new Set(['jokes']));
  });

  it('`stream: true` on the frame, as the SDK’s websocket example sends it, gets the answer', async () => {
    const ws = new ResponsesWS(new OpenAI({ apiKey: 'sk-ws-example', baseURL }));
    const done = nextResponse(ws);
    // The SDK's type says stream "should not be sent", yet its own example and the Agents SDK send it.
    ws.send({ type: 'response.create', model: 'gpt-6-astra', input: JOKE_QUESTION, stream: true } as never);
    expect(text(await done)).toBe(JOKE_TEXT);
    ws.close();
  });

  it('`stream: false` on a socket is accepted too, and the answer still comes as events', async () => {
    const ws = new ResponsesWS(new OpenAI({ apiKey: 'sk-ws-false', baseURL }));
    const done = nextResponse(ws);
    ws.send({ type: 'response.create', model: 'gpt-6-astra', input: JOKE_QUESTION, stream: false } as never);
    expect(text(await done)).toBe(JOKE_TEXT);
    ws.close();
  });

  it('the Agents SDK’s WebSocket transport runs an agent with a tool to its final output', async () => {
    // Node 20 has no global WebSocket; the transport takes any constructor that accepts `{ headers }`, as `ws` does.
    vi.stubGlobal('WebSocket', NodeWebSocket);
    const provider = new OpenAIProvider({
      apiKey: 'sk-ws-agents',
      baseURL,
      useResponses: true,
      useResponsesWebSocket: true,
    });
    const runner = new Runner({ modelProvider: provider, tracingDisabled: true });
    const getWeather = tool({
      name: 'get_weather',
      description: 'Current weather in a city',
      parameters: z.object({ city: z.string() }),
      execute: async ({ city }) => `${city}: 18°C and sunny`,
    });
    const agent = new Agent({ name: 'Weather', model: 'gpt-4o', instructions: 'Use the tools.', tools: [getWeather] });
    const result = await runner.run(agent, 'What is the weather in Paris?');
    await provider.close();
    expect(String(result.finalOutput)).toMatch(/18/);
    expect(result.newItems.map((i) => i.type)).toContain('tool_call_output_item');
  });

  it('background is refused with an error event the SDK reports', async () => {
    const ws = new ResponsesWS(new OpenAI({ apiKey: 'sk-ws-bg', baseURL }));
    const refused = nextResponse(ws);
    ws.send({ type: 'response.create', model: 'gpt-6-astra', input: 'hi', background: true });
    await expect(refused).rejects.toThrow(WS_BACKGROUND_REFUSAL);
    ws.close();
  });

  it('the teaching key is refused at the upgrade, as over HTTP', async () => {
    const ws = new ResponsesWS(new OpenAI({ apiKey: 'sk-invalid', baseURL }));
    const failure = await new Promise<string>((resolve) => {
      ws.on('error', (error) => resolve(String(error.message)));
      ws.on('close', (code) => resolve(`closed ${code}`));
    });
    expect(failure).toMatch(/401/);
  });
});
