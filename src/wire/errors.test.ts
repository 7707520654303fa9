// Tests for the OpenAI error builders.
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiErrorResponse,
  errorBody,
  invalidApiKeyError,
  invalidRequest,
  isOpenAIErrorBody,
  modelNotFoundError,
} from './errors.ts';

describe('errors', () => {
  it('fills type, param and code with the API defaults', () => {
    expect(errorBody('Boom')).toEqual({
      error: { message: 'Boom', type: 'invalid_request_error', param: null, code: null },
    });
    expect(errorBody('Boom', { type: 'server_error', code: 'x', param: 'p' }).error).toEqual({
      message: 'Boom',
      type: 'server_error',
      param: 'p',
      code: 'x',
    });
  });

  it('turns an ApiError into a JSON response with its status and headers', async () => {
    const error = new ApiError(429, errorBody('Slow down', { code: 'rate_limit_exceeded' }), { 'retry-after': '2' });
    const response = apiErrorResponse(error);
    expect(response.status).toBe(429);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.json()).toEqual(error.body);
  });

  it('builds the 400, 401 and 404 the real API sends', () => {
    expect(invalidRequest('Bad', 'tools', 'empty_array').body.error).toEqual({
      message: 'Bad',
      type: 'invalid_request_error',
      param: 'tools',
      code: 'empty_array',
    });
    const unauthorized = invalidApiKeyError('sk-abcdefghijklmnopwxyz');
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.body.error.message).toBe(
      'Incorrect API key provided: sk-abc***wxyz. You can find your API key at https://platform.openai.com/account/api-keys.',
    );
    expect(unauthorized.body.error.code).toBe('invalid_api_key');
    const missing = modelNotFoundError('gpt-9');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({
      message: 'The model `gpt-9` does not exist or you do not have access to it.',
      type: 'invalid_request_error',
      param: null,
      code: 'model_not_found',
    });
  });

  it('recognises only well-formed error bodies', () => {
    expect(isOpenAIErrorBody(errorBody('x'))).toBe(true);
    expect(isOpenAIErrorBody({ error: { message: 'x', type: 't', param: 1, code: null } })).toBe(false);
    expect(isOpenAIErrorBody({ message: 'x' })).toBe(false);
  });
});
