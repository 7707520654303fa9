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
});
