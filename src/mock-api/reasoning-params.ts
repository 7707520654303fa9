// What reasoning models refuse (sampling parameters, `max_tokens`) and what other models refuse (`reasoning_effort`, verbosity).
// vendor/wire-rules/wire-rules.md states none of these wordings; they are the ones the real API sends as public bug reports quote them,
// chosen here per style: Chat says "Unsupported value … Only the default (1) value is supported.", Responses "Unsupported parameter".
import { invalidRequest } from '@loopscope/wire/errors';
import {} from '@loopscope/wire/checks';
import { isObject } from '@loopscope/wire/json-object';
import type { MockModelInfo } from './models.ts';

type Body = Record<string, unknown>;

/** The sampling parameters reasoning models fix at 1: any other value is refused. */
const SAMPLING = ['temperature', 'top_p'] as const;

export function checkChatReasoningParams(body: Body, model: MockModelInfo): void {
  if (model.reasoning) {
    for (const key of SAMPLING) {
      const value = body[key];
      if (typeof value === 'number' && value !== 1) {
        throw invalidRequest(
          `Unsupported value: '${key}' does not support ${value} with this model. Only the default (1) value is supported.`,
          key,
          'unsupported_value',
        );
      }
    }
    if (body.max_tokens !== undefined && body.max_tokens !== null) {
      throw invalidRequest(
        "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
        'max_tokens',
        'unsupported_parameter',
      );
    }
    return;
  }
  if (body.reasoning_effort !== undefined && body.reasoning_effort !== null) {
    throw invalidRequest(
      "Unsupported parameter: 'reasoning_effort' is not supported with this model.",
      'reasoning_effort',
      'unsupported_parameter',
    );
  }
  checkVerbosity(body.verbosity, model, 'verbosity');
}

export function checkResponsesReasoningParams(body: Body, model: MockModelInfo): void {
  const reasoning = isObject(body.reasoning) ? body.reasoning : null;
  if (model.reasoning) {
    for (const key of SAMPLING) {
      const value = body[key];
      if (typeof value === 'number' && value !== 1)
        throw invalidRequest(
          `Unsupported parameter: '${key}' is not supported with this model.`,
          key,
          'unsupported_parameter',
        );
    }
    return;
  }
  if (reasoning?.effort != null) {
    throw invalidRequest(
      "Unsupported parameter: 'reasoning.effort' is not supported with this model.",
      'reasoning.effort',
      'unsupported_parameter',
    );
  }
  checkVerbosity(isObject(body.text) ? body.text.verbosity : undefined, model, 'text.verbosity');
}

/** Models before gpt-5 write at one verbosity only. */
function checkVerbosity(value: unknown, model: MockModelInfo, param: string): void {
  if (value === undefined || value === null || value === 'medium') return;
  throw invalidRequest(
    `Unsupported value: '${String(value)}' is not supported with the '${model.id}' model. Supported values are: 'medium'.`,
    param,
    'unsupported_value',
  );
}
