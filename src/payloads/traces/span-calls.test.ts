import { describe, expect, it } from 'vitest';
import { readLogs, readSpans, type OtlpSpan } from '@loopscope/wire/otlp/index';
import { decodeOtlp } from '@loopscope/wire/otlp/protobuf';
import {
  openInferenceJson,
  otelLogsProtobuf,
  otelResponsesLogsProtobuf,
  otelResponsesTracesProtobuf,
  otelTracesProtobuf,
} from '@loopscope/wire/otlp/testing/fixtures';
import { spansToCalls, type TraceCall } from './span-calls';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads of nested wire JSON
const json = (text: string | null) => JSON.parse(text ?? 'null') as Record<string, any>;

describe('trace spans to model calls', () => {
  it('rebuilds the Chat Completions loop of the openai instrumentation from spans and their log events', () => {
    const { calls } = spansToCalls(
      readSpans(decodeOtlp('traces', otelTracesProtobuf())),
      readLogs(decodeOtlp('logs', otelLogsProtobuf())),
    );
    expect(calls).toHaveLength(2);
    const [first, second] = calls as [TraceCall, TraceCall];
    expect(first.url).toMatch(/\/v1\/chat\/completions$/);
    expect(json(first.requestBody).messages).toEqual([
      { role: 'system', content: 'You are a weather assistant.' },
      { role: 'user', content: "What's the weather in Paris?" },
    ]);
    const call = json(first.responseBody).choices[0];
    expect(call.finish_reason).toBe('tool_calls');
    expect(call.message.tool_calls[0]!.function).toEqual({ name: 'get_weather', arguments: '{"city":"Paris"}' });
    const tool = json(second.requestBody).messages.find((m: { role: string }) => m.role === 'tool');
    expect(tool.tool_call_id).toBe(call.message.tool_calls[0]!.id);
    expect(JSON.parse(tool.content).temperature_c).toBe(17);
    expect(json(second.responseBody).choices[0].message.content).toMatch(/Paris/);
    // The instrumentation records no tool definitions: the exchange says so.
    expect(first.trace.missing).toEqual(expect.arrayContaining(['bytes', 'tools']));
  });

  it('rebuilds its Responses loop from the operation-details log records (the spans carry no content)', () => {
    const spans = readSpans(decodeOtlp('traces', otelResponsesTracesProtobuf()));
    const { calls } = spansToCalls(spans, readLogs(decodeOtlp('logs', otelResponsesLogsProtobuf())));
    expect(calls).toHaveLength(2);
    const [first, second] = calls as [TraceCall, TraceCall];
    expect(first.url).toMatch(/\/v1\/responses$/);
    // The instructions are on the span and first among the logged messages: they appear once.
    expect(json(first.requestBody).input).toEqual([
      { role: 'system', content: 'You are a weather assistant.' },
      { role: 'user', content: "What's the weather in Paris?" },
    ]);
    const [call] = json(first.responseBody).output;
    expect(call).toMatchObject({ type: 'function_call', name: 'get_weather', arguments: '{"city":"Paris"}' });
    expect(call.call_id).toMatch(/^call_/);
    expect(json(first.responseBody).id).toBe(spans[0]!.attributes['gen_ai.response.id']);
    const output = json(second.requestBody).input.find((i: { type?: string }) => i.type === 'function_call_output');
    expect(output.call_id).toBe(call.call_id);
    expect(JSON.parse(output.output).temperature_c).toBe(17);
    expect(json(second.responseBody).output[0].content[0].text).toMatch(/Paris/);
    expect(first.trace.missing).not.toContain('content');
  });

  it('says when a span carried no content at all (no log events)', () => {
    const { calls } = spansToCalls(readSpans(decodeOtlp('traces', otelTracesProtobuf())), []);
    expect(calls[0]!.trace.missing).toEqual(expect.arrayContaining(['content', 'response']));
    expect(calls[0]!.responseBody).toBeNull();
  });

  it('keeps OpenInference input.value and output.value as the bodies', () => {
    const spans = readSpans(JSON.parse(openInferenceJson()));
    const { calls } = spansToCalls(spans, []);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.requestBody).toBe(spans[0]!.attributes['input.value']);
    expect(calls[1]!.responseBody).toBe(spans[1]!.attributes['output.value']);
    expect(json(calls[0]!.requestBody).tools[0].function.name).toBe('get_weather');
    expect(calls[0]!.trace.convention).toBe('openinference');
  });

  it('reads the role-and-parts GenAI form, Responses-shaped when the span says openai.api.type=responses', () => {
    const attributes = (entries: Record<string, unknown>) =>
      Object.entries(entries).map(([key, v]) => ({
        key,
        value: typeof v === 'number' ? { intValue: v } : { stringValue: v },
      }));
    const request = {
      resourceSpans: [
        {
          scopeSpans: [
            {
              spans: [
                {
                  traceId: '0af7651916cd43dd8448eb211c80319c',
                  spanId: 'b7ad6b7169203331',
                  name: 'chat gpt-4o',
                  kind: 3,
                  startTimeUnixNano: '1700000000000000000',
                  endTimeUnixNano: '1700000001000000000',
                  attributes: attributes({
                    'gen_ai.operation.name': 'chat',
                    'openai.api.type': 'responses',
                    'gen_ai.request.model': 'gpt-4o',
                    'gen_ai.usage.input_tokens': 12,
                    'gen_ai.usage.output_tokens': 5,
                    'gen_ai.system_instructions': JSON.stringify([{ type: 'text', content: 'Be brief.' }]),
                    'gen_ai.input.messages': JSON.stringify([
                      { role: 'user', parts: [{ type: 'text', content: 'Weather in Oslo?' }] },
                      {
                        role: 'assistant',
                        parts: [{ type: 'tool_call', id: 'call_1', name: 'get_weather', arguments: { city: 'Oslo' } }],
                      },
                      {
                        role: 'tool',
                        parts: [{ type: 'tool_call_response', id: 'call_1', response: { temperature_c: 3 } }],
                      },
                    ]),
                    'gen_ai.output.messages': JSON.stringify([
                      { role: 'assistant', parts: [{ type: 'text', content: 'Cold: 3°C.' }], finish_reason: 'stop' },
                    ]),
                    'gen_ai.tool.definitions': JSON.stringify([
                      {
                        type: 'function',
                        name: 'get_weather',
                        parameters: { type: 'object', properties: { city: { type: 'string' } } },
                      },
                    ]),
                  }),
                },
              ],
            },
          ],
        },
      ],
    };
    const call = spansToCalls(readSpans(request), []).calls[0]!;
    expect(call.url).toMatch(/\/v1\/responses$/);
    const body = json(call.requestBody);
    expect(body.input).toEqual([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Weather in Oslo?' },
      { type: 'function_call', call_id: 'call_1', name: 'get_weather', arguments: '{"city":"Oslo"}' },
      { type: 'function_call_output', call_id: 'call_1', output: '{"temperature_c":3}' },
    ]);
    expect(body.tools[0]).toMatchObject({ type: 'function', name: 'get_weather' });
    const response = json(call.responseBody);
    expect(response.object).toBe('response');
    expect(response.output[0].content[0].text).toBe('Cold: 3°C.');
    expect(response.usage).toMatchObject({ input_tokens: 12, output_tokens: 5 });
    expect(call.trace.missing).toEqual(['bytes']);
  });

  it('leaves tool, agent and other spans out of the calls', () => {
    const request = {
      resourceSpans: [
        {
          scopeSpans: [
            {
              spans: [
                {
                  traceId: '0af7651916cd43dd8448eb211c80319c',
                  spanId: 'b7ad6b7169203332',
                  name: 'execute_tool get_weather',
                  attributes: [{ key: 'gen_ai.operation.name', value: { stringValue: 'execute_tool' } }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(spansToCalls(readSpans(request), [])).toEqual({ calls: [], others: 1 });
  });

  it("keeps the spans that are not model calls as the loop's structure: enclosing ones as the path, tool runs after the call that asked", () => {
    const trace = 'c'.repeat(32);
    const span = (
      spanId: string,
      parentSpanId: string | null,
      name: string,
      startMs: number,
      attributes: OtlpSpan['attributes'] = {},
    ): OtlpSpan => ({
      traceId: trace,
      spanId: spanId.repeat(16),
      parentSpanId: parentSpanId ? parentSpanId.repeat(16) : null,
      name,
      kind: 0,
      startMs,
      endMs: startMs + 5,
      attributes,
      events: [],
      statusCode: 1,
      statusMessage: '',
      scope: 't',
      resource: {},
    });
    const chat = (content: string) => ({
      'gen_ai.operation.name': 'chat',
      'gen_ai.request.model': 'gpt-4o',
      'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content }] }]),
    });
    const spans = [
      span('a', null, 'invoke_agent Weather', 0),
      span('b', 'a', 'chat gpt-4o', 10, chat('first')),
      span('c', 'a', 'execute_tool get_weather', 20),
      span('d', 'a', 'execute_tool get_time', 25),
      span('e', 'a', 'chat gpt-4o', 30, chat('second')),
      span('f', 'a', 'handoff Weather → Triage', 40),
    ];
    // Shuffled: the spans arrive as exporters batch them, parents last.
    const { calls, others } = spansToCalls([...spans].reverse(), []);
    expect(others).toBe(4);
    expect(calls.map((c) => c.trace.path)).toEqual([['invoke_agent Weather'], ['invoke_agent Weather']]);
    expect(calls.map((c) => c.trace.then)).toEqual([
      ['execute_tool get_weather', 'execute_tool get_time'],
      ['handoff Weather → Triage'],
    ]);
  });
});
