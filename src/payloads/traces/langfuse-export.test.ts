// Langfuse's trace download read into model calls: the GENERATION observations, with the tool and agent observations as structure.
import { describe, expect, it } from 'vitest';
import { langfuseTraceJson } from '@loopscope/wire/otlp/testing/fixtures';
import { langfuseExport, langfuseToCalls } from './langfuse-export';

type Chat = {
  messages: { role: string; content?: string | null }[];
  tools?: { function: { name: string } }[];
  temperature?: unknown;
  max_tokens?: unknown;
  model: string;
};

describe('Langfuse trace export', () => {
  it('reads each generation as a Chat Completions call with its messages, tools, parameters and usage', () => {
    const read = langfuseExport(JSON.parse(langfuseTraceJson()));
    expect(read?.name).toBe('weather-loop');
    const { calls, others } = langfuseToCalls(read!);
    expect(calls).toHaveLength(2);
    expect(others).toBe(2);
    const [first, second] = calls.map((c) => JSON.parse(c.requestBody!) as Chat);
    expect(first!.model).toBe('gpt-5.6-luna');
    expect(first!.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(first!.tools?.[0]!.function.name).toBe('get_weather');
    // Langfuse keeps model parameters as text; the request had numbers.
    expect([first!.temperature, first!.max_tokens]).toEqual([0, 256]);
    expect(second!.messages.find((m) => m.role === 'tool')?.content).toMatch(/temperature_c/);
    const answer = JSON.parse(calls[0]!.responseBody!) as {
      choices: { message: { tool_calls: { function: { arguments: string } }[] }; finish_reason: string }[];
      usage: { prompt_tokens: number };
    };
    expect(answer.choices[0]!.message.tool_calls[0]!.function.arguments).toBe('{"city":"Paris"}');
    expect(answer.choices[0]!.finish_reason).toBe('tool_calls');
    expect(answer.usage.prompt_tokens).toBe(61);
    expect(calls[0]!.trace).toMatchObject({
      convention: 'langfuse',
      spanId: 'b2d3e4f5a6b7c8d9',
      missing: ['bytes'],
      path: ['weather-loop', 'agent Weather agent'],
      then: ['tool get_weather'],
    });
    expect(calls[1]!.trace.then).toBeUndefined();
  });

  it('accepts the API shapes (observation list, trace with observations) and says what a call without tools or answer lacks', () => {
    const { trace, observations } = JSON.parse(langfuseTraceJson()) as {
      trace: object;
      observations: Record<string, unknown>[];
    };
    expect(langfuseExport({ data: observations })?.observations).toHaveLength(4);
    expect(langfuseExport({ ...trace, observations })?.name).toBe('weather-loop');
    const bare = observations
      .filter((o) => o.type === 'GENERATION')
      .map((o) => ({ ...o, input: (o.input as { messages: unknown }).messages, output: null }));
    const calls = langfuseToCalls(langfuseExport(bare)!).calls;
    expect(calls[1]!.trace.missing).toEqual(['bytes', 'tools', 'response']);
    expect(langfuseExport({ data: [{ object: 'trace.span', span_data: { type: 'generation' } }] })).toBeNull();
  });
});
