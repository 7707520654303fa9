// Shared by the mock model's tests: a fixed clock, a short way to write a function tool, and one user request asked.
import type { ChatCompletionMessageParam, FunctionDefinition } from '@loopscope/wire/chat-types';
import { generateReply } from './generate.ts';

export const NOW = new Date('2026-11-29T12:00:00Z');

export const fn = (
  name: string,
  description: string,
  properties: Record<string, unknown>,
  required: string[] = [],
): FunctionDefinition => ({
  name,
  description,
  parameters: { type: 'object', properties, required },
});

/** A string parameter with its description. */
export const text = (description: string) => ({ type: 'string', description });

/** The model's reply to one user request with these tools, parallel calls allowed, at the fixed clock. */
export const ask = (request: string, tools: FunctionDefinition[]) =>
  generateReply({
    messages: [{ role: 'user', content: request }],
    tools,
    toolChoice: undefined,
    parallelToolCalls: true,
    responseFormat: undefined,
    now: NOW,
  });

/** A finished turn: the user asked, the model called `name` with `args`, the tool answered, the model replied. */
export function afterOneCall(name: string, args: object, result: unknown = { ok: true }): ChatCompletionMessageParam[] {
  return [
    { role: 'user', content: 'Earlier question' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'c1', type: 'function', function: { name, arguments: JSON.stringify(args) } }],
    },
    { role: 'tool', tool_call_id: 'c1', content: JSON.stringify(result) },
    { role: 'assistant', content: 'Done.' },
  ];
}

/** The model's reply to a request after that history, with these tools, at the fixed clock. */
export function replyAfter(request: string, tools: FunctionDefinition[], history: ChatCompletionMessageParam[]) {
  return generateReply({
    messages: [...history, { role: 'user', content: request }],
    tools,
    toolChoice: undefined,
    parallelToolCalls: true,
    responseFormat: undefined,
    now: NOW,
  });
}

/** The calls of that reply as [name, parsed arguments] pairs. */
export const callsAfter = (request: string, tools: FunctionDefinition[], history: ChatCompletionMessageParam[]) =>
  replyAfter(request, tools, history).toolCalls.map((c) => [c.name, JSON.parse(c.arguments)]);

/** The calls of that reply as [name, parsed arguments] pairs. */
export const callsOf = (request: string, tools: FunctionDefinition[]) =>
  ask(request, tools).toolCalls.map((c) => [c.name, JSON.parse(c.arguments)] as [string, Record<string, unknown>]);

/** The parsed arguments of each call of that reply. */
export const argsOf = (request: string, tools: FunctionDefinition[]) =>
  ask(request, tools).toolCalls.map((c) => JSON.parse(c.arguments) as Record<string, unknown>);

// Tools invented for tests that several test files share (each file reads other requests with them).

export const pianoTuning = fn(
  'book_piano_tuning',
  'Books a piano tuner to visit a home.',
  {
    client_name: text('Full name of the client'),
    address: text('Street address of the piano'),
    visit_date: text('Day of the visit, YYYY-MM-DD'),
  },
  ['client_name', 'address', 'visit_date'],
);

export const swimLesson = fn(
  'book_swim_lesson',
  'Books a swimming lesson at the lido.',
  {
    swimmer_name: text('Full name of the swimmer'),
    date: text('Day of the lesson, YYYY-MM-DD'),
    start_time: text('Start time, HH:MM'),
  },
  ['swimmer_name', 'date', 'start_time'],
);

export const lockerRental = fn(
  'rent_locker',
  'Rents a locker to a member.',
  { member_name: text('Name of the member'), weeks: { type: 'integer', description: 'Number of weeks' } },
  ['member_name', 'weeks'],
);

export const climbingLesson = fn(
  'book_climbing_lesson',
  'Books a climbing wall lesson.',
  {
    climber_name: text('Name of the climber'),
    lesson_date: text('Date of the lesson, YYYY-MM-DD'),
    start_time: text('Start time, HH:MM'),
  },
  ['climber_name', 'lesson_date', 'start_time'],
);
