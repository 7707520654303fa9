// Streamed runs: the event sequence of create, create-and-run and submit-outputs, ending with done, read by runs.stream().
import { describe, expect, it } from 'vitest';
import { SEED_004_WEATHER_ASSISTANT, SEED_004_WEATHER_QUESTION } from '../scenarios/seed-004.ts';
import { assertAssistantsExchangesMatchSpec, tickingMock } from './testing/assistants-harness.ts';

describe('streaming runs', () => {
  it('runs.stream() to requires_action, then submitToolOutputsStream() to the answer', async () => {
    const { client, exchanges } = tickingMock();
    const assistant = await client.beta.assistants.create(SEED_004_WEATHER_ASSISTANT);
    const thread = await client.beta.threads.create({
      messages: [{ role: 'user', content: SEED_004_WEATHER_QUESTION }],
    });

    const first = client.beta.threads.runs.stream(thread.id, { assistant_id: assistant.id });
    const events: string[] = [];
    for await (const event of first) events.push(event.event);
    expect(events).toEqual([
      'thread.run.created',
      'thread.run.queued',
      'thread.run.in_progress',
      'thread.run.step.created',
      'thread.run.step.in_progress',
      'thread.run.step.delta',
      'thread.run.requires_action',
    ]);
    const run = await first.finalRun();
    const calls = run.required_action!.submit_tool_outputs.tool_calls;

    const second = client.beta.threads.runs.submitToolOutputsStream(run.id, {
      thread_id: thread.id,
      tool_outputs: calls.map((c) => ({
        tool_call_id: c.id,
        output: c.function.name === 'getNickname' ? '{"nickname": "LA"}' : '{"temperature": "22", "unit": "celsius"}',
      })),
    });
    const texts: string[] = [];
    second.on('textDelta', (delta) => texts.push(delta.value ?? ''));
    const after: string[] = [];
    for await (const event of second) after.push(event.event);
    expect(after.slice(0, 3)).toEqual(['thread.run.step.completed', 'thread.run.queued', 'thread.run.in_progress']);
    expect(after.slice(-4)).toEqual([
      'thread.message.delta',
      'thread.message.completed',
      'thread.run.step.completed',
      'thread.run.completed',
    ]);
    const messages = await second.finalMessages();
    const final = messages[0]!.content[0]!;
    expect(final.type === 'text' && final.text.value).toBe(texts.join(''));
    expect(texts.join('')).toContain('LA');

    const raw = exchanges.filter((e) => e.contentType.startsWith('text/event-stream'));
    expect(raw).toHaveLength(2);
    expect(await assertAssistantsExchangesMatchSpec(exchanges)).toBeGreaterThan(20);
    for (const ex of raw) expect(ex.responseBody.endsWith('event: done\ndata: [DONE]\n\n')).toBe(true);
  });

  it('createAndRun with stream: true starts with thread.created', async () => {
    const { client } = tickingMock();
    const assistant = await client.beta.assistants.create({ model: 'gpt-4o' });
    const stream = await client.beta.threads.createAndRun({
      assistant_id: assistant.id,
      stream: true,
      thread: { messages: [{ role: 'user', content: 'Hello' }] },
    });
    const events: string[] = [];
    for await (const event of stream) events.push(event.event);
    expect(events[0]).toBe('thread.created');
    expect(events[events.length - 1]).toBe('thread.run.completed');
    expect(events).toContain('thread.message.delta');
  });
});
