// JSON asked for in the prompt: when the mock reads a schema from it, and the reply it then writes through the loop.
import { describe, expect, it } from 'vitest';
import type { ChatCompletionMessageParam, FunctionDefinition } from '@loopscope/wire/chat-types';
import { generateReply } from './generate.ts';
import { promptedFormat } from './prompted-format.ts';

const FLIGHT_SCHEMA = {
  type: 'object',
  properties: { flight: { type: 'string' }, gate: { type: 'string' }, delay_min: { type: 'number' } },
  required: ['flight', 'gate', 'delay_min'],
};
const fenced = (value: unknown, lang = '') => `\`\`\`${lang}\n${JSON.stringify(value)}\n\`\`\``;
const system = (content: string): ChatCompletionMessageParam => ({ role: 'system', content });
const user = (content: string): ChatCompletionMessageParam => ({ role: 'user', content });

describe('promptedFormat', () => {
  it('reads an object schema fenced in the system prompt when the prompt asks for JSON', () => {
    const format = promptedFormat([
      system(`You track flights. Reply as JSON matching:\n${fenced(FLIGHT_SCHEMA, 'json')}`),
      user('Status of LO 281?'),
    ]);
    expect(format).toEqual({ type: 'json_schema', json_schema: { name: 'output', schema: FLIGHT_SCHEMA } });
  });

  it('reads the last user message and a developer message, not an older user message', () => {
    const ask = `Give the answer in JSON format per this schema: ${fenced(FLIGHT_SCHEMA)}`;
    expect(promptedFormat([user('hi'), user(ask)])).toBeDefined();
    expect(promptedFormat([{ role: 'developer', content: ask }, user('Status of LO 281?')])).toBeDefined();
    expect(
      promptedFormat([user(ask), { role: 'assistant', content: 'ok' }, user('and now just tell me in words')]),
    ).toBeUndefined();
  });

  it('leaves prose alone: no mention of JSON, a fenced example object, code that is not JSON', () => {
    expect(
      promptedFormat([system(`Here is our data model:\n${fenced(FLIGHT_SCHEMA)}`), user('Status of LO 281?')]),
    ).toBeUndefined();
    expect(
      promptedFormat([
        system(`Answer in JSON, for example:\n${fenced({ flight: 'LO 281', gate: 'B4' })}`),
        user('Status?'),
      ]),
    ).toBeUndefined();
    expect(
      promptedFormat([system('Write JSON like:\n```js\nconst x = { a: 1 }\n```'), user('Status?')]),
    ).toBeUndefined();
    expect(promptedFormat([system('Answer in JSON.'), user('Status?')])).toBeUndefined();
    expect(promptedFormat([system(`JSON ${'```{'.repeat(50_000)}`), user('Status?')])).toBeUndefined();
  });
});

describe('a loop whose prompt asks for JSON', () => {
  const tool: FunctionDefinition = {
    name: 'flight_status',
    description: 'Current status of a flight',
    parameters: {
      type: 'object',
      properties: { flight: { type: 'string', description: 'Flight number, e.g. LO 281' } },
      required: ['flight'],
    },
  };
  const instructions = system(
    `Output should be in JSON format and conform to the following schema:\n\n${fenced(FLIGHT_SCHEMA)}\n`,
  );
  const base = {
    tools: [tool],
    toolChoice: undefined,
    parallelToolCalls: true,
    responseFormat: undefined,
    now: new Date('2026-03-01T08:00:00Z'),
  };

  it('still calls the tool first, then answers with JSON filled from its result', () => {
    const question = user('What is the status of flight LO 281?');
    const first = generateReply({ ...base, messages: [instructions, question] });
    expect(first.finishReason).toBe('tool_calls');
    const call = { id: 'call_1', type: 'function' as const, function: first.toolCalls[0]! };
    const result = { flight: 'LO 281', gate: 'C12', delay_min: 35, aircraft: { type: 'E195', seats: 112 } };
    const final = generateReply({
      ...base,
      messages: [
        instructions,
        question,
        { role: 'assistant', content: null, tool_calls: [call] },
        { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify(result) },
      ],
    });
    expect(final.finishReason).toBe('stop');
    expect(JSON.parse(final.content!)).toEqual({ flight: 'LO 281', gate: 'C12', delay_min: 35 });
    expect(final.explanation).toMatch(/prompt asks for JSON/);
  });

  it('writes prose when response_format says text, whatever the prompt', () => {
    const reply = generateReply({
      ...base,
      tools: [],
      responseFormat: { type: 'text' },
      messages: [instructions, user('Hello')],
    });
    expect(() => JSON.parse(reply.content!)).toThrow();
  });
});
