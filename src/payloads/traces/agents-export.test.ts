import { describe, expect, it } from 'vitest';
import { agentsIngestBatchJson, agentsTraceJson } from '@loopscope/wire/otlp/testing/fixtures';
import { agentsItems, agentsModelSpans, agentsToCalls } from './agents-export';

describe('OpenAI Agents SDK trace export', () => {
  it('reads every generation span of the handoff run as a Chat Completions call, in order', () => {
    const items = agentsItems(JSON.parse(agentsTraceJson()));
    expect(items).not.toBeNull();
    const { calls, others } = agentsToCalls(items!);
    expect(calls).toHaveLength(3);
    expect(others).toBeGreaterThan(0);
    const bodies = calls.map((c) => JSON.parse(c.requestBody!) as { messages: { role: string; content?: string }[] });
    expect(bodies[0]!.messages.at(-1)).toEqual({ role: 'user', content: "What's the weather in Paris?" });
    // The weather agent's second call carries the tool's result.
    expect(bodies[2]!.messages.some((m) => m.role === 'tool' && /temperature_c/.test(String(m.content)))).toBe(true);
    const answer = JSON.parse(calls[1]!.responseBody!) as {
      object: string;
      choices: { message: { tool_calls?: { function: { name: string } }[] } }[];
    };
    expect(answer.object).toBe('chat.completion');
    expect(answer.choices[0]!.message.tool_calls?.[0]!.function.name).toBe('get_weather');
    expect(calls[0]!.trace).toMatchObject({
      convention: 'agents',
      missing: expect.arrayContaining(['bytes', 'tools']),
    });
    // The structure around each call: the workflow's task, the agent, the turn.
    expect(calls[0]!.trace.path).toEqual(['task Weather handoff', 'agent Triage agent', 'turn 1']);
    expect(calls[2]!.trace.path).toEqual(['task Weather handoff', 'agent Weather agent', 'turn 3']);
    // The spans between the calls: the handoff after the first, the tool run after the second.
    expect(calls.map((c) => c.trace.then)).toEqual([
      ['handoff Triage agent → Weather agent'],
      ['function get_weather'],
      undefined,
    ]);
  });

  it('accepts a plain list or JSON Lines values, and refuses values with no spans', () => {
    const { data } = JSON.parse(agentsTraceJson()) as { data: unknown[] };
    expect(agentsItems(data)).toHaveLength(data.length);
    expect(agentsItems({ data: [{ object: 'trace' }] })).toBeNull();
  });

  it('places every model span of an ingest batch in its loop, with the response id that ties it to a recorded exchange', () => {
    const batch = JSON.parse(agentsIngestBatchJson()) as { data: Record<string, unknown>[] };
    const models = agentsModelSpans(batch.data);
    expect(models).toHaveLength(5);
    const [triage, asked, answered, chatAsked, chatAnswered] = models as [
      (typeof models)[0],
      (typeof models)[0],
      (typeof models)[0],
      (typeof models)[0],
      (typeof models)[0],
    ];
    // Responses runs: ids only, no call rebuilt; the ids are the ones the SDK's response spans name.
    const responseIds = batch.data.flatMap((item) =>
      (item.span_data as { type?: string; response_id?: string } | undefined)?.type === 'response'
        ? [(item.span_data as { response_id: string }).response_id]
        : [],
    );
    expect([triage.responseId, asked.responseId, answered.responseId]).toEqual(responseIds);
    expect(triage.call).toBeNull();
    expect(triage.trace.path).toEqual(['task Agent workflow', 'agent Triage agent', 'turn 1']);
    expect(triage.trace.then).toEqual(['handoff Triage agent → Weather agent']);
    expect(asked.trace.path).toEqual(['task Agent workflow', 'agent Weather agent', 'turn 2']);
    expect(asked.trace.then).toEqual(['function get_weather']);
    expect(answered.trace.then).toBeUndefined();
    // Chat Completions runs: the generation span holds the whole completion, whose id ties it to the recorded exchange.
    expect(chatAsked.responseId).toMatch(/^chatcmpl-/);
    expect(chatAsked.call?.requestBody).toContain('[suite:agents-tracing-chat]');
    expect(chatAsked.trace.then).toEqual(['function get_weather']);
    expect(chatAnswered.call?.responseBody).toContain('17');
  });
});
