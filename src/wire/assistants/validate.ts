// Request validators of the Assistants v2 endpoints, each in the order and words of the real API.
import { emptyArray, invalidType, missingParameter } from '../checks.ts';
import { isObject } from '../json-object.ts';
import { invalidRequest } from '../errors.ts';
import {
  arrayOf,
  checkBody,
  checkFields,
  rejectUnknownNested,
  stringItem,
  type BodyRules,
  type FieldRule,
} from './fields.ts';
import { checkMessageItem, MESSAGE_FIELDS } from './messages.ts';
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

const MODIFY_THREAD_FIELDS: Record<string, FieldRule> = { tool_resources: checkToolResources, metadata: 'metadata' };

export function validateModifyThread(body: unknown): Record<string, unknown> {
  return checkBody(body, { fields: MODIFY_THREAD_FIELDS });
}

const METADATA_ONLY: Record<string, FieldRule> = { metadata: 'metadata' };

/** Modify message and modify run take metadata only. */
export function validateMetadataOnly(body: unknown): Record<string, unknown> {
  return checkBody(body, { fields: METADATA_ONLY });
}

/** What run create and create-and-run share; `reasoning_effort` is run create's alone (see CREATE_RUN_FIELDS). */
const RUN_FIELDS: Record<string, FieldRule> = {
  assistant_id: 'string',
  model: 'string',
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

const CREATE_RUN_FIELDS: Record<string, FieldRule> = {
  ...RUN_FIELDS,
  reasoning_effort: 'string',
  additional_instructions: 'string',
  additional_messages: arrayOf(checkMessageItem),
};

/*
 * Create-and-run takes no `reasoning_effort`: neither the spec's CreateThreadAndRunRequest nor the SDK's
 * ThreadCreateAndRunParams names it, so it is refused as any unknown argument is (the assistant's own effort applies).
 */
const THREAD_AND_RUN_FIELDS: Record<string, FieldRule> = {
  ...RUN_FIELDS,
  thread: 'object',
  tool_resources: checkToolResources,
};

export function validateCreateRun(body: unknown): Record<string, unknown> {
  return checkBody(body, { fields: CREATE_RUN_FIELDS, required: ['assistant_id'] });
}

export function validateCreateThreadAndRun(body: unknown): Record<string, unknown> {
  const valid = checkBody(body, { fields: THREAD_AND_RUN_FIELDS, required: ['assistant_id'] });
  if (isObject(valid.thread)) {
    rejectUnknownNested(valid.thread, THREAD_RULES.fields, 'thread.');
    checkFields(valid.thread, THREAD_RULES.fields, 'thread.');
  }
  return valid;
}

const TOOL_OUTPUT_FIELDS: Record<string, FieldRule> = { tool_call_id: 'string', output: 'string' };

function checkToolOutput(value: unknown, path: string): void {
  if (!isObject(value)) throw invalidType(path, 'an object', value);
  rejectUnknownNested(value, TOOL_OUTPUT_FIELDS, `${path}.`);
  checkFields(value, TOOL_OUTPUT_FIELDS, `${path}.`);
}

const SUBMIT_TOOL_OUTPUTS_FIELDS: Record<string, FieldRule> = {
  tool_outputs: arrayOf(checkToolOutput),
  stream: 'boolean',
};

export function validateSubmitToolOutputs(body: unknown): Record<string, unknown> {
  return checkBody(body, { fields: SUBMIT_TOOL_OUTPUTS_FIELDS, required: ['tool_outputs'] });
}

const CREATE_VECTOR_STORE_FIELDS: Record<string, FieldRule> = {
  file_ids: arrayOf(stringItem, 500),
  name: 'string',
  expires_after: 'object',
  chunking_strategy: 'object',
  metadata: 'metadata',
  description: 'string',
};

export function validateCreateVectorStore(body: unknown): Record<string, unknown> {
  return checkBody(body, { fields: CREATE_VECTOR_STORE_FIELDS });
}

const MODIFY_VECTOR_STORE_FIELDS: Record<string, FieldRule> = {
  name: 'string',
  expires_after: 'object',
  metadata: 'metadata',
};

export function validateModifyVectorStore(body: unknown): Record<string, unknown> {
  return checkBody(body, { fields: MODIFY_VECTOR_STORE_FIELDS });
}

const CREATE_VECTOR_STORE_FILE_FIELDS: Record<string, FieldRule> = {
  file_id: 'string',
  chunking_strategy: 'object',
  attributes: 'object',
};

export function validateCreateVectorStoreFile(body: unknown): Record<string, unknown> {
  const valid = checkBody(body, { fields: CREATE_VECTOR_STORE_FILE_FIELDS });
  if (valid.file_id === undefined) throw missingParameter('file_id');
  return valid;
}

function checkBatchFile(value: unknown, path: string): void {
  if (!isObject(value)) throw invalidType(path, 'an object', value);
  rejectUnknownNested(value, CREATE_VECTOR_STORE_FILE_FIELDS, `${path}.`);
  if (value.file_id === undefined) throw missingParameter(`${path}.file_id`);
  checkFields(value, CREATE_VECTOR_STORE_FILE_FIELDS, `${path}.`);
}

const nonEmpty = (item: (value: unknown, path: string) => void) => (value: unknown, path: string) => {
  arrayOf(item, 2000)(value, path);
  if ((value as unknown[]).length === 0) throw emptyArray(path);
};

const CREATE_FILE_BATCH_FIELDS: Record<string, FieldRule> = {
  file_ids: nonEmpty(stringItem),
  files: nonEmpty(checkBatchFile),
  chunking_strategy: 'object',
  attributes: 'object',
};

/**
 * `POST /vector_stores/{id}/file_batches`: `file_ids` or `files`, not both (the spec: "mutually exclusive"). The real
 * API's words for breaking that rule are undocumented: a missing one is the usual missing-parameter 400, both at once a
 * sentence of ours naming the rule.
 */
export function validateCreateFileBatch(body: unknown): Record<string, unknown> {
  const valid = checkBody(body, { fields: CREATE_FILE_BATCH_FIELDS });
  if (valid.file_ids === undefined && valid.files === undefined) throw missingParameter('file_ids');
  if (valid.file_ids !== undefined && valid.files !== undefined)
    throw invalidRequest("'file_ids' and 'files' are mutually exclusive: send one of them.", 'files');
  return valid;
}

const UPDATE_FILE_ATTRIBUTES_FIELDS: Record<string, FieldRule> = { attributes: 'object' };

export function validateUpdateFileAttributes(body: unknown): Record<string, unknown> {
  return checkBody(body, { fields: UPDATE_FILE_ATTRIBUTES_FIELDS, required: ['attributes'] });
}

const VECTOR_STORE_SEARCH_FIELDS: Record<string, FieldRule> = {
  query: (value, path) => {
    if (typeof value === 'string') return;
    if (!Array.isArray(value) || value.some((q) => typeof q !== 'string'))
      throw invalidType(path, 'a string or an array of strings', value);
  },
  filters: 'object',
  max_num_results: { integer: true, min: 1, max: 50 },
  ranking_options: 'object',
  rewrite_query: 'boolean',
};

/** `POST /v1/vector_stores/{id}/search`: a query (text or a list of texts) and the SDK's optional knobs. */
export function validateVectorStoreSearch(body: unknown): Record<string, unknown> {
  return checkBody(body, { fields: VECTOR_STORE_SEARCH_FIELDS, required: ['query'] });
}

/**
 * The fields each Assistants request body takes, under the name of the vendored spec's request schema (nested objects
 * as `Schema.property[]` for array items, `Schema.property` for an object). Every body is checked against these lists
 * before anything else ("Unrecognized request argument supplied: …", nested: "Unknown parameter: '…'."), and
 * assistants/request-fields.test.ts holds each list equal to the spec's properties, so a field the spec adds or drops
 * fails that test instead of being taken (or refused) silently. The lists are not read from the spec at run time: the
 * mock runs in the page too, which does not carry the spec.
 */
export const REQUEST_FIELDS: Record<string, Record<string, FieldRule>> = {
  CreateAssistantRequest: ASSISTANT_FIELDS,
  ModifyAssistantRequest: ASSISTANT_FIELDS,
  CreateThreadRequest: THREAD_RULES.fields,
  ModifyThreadRequest: MODIFY_THREAD_FIELDS,
  CreateMessageRequest: MESSAGE_FIELDS,
  ModifyMessageRequest: METADATA_ONLY,
  CreateRunRequest: CREATE_RUN_FIELDS,
  CreateThreadAndRunRequest: THREAD_AND_RUN_FIELDS,
  'CreateThreadAndRunRequest.thread': THREAD_RULES.fields,
  'CreateThreadRequest.messages[]': MESSAGE_FIELDS,
  'CreateRunRequest.additional_messages[]': MESSAGE_FIELDS,
  ModifyRunRequest: METADATA_ONLY,
  SubmitToolOutputsRunRequest: SUBMIT_TOOL_OUTPUTS_FIELDS,
  'SubmitToolOutputsRunRequest.tool_outputs[]': TOOL_OUTPUT_FIELDS,
  CreateVectorStoreRequest: CREATE_VECTOR_STORE_FIELDS,
  UpdateVectorStoreRequest: MODIFY_VECTOR_STORE_FIELDS,
  CreateVectorStoreFileRequest: CREATE_VECTOR_STORE_FILE_FIELDS,
  VectorStoreSearchRequest: VECTOR_STORE_SEARCH_FIELDS,
  CreateVectorStoreFileBatchRequest: CREATE_FILE_BATCH_FIELDS,
  'CreateVectorStoreFileBatchRequest.files[]': CREATE_VECTOR_STORE_FILE_FIELDS,
  UpdateVectorStoreFileAttributesRequest: UPDATE_FILE_ATTRIBUTES_FIELDS,
};

function tooLong(path: string, max: number, length: number) {
  return invalidRequest(
    `Invalid '${path}': string too long. Expected a string with maximum length ${max}, but got a string with length ${length} instead.`,
    path,
    'string_above_max_length',
  );
}
