// Validates a message to add to a thread: role, text or content parts, and v2 `attachments` (v1's `file_ids` is unknown).
import { emptyArray, invalidType, invalidValue, missingParameter } from '../checks.ts';
import { isObject } from '../json-object.ts';
import { checkBody, checkFields, rejectUnknownNested, type BodyRules, type FieldRule } from './fields.ts';

const PART_TYPES = ['image_file', 'image_url', 'text'] as const;

function checkContent(value: unknown, path: string): void {
  if (typeof value === 'string') return;
  if (!Array.isArray(value)) throw invalidType(path, 'one of a string or array of objects', value);
  if (value.length === 0) throw emptyArray(path);
  value.forEach((part, i) => {
    const at = `${path}[${i}]`;
    if (!isObject(part)) throw invalidType(at, 'an object', part);
    if (part.type === undefined) throw missingParameter(`${at}.type`);
    if (!PART_TYPES.includes(part.type as never)) throw invalidValue(part.type, PART_TYPES, `${at}.type`);
    if (part.type === 'text' && typeof part.text !== 'string') {
      if (part.text === undefined) throw missingParameter(`${at}.text`);
      throw invalidType(`${at}.text`, 'a string', part.text);
    }
  });
}

function checkAttachments(value: unknown, path: string): void {
  if (!Array.isArray(value)) throw invalidType(path, 'an array', value);
  value.forEach((a, i) => {
    const at = `${path}[${i}]`;
    if (!isObject(a)) throw invalidType(at, 'an object', a);
    if (a.file_id === undefined) throw missingParameter(`${at}.file_id`);
    checkFields(a, { file_id: 'string', tools: 'array' }, `${at}.`);
    (Array.isArray(a.tools) ? a.tools : []).forEach((t: unknown, k: number) => {
      const type = isObject(t) ? t.type : undefined;
      if (type === undefined) throw missingParameter(`${at}.tools[${k}].type`);
      if (type !== 'code_interpreter' && type !== 'file_search')
        throw invalidValue(type, ['code_interpreter', 'file_search'], `${at}.tools[${k}].type`);
    });
  });
}

function checkRole(value: unknown, path: string): void {
  if (value !== 'user' && value !== 'assistant') throw invalidValue(value, ['user', 'assistant'], path);
}

export const MESSAGE_FIELDS: Record<string, FieldRule> = {
  role: checkRole,
  content: checkContent,
  attachments: checkAttachments,
  metadata: 'metadata',
};

const MESSAGE_RULES: BodyRules = {
  fields: MESSAGE_FIELDS,
  required: ['role', 'content'],
};

/** `POST /threads/{id}/messages`. */
export function validateCreateMessage(body: unknown): Record<string, unknown> {
  return checkBody(body, MESSAGE_RULES);
}

/** A message inside `messages` (thread create) or `additional_messages` (run create), with its index in the path. */
export function checkMessageItem(value: unknown, path: string): void {
  if (!isObject(value)) throw invalidType(path, 'an object', value);
  rejectUnknownNested(value, MESSAGE_RULES.fields, `${path}.`);
  for (const key of MESSAGE_RULES.required!) if (value[key] === undefined) throw missingParameter(`${path}.${key}`);
  checkFields(value, MESSAGE_RULES.fields, `${path}.`);
}
