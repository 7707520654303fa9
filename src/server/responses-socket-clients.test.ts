// OpenAI's own WebSocket clients against npm start: the SDK's ResponsesWS as its example uses it (`stream: true` on every frame) and the Agents SDK's WebSocket transport.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { WebSocket as NodeWebSocket } from 'ws';
import OpenAI from 'openai';
import { ResponsesWS } from 'openai/resources/responses/ws';
import type { Response as ApiResponse, ResponsesServerEvent } from 'openai/resources/responses/responses';
import { Agent, OpenAIProvider, Runner, tool } from '@openai/agents';
import { z } from 'zod';
import { createServerParts } from './app.ts';
import { attachResponsesSocket, type UpgradeSource } from './responses-socket.ts';
import { JOKE_QUESTION, JOKE_TEXT } from '../mock-api/index.ts';
import { WS_STREAM_FALSE_REFUSAL } from '../mock-api/responses/socket.ts';

/** The next terminal event's response, or the error event's message. */
function nextResponse(ws: ResponsesWS): Promise<ApiResponse> {
  return new Promise((resolve, reject) => {
    const onEvent = (event: ResponsesServerEvent) => {
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

const text = (response: ApiResponse) => response.output.flatMap((i) => (i.type === 'message' ? i.content : [])).map((p) => (p.type === 'output_text' ? p.text : '')).join('');

describe('OpenAI-written WebSocket clients', () => {
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

  it('ResponsesWS with `stream: true` on the frame, as the SDK’s websocket example sends it, gets the answer', async () => {
    const ws = new ResponsesWS(new OpenAI({ apiKey: 'sk-ws-example', baseURL }));
    const done = nextResponse(ws);
    // The SDK's type says stream "should not be sent", yet its own example and the Agents SDK send it.
    ws.send({ type: 'response.create', model: 'gpt-6-astra', input: JOKE_QUESTION, stream: true } as never);
    expect(text(await done)).toBe(JOKE_TEXT);
    ws.close();
  });

  it('`stream: false` on a socket is refused with a sentence saying why', async () => {
    const ws = new ResponsesWS(new OpenAI({ apiKey: 'sk-ws-false', baseURL }));
    const refused = nextResponse(ws);
    ws.send({ type: 'response.create', model: 'gpt-6-astra', input: 'hi', stream: false } as never);
    await expect(refused).rejects.toThrow(WS_STREAM_FALSE_REFUSAL);
    ws.close();
  });

  it('the Agents SDK’s WebSocket transport runs an agent with a tool to its final output', async () => {
    // Node 20 has no global WebSocket; the transport takes any constructor that accepts `{ headers }`, as `ws` does.
    vi.stubGlobal('WebSocket', NodeWebSocket);
    const provider = new OpenAIProvider({ apiKey: 'sk-ws-agents', baseURL, useResponses: true, useResponsesWebSocket: true });
    const runner = new Runner({ modelProvider: provider, tracingDisabled: true });
    const getWeather = tool({ name: 'get_weather', description: 'Current weather in a city', parameters: z.object({ city: z.string() }), execute: async ({ city }) => `${city}: 18°C and sunny` });
    const agent = new Agent({ name: 'Weather', model: 'gpt-4o', instructions: 'Use the tools.', tools: [getWeather] });
    const result = await runner.run(agent, 'What is the weather in Paris?');
    await provider.close();
    expect(String(result.finalOutput)).toMatch(/18/);
    expect(result.newItems.map((i) => i.type)).toContain('tool_call_output_item');
  });
});
