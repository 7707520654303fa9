// Validates a parsed Chat Completions body in the order the real API does and returns it typed.
import type { ChatCompletionCreateParams } from '@loopscope/wire/chat-types';
import { invalidRequest, modelNotFoundError } from '@loopscope/wire/errors';
import { servedModel, type MockModelInfo } from '../models.ts';
import { beganByWalkthrough, type ReplyScript } from '../scenarios/reply-script.ts';
import { checkNumber, checkType, invalidType, invalidValue } from '@loopscope/wire/checks';
import { isObject } from '@loopscope/wire/json-object';
import { validateModeration } from '@loopscope/wire/moderation';
import { REASONING_EFFORTS, VERBOSITIES } from '@loopscope/wire/responses/validate-request';
import { checkChatReasoningParams } from '../reasoning-params.ts';
import { CHAT_REQUEST_FIELDS } from './known-fields.ts';
import { validateConversation } from './validate-conversation.ts';
import { validateMessages } from './validate-messages.ts';
import { validateJsonMode, validateResponseFormat } from './validate-response-format.ts';
import { validateStrictTools, validateToolChoice, validateTools } from './validate-tools.ts';

export interface ValidRequest {
  body: ChatCompletionCreateParams;
  model: MockModelInfo;
}

/** When the request is made (the mock's clock) and the walkthroughs that may answer it: together they decide whether its model is served. */
export interface ChatServing {
  now: number;
  scenarios: readonly ReplyScript[];
}

export function validateChatRequest(body: unknown, serving: ChatServing): ValidRequest {
  if (!isObject(body)) throw invalidType('body', 'an object', body);
  if (body.model === undefined || body.model === null || body.model === '')
    throw invalidRequest('you must provide a model parameter');
  if (typeof body.model !== 'string') throw invalidType('model', 'a string', body.model);

  const unknown = Object.keys(body).filter((k) => !CHAT_REQUEST_FIELDS.has(k));
  if (unknown.length === 1) throw invalidRequest(`Unrecognized request argument supplied: ${unknown[0]}`);
  if (unknown.length > 1) throw invalidRequest(`Unrecognized request arguments supplied: ${unknown.sort().join(', ')}`);

  validateMessages(body.messages);
  validateTools(body.tools);
  validateScalars(body);
  validateResponseFormat(body.response_format);
  validateModeration(body);

  const model = servedModel(body.model, serving.now, () =>
    beganByWalkthrough(serving.scenarios, body as unknown as ChatCompletionCreateParams),
  );
  if (!model) throw modelNotFoundError(body.model);
  checkChatReasoningParams(body, model);
  for (const key of ['max_completion_tokens', 'max_tokens'] as const) {
    const value = body[key];
    if (typeof value === 'number' && value > model.maxOutputTokens) {
      throw invalidRequest(
        `${key} is too large: ${value}. This model supports at most ${model.maxOutputTokens} completion tokens, whereas you provided ${value}.`,
        key,
        'invalid_value',
      );
    }
  }

  const request = body as unknown as ChatCompletionCreateParams;
  const tools = request.tools;
  validateToolChoice(body.tool_choice, tools);
  if (body.parallel_tool_calls !== undefined && body.parallel_tool_calls !== null && !tools) {
    throw invalidRequest(
      "Invalid value for 'parallel_tool_calls': 'parallel_tool_calls' is only allowed when 'tools' are specified.",
      'parallel_tool_calls',
    );
  }
  if (isObject(body.stream_options) && body.stream !== true) {
    throw invalidRequest(
      "Invalid value for 'stream_options': 'stream_options' is only allowed when 'stream' is true.",
      'stream_options',
    );
  }
  validateConversation(request.messages);
  validateJsonMode(body.response_format, request.messages);
  validateStrictTools(tools ?? []);
  return { body: request, model };
}

function validateScalars(body: Record<string, unknown>): void {
  checkType(body, 'stream', 'boolean');
  checkType(body, 'parallel_tool_calls', 'boolean');
  checkType(body, 'logprobs', 'boolean');
  checkType(body, 'store', 'boolean');
  checkType(body, 'user', 'string');
  checkType(body, 'stream_options', 'object');
  checkType(body, 'metadata', 'object');
  checkType(body, 'logit_bias', 'object');
  checkNumber(body, 'n', { integer: true, min: 1, max: 128 });
  checkNumber(body, 'temperature', { min: 0, max: 2 });
  checkNumber(body, 'top_p', { min: 0, max: 1 });
  checkNumber(body, 'presence_penalty', { min: -2, max: 2 });
  checkNumber(body, 'frequency_penalty', { min: -2, max: 2 });
  checkNumber(body, 'top_logprobs', { integer: true, min: 0, max: 20 });
  checkNumber(body, 'max_completion_tokens', { integer: true, min: 1 });
  checkNumber(body, 'max_tokens', { integer: true, min: 1 });
  checkNumber(body, 'seed', { integer: true });
  for (const [key, values] of [
    ['reasoning_effort', REASONING_EFFORTS],
    ['verbosity', VERBOSITIES],
  ] as const) {
    if (body[key] !== undefined && body[key] !== null && !values.includes(body[key] as string))
      throw invalidValue(body[key], values, key);
  }
  if (isObject(body.metadata)) {
    for (const [key, value] of Object.entries(body.metadata)) {
      if (typeof value !== 'string') throw invalidType(`metadata.${key}`, 'a string', value);
    }
  }
  if (isObject(body.stream_options)) {
    const include = body.stream_options.include_usage;
    if (include !== undefined && typeof include !== 'boolean')
      throw invalidType('stream_options.include_usage', 'a boolean', include);
  }
  const stop = body.stop;
  if (
    stop !== undefined &&
    stop !== null &&
    typeof stop !== 'string' &&
    !(Array.isArray(stop) && stop.every((s) => typeof s === 'string'))
  ) {
    throw invalidType('stop', 'one of a string or array of strings', stop);
  }
}
