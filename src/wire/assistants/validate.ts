// Request validators of the Assistants v2 endpoints, each in the order and words of the real API.
import { invalidType, missingParameter } from '../checks.ts';
import { isObject } from '../json-object.ts';
import { invalidRequest } from '../errors.ts';
import { arrayOf, checkBody, checkFields, rejectUnknownNested, stringItem, type BodyRules, type FieldRule } from './fields.ts';
import { checkMessageItem } from './messages.ts';
import { checkToolChoice, checkToolResources, checkTools } from './tools.ts';

export { validateCreateMessage } from './messages.ts';

const SAMPLING: Record<string, FieldRule> = {
  temperature: { min: 0, max: 2 },
  top_p: { min: 0, max: 1 },
  response_format: (v, path) => {
    if (v !== 'auto' && !isObject(v)) throw invalidType(path, "'auto' or an object", v);
  },
};

const ASSISTANT_FIELDS: Record<string, FieldRule> = {
  model: 'string',
  name: 'string',
  description: 'string',
  instructions: 'string',
  reasoning_effort: 'string',
  tools: checkTools(128),
  tool_resources: checkToolResources,
  metadata: 'metadata',
  ...SAMPLING,
};

export function validateCreateAssistant(body: unknown): Record<string, unknown> {
  const valid = checkBody(body, { fields: ASSISTANT_FIELDS, required: ['model'] });
  if (typeof valid.name === 'string' && valid.name.length > 256) throw tooLong('name', 256, valid.name.length);
  return valid;
}

export function validateModifyAssistant(body: unknown): Record<string, unknown> {
  return checkBody(body, { fields: ASSISTANT_FIELDS });
}

const THREAD_RULES: BodyRules = {
  fields: { messages: arrayOf(checkMessageItem), tool_resources: checkToolResources, metadata: 'metadata' },
};

export function validateCreateThread(body: unknown): Record<string, unknown> {
  return checkBody(body, THREAD_RULES);
}

export function validateModifyThread(body: unknown): Record<string, unknown> {
  return checkBody(body, { fields: { tool_resources: checkToolResources, metadata: 'metadata' } });
}

/** Modify message and modify run take metadata only. */
export function validateMetadataOnly(body: unknown): Record<string, unknown> {
  return checkBody(body, { fields: { metadata: 'metadata' } });
}

const RUN_FIELDS: Record<string, FieldRule> = {
  assistant_id: 'string',
  model: 'string',
  reasoning_effort: 'string',
  instructions: 'string',
  tools: checkTools(20),
  metadata: 'metadata',
  stream: 'boolean',
  max_prompt_tokens: { integer: true, min: 256 },
  max_completion_tokens: { integer: true, min: 256 },
  truncation_strategy: 'object',
  tool_choice: checkToolChoice,
  parallel_tool_calls: 'boolean',
  ...SAMPLING,
};

export function validateCreateRun(body: unknown): Record<string, unknown> {
  return checkBody(body, {
    fields: { ...RUN_FIELDS, additional_instructions: 'string', additional_messages: arrayOf(checkMessageItem) },
    required: ['assistant_id'],
  });
}

export function validateCreateThreadAndRun(body: unknown): Record<string, unknown> {
  const valid = checkBody(body, {
    fields: { ...RUN_FIELDS, thread: 'object', tool_resources: checkToolResources },
    required: ['assistant_id'],
  });
  if (isObject(valid.thread)) {
    rejectUnknownNested(valid.thread, THREAD_RULES.fields, 'thread.');
    checkFields(valid.thread, THREAD_RULES.fields, 'thread.');
  }
  return valid;
}

function checkToolOutput(value: unknown, path: string): void {
  if (!isObject(value)) throw invalidType(path, 'an object', value);
  checkFields(value, { tool_call_id: 'string', output: 'string' }, `${path}.`);
}

export function validateSubmitToolOutputs(body: unknown): Record<string, unknown> {
  return checkBody(body, { fields: { tool_outputs: arrayOf(checkToolOutput), stream: 'boolean' }, required: ['tool_outputs'] });
}

export function validateCreateVectorStore(body: unknown): Record<string, unknown> {
  return checkBody(body, {
    fields: { file_ids: arrayOf(stringItem, 500), name: 'string', expires_after: 'object', chunking_strategy: 'object', metadata: 'metadata', description: 'string' },
  });
}

export function validateModifyVectorStore(body: unknown): Record<string, unknown> {
  return checkBody(body, { fields: { name: 'string', expires_after: 'object', metadata: 'metadata' } });
}

export function validateCreateVectorStoreFile(body: unknown): Record<string, unknown> {
  const valid = checkBody(body, { fields: { file_id: 'string', chunking_strategy: 'object', attributes: 'object' } });
  if (valid.file_id === undefined) throw missingParameter('file_id');
  return valid;
}

/** `POST /v1/vector_stores/{id}/search`: a query (text or a list of texts) and the SDK's optional knobs. */
export function validateVectorStoreSearch(body: unknown): Record<string, unknown> {
  const query = (value: unknown, path: string) => {
    if (typeof value === 'string') return;
    if (!Array.isArray(value) || value.some((q) => typeof q !== 'string')) throw invalidType(path, 'a string or an array of strings', value);
  };
  return checkBody(body, {
    fields: { query, filters: 'object', max_num_results: { integer: true, min: 1, max: 50 }, ranking_options: 'object', rewrite_query: 'boolean' },
    required: ['query'],
  });
}

function tooLong(path: string, max: number, length: number) {
  return invalidRequest(
    `Invalid '${path}': string too long. Expected a string with maximum length ${max}, but got a string with length ${length} instead.`,
    path,
    'string_above_max_length',
  );
}
