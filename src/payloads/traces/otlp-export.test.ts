import { describe, expect, it } from 'vitest';
import type { Exchange } from '@loopscope/wire/exchange';
import { readSpans } from '@loopscope/wire/otlp/index';
import { spansToCalls } from './span-calls';
import { toOtlpJson } from './otlp-export';

const call = (id: string, at: number, request: object, response: object): Exchange => ({
  id,
  step: 1,
  attempt: 0,
  method: 'POST',
  url: 'http://127.0.0.1:5173/proxy/v1/chat/completions?key=sk-secretsecretsecret',
  requestHeaders: { authorization: 'Bearer sk-…wxyz', 'content-type': 'application/json' },
  requestBody: JSON.stringify(request),
  status: 200,
  responseHeaders: { 'content-type': 'application/json' },
  responseBody: JSON.stringify(response),
  streamed: false,
  events: [],
  startedAt: at,
  durationMs: 40,
  state: 'done',
  error: null,
});

const toolCall = { id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } };
const loop = [
  call(
    'a',
    1_700_000_000_000,
    {
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'Weather in Paris?' }],
      tools: [{ type: 'function', function: { name: 'get_weather', parameters: { type: 'object' } } }],
    },
    {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1,
      model: 'gpt-4o',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: null, tool_calls: [toolCall] },
          finish_reason: 'tool_calls',
        },
      ],
      usage: { prompt_tokens: 20, completion_tokens: 7, total_tokens: 27 },
    },
  ),
  call(
    'b',
    1_700_000_001_000,
    {
      model: 'gpt-4o',
      messages: [
        { role: 'user', content: 'Weather in Paris?' },
        { role: 'assistant', content: null, tool_calls: [toolCall] },
        { role: 'tool', tool_call_id: 'call_1', content: '{"temperature_c":17}' },
      ],
    },
    {
      id: 'chatcmpl-2',
      object: 'chat.completion',
      created: 2,
      model: 'gpt-4o',
      choices: [{ index: 0, message: { role: 'assistant', content: '17°C and drizzle.' }, finish_reason: 'stop' }],
    },
  ),
];

describe('exchanges to OTLP JSON', () => {
  const exported = toOtlpJson(loop);
  const spans = readSpans(exported);

  it('writes one GenAI chat span per call with openai.api.type, usage and the messages in parts form', () => {
    const chats = spans.filter((s) => s.attributes['gen_ai.operation.name'] === 'chat');
    expect(chats).toHaveLength(2);
    expect(chats[0]!.attributes).toMatchObject({
      'openai.api.type': 'chat_completions',
      'gen_ai.request.model': 'gpt-4o',
      'gen_ai.usage.input_tokens': 20,
      'gen_ai.usage.output_tokens': 7,
      'gen_ai.response.finish_reasons': ['tool_calls'],
    });
    expect(JSON.parse(String(chats[0]!.attributes['gen_ai.input.messages']))).toEqual([
      { role: 'user', parts: [{ type: 'text', content: 'Weather in Paris?' }] },
    ]);
    expect(new Set(chats.map((s) => s.traceId)).size).toBe(1);
  });

  it('writes the tool the loop ran as a child span of the call that asked for it, with its result', () => {
    const tool = spans.find((s) => s.attributes['gen_ai.operation.name'] === 'execute_tool');
    const parent = spans.find((s) => s.attributes['gen_ai.response.id'] === 'chatcmpl-1');
    expect(tool?.parentSpanId).toBe(parent?.spanId);
    expect(tool?.attributes).toMatchObject({
      'gen_ai.tool.name': 'get_weather',
      'gen_ai.tool.call.id': 'call_1',
      'gen_ai.tool.call.result': '{"temperature_c":17}',
    });
  });

  it('carries no API key and reads back to the same request and response bodies', () => {
    expect(JSON.stringify(exported)).not.toMatch(/sk-secretsecret|Bearer/);
    const again = spansToCalls(spans, []).calls;
    expect(again.map((c) => [c.requestBody, c.responseBody])).toEqual(loop.map((e) => [e.requestBody, e.responseBody]));
  });
});
