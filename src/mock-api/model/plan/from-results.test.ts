// Values an earlier tool result gives a later request (a boiler's sensor and a converter, invented here), in English,
// Polish and Korean; and the requests that must still ask.
import { describe, expect, it } from 'vitest';
import type { ChatCompletionMessageParam } from '@loopscope/wire/chat-types';
import { generateReply } from '../generate.ts';
import { fn, NOW, text } from '../test-tools.ts';

// Options named in the description, not an enum: a scale the request leaves unsaid is missing (an enum would default).
const scale = (description: string) => ({
  type: 'string',
  description: `${description}: 'celsius', 'fahrenheit' or 'kelvin'`,
});
const readSensor = fn('read_sensor', 'Read a sensor', { sensor: text('Sensor name') }, ['sensor']);
const convert = fn(
  'convert_reading',
  'Convert a temperature between scales',
  {
    amount: { type: 'number', description: 'Temperature to convert' },
    from_scale: scale('Scale it is in'),
    to_scale: scale('Scale wanted'),
  },
  ['amount', 'from_scale', 'to_scale'],
);
const tools = [readSensor, convert];

/** A conversation that read the sensors named, each result as given, then answered. */
function after(results: Record<string, Record<string, unknown>>): ChatCompletionMessageParam[] {
  const entries = Object.entries(results);
  return [
    { role: 'user', content: `Read ${entries.map(([s]) => s).join(' and ')}` },
    {
      role: 'assistant',
      content: null,
      tool_calls: entries.map(([sensor], i) => ({
        id: `call_${i}`,
        type: 'function' as const,
        function: { name: 'read_sensor', arguments: JSON.stringify({ sensor }) },
      })),
    },
    ...entries.map(([, result], i) => ({
      role: 'tool' as const,
      tool_call_id: `call_${i}`,
      content: JSON.stringify(result),
    })),
    { role: 'assistant', content: 'Done.' },
  ];
}

function calls(request: string, history: ChatCompletionMessageParam[]) {
  const reply = generateReply({
    messages: [...history, { role: 'user', content: request }],
    tools,
    toolChoice: undefined,
    parallelToolCalls: true,
    responseFormat: undefined,
    now: NOW,
  });
  return {
    calls: reply.toolCalls.map((c) => [c.name, JSON.parse(c.arguments)]),
    content: reply.content,
    explanation: reply.explanation,
  };
}

const boiler = { boiler: { sensor: 'boiler', temperature_c: 71, pressure_bar: 1.4 } };
const converted = [['convert_reading', { amount: 71, from_scale: 'celsius', to_scale: 'fahrenheit' }]];

describe('values from an earlier tool result', () => {
  it('takes the number and its unit from the result the request names', () => {
    const history = after({ ...boiler, attic: { sensor: 'attic', temperature_c: 12 } });
    expect(calls("Convert the boiler's temperature to fahrenheit", history).calls).toEqual(converted);
    // The note says where each value came from, under the rule's fixed words (the timeline translates them).
    expect(calls("Convert the boiler's temperature to fahrenheit", history).explanation).toContain(
      "amount from 'temperature_c: 71' (a value of an earlier tool result)",
    );
    expect(calls('Convert the attic temperature to kelvin', history).calls).toEqual([
      ['convert_reading', { amount: 12, from_scale: 'celsius', to_scale: 'kelvin' }],
    ]);
  });

  it('takes the newest result when the request points at it (en, pl, ko)', () => {
    const history = after(boiler);
    expect(calls('Convert that to fahrenheit', history).calls).toEqual(converted);
    expect(calls('Przelicz to na Fahrenheita', history).calls).toEqual(converted);
    expect(calls('그걸 화씨로 바꿔줘', history).calls).toEqual(converted);
  });

  it('still asks when the request names no result, a value fits twice, or the target is unsaid', () => {
    expect(calls('Convert a temperature to fahrenheit', after(boiler)).calls).toEqual([]);
    const twoTemperatures = after({ boiler: { sensor: 'boiler', temperature_in_c: 71, temperature_out_c: 55 } });
    expect(calls("Convert the boiler's temperature to fahrenheit", twoTemperatures).calls).toEqual([]);
    // The measured unit is where the value comes from, never where it goes.
    const unsaid = calls("Convert the boiler's temperature", after(boiler));
    expect(unsaid.calls).toEqual([]);
    expect(unsaid.content).toContain('to_scale');
  });

  it("takes no target from the result's own fields, and no number JSON cannot write", () => {
    // The result says its scale; the request names a scale the tool lacks: where the value goes is still unsaid.
    const withScale = after({ boiler: { sensor: 'boiler', temperature_c: 71, scale: 'celsius' } });
    const unsaid = calls('Convert it to rankine', withScale);
    expect(unsaid.calls).toEqual([]);
    expect(unsaid.content).toContain('to_scale');
    // 1e400 parses as Infinity, which JSON writes as null: no value to take.
    const infinite = after(boiler).map((m) =>
      m.role === 'tool' ? { ...m, content: '{"sensor":"boiler","temperature_c":1e400}' } : m,
    );
    expect(calls('Convert that to kelvin', infinite).calls).toEqual([]);
  });
});

describe('a guessed source option and the unit of the value taken', () => {
  const priceOf = fn('lookup_price', 'Look up the price of a product', { product: text('Product name') }, ['product']);
  const currencies = { type: 'string', enum: ['USD', 'EUR', 'GBP'] };
  const exchange = fn(
    'convert_money',
    'Convert money between currencies',
    { amount: { type: 'number' }, from_currency: currencies, to_currency: currencies },
    ['amount', 'from_currency', 'to_currency'],
  );
  const history: ChatCompletionMessageParam[] = [
    { role: 'user', content: 'What does the Larkspur lamp cost?' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        { id: 'c1', type: 'function', function: { name: 'lookup_price', arguments: '{"product":"Larkspur lamp"}' } },
      ],
    },
    { role: 'tool', tool_call_id: 'c1', content: '{"product":"Larkspur lamp","price":64,"currency":"EUR"}' },
    { role: 'assistant', content: 'It costs 64 EUR.' },
  ];
  it('takes the currency the price was in, not the first of the enum', () => {
    const reply = generateReply({
      messages: [...history, { role: 'user', content: "Convert the Larkspur lamp's price to pounds" }],
      tools: [priceOf, exchange],
      toolChoice: undefined,
      parallelToolCalls: true,
      responseFormat: undefined,
      now: NOW,
    });
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
      { amount: 64, from_currency: 'EUR', to_currency: 'GBP' },
    ]);
  });
});
