// Property test for /v1/responses: random and mutated bodies (chained, streamed) never crash the handler; each answer is a valid error or Response.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMockApi } from '../index.ts';
import { post } from '../testing/harness.ts';
import { assertMutations, isValidError } from '../testing/mutate.ts';
import { specErrors } from '../testing/openapi.ts';

const api = createMockApi({ clock: () => 1_764_450_000_000 });
const tool = {
  type: 'function',
  name: 'get_weather',
  description: 'Weather',
  parameters: {
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
    additionalProperties: false,
  },
  strict: true,
};
const bases: Record<string, unknown>[] = [
  { model: 'gpt-4o', instructions: 'Be brief.', input: 'Weather in Berlin?', tools: [tool] },
  {
    model: 'o4-mini',
    input: [
      { role: 'user', content: 'Weather in Berlin?' },
      { type: 'function_call', call_id: 'call_1', name: 'get_weather', arguments: '{"city":"Berlin"}' },
      { type: 'function_call_output', call_id: 'call_1', output: '18' },
    ],
    tools: [tool],
    include: ['reasoning.encrypted_content'],
  },
  {
    model: 'gpt-4o',
    input: [{ role: 'user', content: [{ type: 'input_text', text: 'hi' }] }],
    text: { format: { type: 'json_schema', name: 'x', schema: { type: 'object', properties: {} } } },
    max_output_tokens: 20,
    truncation: 'auto',
  },
];

async function checkAnswer(body: unknown) {
  const res = await post(api, typeof body === 'string' ? body : JSON.stringify(body), { path: '/responses' });
  if (isValidError(res)) return;
  if (res.response.headers.get('content-type')!.startsWith('text/event-stream')) {
    expect(res.text).toMatch(/event: response\.(completed|incomplete)\n/);
    return;
  }
  expect(specErrors('Response', res.json())).toEqual([]);
}

/**
 * Hundreds of full requests each (tokenizer, model, OpenAPI check): 10 s on a loaded two-core machine, where the
 * default 20 s timeout failed the test now and then without any counterexample. The bound is for runaway loops only.
 */
const FUZZ_TIMEOUT_MS = 120_000;

describe('bad input never crashes /v1/responses', () => {
  it(
    'random JSON values',
    async () => {
      await fc.assert(fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.string(), fc.object()), checkAnswer), {
        numRuns: 400,
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'mutated valid requests',
    async () => {
      await assertMutations(
        bases,
        ['tool', 'function_call', 'function_call_output', 'resp_x', 'call_1'],
        checkAnswer,
        800,
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
