// Tests that the spec validator accepts the seed payloads and catches a broken one.
import { describe, expect, it } from 'vitest';
import { specErrors } from './openapi.ts';
import { seed001Json } from '../../../vendor/index.ts';

const fixture = seed001Json;

describe('OpenAPI validator', () => {
  it('accepts the seed requests', () => {
    expect(specErrors('CreateChatCompletionRequest', fixture('1-request.json'))).toEqual([]);
    expect(specErrors('CreateChatCompletionRequest', fixture('3-request.json'))).toEqual([]);
  });

  it('rejects the seed response, which leaves out fields the spec requires', () => {
    expect(specErrors('CreateChatCompletionResponse', fixture('2-response.json')).join('\n')).toMatch(
      /created|logprobs/,
    );
  });

  it('handles nullable fields (usage: null in a chunk)', () => {
    const chunk = { id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [], usage: null };
    expect(specErrors('CreateChatCompletionStreamResponse', chunk)).toEqual([]);
    expect(specErrors('CreateChatCompletionStreamResponse', { ...chunk, object: 'chat.completion' })).not.toEqual([]);
  });
});
