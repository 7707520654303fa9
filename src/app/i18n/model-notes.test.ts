// The mock model's notes in the learner's language: every note the mock writes for the app's scenarios (first question,
// follow-ups, each tool_choice, one call per turn, the final answer) and for the pinned scenario turns and scripts is read
// whole by the timeline's note reader; the English catalog gives back the mock's own words, Korean and Polish their own.
import { describe, expect, it } from 'vitest';
import { generateReply, type ModelInput } from '@loopscope/mock-api/model/generate';
import { fn } from '@loopscope/mock-api/model/test-tools';
import { explainTurn } from '@loopscope/mock-api/scenarios/reply-script';
import { seedJokeScenario } from '@loopscope/mock-api/scenarios/seed-joke';
import { seedWeatherScenario } from '@loopscope/mock-api/scenarios/seed-weather';
import { describeScriptedTurn } from '@loopscope/wire/model-script';
import { explanationHeaderValue } from '@loopscope/payloads/model-notes/explanation-header';
import type { ChatCompletionMessageParam, FunctionDefinition } from '@loopscope/wire/chat-types';
import { readNote, type NoteKey } from '../../features/timeline';
import { createScenarios } from '../scenarios';
import en from '../../features/timeline/locales/en.json';
import ko from '../../features/timeline/locales/ko.json';
import pl from '../../features/timeline/locales/pl.json';

const NOW = new Date('2026-11-29T12:00:00Z');
const CATALOGS = { en: en.note, ko: ko.note, pl: pl.note } as Record<string, Record<string, string>>;
/** `{{name}}` filled in plainly, as i18next does for these catalogs. */
const translator =
  (language: string) =>
  (key: NoteKey, params: Record<string, string> = {}) =>
    CATALOGS[language]![key]!.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? '');

/** Every note the mock model writes over one scenario's questions, in every way a request can steer it. */
function notesFor(system: string, questions: string[], tools: FunctionDefinition[]): string[] {
  const notes: string[] = [];
  for (const question of questions) {
    const messages: ChatCompletionMessageParam[] = [
      ...(system ? [{ role: 'system' as const, content: system }] : []),
      { role: 'user', content: question },
    ];
    const base: ModelInput = {
      messages,
      tools,
      toolChoice: undefined,
      parallelToolCalls: true,
      responseFormat: undefined,
      now: NOW,
    };
    const first = generateReply(base);
    notes.push(first.explanation);
    notes.push(generateReply({ ...base, parallelToolCalls: false }).explanation);
    notes.push(generateReply({ ...base, toolChoice: 'none' }).explanation);
    notes.push(generateReply({ ...base, tools: [] }).explanation);
    if (tools.length > 0) {
      notes.push(generateReply({ ...base, toolChoice: 'required' }).explanation);
      notes.push(
        generateReply({ ...base, toolChoice: { type: 'function', function: { name: tools[tools.length - 1]!.name } } })
          .explanation,
      );
    }
    if (first.toolCalls.length > 0) {
      // The calls answered: the final answer's note.
      const ids = first.toolCalls.map((_, i) => `call_${i}`);
      const answered: ChatCompletionMessageParam[] = [
        ...messages,
        {
          role: 'assistant',
          content: null,
          tool_calls: first.toolCalls.map((c, i) => ({ id: ids[i]!, type: 'function' as const, function: c })),
        },
        ...ids.map((id) => ({ role: 'tool' as const, tool_call_id: id, content: '{"ok":true}' })),
      ];
      notes.push(generateReply({ ...base, messages: answered }).explanation);
      // A style steer queued while the calls were out (it lands before their results): each kind of ask.
      for (const steer of ['Answer in Polish.', 'Be brief and answer in Korean.', 'Answer in French.']) {
        const steered = [
          ...answered.slice(0, messages.length + 1),
          { role: 'user' as const, content: steer },
          ...answered.slice(messages.length + 1),
        ];
        notes.push(generateReply({ ...base, messages: steered }).explanation);
      }
      notes.push(generateReply({ ...base, messages: answered, toolChoice: 'none' }).explanation);
    }
  }
  return notes;
}

/** The handoff specialist's notes: told to explain a search it is handed, an off-topic hit among them. */
function specialistNotes(): string[] {
  const notes = [
    '- GIL - Python Wiki: The GIL lets one thread run at a time.',
    '- PEP 703 - GIL optional: Proposes CPython without the GIL.',
    '- Berlin - Wikipedia: Berlin is a city.',
  ].join('\n');
  const explain = {
    role: 'system' as const,
    content:
      'You are a Python specialist. Explain the topic in the notes you are given to a beginner, in three sentences.',
  };
  const base: ModelInput = {
    messages: [explain, { role: 'user', content: notes }],
    tools: [],
    toolChoice: undefined,
    parallelToolCalls: true,
    responseFormat: undefined,
    now: NOW,
  };
  return [generateReply(base).explanation];
}

function allNotes(): string[] {
  const notes = new Set<string>();
  for (const scenario of createScenarios()) {
    const { systemPrompt, userMessage, tools } = scenario.config;
    const functions = tools.map((t) => ({
      name: t.name,
      description: t.description,
      parameters: t.parameters as FunctionDefinition['parameters'],
    }));
    const questions = [
      userMessage,
      ...scenario.followUps,
      ...Object.values(scenario.translations ?? {}).flatMap((t) => [t.userMessage, ...t.followUps]),
    ];
    for (const note of notesFor(systemPrompt, questions.filter(Boolean), functions)) notes.add(note);
  }
  // A required value the request does not give: the model asks.
  const weather = {
    name: 'get_weather',
    description: 'Current weather for a city',
    parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  };
  for (const note of notesFor('', ['What is the weather like right now?'], [weather])) notes.add(note);
  // Each way the planner splits a request into several calls (places, amounts, listed values, items named together, a
  // word said again after "and").
  const area = {
    name: 'circle_area',
    description: 'Area of a circle',
    parameters: {
      type: 'object',
      properties: { radius: { type: 'number', description: 'Radius in cm' } },
      required: ['radius'],
    },
  };
  const quote = {
    name: 'stock_quote',
    description: 'Latest price of a stock ticker',
    parameters: {
      type: 'object',
      properties: { ticker: { type: 'string', description: 'Ticker symbol, e.g. AAPL' } },
      required: ['ticker'],
    },
  };
  const court = {
    name: 'book_court',
    description: 'Books a tennis court for a player',
    parameters: {
      type: 'object',
      properties: { player: { type: 'string' }, time: { type: 'string', description: 'Start time, HH:MM' } },
      required: ['player', 'time'],
    },
  };
  const fanOut = [
    'What is the weather in Paris, Rome and Oslo?',
    'Area of circles with radii 3, 5 and 7 cm',
    'Quote AAPL, MSFT and GOOG for me',
    'Book Ana Lind a court at 09:00 and again at 11:00.',
    'Trim CLIP-4 (drop the first minute) and CLIP-9 (cut the credits).',
    'Area of circles with radii 3 cm and 5 cm',
    'Board Pip for 2 nights and Rolo for 4 nights, both in a large pen.',
  ];
  // A value said once for every item ("..., both in a large pen").
  const kennel = {
    name: 'board_dog',
    description: 'Boards a dog at the kennels.',
    parameters: {
      type: 'object',
      properties: {
        dog: { type: 'string', description: 'Dog name' },
        nights: { type: 'integer' },
        pen: { type: 'string', enum: ['small', 'large'] },
      },
      required: ['dog', 'nights'],
    },
  };
  const trim = {
    name: 'trim_video',
    description: 'Trims a video clip.',
    parameters: {
      type: 'object',
      properties: { clip_id: { type: 'string' }, instructions: { type: 'string', description: 'What to cut' } },
      required: ['clip_id', 'instructions'],
    },
  };
  for (const note of notesFor('', fanOut, [weather, area, quote, court, trim, kennel])) notes.add(note);
  // A later task that points back ("to her") to a value a task before it named under another parameter name.
  const lesson = {
    name: 'book_riding_lesson',
    description: 'Books a riding lesson at the stables.',
    parameters: {
      type: 'object',
      properties: { rider: { type: 'string', description: 'Rider name' }, date: { type: 'string' } },
      required: ['rider', 'date'],
    },
  };
  const hire = {
    name: 'hire_saddle',
    description: 'Hires a saddle out for some days.',
    parameters: {
      type: 'object',
      properties: {
        saddle: { type: 'string' },
        days: { type: 'integer' },
        renter_name: { type: 'string', description: 'Who rents it' },
      },
      required: ['saddle', 'days', 'renter_name'],
    },
  };
  const pointing = [
    'Book a riding lesson for Ines Varga on 2027-04-02, and hire the Wexford saddle to her for 3 days.',
  ];
  for (const note of notesFor('', pointing, [lesson, hire])) notes.add(note);
  // Part 18's rules, each on tools invented for it: a later task over every item of the task before ("of each"); a
  // part's tool read by its values, by the verb that opens its description, by a word its description says, with
  // its values in a lead-in, by what "it" points back to; a name whose words choose no tool.
  const str = { type: 'string' };
  const int = { type: 'integer' };
  const day = { type: 'string', format: 'date' };
  const stall = fn('count_stall_stock', 'Counts the stock of a fruit at the market stall.', { fruit: str }, ['fruit']);
  const crates = fn('order_fruit_crates', 'Orders crates of a fruit.', { fruit: str, crates: int }, [
    'fruit',
    'crates',
  ]);
  for (const note of notesFor('', ['Count the plums and the figs, and order 4 crates of each.'], [stall, crates]))
    notes.add(note);
  const progress = fn('repair_progress', 'Looks up how far a repair has got.', { ticket_number: str }, [
    'ticket_number',
  ]);
  const sauna = fn('book_sauna', 'Books a sauna slot.', { hour: int }, ['hour']);
  const sms = fn(
    'send_sms',
    'Sends a text message.',
    { to: { ...str, description: 'Recipient name or phone number' }, body: { ...str, description: 'Message text' } },
    ['to', 'body'],
  );
  const walk = fn(
    'schedule_dog_walk',
    'Schedules a walk for a dog.',
    { dog: { ...str, description: 'Dog name' }, minutes: { ...int, description: 'Length in minutes' } },
    ['dog', 'minutes'],
  );
  const river = fn(
    'set_river_status',
    'Sets the state of a river section.',
    { section: { ...str, description: 'River section name' }, state: { ...str, enum: ['open', 'low', 'closed'] } },
    ['section', 'state'],
  );
  const partRules = [
    'Book a sauna at 18, and mark the Otter Reach as closed.',
    'Look up tickets T-4 and T-9, then book a sauna at 18.',
    'Text Ola "running late" and book a sauna at 18.',
    'For Biscuit and Nala (40 minutes each), schedule the walks, and book a sauna at 18.',
  ];
  for (const note of notesFor('', partRules, [progress, sauna, sms, walk, river])) notes.add(note);
  const boiler = [
    fn('log_boiler_service', 'Records a finished boiler service.', { boiler_id: str }, ['boiler_id']),
    fn('schedule_boiler_service', 'Books a future boiler service.', { boiler_id: str, date: day }, [
      'boiler_id',
      'date',
    ]),
    fn('schedule_chimney_sweep', 'Books a chimney sweep.', { address: str, date: day }, ['address', 'date']),
  ];
  const shifts = [
    fn(
      'assign_shift_role',
      'Puts a volunteer in a role.',
      { volunteer_name: str, role: { ...str, enum: ['cook', 'driver'] } },
      ['volunteer_name', 'role'],
    ),
    fn('reserve_hall', 'Reserves the hall for a group.', { group_name: str, date: day }, ['group_name', 'date']),
  ];
  for (const note of notesFor('', ['Make Ada Lin a driver; then give the Night Shift a hall on 2027-05-02.'], shifts))
    notes.add(note);
  for (const note of notesFor('', ['Log a service of boiler B-2, then book it in again on 2027-03-01.'], boiler))
    notes.add(note);
  // Values read by a rule the note names in brackets: a described thing, the words left over, an address's role, a
  // postal code's form and the digits after the word for one.
  const text = (description: string) => ({ type: 'string', description });
  const fault = {
    name: 'log_van_fault',
    description: 'Logs a fault on a delivery van.',
    parameters: {
      type: 'object',
      properties: { van_id: text('Van id'), fault_description: text('What is wrong') },
      required: ['van_id', 'fault_description'],
    },
  };
  const mail = {
    name: 'send_mail',
    description: 'Sends an e-mail.',
    parameters: {
      type: 'object',
      properties: { to: text('Recipient address'), subject: text('Subject line') },
      required: ['to', 'subject'],
    },
  };
  const branches = {
    name: 'find_branches',
    description: 'Bank branches near a postal code.',
    parameters: { type: 'object', properties: { postcode: text('Postal code') }, required: ['postcode'] },
  };
  const ruled: [string, FunctionDefinition[]][] = [
    ['Log a bent tiller on van V-12.', [fault]],
    ['Log cracked tail lamp on van V-12.', [fault]],
    ['Email ana@example.org about the lunch on Friday.', [mail]],
    ['Branches near SW1A 1AA, please.', [branches]],
    ['Branches near postcode 8001.', [branches]],
  ];
  for (const [question, tools] of ruled) for (const note of notesFor('', [question], tools)) notes.add(note);
  // A venue and a town by their roles, a clock time said in words and written in the form asked, dates with no year or
  // counted from today, lists paired "respectively", "the same for", two tools named side by side, a tool chosen by the
  // units its parameters ask for, a value carried from the part before, and an agent's instructions (a hand-off by the
  // language the request is written in, a refused topic).
  const string = (description: string) => ({ type: 'string', description });
  const tool = (name: string, description: string, properties: Record<string, unknown>) => ({
    name,
    description,
    parameters: { type: 'object', properties, required: Object.keys(properties) },
  });
  const table = tool('reserve_table', 'Reserves a table at a restaurant.', {
    restaurant: string('Restaurant name'),
    city: string('City'),
    time: string('Time, HH:MM:SS'),
  });
  const concerts = tool('find_concerts', 'Finds concerts in a city on a date.', {
    city: string('City'),
    date: string('Date, YYYY-MM-DD'),
  });
  const monthDay = tool('find_concerts', 'Finds concerts in a city on a date.', {
    city: string('City'),
    date: string('Date, MM-DD'),
  });
  const exchange = tool('convert_money', 'Converts an amount of money.', {
    amount: { type: 'number', description: 'Amount' },
    to_currency: string('Target currency code'),
  });
  const outlook = tool('get_outlook', 'Weather outlook for a city.', {
    city: string('City'),
    days: { type: 'integer', description: 'Days' },
  });
  const now = tool('weather_now', 'Current weather in a city.', { city: string('City') });
  const clock = tool('local_time', 'Local time in a city.', { city: string('City') });
  const diary = tool('log_run', 'Records an activity in the training diary.', {
    distance_km: { type: 'number', description: 'Distance in kilometres' },
    duration_minutes: { type: 'number', description: 'Duration in minutes' },
  });
  const lockerFault = tool('report_fault', 'Reports a fault on equipment.', {
    locker_code: string('Locker code'),
    fault: string('What is wrong'),
  });
  const lockerRenewal = tool('renew_rental', 'Renews a rental.', {
    locker_code: string('Locker code'),
    until: string('Date, YYYY-MM-DD'),
  });
  const ferries = tool('search_ferries', 'Searches ferries.', {
    origin: string('From'),
    destination: string('To'),
    date: string('Date, YYYY-MM-DD'),
  });
  const seats = tool('book_seats', 'Books seats on a ferry.', {
    date: string('Date, YYYY-MM-DD'),
    seats: { type: 'integer', description: 'Seats' },
  });
  const shineShoes = tool('polish_shoes', 'Shines shoes.', { pair: string('Which pair') });
  const buffCutlery = tool('polish_cutlery', 'Buffs cutlery.', { pieces: { type: 'integer', description: 'Pieces' } });
  const shoeReport = tool('print_shoes_report', 'Prints a report.', { pair: string('Which pair') });
  const read: [string, FunctionDefinition[]][] = [
    ['Reserve a table at Nopa in Rivermouth at half past three.', [table]],
    ['Reserve a table at Nopa in Lyon at 19:00.', [table]],
    ['Find concerts in Lyon next Friday.', [concerts]],
    ['Find concerts in Lyon on March 3rd.', [concerts]],
    ['Find concerts in Lyon on March 3rd.', [monthDay]],
    ['Convert 10 and 20 to EUR and GBP respectively.', [exchange]],
    ['Get the 3 day outlook for Oslo, then do the same for Bergen.', [outlook]],
    ["What's the weather and the local time in Lyon and Osaka?", [now, clock]],
    ['I ran 5 km in 30 minutes.', [diary]],
    ['Locker QB-88: hinge jammed.', [lockerRenewal, lockerFault]],
    ['What are the rental desk’s opening hours on Sundays?', [lockerRenewal, lockerFault]],
    ['Search ferries from Oban to Mull on 2027-06-14 and book 2 seats.', [ferries, seats]],
    ['Polish my trumpet.', [shineShoes, buffCutlery]],
    ['Polish 24 of them.', [shineShoes, buffCutlery]],
    ['Please delete the shoe order.', [shineShoes, buffCutlery]],
    ['Are my brown shoes ready?', [shoeReport, shineShoes]],
  ];
  for (const [question, tools] of read) for (const note of notesFor('', [question], tools)) notes.add(note);
  const french = tool('transfer_to_french_agent', 'Handoff to the French agent.', {});
  const flights = tool('search_flights', 'Searches flights.', { destination: string('Destination') });
  const instructed: [string, string, FunctionDefinition[]][] = [
    ['Hand off to the French agent when the user writes French.', 'Bonjour, je voudrais un billet.', [french]],
    ['You help with flights. Do not answer questions about visas or immigration.', 'How do I get a visa?', [flights]],
  ];
  for (const [system, question, tools] of instructed)
    for (const note of notesFor(system, [question], tools)) notes.add(note);
  // A fan-out too wide for the header: the note as the header sends it, its first clauses and how many were left out.
  const towns = Array.from(
    { length: 300 },
    (_, i) => `Łódź${String.fromCharCode(65 + (i % 26), 65 + Math.floor(i / 26))}`,
  );
  const wide = `What is the weather in ${towns.slice(0, -1).join(', ')} and ${towns.at(-1)}?`;
  for (const note of notesFor('', [wide], [weather])) notes.add(decodeURIComponent(explanationHeaderValue(note)));
  // A structured reply after results: which field filled which property, the properties in no result, or no field fitting.
  const answered: ChatCompletionMessageParam[] = [
    { role: 'user', content: 'What is the weather in Paris?' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        { id: 'call_w', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } },
      ],
    },
    { role: 'tool', tool_call_id: 'call_w', content: '{"temperature_c":17,"condition":"light drizzle"}' },
  ];
  for (const properties of [
    { city: { type: 'string' }, temperature: { type: 'number' }, country: { type: ['string', 'null'] } },
    { population: { type: 'integer' } },
  ]) {
    const schema = { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
    notes.add(
      generateReply({
        messages: answered,
        tools: [weather],
        toolChoice: undefined,
        parallelToolCalls: true,
        responseFormat: { type: 'json_schema', json_schema: { name: 'w', schema, strict: true } },
        now: NOW,
      }).explanation,
    );
  }
  // JSON asked for in the prompt, with a fenced schema, and no response_format.
  const prompted: ChatCompletionMessageParam[] = [
    {
      role: 'system',
      content: 'Reply in JSON matching:\n```\n{"type":"object","properties":{"temperature":{"type":"number"}}}\n```',
    },
    ...answered,
  ];
  notes.add(
    generateReply({
      messages: prompted,
      tools: [weather],
      toolChoice: undefined,
      parallelToolCalls: true,
      responseFormat: undefined,
      now: NOW,
    }).explanation,
  );
  for (const scenario of [seedWeatherScenario, seedJokeScenario])
    for (const turn of scenario.turns) notes.add(explainTurn(scenario, turn));
  const script = [
    { kind: 'text' as const, content: 'Hi' },
    { kind: 'calls' as const, calls: [{ name: 'get_weather', arguments: '{}' }] },
  ];
  script.forEach((_, i) => notes.add(describeScriptedTurn(i, script)));
  for (const note of specialistNotes()) notes.add(note);
  // The handoff page's triage agent: its own search answered, it hands over (the Agents SDK's transfer tool).
  const search = {
    name: 'search_web',
    description: 'Search the web',
    parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
  };
  const transfer = {
    name: 'transfer_to_Python_specialist',
    description: 'Handoff to the Python specialist agent.',
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  };
  const searched: ChatCompletionMessageParam[] = [
    {
      role: 'system',
      content: 'You are a search expert. Search the web, then hand the results over to the Python specialist.',
    },
    { role: 'user', content: '파이썬 GIL이 뭔지 검색해줘' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        { id: 'call_s', type: 'function', function: { name: 'search_web', arguments: '{"query":"Python GIL"}' } },
      ],
    },
    { role: 'tool', tool_call_id: 'call_s', content: 'GIL - Python Wiki: The GIL lets one thread run at a time.' },
  ];
  notes.add(
    generateReply({
      messages: searched,
      tools: [search, transfer],
      toolChoice: undefined,
      parallelToolCalls: true,
      responseFormat: undefined,
      now: NOW,
    }).explanation,
  );
  return [...notes];
}

describe("the mock model's notes in the UI's language", () => {
  const notes = allNotes();

  it("cover the mock's kinds of decision (picked tools, fan-out, tool_choice, asking, final answers, scenarios, scripts)", () => {
    for (const start of [
      'every own call has a result and the instructions ask to hand over',
      'picked ',
      'tool_choice forces ',
      'tool_choice "required" forces ',
      'every planned call has a result',
      'tool results are in',
      'Scenario "',
      'Script turn ',
    ]) {
      expect(
        notes.some((n) => n.startsWith(start)),
        start,
      ).toBe(true);
    }
    expect(notes.some((n) => n.includes('fits, but the request gives no'))).toBe(true);
    expect(notes.some((n) => n.endsWith('(parallel_tool_calls is false: one call per turn)'))).toBe(true);
    for (const part of [
      'structured reply from the results: ',
      'in no result: ',
      'structured reply: no result field fits',
      'the prompt asks for JSON',
    ])
      expect(
        notes.some((n) => n.includes(part)),
        part,
      ).toBe(true);
    for (const rule of [
      '(the thing the request describes)',
      '(the words no other value took)',
      '(an e-mail address for whom it goes to)',
      '(a UK postcode)',
      "(the digits after 'postcode')",
    ])
      expect(
        notes.some((n) => n.includes(rule)),
        rule,
      ).toBe(true);
    for (const said of [
      '(the venue: a name said after "at")',
      '(the town: a known place)',
      '(the town: a name said after "in")',
      '(a clock time said in words, 15:30; afternoon assumed: morning or afternoon not said; written HH:MM:SS as',
      '(a date counted from today, 2026-11-29)',
      '(no year said: 2027 assumed, the next such day)',
      '(no year said, and the form the description asks for has none)',
      '"respectively": the items of',
      'one call per request asked again; the same again for "Bergen": city from \'Bergen\', the rest as before',
      'name weather_now and local_time side by side, sharing the values after them: picked',
      "no tool's words fit, but the request gives distance_km, duration_minutes in the units",
      "the question asks for 'hours', a word renew_rental has nowhere: no tool matches the request",
      "'polish' names polish_shoes and polish_cutlery alike and no value tells them apart: no tool matches the request",
      'polish_shoes shares those words, but only polish_cutlery gets pieces, read by its form',
      "the request asks to 'delete', which no tool does: no tool matches the request",
      "'shoes' ends the name of polish_shoes alone: it gives that",
      'date "2027-06-14" as in part 1 (this part names none)',
      'the request is written in French (read ',
      ': handing off to transfer_to_french_agent',
      "and the request is about 'visa': calling no tool",
      'more parts of this note left out to keep the header under 12 KB',
    ])
      expect(
        notes.some((n) => n.includes(said)),
        said,
      ).toBe(true);
    for (const split of [
      'one call per place named (',
      'one call per amount in "',
      'one call per value listed in "',
      'one call per amount in "3 cm and 5 cm"',
      "pen from 'large', said once for every item",
    ])
      expect(
        notes.some((n) => n.includes(split)),
        split,
      ).toBe(true);
  });

  it('the English catalog gives back exactly what the mock wrote', () => {
    const en = translator('en');
    for (const note of notes) expect(readNote(note, en)).toEqual({ text: note, complete: true });
  });

  for (const language of ['ko', 'pl']) {
    it(`${language}: every part of every note is read and translated`, () => {
      const t = translator(language);
      for (const note of notes) {
        const read = readNote(note, t, language);
        expect(read.complete, note).toBe(true);
        expect(read.text, note).not.toBe(note);
        // Every argument's source read as one: a list read as one source with a value would keep an English " from '".
        expect(read.text, note).not.toContain(" from '");
      }
    });
  }
});
