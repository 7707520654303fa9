// The mock model on tools written for these tests: arguments by kind, loop ending, asking when a value is missing.
import { describe, expect, it } from 'vitest';
import type { ChatCompletionMessageParam, FunctionDefinition } from '@loopscope/wire/chat-types';
import { generateReply } from '../generate.ts';
import { fn, NOW } from '../test-tools.ts';

function reply(request: string, tools: FunctionDefinition[], history: ChatCompletionMessageParam[] = []) {
  return generateReply({
    messages: [{ role: 'user', content: request }, ...history],
    tools,
    toolChoice: undefined,
    parallelToolCalls: true,
    responseFormat: undefined,
    now: NOW,
  });
}
const argsOf = (r: ReturnType<typeof generateReply>) =>
  r.toolCalls.map((c) => ({ name: c.name, args: JSON.parse(c.arguments) as Record<string, unknown> }));

const stock = fn(
  'get_stock_price',
  'Current price of a stock',
  {
    ticker: { type: 'string', description: 'Stock ticker symbol' },
    currency: { type: 'string', enum: ['USD', 'EUR', 'GBP'] },
  },
  ['ticker'],
);
const email = fn(
  'send_email',
  'Send an email message',
  {
    to: { type: 'string', format: 'email' },
    subject: { type: 'string' },
    body: { type: 'string', description: 'Message text' },
    urgent: { type: 'boolean' },
  },
  ['to', 'body'],
);
const forecast = fn(
  'lookup_forecast',
  'Weather forecast for a place',
  {
    location: { type: 'string', description: "The place, in the format 'City, State', e.g. 'Houston, TX'" },
    day: { type: 'string', description: 'Day in YYYY-MM-DD' },
  },
  ['location'],
);
const timer = fn(
  'start_timer',
  'Start a countdown timer',
  { minutes: { type: 'integer', description: 'Length in minutes' }, label: { type: 'string' } },
  ['minutes'],
);
const invite = fn(
  'invite_people',
  'Invite people to a meeting',
  { attendees: { type: 'array', items: { type: 'string' }, description: 'Names of people' } },
  ['attendees'],
);

describe('argument understanding on unseen tools', () => {
  it('reads a ticker and a currency named in words, and leaves unmentioned optional parameters out', () => {
    expect(argsOf(reply('What is the price of NVDA stock in euros?', [stock]))).toEqual([
      { name: 'get_stock_price', args: { ticker: 'NVDA', currency: 'EUR' } },
    ]);
    expect(argsOf(reply('What is the price of NVDA stock?', [stock]))).toEqual([
      { name: 'get_stock_price', args: { ticker: 'NVDA' } },
    ]);
  });

  it('fills an email address, a quoted subject and a body from different parts of the request', () => {
    const [call] = argsOf(
      reply("Send an email to ana@example.org with subject 'Lunch' saying see you at noon", [email]),
    );
    expect(call!.args).toMatchObject({ to: 'ana@example.org', subject: 'Lunch', body: 'see you at noon' });
  });

  it('writes places in the shape the description asks for, and dates as ISO', () => {
    const [call] = argsOf(reply('Forecast for Boston tomorrow please', [forecast]));
    expect(call!.args).toEqual({ location: 'Boston, MA', day: '2026-11-30' });
  });

  it('takes the number whose unit matches and turns "A, B and C" into an array', () => {
    expect(argsOf(reply('Start a timer for 25 minutes', [timer]))[0]!.args).toEqual({ minutes: 25 });
    expect(argsOf(reply('Invite Maria Lopez, John Smith and Wei Chen to the meeting', [invite]))[0]!.args).toEqual({
      attendees: ['Maria Lopez', 'John Smith', 'Wei Chen'],
    });
  });

  it('makes one call per place named together, and none when no tool fits', () => {
    expect(argsOf(reply('Forecast for Boston and Detroit', [forecast])).map((c) => c.args.location)).toEqual([
      'Boston, MA',
      'Detroit, MI',
    ]);
    const none = reply('Tell me a joke about cats', [stock, timer]);
    expect(none.toolCalls).toEqual([]);
    expect(none.content).toContain('None of my tools');
  });

  it('asks for a required value the request does not give instead of guessing it', () => {
    const r = reply('What is the stock price today?', [stock]);
    expect(r.toolCalls).toEqual([]);
    expect(r.content).toContain('`ticker`');
  });
});

describe('the loop-ending rule', () => {
  const weather = fn('get_weather', 'Get current weather for a city', { city: { type: 'string' } }, ['city']);
  const made = (calls: [string, string][]): ChatCompletionMessageParam[] => [
    {
      role: 'assistant',
      content: null,
      tool_calls: calls.map(([id, args]) => ({
        id,
        type: 'function' as const,
        function: { name: 'get_weather', arguments: args },
      })),
    },
    ...calls.map(([id]) => ({ role: 'tool' as const, tool_call_id: id, content: '{"temperature":20}' })),
  ];

  it('counts a call answered when its arguments were edited at a breakpoint', () => {
    const r = reply(
      'Weather in Berlin and Tokyo?',
      [weather],
      made([
        ['c1', '{"city":"Vienna"}'],
        ['c2', '{"city":"Tokyo"}'],
      ]),
    );
    expect(r.finishReason).toBe('stop');
  });

  it('counts a call answered when a client reordered or reformatted its arguments', () => {
    const tool = fn(
      'get_weather',
      'Get current weather for a city',
      { city: { type: 'string' }, unit: { type: 'string', enum: ['c', 'f'] } },
      ['city'],
    );
    const history = made([['c1', '{ "unit" : "f",\n "city": "Berlin" }']]);
    expect(reply('Weather in Berlin in f', [tool], history).finishReason).toBe('stop');
  });

  it('still makes the calls that have no result yet', () => {
    const r = reply('Weather in Berlin and Tokyo?', [weather], made([['c1', '{"city":"Vienna"}']]));
    expect(argsOf(r)).toEqual([{ name: 'get_weather', args: { city: 'Tokyo' } }]);
  });
});

describe('structured replies after tool results', () => {
  it('fills a json_schema reply from the results, for any tool, and it validates', async () => {
    const { Ajv } = await import('ajv');
    const schema = {
      type: 'object',
      properties: {
        temp: { type: 'number' },
        conditions: { type: 'string' },
        places: {
          type: 'array',
          items: {
            type: 'object',
            properties: { city: { type: 'string' }, temperature: { type: 'number' } },
            required: ['city', 'temperature'],
            additionalProperties: false,
          },
        },
      },
      required: ['temp', 'conditions', 'places'],
      additionalProperties: false,
    };
    const r = generateReply({
      messages: [
        { role: 'user', content: 'How warm is it in Oslo?' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'c1', type: 'function', function: { name: 'read_sensor', arguments: '{"city":"Oslo"}' } }],
        },
        { role: 'tool', tool_call_id: 'c1', content: '{"city":"Oslo","temperature":20,"condition":"Clear"}' },
      ],
      tools: [fn('read_sensor', 'Read a sensor', { city: { type: 'string' } }, ['city'])],
      toolChoice: undefined,
      parallelToolCalls: true,
      responseFormat: { type: 'json_schema', json_schema: { name: 'report', schema, strict: true } },
      now: NOW,
    });
    const value = JSON.parse(r.content!) as Record<string, unknown>;
    expect(new Ajv({ strict: false }).validate(schema, value)).toBe(true);
    expect(value).toEqual({ temp: 20, conditions: 'Clear', places: [{ city: 'Oslo', temperature: 20 }] });
  });
});
