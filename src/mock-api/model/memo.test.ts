// The mock model's remembered analysis: a repeated request answers the same, and what a cache key leaves out cannot leak.
import { describe, expect, it } from 'vitest';
import type { ChatCompletionMessageParam, FunctionDefinition } from '@loopscope/wire/chat-types';
import { generateReply } from './generate.ts';
import { dayKey, Memo, pattern } from './memo.ts';
import { planCalls } from './plan/plan-calls.ts';
import { fn, NOW } from './test-tools.ts';

const reminder = fn(
  'set_reminder',
  'Set a reminder for a day',
  {
    day: { type: 'string', description: 'Day in YYYY-MM-DD' },
    note: { type: 'string', description: 'What to remember' },
  },
  ['day'],
);
const tide = fn(
  'get_tide_table',
  'Tide table for a harbour town',
  { town: { type: 'string', description: 'Harbour town name' } },
  ['town'],
);

function reply(messages: ChatCompletionMessageParam[], tools: FunctionDefinition[], now = NOW) {
  return generateReply({
    messages,
    tools,
    toolChoice: undefined,
    parallelToolCalls: true,
    responseFormat: undefined,
    now,
  });
}

describe('remembered analysis', () => {
  it('answers a repeated request exactly as the first time, and fresh tool objects with the same JSON alike', () => {
    const ask: ChatCompletionMessageParam[] = [{ role: 'user', content: "Remind me tomorrow: 'buy rope'" }];
    const first = reply(ask, [reminder]);
    expect(JSON.parse(first.toolCalls[0]!.arguments)).toEqual({ day: '2026-11-30', note: 'buy rope' });
    expect(reply(ask, [reminder])).toEqual(first);
    expect(reply(structuredClone(ask), [structuredClone(reminder)])).toEqual(first);
  });

  it('reads relative days against the clock of each request, not the one that was remembered', () => {
    const ask: ChatCompletionMessageParam[] = [
      { role: 'user', content: 'Remind me tomorrow to call the harbour master' },
    ];
    expect(JSON.parse(reply(ask, [reminder]).toolCalls[0]!.arguments).day).toBe('2026-11-30');
    const nextDay = new Date(NOW.getTime() + 86_400_000);
    expect(JSON.parse(reply(ask, [reminder], nextDay).toolCalls[0]!.arguments).day).toBe('2026-12-01');
  });

  it('plans per tool list: the same words with another version of the tool get its own arguments', () => {
    const text = 'Tide table for Whitby tomorrow please';
    const dated = fn(
      'get_tide_table',
      'Tide table for a harbour town',
      { harbour: { type: 'string', description: 'Harbour town name' }, date: { type: 'string', format: 'date' } },
      ['harbour'],
    );
    expect(planCalls(text, [tide], { now: NOW, history: [] }).map((c) => c.arguments)).toEqual([{ town: 'Whitby' }]);
    expect(planCalls(text, [dated], { now: NOW, history: [] }).map((c) => c.arguments)).toEqual([
      { harbour: 'Whitby', date: '2026-11-30' },
    ]);
    expect(planCalls(text, [reminder], { now: NOW, history: [] })).toEqual([]);
  });

  it('still reads the history for a follow-up whose words fit no tool', () => {
    const earlier: ChatCompletionMessageParam[] = [
      { role: 'user', content: 'Tide table for Whitby' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 't1', type: 'function', function: { name: 'get_tide_table', arguments: '{"town":"Whitby"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 't1', content: '{"high":"06:10"}' },
      { role: 'assistant', content: 'High tide at 06:10.' },
    ];
    const followUp: ChatCompletionMessageParam = { role: 'user', content: 'And Oslo?' };
    expect(reply([followUp], [tide, reminder]).toolCalls).toEqual([]);
    const r = reply([...earlier, followUp], [tide, reminder]);
    expect(r.toolCalls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([['get_tide_table', { town: 'Oslo' }]]);
  });

  it('hands out frozen plans, so a caller cannot change what later requests get', () => {
    const [call] = planCalls('Tide table for Whitby', [tide], { now: NOW, history: [] });
    expect(() => {
      (call!.arguments as Record<string, unknown>).town = 'Leeds';
    }).toThrow(TypeError);
    expect(planCalls('Tide table for Whitby', [tide], { now: NOW, history: [] })[0]!.arguments).toEqual({
      town: 'Whitby',
    });
  });
});

describe('memo helpers', () => {
  it('keeps at most its limit of keys and computes again after clearing', () => {
    const memo = new Memo<number>(2);
    let computed = 0;
    const get = (k: string) => memo.get(k, () => ++computed);
    expect([get('a'), get('b'), get('a')]).toEqual([1, 2, 1]);
    get('c'); // full: cleared, then 'c' stored
    expect(get('a')).toBe(4);
    expect(computed).toBe(4);
  });

  it('gives a shared global pattern that always searches from the start', () => {
    const re = pattern('b', 'g');
    expect(re.test('abc')).toBe(true);
    expect(re.lastIndex).toBe(2);
    expect(pattern('b', 'g').test('abc')).toBe(true);
  });

  it('keys a clock by its UTC day, telling exact midnight apart', () => {
    expect(dayKey(new Date('2026-11-29T01:00:00Z'))).toBe(dayKey(new Date('2026-11-29T23:59:59Z')));
    expect(dayKey(new Date('2026-11-29T00:00:00Z'))).not.toBe(dayKey(new Date('2026-11-29T00:00:01Z')));
    expect(dayKey(new Date('2026-11-29T12:00:00Z'))).not.toBe(dayKey(new Date('2026-11-30T12:00:00Z')));
  });
});
