// Shared by the mock model's tests: a fixed clock, a short way to write a function tool, and one user request asked.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
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

/** The calls of that reply as [name, parsed arguments] pairs. */
export const callsOf = (request: string, tools: FunctionDefinition[]) =>
  ask(request, tools).toolCalls.map((c) => [c.name, JSON.parse(c.arguments)] as [string, Record<string, unknown>]);

/** The parsed arguments of each call of that reply. */
export const argsOf = (request: string, tools: FunctionDefinition[]) =>
  ask(request, tools).toolCalls.map((c) => JSON.parse(c.arguments) as Record<string, unknown>);
