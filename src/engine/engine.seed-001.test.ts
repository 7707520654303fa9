// Seed 001 end to end through the SDK against the mock: the exact requests, the 7-message timeline, then "What about Paris?".
import { describe, expect, it } from 'vitest';
import { activeBranch, chat, createHarness, readSeedFixture, roles } from '@loopscope/seed-scenarios/testing/harness';
import { seed001Config } from '@loopscope/seed-scenarios/catalog';

describe('seed 001 weather walkthrough', () => {
  it('runs to the final answer in 2 exchanges with 3 parallel tool calls, sending exactly the seed requests', async () => {
    const { engine } = createHarness();
    await engine.run();
    const branch = activeBranch(engine);

    expect(branch.status).toBe('done');
    expect(branch.exchanges).toHaveLength(2);
    expect(branch.exchanges.map((e) => [e.step, e.attempt, e.status, e.state])).toEqual([
      [1, 0, 200, 'done'],
      [2, 0, 200, 'done'],
    ]);
    expect(JSON.parse(branch.exchanges[0]!.requestBody!)).toEqual(readSeedFixture('1-request.json'));
    expect(JSON.parse(branch.exchanges[1]!.requestBody!)).toEqual(readSeedFixture('3-request.json'));

    expect(roles(branch.messages)).toEqual(['system', 'user', 'assistant', 'tool', 'tool', 'tool', 'assistant']);
    const assistant = chat(branch.messages[2]) as { content: unknown; tool_calls: { id: string }[] };
    expect(assistant.content).toBeNull();
    expect(assistant.tool_calls.map((c) => c.id)).toEqual(['call_xK9f2a', 'call_mP7b3c', 'call_qR4d5e']);
    expect(branch.messages.slice(3, 6).map((m) => (chat(m) as { tool_call_id: string }).tool_call_id)).toEqual([
      'call_xK9f2a',
      'call_mP7b3c',
      'call_qR4d5e',
    ]);
    const final = readSeedFixture('4-response.json') as { choices: { message: { content: string } }[] };
    expect(chat(branch.messages[6]).content).toBe(final.choices[0]!.message.content);
  });

  it('records provenance: which exchange added each message and which call each tool message answers', async () => {
    const { engine } = createHarness();
    await engine.run();
    const { messages, exchanges } = activeBranch(engine);
    expect(messages.map((m) => m.provenance)).toEqual([
      { kind: 'config' },
      { kind: 'config' },
      { kind: 'response', exchangeId: exchanges[0]!.id },
      { kind: 'tool-result', exchangeId: exchanges[0]!.id, toolCallId: 'call_xK9f2a' },
      { kind: 'tool-result', exchangeId: exchanges[0]!.id, toolCallId: 'call_mP7b3c' },
      { kind: 'tool-result', exchangeId: exchanges[0]!.id, toolCallId: 'call_qR4d5e' },
      { kind: 'response', exchangeId: exchanges[1]!.id },
    ]);
    expect(messages.map((m) => m.firstSentInStep)).toEqual([1, 1, 2, 2, 2, 2, null]);
    expect(messages[3]!.toolRun).toMatchObject({ ok: true, name: 'get_weather', callId: 'call_xK9f2a', logs: [] });
  });

  // 2027-02-01, past gpt-4o's shutdown (2027-01-14): the walkthrough began the conversation, so its follow-up keeps gpt-4o.
  it.each(['chat', 'responses'] as const)(
    'runs and continues with "What about Paris?" after gpt-4o is gone (%s)',
    async (apiStyle) => {
      const { engine } = createHarness({
        config: { ...seed001Config(), apiStyle },
        mock: { clock: () => Date.parse('2027-02-01T09:00:00Z') },
      });
      await engine.run();
      await engine.continueWith('What about Paris?');
      const branch = activeBranch(engine);
      expect(branch.exchanges.map((e) => e.status)).toEqual([200, 200, 200, 200]);
      expect(branch.status).toBe('done');
      expect(JSON.stringify(branch.messages.at(-1)!.wire)).toMatch(/Paris/);
    },
  );

  it('continues with "What about Paris?" as the seed timeline shows', async () => {
    const { engine } = createHarness();
    await engine.run();
    await engine.continueWith('What about Paris?');
    const branch = activeBranch(engine);

    expect(branch.status).toBe('done');
    expect(branch.exchanges.map((e) => e.step)).toEqual([1, 2, 3, 4]);
    expect(roles(branch.messages)).toEqual([
      'system',
      'user',
      'assistant',
      'tool',
      'tool',
      'tool',
      'assistant',
      'user',
      'assistant',
      'tool',
      'assistant',
    ]);
    expect(chat(branch.messages[7])).toEqual({ role: 'user', content: 'What about Paris?' });
    expect(branch.messages[7]!.provenance).toEqual({ kind: 'user', turn: 1 });
    const parisCall = chat(branch.messages[8]) as { tool_calls: { function: { name: string; arguments: string } }[] };
    expect(parisCall.tool_calls).toHaveLength(1);
    expect(parisCall.tool_calls[0]!.function.name).toBe('get_weather');
    expect(JSON.parse(parisCall.tool_calls[0]!.function.arguments)).toMatchObject({ city: 'Paris' });
    expect(chat(branch.messages[9]).content).toContain('"city": "Paris", "temperature": 20');
    expect(chat(branch.messages[10]).content).toMatch(/Paris/);
    // The third request carries the whole history: the API is stateless.
    const third = JSON.parse(branch.exchanges[2]!.requestBody!) as { messages: unknown[] };
    expect(third.messages).toEqual(branch.messages.slice(0, 8).map((m) => m.wire));
  });
});
