// The stuck-loop rules on Chat, Responses and Assistants traffic: what each flags, where, and what each must leave alone.
import { describe, expect, it } from 'vitest';
import { applyFix, diagnoseLoop } from '../index';
import {
  assistantsLoop,
  chatLoop,
  failing,
  report,
  responsesLoop,
  times,
  weather,
  type TurnSpec,
} from '../testing/loop-cases';
import type { WireCall } from '../types';

const LOOP_RULES = [
  'repeated-tool-call',
  'alternating-tools',
  'polling-unchanged',
  'repeated-tool-failure',
  'step-budget-exceeded',
];
const loopFindings = (loop: WireCall[]) => diagnoseLoop(loop).filter((f) => LOOP_RULES.includes(f.rule));
const rulesOf = (loop: WireCall[]) => loopFindings(loop).map((f) => f.rule);
const STYLES = { chat: chatLoop, responses: responsesLoop, assistants: assistantsLoop } as const;

describe('the same call, the same arguments, the same result', () => {
  for (const [style, build] of Object.entries(STYLES)) {
    it(`${style}: flags the third identical call once, naming each request that made it`, () => {
      const loop = build(times(weather, 4));
      const found = loopFindings(loop);
      expect(found.map((f) => f.rule)).toEqual(['repeated-tool-call']);
      expect(found[0]!.repeated!.map((p) => p.name)).toEqual([
        'get_weather',
        'get_weather',
        'get_weather',
        'get_weather',
      ]);
      expect(new Set(found[0]!.repeated!.map((p) => p.call)).size).toBe(4);
      expect(found[0]!.detail).toContain('4 times');
      expect(found[0]!.fixable).toBe(true);
    });
  }

  it('does not fire for the same tool with different arguments', () => {
    expect(
      rulesOf(chatLoop(['Berlin', 'Tokyo', 'Paris', 'Rome'].map((city) => ({ ...weather, args: { city } })))),
    ).toEqual([]);
  });

  it('does not fire when the same call gets a new result each time (that may be polling)', () => {
    const temps = [18, 19, 20, 21].map((temperature) => ({ ...weather, result: { temperature } }));
    expect(rulesOf(chatLoop(temps))).toEqual([]);
  });

  it('counts reordered argument keys as the same call', () => {
    const a: TurnSpec = { name: 'search', args: { q: 'x', page: 1 }, result: 'none' };
    const b: TurnSpec = { ...a, args: { page: 1, q: 'x' } };
    expect(rulesOf(chatLoop([a, b, a]))).toEqual(['repeated-tool-call']);
  });

  it('does not count across a turn in between (a failure is not skipped over)', () => {
    expect(rulesOf(chatLoop([weather, weather, failing({ d: 1 }), weather]))).toEqual([]);
  });

  it('does not fire at two repeats', () => {
    expect(rulesOf(chatLoop(times(weather, 2)))).toEqual([]);
  });

  it('fixes with a result the model can act on, and stops forcing a call when tool_choice forces one', () => {
    const loop = chatLoop(times(weather, 3), { tool_choice: 'required' });
    const finding = loopFindings(loop)[0]!;
    const fixed = applyFix(loop, finding) as { tool_choice?: unknown; messages: { content: string }[] };
    expect(fixed.tool_choice).toBeUndefined();
    const result = JSON.parse(fixed.messages[6]!.content) as { error: string; message: string; result: unknown };
    expect(result.error).toBe('repeated_call');
    expect(result.message).toMatch(/already called/);
    expect(result.result).toEqual(weather.result);
    // The earlier results stay as they were sent.
    expect(fixed.messages[4]!.content).toBe(JSON.stringify(weather.result));
  });
});

describe('two tools taking turns', () => {
  for (const [style, build] of Object.entries(STYLES)) {
    it(`${style}: flags A B A B with the same arguments and results`, () => {
      const found = loopFindings(build([weather, report('ready'), weather, report('ready'), weather]));
      expect(found.map((f) => f.rule)).toEqual(['alternating-tools']);
      expect(found[0]!.repeated!.map((p) => p.name)).toEqual([
        'get_weather',
        'check_report',
        'get_weather',
        'check_report',
        'get_weather',
      ]);
    });
  }

  it('does not fire when the alternation moves on (new arguments each round, as paging does)', () => {
    const page = (n: number): TurnSpec => ({ name: 'list_orders', args: { page: n }, result: { orders: [n] } });
    const sum: TurnSpec = { name: 'summarize', args: {}, result: 'ok' };
    expect(rulesOf(chatLoop([page(1), sum, page(2), sum, page(3), sum]))).toEqual([]);
  });
});

describe('polling that never changes', () => {
  for (const [style, build] of Object.entries(STYLES)) {
    it(`${style}: flags the fourth identical "pending"`, () => {
      const found = loopFindings(build(times(report('pending'), 5)));
      expect(found.map((f) => f.rule)).toEqual(['polling-unchanged']);
      expect(found[0]!.detail).toContain('5 times');
    });
  }

  it('does not fire on legitimate polling, where the status moves on', () => {
    expect(
      rulesOf(chatLoop([report('queued'), report('pending'), report('running'), report('running'), report('done')])),
    ).toEqual([]);
    expect(rulesOf(chatLoop([report('pending'), report('pending'), report('pending'), report('done')]))).toEqual([]);
  });

  it('fixes by keeping the status and telling the model to stop checking', () => {
    const loop = chatLoop(times(report('pending'), 4));
    const fixed = applyFix(loop, loopFindings(loop)[0]!) as { messages: { content: string }[] };
    expect(JSON.parse(fixed.messages[8]!.content)).toMatchObject({
      status: 'pending',
      message: expect.stringMatching(/Stop checking/),
    });
  });
});

describe('a tool failing the same way', () => {
  for (const [style, build] of Object.entries(STYLES)) {
    it(`${style}: flags three identical failures, whatever the arguments`, () => {
      const found = loopFindings(
        build([failing({ date: '12/03' }), failing({ date: '03-12' }), failing({ date: 'Dec 3' })]),
      );
      expect(found.map((f) => f.rule)).toEqual(['repeated-tool-failure']);
      expect(found[0]!.detail).toContain('Invalid date format');
    });
  }

  it('reads plain-text errors too', () => {
    const err: TurnSpec = { name: 'run_sql', args: { q: 'select' }, result: 'Error: relation "users" does not exist' };
    expect(rulesOf(chatLoop([err, { ...err, args: { q: 'select *' } }, { ...err, args: { q: 'select 1' } }]))).toEqual([
      'repeated-tool-failure',
    ]);
  });

  it('does not fire when the errors change or a call succeeds in between', () => {
    expect(
      rulesOf(chatLoop([failing({ a: 1 }, 'bad date'), failing({ a: 2 }, 'no seats'), failing({ a: 3 }, 'bad date')])),
    ).toEqual([]);
    expect(
      rulesOf(
        chatLoop([
          failing({ a: 1 }),
          failing({ a: 2 }),
          { name: 'book_flight', args: { a: 3 }, result: { booked: true } },
          failing({ a: 4 }),
        ]),
      ),
    ).toEqual([]);
  });
});

describe('a run past its step budget', () => {
  const cities = (n: number) =>
    Array.from({ length: n }, (_, i): TurnSpec => ({ ...weather, args: { city: `City ${i}` } }));

  it('flags the request after the budget, in Chat and Responses', () => {
    expect(loopFindings(chatLoop(cities(11))).map((f) => [f.rule, f.call])).toEqual([['step-budget-exceeded', 10]]);
    expect(loopFindings(responsesLoop(cities(10))).map((f) => [f.rule, f.call])).toEqual([
      ['step-budget-exceeded', 10],
    ]);
  });

  it('takes the budget from the caller, and counts from the newest user message', () => {
    expect(diagnoseLoop(chatLoop(cities(3)), undefined, { stepBudget: 2 }).map((f) => f.rule)).toEqual([
      'step-budget-exceeded',
    ]);
    const loop = chatLoop(cities(11));
    const last = loop[10]!.request as { messages: unknown[] };
    const newRun = {
      ...loop[10]!,
      request: { ...last, messages: [...last.messages, { role: 'user', content: 'And now?' }] },
    };
    expect(rulesOf([...loop.slice(0, 10), newRun])).toEqual([]);
  });

  it('fixes with tool_choice "none", after which it is silent', () => {
    const loop = chatLoop(cities(11));
    const fixed = applyFix(loop, loopFindings(loop)[0]!) as { tool_choice: unknown };
    expect(fixed.tool_choice).toBe('none');
    expect(rulesOf([...loop.slice(0, 10), { ...loop[10]!, request: fixed }])).toEqual([]);
  });
});
