// The Assistants column: Chat messages as a thread with run steps and submit_tool_outputs, and an Assistants run read back
// into Chat messages that the Chat Completions API accepts, with the same call ids in every shape.
import { describe, expect, it } from 'vitest';
import { activeBranch } from '@loopscope/engine/testing/harness';
import { createAssistantsHarness } from '@loopscope/engine/testing/assistants-harness';
import { assistantsConfig } from '@loopscope/seed-scenarios/testing/harness';
import type { AssistantsWire } from '@loopscope/payloads/assistants/entries';
import { assistantsRows, assistantsToMessages, messagesToAssistants } from './assistants-wire-views';
import { callIdsOf, messagesToItems, type Wire } from './wire-views';

const CHAT: Wire[] = [
  { role: 'system', content: 'You are a weather bot.' },
  { role: 'user', content: 'Weather in Paris and Rome?' },
  {
    role: 'assistant',
    content: null,
    tool_calls: [
      { id: 'call_a', type: 'function', function: { name: 'getCurrentWeather', arguments: '{"location":"Paris"}' } },
      { id: 'call_b', type: 'function', function: { name: 'getCurrentWeather', arguments: '{"location":"Rome"}' } },
    ],
  },
  { role: 'tool', tool_call_id: 'call_a', content: '{"temperature":"18"}' },
  { role: 'tool', tool_call_id: 'call_b', content: '{"temperature":"25"}' },
  { role: 'assistant', content: 'Paris 18, Rome 25.' },
];

describe('messagesToAssistants', () => {
  it('turns the system prompt into instructions, a batch of calls into one run step and their answers into one submit_tool_outputs', () => {
    const rows = messagesToAssistants(CHAT);
    expect(rows.map((r) => r.object)).toEqual([
      'assistant',
      'thread.message',
      'thread.run.step',
      'submit_tool_outputs',
      'thread.message',
    ]);
    expect(rows[0]).toEqual({ object: 'assistant', instructions: 'You are a weather bot.' });
    expect(rows[3]).toEqual({
      object: 'submit_tool_outputs',
      tool_outputs: [
        { tool_call_id: 'call_a', output: '{"temperature":"18"}' },
        { tool_call_id: 'call_b', output: '{"temperature":"25"}' },
      ],
    });
    expect(callIdsOf(rows[2]!)).toEqual(['call_a', 'call_b']);
    expect(callIdsOf(rows[3]!)).toEqual(['call_a', 'call_b']);
    expect(rows[4]).toEqual({ object: 'thread.message', role: 'assistant', content: 'Paris 18, Rome 25.' });
  });
});

describe('an Assistants run in the three shapes', () => {
  it("seed 004's weather run reads back as Chat messages the Chat Completions API accepts, with the run's call ids in every column", async () => {
    const { engine, api } = createAssistantsHarness(assistantsConfig('seed-004-weather-bot'));
    await engine.run();
    const wires = activeBranch(engine).messages.map((e) => e.wire as AssistantsWire);
    const callIds = wires.flatMap((w) =>
      (w as { type?: string }).type === 'function' ? [(w as { id: string }).id] : [],
    );
    expect(callIds).toHaveLength(2);

    const messages = assistantsToMessages(wires);
    const response = await api.fetch(
      new Request('http://mock.local/v1/chat/completions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer sk-test' },
        body: JSON.stringify({ model: 'gpt-4o', messages }),
      }),
    );
    expect(response.status).toBe(200);

    const rows = assistantsRows(wires);
    expect(rows.map((r) => r.object)).toEqual([
      'assistant',
      'thread.message',
      'thread.run.step',
      'submit_tool_outputs',
      'thread.message',
    ]);
    for (const shape of [messages, messagesToItems(messages), rows])
      expect(shape.flatMap(callIdsOf)).toEqual([...callIds, ...callIds]);
  });

  it('a code_interpreter step stays in the Assistants column and, having no Chat form, is left out of the messages', async () => {
    const { engine } = createAssistantsHarness(assistantsConfig('seed-004-math-tutor'));
    await engine.run();
    const wires = activeBranch(engine).messages.map((e) => e.wire as AssistantsWire);
    const step = assistantsRows(wires).find((r) => r.object === 'thread.run.step')!;
    expect((step.tool_calls as { type: string }[])[0]!.type).toBe('code_interpreter');
    expect(assistantsToMessages(wires).map((m) => m.role)).toEqual(['system', 'user', 'assistant']);
  });
});
