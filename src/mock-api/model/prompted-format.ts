// JSON asked for in the prompt rather than with response_format: a fenced JSON Schema beside the word "JSON".
import type { ChatCompletionMessageParam } from '@loopscope/wire/chat-types';
import { contentText } from './conversation.ts';
import { isSchema } from './understand/schema-view.ts';
import type { ResponseFormat } from './write/json-reply.ts';

/**
 * Frameworks that cannot rely on structured outputs write the schema into the prompt ("Output should be in JSON format
 * and conform to the following schema: ```{…}```" from Genkit; other frameworks' format instructions read alike) and parse the
 * reply as JSON; a real model answers with JSON. The mock reads the system and developer messages and the last user
 * message for an object schema in a fenced block, with "JSON" said outside it, and answers as it would to that
 * json_schema. Nothing else changes a reply: a fenced example object (no `properties`) or no mention of JSON is prose.
 */
export function promptedFormat(messages: readonly ChatCompletionMessageParam[]): ResponseFormat | undefined {
  const lastUser = messages.findLastIndex((m) => m.role === 'user');
  const read = messages.filter((m, i) => m.role === 'system' || m.role === 'developer' || i === lastUser);
  for (const message of read.reverse()) {
    // Split, not a regular expression: linear on any input (a prompt can be huge and full of backticks).
    const parts = contentText(message.content).split('```');
    if (parts.length < 3) continue;
    const outside = parts.filter((_, i) => i % 2 === 0).join(' ');
    if (!/\bJSON\b/i.test(outside)) continue;
    for (let i = 1; i < parts.length - 1; i += 2) {
      const schema = parse(parts[i]!.replace(/^json\b/i, ''));
      if (schema) return { type: 'json_schema', json_schema: { name: 'output', schema } };
    }
  }
  return undefined;
}

function parse(block: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(block);
    if (isSchema(value) && (value.type === 'object' || value.type === undefined) && isSchema(value.properties))
      return value;
  } catch {
    // Not JSON: an example in another language, a template. Not a schema.
  }
  return undefined;
}
