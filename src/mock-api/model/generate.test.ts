// Behaviour of the mock model: which tools it calls, with which arguments, and what it answers.
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import type { ChatCompletionMessageParam, FunctionDefinition } from '@loopscope/wire/chat-types';
import { SEED_FINAL_TEXT } from '../scenarios/seed-weather.ts';
import { seedFixture } from '../testing/harness.ts';
import { generateReply, type ModelInput } from './generate.ts';

const NOW = new Date('2026-11-29T12:00:00Z');
const seedTools = (seedFixture('1-request.json').tools as { function: FunctionDefinition }[]).map((t) => t.function);

function ask(request: string, over: Partial<ModelInput> = {}, history: ChatCompletionMessageParam[] = []) {
  return generateReply({
    messages: [
      { role: 'system', content: 'You are a helpful weather assistant.' },
      ...history,
      { role: 'user', content: request },
    ],
    tools: seedTools,
    toolChoice: undefined,
    parallelToolCalls: true,
    responseFormat: undefined,
    now: NOW,
    ...over,
  });
}

const parsedCalls = (reply: ReturnType<typeof generateReply>) =>
  reply.toolCalls.map((c) => ({ name: c.name, args: JSON.parse(c.arguments) }));

/** Plays the loop: answers each call with `results(name, args)` until the model writes text. */
function loop(
  request: string,
  results: (name: string, args: Record<string, unknown>) => unknown,
  over: Partial<ModelInput> = {},
) {
  const history: ChatCompletionMessageParam[] = [];
  const turns: ReturnType<typeof generateReply>[] = [];
  for (let i = 0; i < 10; i++) {
    const reply = generateReply({
      messages: [{ role: 'user', content: request }, ...history],
      tools: seedTools,
      toolChoice: undefined,
      parallelToolCalls: true,
      responseFormat: undefined,
      now: NOW,
      ...over,
    });
    turns.push(reply);
    if (reply.finishReason === 'stop') return turns;
    const calls = reply.toolCalls.map((c, k) => ({ id: `call_${i}_${k}`, type: 'function' as const, function: c }));
    history.push({ role: 'assistant', content: null, tool_calls: calls });
    for (const c of calls)
      history.push({
        role: 'tool',
        tool_call_id: c.id,
        content: JSON.stringify(results(c.function.name, JSON.parse(c.function.arguments))),
      });
  }
  throw new Error('the loop did not end');
}

const seedResults = (name: string, args: Record<string, unknown>) =>
  name === 'convert_temperature'
    ? { original: args.value, converted: 64.4, from_unit: args.from_unit, to_unit: args.to_unit }
    : args.city === 'Berlin'
      ? { city: 'Berlin', temperature: 18, unit: '°C', condition: 'Partly cloudy', humidity: 65 }
      : { city: 'Tokyo', temperature: 28, unit: '°C', condition: 'Sunny', humidity: 45 };

describe('the mock model', () => {
  it('plans the seed request on its own: two parallel get_weather calls and one conversion', () => {
    expect(parsedCalls(ask("What's the weather in Berlin and Tokyo? Also, convert 18°C to Fahrenheit."))).toEqual([
      { name: 'get_weather', args: { city: 'Berlin', unit: 'celsius' } },
      { name: 'get_weather', args: { city: 'Tokyo', unit: 'celsius' } },
      { name: 'convert_temperature', args: { value: 18, from_unit: 'celsius', to_unit: 'fahrenheit' } },
    ]);
  });

  it('writes the seed final answer from the tool results alone', () => {
    const turns = loop("What's the weather in Berlin and Tokyo? Also, convert 18°C to Fahrenheit.", seedResults);
    expect(turns).toHaveLength(2);
    expect(turns[1]!.content).toBe(SEED_FINAL_TEXT);
  });

  it('makes one call per turn when parallel_tool_calls is false', () => {
    const turns = loop("What's the weather in Berlin and Tokyo? Also, convert 18°C to Fahrenheit.", seedResults, {
      parallelToolCalls: false,
    });
    expect(turns.map((t) => t.toolCalls.length)).toEqual([1, 1, 1, 0]);
    expect(turns.slice(0, 3).map((t) => JSON.parse(t.toolCalls[0]!.arguments).city ?? t.toolCalls[0]!.name)).toEqual([
      'Berlin',
      'Tokyo',
      'convert_temperature',
    ]);
    expect(turns[3]!.content).toBe(SEED_FINAL_TEXT);
  });

  it('says so when a tool result is an error', () => {
    const turns = loop('What is the weather in Atlantis?', () => ({ error: 'City not found: Atlantis' }));
    expect(turns[turns.length - 1]!.content).toContain('the get_weather call failed (City not found: Atlantis)');
  });

  it('follows up on a place with the tool used before ("What about Paris?")', () => {
    const history = weatherHistory();
    expect(parsedCalls(ask('What about Paris?', {}, history))).toEqual([
      { name: 'get_weather', args: { city: 'Paris', unit: 'celsius' } },
    ]);
  });

  it('follows up on a place a Korean particle is written onto ("Bergen은요?" is "What about Bergen?")', () => {
    const history = weatherHistory();
    expect(parsedCalls(ask('Bergen은요?', {}, history))).toEqual([
      { name: 'get_weather', args: { city: 'Bergen', unit: 'celsius' } },
    ]);
    expect(parsedCalls(ask('그럼 Lyon에서는요?', {}, history))).toEqual([
      { name: 'get_weather', args: { city: 'Lyon', unit: 'celsius' } },
    ]);
  });

  it('asks the call before again for a follow-up whose word-matched tool would lack a value (en, pl)', () => {
    // "Fahrenheit" is a word of convert_temperature's, which needs a number: the follow-up asks for the weather again.
    const weather = [{ name: 'get_weather', args: { city: 'Bergen', unit: 'fahrenheit' } }];
    expect(parsedCalls(ask('What about Bergen in Fahrenheit?', {}, weatherHistory()))).toEqual(weather);
    expect(parsedCalls(ask('And Bergen, in Fahrenheit please', {}, weatherHistory()))).toEqual(weather);
    expect(parsedCalls(ask('A w Bergen, w stopniach Fahrenheita?', {}, weatherHistory()))).toEqual(weather);
    // With no call before, there is nothing to ask again: the request's own tool asks for what it lacks.
    expect(ask('What about Bergen in Fahrenheit?').toolCalls).toEqual([]);
  });

  it('keeps a follow-up that names a new task on that task, though it lacks values ("And for Paris, book a hotel")', () => {
    const bookHotel: FunctionDefinition = {
      name: 'book_hotel',
      description: 'Book a hotel room in a city',
      parameters: {
        type: 'object',
        properties: { city: { type: 'string' }, check_in: { type: 'string' }, nights: { type: 'integer' } },
        required: ['city', 'check_in', 'nights'],
      },
    };
    // "book" and "hotel" are book_hotel's words, not get_weather's: the request asks for the booking's dates.
    for (const request of ['And for Paris, book me a hotel', 'What about booking a hotel in Oslo?']) {
      const reply = ask(request, { tools: [...seedTools, bookHotel] }, weatherHistory());
      expect(reply.toolCalls).toEqual([]);
      expect(reply.content).toContain('book_hotel');
    }
    // "Convert" is convert_temperature's own word: it asks for the number rather than the weather again.
    expect(ask('What about Lisbon? Convert it to Fahrenheit', {}, weatherHistory()).toolCalls).toEqual([]);
  });

  it('keeps a new task worded after "and" as its own, even when it lacks a value', () => {
    const bookTable: FunctionDefinition = {
      name: 'book_table',
      description: 'Book a restaurant table',
      parameters: {
        type: 'object',
        properties: { city: { type: 'string' }, time: { type: 'string', description: 'Time, HH:MM' } },
        required: ['city', 'time'],
      },
    };
    const reply = ask('And book a table in Paris', { tools: [...seedTools, bookTable] }, weatherHistory());
    expect(reply.toolCalls).toEqual([]);
    expect(reply.content).toContain('book_table');
  });

  it('asks the call before again for a last sentence that follows up in Polish or Korean ("A w …?", "…은요?")', () => {
    const both = [
      { name: 'get_weather', args: { city: 'Oslo', unit: 'celsius' } },
      { name: 'get_weather', args: { city: 'Bergen', unit: 'celsius' } },
    ];
    expect(parsedCalls(ask('Jaka jest pogoda w Oslo? A w Bergen?'))).toEqual(both);
    expect(parsedCalls(ask('Oslo 날씨 보여줘. Bergen은요?'))).toEqual(both);
    // An English sentence opening with the article "A" is no follow-up.
    expect(parsedCalls(ask("What's the weather in Oslo? A city I love."))).toEqual([both[0]]);
  });

  it('honours tool_choice: none, required and a named function', () => {
    const none = ask("What's the weather in Berlin?", { toolChoice: 'none' });
    expect(none.toolCalls).toEqual([]);
    expect(none.content).toContain('tool_choice is "none"');
    const required = ask('Tell me a joke.', { toolChoice: 'required' });
    expect(required.toolCalls.map((c) => c.name)).toEqual(['get_weather']);
    const named = ask("What's the weather in Berlin?", {
      toolChoice: { type: 'function', function: { name: 'convert_temperature' } },
    });
    expect(named.toolCalls.map((c) => c.name)).toEqual(['convert_temperature']);
    const auto = ask('Tell me a joke.');
    expect(auto.finishReason).toBe('stop');
    expect(auto.content).toContain('None of my tools (get_weather, convert_temperature)');
  });

  it('answers plainly and identically without tools', () => {
    const a = ask('Who wrote Hamlet?', { tools: [] });
    expect(a.finishReason).toBe('stop');
    expect(a.content).toBe(ask('Who wrote Hamlet?', { tools: [] }).content);
    expect(ask('hi', { tools: [] }).content).toMatch(/^Hello!/);
  });

  it('extracts enums, numbers with units, booleans, dates and unknown capitalised places', () => {
    const forecast: FunctionDefinition = {
      name: 'get_forecast',
      description: 'Weather forecast for a city',
      parameters: {
        type: 'object',
        properties: {
          city: { type: 'string' },
          days: { type: 'integer', minimum: 1, maximum: 14 },
          units: { type: 'string', enum: ['metric', 'imperial'] },
          include_wind: { type: 'boolean' },
          start_date: { type: 'string', format: 'date' },
        },
        required: ['city', 'days', 'units', 'include_wind', 'start_date'],
        additionalProperties: false,
      },
      strict: true,
    };
    const reply = ask('Give me a 5 day forecast for Reykjavik in fahrenheit from tomorrow, including wind.', {
      tools: [forecast],
    });
    expect(parsedCalls(reply)).toEqual([
      {
        name: 'get_forecast',
        args: { city: 'Reykjavik', days: 5, units: 'imperial', include_wind: true, start_date: '2026-11-30' },
      },
    ]);
    const without = ask('Forecast for Oslo without wind, 3 days from today.', { tools: [forecast] });
    expect(JSON.parse(without.toolCalls[0]!.arguments)).toMatchObject({
      city: 'Oslo',
      days: 3,
      include_wind: false,
      units: 'metric',
    });
  });

  it('returns JSON matching a response_format schema', () => {
    const schema = {
      type: 'object',
      properties: {
        city: { type: 'string' },
        temperature: { type: 'number' },
        sunny: { type: 'boolean' },
        notes: { type: ['string', 'null'] },
      },
      required: ['city', 'temperature', 'sunny', 'notes'],
      additionalProperties: false,
    };
    const reply = ask('It is 21 degrees and sunny in Lisbon.', {
      tools: [],
      responseFormat: { type: 'json_schema', json_schema: { name: 'report', schema, strict: true } },
    });
    const value = JSON.parse(reply.content!);
    expect(new Ajv({ strict: false }).validate(schema, value)).toBe(true);
    expect(value).toMatchObject({ city: 'Lisbon', temperature: 21 });
    const plain = ask('Reply in JSON please', { tools: [], responseFormat: { type: 'json_object' } });
    expect(typeof JSON.parse(plain.content!).answer).toBe('string');
  });

  it('produces strict arguments that always validate against their schema (ajv), whatever the request says', () => {
    const ajv = new Ajv({ strict: false });
    const tool: FunctionDefinition = {
      name: 'book_trip',
      description: 'Book a trip to a city on a date',
      parameters: {
        type: 'object',
        properties: {
          destination: { type: 'string' },
          travellers: { type: 'integer', minimum: 1, maximum: 9 },
          class: { type: 'string', enum: ['economy', 'business'] },
          date: { type: 'string', format: 'date' },
          flexible: { type: 'boolean' },
          budget: { type: ['number', 'null'] },
          stops: { type: 'array', items: { type: 'string' } },
          contact: {
            type: 'object',
            properties: { email: { type: 'string' }, phone: { type: ['string', 'null'] } },
            required: ['email', 'phone'],
            additionalProperties: false,
          },
        },
        required: ['destination', 'travellers', 'class', 'date', 'flexible', 'budget', 'stops', 'contact'],
        additionalProperties: false,
      },
      strict: true,
    };
    const validate = ajv.compile(tool.parameters!);
    const word = fc.constantFrom(
      'book',
      'trip',
      'Paris',
      'Tokyo and Milan',
      '3',
      '-2',
      '12.5',
      'business',
      'tomorrow',
      'flexible',
      'not',
      '°C',
      'Mr Smith',
      'a@b.co',
      '',
      '2027-01-05',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(word, fc.string()), { maxLength: 12 }), (parts) => {
        const reply = ask(`Book a trip ${parts.join(' ')}`, { tools: [tool], toolChoice: 'required' });
        for (const call of reply.toolCalls)
          expect(validate(JSON.parse(call.arguments)), JSON.stringify(validate.errors)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the mock model after tool results, with any tools', () => {
  const weather: FunctionDefinition = {
    name: 'get_weather',
    description: 'Current weather for a city',
    parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  };
  const transfer: FunctionDefinition = {
    name: 'transfer_to_Weather_agent',
    parameters: { type: 'object', properties: {} },
  };
  const answered = (
    calls: { id: string; name: string; args: unknown; result: string }[],
  ): ChatCompletionMessageParam[] => [
    {
      role: 'assistant',
      content: null,
      tool_calls: calls.map((c) => ({
        id: c.id,
        type: 'function' as const,
        function: { name: c.name, arguments: JSON.stringify(c.args) },
      })),
    },
    ...calls.map((c) => ({ role: 'tool' as const, tool_call_id: c.id, content: c.result })),
  ];
  const paris = {
    id: 'c1',
    name: 'get_weather',
    args: { city: 'Paris' },
    result: '{"city":"Paris","temperature_c":17,"condition":"light drizzle","humidity":81}',
  };
  const handed = { id: 'c2', name: 'transfer_to_Weather_agent', args: {}, result: '{"assistant":"Weather agent"}' };
  const run = (
    system: string,
    history: ChatCompletionMessageParam[],
    tools: FunctionDefinition[],
    over: Partial<ModelInput> = {},
  ) =>
    generateReply({
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: 'What is the weather in Paris?' },
        ...history,
      ],
      tools,
      toolChoice: undefined,
      parallelToolCalls: true,
      responseFormat: undefined,
      now: NOW,
      ...over,
    });

  it('hands over when told to, and the specialist answers without listing the hand-over as a finding', () => {
    const triage = run('Look the weather up, then hand over to the weather agent.', answered([paris]), [
      weather,
      transfer,
    ]);
    expect(triage.toolCalls.map((c) => c.name)).toEqual(['transfer_to_Weather_agent']);
    const specialist = run('You are the weather agent.', answered([paris, handed]), []);
    expect(specialist.content).toBe("Here's what I found:\n\n**Paris**: 17°C, light drizzle, humidity at 81%.");
    // Handed nothing but the transfer: it works from the request, it does not report the transfer.
    const bare = run('You are the weather agent.', answered([handed]), [weather]);
    expect(bare.toolCalls.map((c) => c.name)).toEqual(['get_weather']);
  });

  it('says the tool failed when an SDK reports a thrown tool, rather than quoting it as data', () => {
    const failed = run(
      'You are helpful.',
      answered([{ ...paris, result: 'An error occurred while running the tool. Please try again.' }]),
      [weather],
    );
    expect(failed.content).toBe(
      "**Paris**: the get_weather call failed (An error occurred while running the tool), so I can't tell you that part.\n\nWant me to try again?",
    );
  });

  it('fills a structured reply from the fields that mean each property, and its note says which filled which', () => {
    const schema = {
      type: 'object',
      properties: {
        city: { type: 'string' },
        temperature_c: { type: 'number' },
        condition: { type: 'string' },
        country: { type: ['string', 'null'] },
      },
      required: ['city', 'temperature_c', 'condition', 'country'],
      additionalProperties: false,
    };
    const reply = run('You are helpful.', answered([paris]), [weather], {
      responseFormat: { type: 'json_schema', json_schema: { name: 'weather', schema, strict: true } },
    });
    expect(JSON.parse(reply.content!)).toEqual({
      city: 'Paris',
      temperature_c: 17,
      condition: 'light drizzle',
      country: null,
    });
    expect(reply.explanation).toBe(
      "every planned call has a result: writing the final answer; structured reply from the results: city from 'get_weather.city', temperature_c from 'get_weather.temperature_c', condition from 'get_weather.condition'; in no result: country (null)",
    );
  });
});

/** A finished weather question about Berlin: the conversation a follow-up continues. */
function weatherHistory(): ChatCompletionMessageParam[] {
  return [
    { role: 'user', content: "What's the weather in Berlin?" },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: 'call_1',
          type: 'function',
          function: { name: 'get_weather', arguments: '{"city":"Berlin","unit":"celsius"}' },
        },
      ],
    },
    { role: 'tool', tool_call_id: 'call_1', content: '{"city":"Berlin","temperature":18}' },
    { role: 'assistant', content: 'Berlin is 18°C.' },
  ];
}
