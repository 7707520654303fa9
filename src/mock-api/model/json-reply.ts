// Structured output: turns the model's answer into JSON for response_format json_object or json_schema.
import type { ResponseFormatJSONSchema } from '../../wire/chat-types.ts';
import { extractArguments } from './extract-args.ts';
import type { JsonSchema } from './schema-view.ts';

export type ResponseFormat = { type: 'text' } | { type: 'json_object' } | ResponseFormatJSONSchema;

/** JSON text for the answer; with a schema, an object filled from the request that validates against it. */
export function jsonReply(format: ResponseFormat, answer: string, request: string, now: Date): string {
  if (format.type === 'text') return answer;
  if (format.type === 'json_object') return JSON.stringify({ answer });
  const schema = (format.json_schema.schema ?? { type: 'object', properties: {} }) as JsonSchema;
  // Strict or not, a structured reply carries every property, like the real model does.
  return JSON.stringify(extractArguments(schema, { text: request, now, strict: true }));
}
