// Checks for `response_format`: the three types, the json_schema envelope, strict schemas, the "json" word rule.
import type { ChatCompletionMessageParam } from '@loopscope/wire/chat-types';
import { invalidRequest } from '@loopscope/wire/errors';
import { checkStrictSchema, strictResponseFormatErrorMessage } from '@loopscope/wire/strict-schema';
import { contentText } from '../model/conversation.ts';
import { invalidType, invalidValue, missingParameter } from '@loopscope/wire/checks';
import { isObject } from '@loopscope/wire/json-object';

export function validateResponseFormat(format: unknown): void {
  if (format === undefined || format === null) return;
  if (!isObject(format)) throw invalidType('response_format', 'an object', format);
  if (format.type === undefined) throw missingParameter('response_format.type');
  const types = ['text', 'json_object', 'json_schema'];
  if (!types.includes(String(format.type))) throw invalidValue(format.type, types, 'response_format.type');
  if (format.type !== 'json_schema') return;
  const spec = format.json_schema;
  if (spec === undefined) throw missingParameter('response_format.json_schema');
  if (!isObject(spec)) throw invalidType('response_format.json_schema', 'an object', spec);
  if (spec.name === undefined) throw missingParameter('response_format.json_schema.name');
  if (typeof spec.name !== 'string') throw invalidType('response_format.json_schema.name', 'a string', spec.name);
  if (spec.schema !== undefined && !isObject(spec.schema))
    throw invalidType('response_format.json_schema.schema', 'an object', spec.schema);
  if (spec.strict === true && spec.schema !== undefined) {
    const [first] = checkStrictSchema(spec.schema);
    if (first)
      throw invalidRequest(
        strictResponseFormatErrorMessage(spec.name, first),
        'response_format',
        'invalid_json_schema',
      );
  }
}

/** json_object mode needs the word "json" somewhere in the messages, or the API refuses. */
export function validateJsonMode(format: unknown, messages: readonly ChatCompletionMessageParam[]): void {
  if (!isObject(format) || format.type !== 'json_object') return;
  if (messages.some((m) => /json/i.test(contentText(m.content)))) return;
  throw invalidRequest(
    "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
    'messages',
  );
}
