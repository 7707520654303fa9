// Validates Assistants tools, tool resources and tool choice; v1's `retrieval` tool gets the real v2 answer.
import { invalidType, invalidValue, missingParameter } from '../checks.ts';
import { isObject } from '../json-object.ts';
import { invalidRequest } from '../errors.ts';
import { arrayOf, checkFields, stringItem } from './fields.ts';

const TOOL_TYPES = ['code_interpreter', 'function', 'file_search'] as const;

function checkTool(tool: unknown, path: string): void {
  if (!isObject(tool)) throw invalidType(path, 'an object', tool);
  if (tool.type === undefined) throw missingParameter(`${path}.type`);
  if (!TOOL_TYPES.includes(tool.type as never)) throw invalidValue(tool.type, TOOL_TYPES, `${path}.type`);
  if (tool.type !== 'function') return;
  const fn = tool.function;
  if (fn === undefined) throw missingParameter(`${path}.function`);
  if (!isObject(fn)) throw invalidType(`${path}.function`, 'an object', fn);
  if (fn.name === undefined) throw missingParameter(`${path}.function.name`);
  checkFields(
    fn,
    { name: 'string', description: 'string', parameters: 'object', strict: 'boolean' },
    `${path}.function.`,
  );
  if (!/^[a-zA-Z0-9_-]{1,64}$/.test(fn.name as string)) {
    throw invalidRequest(
      `Invalid '${path}.function.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.`,
      `${path}.function.name`,
      'invalid_value',
    );
  }
}

export const checkTools = (max: number) => arrayOf(checkTool, max);

/** `tool_resources`: code_interpreter file ids and file_search vector store ids (or stores to create). */
export function checkToolResources(value: unknown, path: string): void {
  if (!isObject(value)) throw invalidType(path, 'an object', value);
  const ci = value.code_interpreter;
  if (ci !== undefined && ci !== null) {
    if (!isObject(ci)) throw invalidType(`${path}.code_interpreter`, 'an object', ci);
    checkFields(ci, { file_ids: arrayOf(stringItem, 20) }, `${path}.code_interpreter.`);
  }
  const fs = value.file_search;
  if (fs !== undefined && fs !== null) {
    if (!isObject(fs)) throw invalidType(`${path}.file_search`, 'an object', fs);
    checkFields(
      fs,
      { vector_store_ids: arrayOf(stringItem, 1), vector_stores: arrayOf(checkNewVectorStore, 1) },
      `${path}.file_search.`,
    );
  }
}

function checkNewVectorStore(value: unknown, path: string): void {
  if (!isObject(value)) throw invalidType(path, 'an object', value);
  checkFields(value, { file_ids: arrayOf(stringItem), metadata: 'metadata', chunking_strategy: 'object' }, `${path}.`);
}

/** `tool_choice`: none, auto, required, or a named tool of a listed type. */
export function checkToolChoice(value: unknown, path: string): void {
  if (typeof value === 'string') {
    if (!['none', 'auto', 'required'].includes(value)) throw invalidValue(value, ['none', 'auto', 'required'], path);
    return;
  }
  if (!isObject(value)) throw invalidType(path, 'a string or an object', value);
  if (value.type === undefined) throw missingParameter(`${path}.type`);
  if (!TOOL_TYPES.includes(value.type as never)) throw invalidValue(value.type, TOOL_TYPES, `${path}.type`);
  if (value.type === 'function' && !(isObject(value.function) && typeof value.function.name === 'string'))
    throw missingParameter(`${path}.function.name`);
}
