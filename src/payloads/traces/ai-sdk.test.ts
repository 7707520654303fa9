// The AI SDK's ai.* telemetry read into model calls: real exports of AI SDK 6 (producers/ai-sdk-telemetry.mjs) and the
// older AI SDK 4 spellings built by hand from its attribute names.
import { describe, expect, it } from 'vitest';
import { readSpans } from '@loopscope/wire/otlp/index';
import { aiSdkChatTracesJson, aiSdkTracesJson } from '@loopscope/wire/otlp/testing/fixtures';
import { spansToCalls, type TraceCall } from './span-calls';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads of nested wire JSON
const json = (text: string | null) => JSON.parse(text ?? 'null') as Record<string, any>;

describe('AI SDK telemetry (ai.* attributes) to model calls', () => {
  it('rebuilds the Responses loop of generateText: prompt, tools, the tool call, its result and the answer', () => {
    const spans = readSpans(JSON.parse(aiSdkTracesJson()));
    const { calls, others } = spansToCalls(spans, []);
    expect(calls).toHaveLength(2);
    expect(others).toBe(2);
    const [first, second] = calls as [TraceCall, TraceCall];
    expect(first.url).toBe('https://api.openai.com/v1/responses');
    expect(first.trace.convention).toBe('ai_sdk');
    const request = json(first.requestBody);
    expect(request.model).toBe('gpt-4o-mini');
    expect(request.input).toEqual([
      { role: 'system', content: 'You are a weather assistant.' },
      { role: 'user', content: "What's the weather in Paris?" },
    ]);
    expect(request.tools[0]).toMatchObject({
      type: 'function',
      name: 'get_weather',
      parameters: { required: ['city'] },
    });
    const [call] = json(first.responseBody).output;
    expect(call).toMatchObject({ type: 'function_call', name: 'get_weather', arguments: '{"city":"Paris"}' });
    const output = json(second.requestBody).input.find((i: { type?: string }) => i.type === 'function_call_output');
    expect(output.call_id).toBe(call.call_id);
    expect(JSON.parse(output.output).temperature_c).toBe(17);
    expect(json(second.responseBody).output[0].content[0].text).toMatch(/Paris/);
    expect(json(second.responseBody).usage.input_tokens).toBe(
      spans.find((s) => s.spanId === second.trace.spanId)!.attributes['ai.usage.inputTokens'],
    );
    // Tools were sent and the content is there: only the bytes are rebuilt.
    expect(first.trace.missing).toEqual(['bytes']);
    // The outer generateText span and the tool run are the loop's structure, named as a reader of the loop would.
    expect(first.trace.path).toEqual(['ai.generateText weather']);
    expect(first.trace.then).toEqual(['tool get_weather']);
  });

  it('reads a Chat Completions model (openai.chat) as Chat Completions calls with finish reasons as the API spells them', () => {
    const { calls } = spansToCalls(readSpans(JSON.parse(aiSdkChatTracesJson())), []);
    expect(calls.map((c) => c.url)).toEqual([
      'https://api.openai.com/v1/chat/completions',
      'https://api.openai.com/v1/chat/completions',
    ]);
    const first = json(calls[0]!.responseBody).choices[0];
    expect(first.finish_reason).toBe('tool_calls');
    expect(first.message.tool_calls[0].function).toEqual({ name: 'get_weather', arguments: '{"city":"Paris"}' });
    const tool = json(calls[1]!.requestBody).messages.find((m: { role: string }) => m.role === 'tool');
    expect(tool).toEqual({
      role: 'tool',
      tool_call_id: first.message.tool_calls[0].id,
      content: JSON.stringify({ city: 'Paris', temperature_c: 17, condition: 'light drizzle', humidity: 81 }),
    });
  });

  it('reads AI SDK 4 spellings: args, result, promptTokens and parameters', () => {
    const attribute = (key: string, value: string | number) => ({
      key,
      value: typeof value === 'number' ? { intValue: value } : { stringValue: value },
    });
    const messages = [
      { role: 'user', content: [{ type: 'text', text: 'Weather in Oslo?' }] },
      {
        role: 'assistant',
        content: [{ type: 'tool-call', toolCallId: 'call_1', toolName: 'get_weather', args: { city: 'Oslo' } }],
      },
      {
        role: 'tool',
        content: [{ type: 'tool-result', toolCallId: 'call_1', toolName: 'get_weather', result: { temperature_c: 4 } }],
      },
    ];
    const span = {
      traceId: '5b8efff798038103d269b633813fc60c',
      spanId: 'eee19b7ec3c1b174',
      name: 'ai.streamText.doStream',
      kind: 1,
      startTimeUnixNano: '1700000000000000000',
      endTimeUnixNano: '1700000001000000000',
      attributes: [
        attribute('ai.operationId', 'ai.streamText.doStream'),
        attribute('ai.model.provider', 'openai.chat'),
        attribute('ai.model.id', 'gpt-4o'),
        attribute('ai.prompt.messages', JSON.stringify(messages)),
        {
          key: 'ai.prompt.tools',
          value: {
            arrayValue: {
              values: [
                {
                  stringValue: JSON.stringify({
                    type: 'function',
                    name: 'get_weather',
                    parameters: { type: 'object', properties: { city: { type: 'string' } } },
                  }),
                },
              ],
            },
          },
        },
        attribute('ai.response.text', 'It is 4 °C in Oslo.'),
        attribute('ai.response.finishReason', 'stop'),
        attribute('ai.usage.promptTokens', 40),
        attribute('ai.usage.completionTokens', 9),
      ],
    };
    const { calls } = spansToCalls(readSpans({ resourceSpans: [{ scopeSpans: [{ spans: [span] }] }] }), []);
    const request = json(calls[0]!.requestBody);
    expect(request.messages[1].tool_calls[0].function).toEqual({ name: 'get_weather', arguments: '{"city":"Oslo"}' });
    expect(request.messages[2]).toEqual({ role: 'tool', tool_call_id: 'call_1', content: '{"temperature_c":4}' });
    expect(request.tools[0].function.parameters.properties.city.type).toBe('string');
    expect(json(calls[0]!.responseBody).choices[0].message.content).toBe('It is 4 °C in Oslo.');
    expect(json(calls[0]!.responseBody).usage).toEqual({ prompt_tokens: 40, completion_tokens: 9, total_tokens: 49 });
  });
});
