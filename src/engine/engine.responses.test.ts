// The Responses driver through the engine and the mock: the weather loop in each state mode, what each request carries, forks and edits.
import { describe, expect, it } from 'vitest';
import { seed001Config } from '@loopscope/seed-scenarios';
import { activeBranch, createHarness } from '@loopscope/seed-scenarios/testing/harness';
import type { ResponsesStateMode, SessionConfig } from './types';

function config(mode: ResponsesStateMode, extra: Partial<SessionConfig['options']> = {}): SessionConfig {
  const base = seed001Config();
  return { ...base, apiStyle: 'responses', options: { ...base.options, responsesState: mode, ...extra } };
}

function bodies(engine: ReturnType<typeof createHarness>['engine']) {
  // biome-ignore format: the eslint-disable-line comment must stay on the line it excuses
  return activeBranch(engine).exchanges.map((e) => ({ url: e.url, body: e.requestBody ? (JSON.parse(e.requestBody) as Record<string, any>) : null })); // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('Responses driver: the weather loop in each state mode', () => {
  it('manual: the second request resends everything, function_call items included', async () => {
    const { engine } = createHarness({ config: config('manual') });
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    expect(branch.messages.map((e) => e.kind)).toEqual([
      'system',
      'user',
      'tool-call',
      'tool-call',
      'tool-call',
      'tool-result',
      'tool-result',
      'tool-result',
      'assistant',
    ]);
    const [first, second] = bodies(engine);
    expect(first!.url).toMatch(/\/v1\/responses$/);
    expect(first!.body!.tools[0]).toMatchObject({ type: 'function', name: 'get_weather', strict: true });
    expect(second!.body!.input.map((i: { type?: string }) => i.type ?? 'message')).toEqual([
      'message',
      'message',
      'function_call',
      'function_call',
      'function_call',
      'function_call_output',
      'function_call_output',
      'function_call_output',
    ]);
    expect(second!.body!.previous_response_id).toBeUndefined();
  });

  it('manual with store off sends store:false and asks for encrypted reasoning', async () => {
    const { engine } = createHarness({ config: { ...config('manual', { storeOff: true }), model: 'o4-mini' } });
    await engine.run();
    expect(activeBranch(engine).status).toBe('done');
    const [first, second] = bodies(engine);
    expect(first!.body).toMatchObject({ store: false, include: ['reasoning.encrypted_content'] });
    expect(second!.body!.input[2]).toMatchObject({ type: 'reasoning' });
    expect(typeof second!.body!.input[2].encrypted_content).toBe('string');
  });

  it('previous_response_id: the second request carries only the outputs and chains from the first response', async () => {
    const { engine } = createHarness({ config: config('previous_response_id') });
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    const [first, second] = bodies(engine);
    const firstId = JSON.parse(branch.exchanges[0]!.responseBody!).id;
    expect(second!.body!.previous_response_id).toBe(firstId);
    expect(second!.body!.input.map((i: { type: string }) => i.type)).toEqual([
      'function_call_output',
      'function_call_output',
      'function_call_output',
    ]);
    expect(first!.body!.input).toHaveLength(2);
    await engine.continueWith('What about Paris?');
    const third = bodies(engine)[2]!;
    expect(third.body!.previous_response_id).toBe(JSON.parse(activeBranch(engine).exchanges[1]!.responseBody!).id);
    expect(third.body!.input).toEqual([{ role: 'user', content: 'What about Paris?' }]);
  });

  it('conversation: creates one Conversation, then sends only new items with it', async () => {
    const { engine } = createHarness({ config: config('conversation') });
    await engine.run();
    const branch = activeBranch(engine);
    expect(branch.status).toBe('done');
    const calls = bodies(engine);
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/v1/conversations', '/v1/responses', '/v1/responses']);
    const conversationId = JSON.parse(branch.exchanges[0]!.responseBody!).id;
    expect(calls[1]!.body!.conversation).toBe(conversationId);
    expect(calls[2]!.body).toMatchObject({ conversation: conversationId });
    expect(calls[2]!.body!.input.every((i: { type: string }) => i.type === 'function_call_output')).toBe(true);
  });
});

describe('forks in chained mode', () => {
  it('a fork at a tool output chains from the response that made the calls', async () => {
    const { engine } = createHarness({ config: config('previous_response_id') });
    await engine.run();
    const original = activeBranch(engine);
    const firstId = JSON.parse(original.exchanges[0]!.responseBody!).id;
    const edited = {
      type: 'function_call_output' as const,
      call_id: 'call_xK9f2a',
      output: '{"city": "Berlin", "temperature": 30, "unit": "°C", "condition": "Sunny", "humidity": 40}',
    };
    await engine.replayFrom(5, edited);
    const fork = activeBranch(engine);
    expect(fork.id).not.toBe(original.id);
    expect(fork.status).toBe('done');
    const body = JSON.parse(fork.exchanges.at(-1)!.requestBody!);
    expect(body.previous_response_id).toBe(firstId);
    expect(body.input[0]).toEqual(edited);
    expect(JSON.stringify(fork.messages.at(-1)!.wire)).toMatch(/30/);
  });
});
