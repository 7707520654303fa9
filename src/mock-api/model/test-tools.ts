// Shared by the mock model's tests: a fixed clock and a short way to write a function tool.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';

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
