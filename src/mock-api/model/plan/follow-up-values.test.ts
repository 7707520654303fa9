// Follow-ups that ask the earlier call again with a new value of any kind (a day, a time, an option, a count, an
// item), in English, Polish and Korean, with invented tools; and the requests that must not repeat the call.
import { describe, expect, it } from 'vitest';
import type { ChatCompletionMessageParam } from '@loopscope/wire/chat-types';
import { afterOneCall as after, callsAfter as calls, fn, replyAfter as reply, text } from '../test-tools.ts';

const forecast = fn(
  'get_forecast',
  'Forecast lookup (city, day)',
  { city: text('City'), date: text('Date, YYYY-MM-DD') },
  ['city', 'date'],
);
const bread = fn(
  'order_bread',
  'Bakery order: loaf',
  { loaf: text('Loaf name'), quantity: { type: 'integer', description: 'How many loaves' } },
  ['loaf', 'quantity'],
);
const temperature = fn(
  'get_temperature',
  'Temperature now (city)',
  { city: text('City'), unit: { type: 'string', enum: ['celsius', 'fahrenheit'] } },
  ['city'],
);
const route = fn(
  'plan_route',
  'Route planner: origin to destination',
  {
    origin: text('Start'),
    destination: text('End'),
    mode: { type: 'string', enum: ['driving', 'walking', 'bus', 'bicycle'] },
  },
  ['origin', 'destination'],
);
const table = fn(
  'book_table',
  'Table booking (restaurant)',
  {
    restaurant: text('Restaurant name'),
    time: text('Time, HH:MM'),
    party_size: { type: 'integer', description: 'Number of guests' },
  },
  ['restaurant', 'time', 'party_size'],
);

const oslo = after('get_forecast', { city: 'Oslo', date: '2026-12-01' }, { temp: 3 });

describe('a follow-up with a new value asks the earlier call again', () => {
  it('takes a new day, keeping the place (en, pl, ko; Saturday is 2026-12-05)', () => {
    const saturday = [['get_forecast', { city: 'Oslo', date: '2026-12-05' }]];
    for (const request of ['And for Saturday?', 'A na sobotę?', '토요일은요?', 'What about Saturday?'])
      expect(calls(request, [forecast], oslo), request).toEqual(saturday);
  });

  it('makes one call per new value (days said together)', () => {
    const both = [
      ['get_forecast', { city: 'Oslo', date: '2026-12-05' }],
      ['get_forecast', { city: 'Oslo', date: '2026-12-06' }],
    ];
    expect(calls('And for Saturday and Sunday?', [forecast], oslo)).toEqual(both);
    expect(calls('A na sobotę i niedzielę?', [forecast], oslo)).toEqual(both);
    expect(calls('토요일과 일요일은요?', [forecast], oslo)).toEqual(both);
  });

  it('asks each call of the turn before again (two places asked together)', () => {
    const two: ChatCompletionMessageParam[] = [
      { role: 'user', content: 'Earlier question' },
      {
        role: 'assistant',
        content: null,
        tool_calls: ['Oslo', 'Bergen'].map((city, i) => ({
          id: `c${i}`,
          type: 'function' as const,
          function: { name: 'get_forecast', arguments: JSON.stringify({ city, date: '2026-12-01' }) },
        })),
      },
      { role: 'tool', tool_call_id: 'c0', content: '{"temp":3}' },
      { role: 'tool', tool_call_id: 'c1', content: '{"temp":5}' },
      { role: 'assistant', content: 'Done.' },
    ];
    expect(calls('And Saturday?', [forecast], two)).toEqual([
      ['get_forecast', { city: 'Oslo', date: '2026-12-05' }],
      ['get_forecast', { city: 'Bergen', date: '2026-12-05' }],
    ]);
    // Asked in turns of their own, only the newest is asked again.
    const apart = [...oslo, ...after('get_forecast', { city: 'Bergen', date: '2026-12-01' }, { temp: 5 })];
    expect(calls('And Saturday?', [forecast], apart)).toEqual([
      ['get_forecast', { city: 'Bergen', date: '2026-12-05' }],
    ]);
  });

  it('keeps an optional value of the earlier call that a whole follow-up leaves unsaid', () => {
    const hourly = fn(
      'hourly_outlook',
      'Hourly outlook (city)',
      { city: text('City'), hours: { type: 'integer', description: 'Hours ahead' } },
      ['city'],
    );
    const earlier = after('hourly_outlook', { city: 'Oslo', hours: 6 }, { ok: true });
    expect(calls('And in Paris?', [hourly], earlier)).toEqual([['hourly_outlook', { city: 'Paris', hours: 6 }]]);
    // Not worded as a follow-up: a request of its own.
    expect(calls('Hourly outlook for Paris', [hourly], earlier)).toEqual([['hourly_outlook', { city: 'Paris' }]]);
  });

  it('takes a new place said in Polish, keeping the day', () => {
    expect(calls('A w Gdańsku?', [forecast], oslo)).toEqual([
      ['get_forecast', { city: 'Gdańsku', date: '2026-12-01' }],
    ]);
  });

  it('takes a new count or item, keeping the other', () => {
    const sourdough = after('order_bread', { loaf: 'sourdough', quantity: 2 });
    expect(calls('Make it three', [bread], sourdough)).toEqual([['order_bread', { loaf: 'sourdough', quantity: 3 }]]);
    expect(calls('Same again with spelt', [bread], sourdough)).toEqual([
      ['order_bread', { loaf: 'spelt', quantity: 2 }],
    ]);
  });

  it('takes a new option (a scale, a mode of travel), keeping the places', () => {
    const lyon = after('get_temperature', { city: 'Lyon', unit: 'celsius' }, { t: 4 });
    expect(calls('How about in Fahrenheit?', [temperature], lyon)).toEqual([
      ['get_temperature', { city: 'Lyon', unit: 'fahrenheit' }],
    ]);
    const drive = after('plan_route', { origin: 'Elm Park', destination: 'the harbour', mode: 'driving' });
    expect(calls('And by bus?', [route], drive)).toEqual([
      ['plan_route', { origin: 'Elm Park', destination: 'the harbour', mode: 'bus' }],
    ]);
    // The way of travelling said in Polish or Korean.
    expect(calls('A autobusem?', [route], drive)[0]?.[1]).toMatchObject({ origin: 'Elm Park', mode: 'bus' });
    expect(calls('자전거로는요?', [route], drive)[0]?.[1]).toMatchObject({ origin: 'Elm Park', mode: 'bicycle' });
  });

  it('takes a new time or party size; a word naming another parameter is no restaurant', () => {
    const nori = after('book_table', { restaurant: 'Nori', time: '19:00', party_size: 4 });
    expect(calls('What about 8pm?', [table], nori)).toEqual([
      ['book_table', { restaurant: 'Nori', time: '20:00', party_size: 4 }],
    ]);
    expect(calls('Make it 6 guests', [table], nori)).toEqual([
      ['book_table', { restaurant: 'Nori', time: '19:00', party_size: 6 }],
    ]);
  });

  it('says where each value came from, in words the timeline reads', () => {
    const [call] = reply('And for Saturday?', [forecast], oslo).toolCalls;
    expect(call).toBeDefined();
    const explained = reply('And for Saturday?', [forecast], oslo).explanation;
    expect(explained).toContain("city from 'Oslo' (kept from the earlier call)");
  });
});

describe('requests that do not ask the earlier call again', () => {
  it('calls nothing for thanks (en, pl, ko)', () => {
    for (const request of ['Thanks!', 'Dzięki!', '고마워요', 'Great, thank you'])
      expect(reply(request, [forecast], oslo).toolCalls, request).toEqual([]);
  });

  it('keeps a new task with its own values on its own tool', () => {
    expect(calls('Now book Nori, 2 people, 18:00', [forecast, table], oslo)).toEqual([
      ['book_table', { restaurant: 'Nori', time: '18:00', party_size: 2 }],
    ]);
  });

  it('asks nothing again with no earlier call, as a single request (no history, no call)', () => {
    expect(reply('And for Saturday?', [forecast], []).toolCalls).toEqual([]);
    expect(reply('Make it three', [bread], []).toolCalls).toEqual([]);
  });

  it('reads a long request that is no follow-up as a request of its own', () => {
    const long = `Saturday ${'hums in my head, odd little tune, '.repeat(5)}`;
    expect(reply(long, [forecast], oslo).toolCalls).toEqual([]);
  });
});

describe("a follow-up with a value of a turn's older tool", () => {
  const snow = fn(
    'check_snow_depth',
    "Snow depth at a ski resort, in centimetres or inches ('cm' or 'inches')",
    { resort: text('Resort name'), unit: text("Unit: 'cm' or 'inches'") },
    ['resort', 'unit'],
  );
  const convert = fn(
    'convert_length',
    "Convert a length between centimetres and inches ('cm' or 'inches')",
    {
      amount: { type: 'number', description: 'Length to convert' },
      from_unit: text("Source unit: 'cm' or 'inches'"),
      to_unit: text("Target unit: 'cm' or 'inches'"),
    },
    ['amount', 'from_unit', 'to_unit'],
  );
  const call = (id: string, name: string, args: object) => ({
    id,
    type: 'function' as const,
    function: { name, arguments: JSON.stringify(args) },
  });
  // One turn: two depth look-ups and one conversion, then the answer.
  const turn: ChatCompletionMessageParam[] = [
    { role: 'user', content: 'Snow at Val Nera and Piz Alt? Also 30 cm in inches.' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        call('a', 'check_snow_depth', { resort: 'Val Nera', unit: 'cm' }),
        call('b', 'check_snow_depth', { resort: 'Piz Alt', unit: 'cm' }),
        call('c', 'convert_length', { amount: 30, from_unit: 'cm', to_unit: 'inches' }),
      ],
    },
    { role: 'tool', tool_call_id: 'a', content: '{"depth": 80}' },
    { role: 'tool', tool_call_id: 'b', content: '{"depth": 120}' },
    { role: 'tool', tool_call_id: 'c', content: '{"converted": 11.8}' },
    { role: 'assistant', content: 'Val Nera 80 cm, Piz Alt 120 cm; 30 cm is 11.8 inches.' },
  ];

  it('asks the older tool again with the new option when the newest call already has it', () => {
    const both = [
      ['check_snow_depth', { resort: 'Val Nera', unit: 'inches' }],
      ['check_snow_depth', { resort: 'Piz Alt', unit: 'inches' }],
    ];
    expect(calls('How about in inches?', [snow, convert], turn)).toEqual(both);
    expect(calls('And in inches?', [snow, convert], turn)).toEqual(both);
  });

  it("asks the older tool again when the word matched the newest tool, which lacks a value (the option is the older tool's too)", () => {
    const depth = fn('check_snow_depth', 'Snow depth at a ski resort', {
      resort: text('Resort name'),
      unit: text("Unit: 'cm' or 'inches'"),
    });
    const length = fn(
      'convert_length',
      'Convert a length between centimetres and inches',
      convert.parameters!.properties as Record<string, unknown>,
      ['amount', 'from_unit', 'to_unit'],
    );
    expect(calls('And in inches?', [depth, length], turn)).toEqual([
      ['check_snow_depth', { resort: 'Val Nera', unit: 'inches' }],
      ['check_snow_depth', { resort: 'Piz Alt', unit: 'inches' }],
    ]);
  });
  it("tries at most four of the turn's tools, the newest first, so a turn of many tools stays quick", () => {
    const gauges = [1, 2, 3, 4].map((n) =>
      fn(`read_gauge_${n}`, "Snow gauge reading, in centimetres or inches ('cm' or 'inches')", {
        resort: text('Resort name'),
        unit: text("Unit: 'cm' or 'inches'"),
      }),
    );
    const many: ChatCompletionMessageParam[] = [
      { role: 'user', content: 'Snow everywhere?' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          call('a', 'check_snow_depth', { resort: 'Val Nera', unit: 'cm' }),
          ...gauges.map((g, i) => call(`g${i}`, g.name, { resort: 'Val Nera', unit: 'inches' })),
          call('c', 'convert_length', { amount: 30, from_unit: 'cm', to_unit: 'inches' }),
        ],
      },
      { role: 'assistant', content: 'Done.' },
    ];
    expect(calls('And in inches?', [snow, ...gauges, convert], many)).toEqual([]);
  });
});
