// The mock model on one invented tool box (ferries, a bakery, parcels, a library): each kind of argument, picking a tool among many, parallel calls.
import { describe, expect, it } from 'vitest';
import type { ChatCompletionToolChoiceOption, FunctionDefinition } from '@loopscope/wire/chat-types';
import { generateReply } from '../generate.ts';
import { fn, NOW } from '../test-tools.ts';

const ferry = fn(
  'book_ferry_crossing',
  'Books seats on a ferry crossing between two harbours',
  {
    departure_port: { type: 'string', description: 'Harbour the ferry leaves from' },
    arrival_port: { type: 'string', description: 'Harbour the ferry arrives at' },
    sailing_date: { type: 'string', description: 'Day of the sailing, YYYY-MM-DD' },
    sailing_time: { type: 'string', description: 'Departure time, HH:MM (24 h)' },
    passengers: { type: 'integer', description: 'Number of passengers' },
    cabin: { type: 'boolean', description: 'Whether to book a cabin' },
  },
  ['departure_port', 'arrival_port', 'sailing_date'],
);
const cake = fn(
  'order_cake',
  'Orders a cake from the bakery',
  {
    flavour: { type: 'string', enum: ['chocolate', 'lemon', 'carrot', 'vanilla'] },
    tiers: { type: 'integer', description: 'How many tiers', default: 1 },
    inscription: { type: 'string', description: 'Text piped on top of the cake' },
    gluten_free: { type: 'boolean', description: 'Bake it without gluten' },
  },
  ['flavour'],
);
const parcel = fn(
  'track_parcel',
  'Shows where a parcel is',
  { tracking_code: { type: 'string', description: 'The carrier tracking code' } },
  ['tracking_code'],
);
const library = fn(
  'reserve_library_books',
  'Reserves books at the public library',
  {
    titles: { type: 'array', items: { type: 'string' }, description: 'Titles of the books' },
    card_holder: { type: 'string', description: 'Full name of the library card holder' },
  },
  ['titles'],
);
const budget = fn(
  'set_renovation_budget',
  'Sets the budget of a renovation project',
  {
    amount: { type: 'number', description: 'Budget in euros' },
    notify_url: { type: 'string', format: 'uri', description: 'Webhook called when the budget is exceeded' },
  },
  ['amount'],
);
const mailer = fn(
  'notify_member',
  'Sends a notice to a club member by email',
  {
    address: { type: 'string', format: 'email' },
    notice: { type: 'string', description: 'The text of the notice' },
  },
  ['address', 'notice'],
);
const shipment = fn(
  'create_shipment',
  'Creates a courier shipment',
  {
    recipient: {
      type: 'object',
      properties: {
        name: { type: 'string', description: 'Full name of the person receiving it' },
        city: { type: 'string', description: 'City to deliver to' },
      },
      required: ['name', 'city'],
    },
    weight_kg: { type: 'number', description: 'Weight in kilograms' },
  },
  ['recipient', 'weight_kg'],
);
const ALL = [ferry, cake, parcel, library, budget, mailer, shipment];

function ask(request: string, tools: FunctionDefinition[] = ALL, toolChoice?: ChatCompletionToolChoiceOption) {
  return generateReply({
    messages: [{ role: 'user', content: request }],
    tools,
    toolChoice,
    parallelToolCalls: true,
    responseFormat: undefined,
    now: NOW,
  });
}
const callsOf = (r: ReturnType<typeof generateReply>) =>
  r.toolCalls.map((c) => [c.name, JSON.parse(c.arguments) as Record<string, unknown>] as const);
const only = (request: string, tools?: FunctionDefinition[]) => {
  const calls = callsOf(ask(request, tools));
  expect(calls).toHaveLength(1);
  return calls[0]!;
};

describe('picking one tool among many', () => {
  it('by its name, its description, or words only its parameters use', () => {
    expect(only('Where is my parcel 1Z999AA10123456784?')[0]).toBe('track_parcel');
    expect(only('I need a lemon cake for Saturday')[0]).toBe('order_cake');
    // "sailing" is only in its parameters' names, "harbour" in its description and its parameters' descriptions.
    expect(only('Which sailing leaves the harbour at Oban for Craignure on 2026-12-05?')).toEqual([
      'book_ferry_crossing',
      { departure_port: 'Oban', arrival_port: 'Craignure', sailing_date: '2026-12-05' },
    ]);
  });

  it('and none when nothing fits, saying so in text', () => {
    const r = ask('What is the capital of Peru?');
    expect(r.toolCalls).toEqual([]);
    expect(r.content).toMatch(/tool/i);
    expect(r.explanation).toBe('no tool matches the request');
  });
});

describe('each kind of argument', () => {
  it('"from X to Y", a date, a 12-hour time as the HH:MM asked for, a head count and a yes said in words', () => {
    const [, args] = only(
      'Book a ferry from Oban to Craignure on 5 December 2026 at 6:45 pm for 3 passengers, with a cabin',
    );
    expect(args).toEqual({
      departure_port: 'Oban',
      arrival_port: 'Craignure',
      sailing_date: '2026-12-05',
      sailing_time: '18:45',
      passengers: 3,
      cabin: true,
    });
  });

  it('an enum value, a quoted inscription, a negation, and an optional default left out when not said', () => {
    const [, args] = only("Order a carrot cake with 'Happy 40th, Ines' on top, not gluten free");
    expect(args).toEqual({ flavour: 'carrot', inscription: 'Happy 40th, Ines', gluten_free: false });
  });

  it('a number with a scale, and a link', () => {
    const [, args] = only(
      'Set the renovation budget to 12.5k and call https://hooks.example.net/budget when it is exceeded',
    );
    expect(args).toEqual({ amount: 12500, notify_url: 'https://hooks.example.net/budget' });
  });

  it('a code as written', () => {
    expect(only('Track parcel JD014600003828849302')[1]).toEqual({ tracking_code: 'JD014600003828849302' });
  });

  it('an email address and the text after its cue', () => {
    const [, args] = only('Notify member olga@rowing.example with the notice: practice moves to 7am');
    expect(args).toEqual({ address: 'olga@rowing.example', notice: 'practice moves to 7am' });
  });

  it('a list of quoted titles as an array, and a person', () => {
    const [, args] = only("Reserve 'Moby-Dick', 'Middlemarch' and 'Beloved' at the library for Amara Okafor");
    expect(args).toEqual({ titles: ['Moby-Dick', 'Middlemarch', 'Beloved'], card_holder: 'Amara Okafor' });
    const [, bulleted] = only(
      "Reserve these library books:\n- 'Persuasion'\n- 'Kindred'\nThe card is in the name of Amara Okafor.",
    );
    expect(bulleted).toEqual({ titles: ['Persuasion', 'Kindred'], card_holder: 'Amara Okafor' });
  });

  it('a nested object filled from a person and a place, next to a converted weight', () => {
    const [, args] = only('Create a shipment of 2500 g to Lena Fischer in Hamburg');
    expect(args).toEqual({ recipient: { name: 'Lena Fischer', city: 'Hamburg' }, weight_kg: 2.5 });
  });
});

describe('several things at once', () => {
  it('makes one call per task, each with its own arguments', () => {
    const calls = callsOf(ask('Track parcel 1Z999AA10123456784, and also order a vanilla cake with 3 tiers.'));
    expect(calls).toEqual([
      ['track_parcel', { tracking_code: '1Z999AA10123456784' }],
      ['order_cake', { flavour: 'vanilla', tiers: 3 }],
    ]);
  });

  it('never repeats an identical call in one turn', () => {
    const calls = callsOf(ask('Track parcel 1Z999AA10123456784. Also track parcel 1Z999AA10123456784 again.'));
    expect(calls).toEqual([['track_parcel', { tracking_code: '1Z999AA10123456784' }]]);
  });
});

describe('tool_choice', () => {
  it('"none" answers in text, a named function is called even when another fits better, "required" calls something', () => {
    expect(ask('Track parcel 1Z999AA10123456784', ALL, 'none').toolCalls).toEqual([]);
    const named = callsOf(
      ask('Track parcel 1Z999AA10123456784', ALL, { type: 'function', function: { name: 'order_cake' } }),
    );
    expect(named.map(([name]) => name)).toEqual(['order_cake']);
    expect(ask('Hello there', ALL, 'required').toolCalls).toHaveLength(1);
    expect(ask('Hello there', ALL, 'auto').toolCalls).toHaveLength(0);
  });
});

describe('the answer after the results', () => {
  it("uses the fields of any tool's result, and says which call failed", () => {
    const r = generateReply({
      messages: [
        { role: 'user', content: 'Track parcels 1Z999AA10123456784 and JD014600003828849302' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'p1',
              type: 'function',
              function: { name: 'track_parcel', arguments: '{"tracking_code":"1Z999AA10123456784"}' },
            },
            {
              id: 'p2',
              type: 'function',
              function: { name: 'track_parcel', arguments: '{"tracking_code":"JD014600003828849302"}' },
            },
          ],
        },
        {
          role: 'tool',
          tool_call_id: 'p1',
          content: '{"status":"out for delivery","depot":"Leipzig hub","eta":"2026-12-02"}',
        },
        { role: 'tool', tool_call_id: 'p2', content: '{"error":"unknown tracking code"}' },
      ],
      tools: ALL,
      toolChoice: undefined,
      parallelToolCalls: true,
      responseFormat: undefined,
      now: NOW,
    });
    expect(r.toolCalls).toEqual([]);
    expect(r.content).toContain('out for delivery');
    expect(r.content).toContain('Leipzig hub');
    expect(r.content).toMatch(/track_parcel call failed \(unknown tracking code\)/);
  });
});
