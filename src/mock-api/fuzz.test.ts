// Property test: thousands of random and mutated bodies never crash the handler; each answer is a valid error or completion.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMockApi } from './index.ts';
import { post, seedFixture, sseData } from './testing/harness.ts';
import { assertMutations, isValidError } from './testing/mutate.ts';
import { specErrors } from './testing/openapi.ts';

const api = createMockApi({ clock: () => 1_764_450_000_000 });
const seeds = (['1-request.json', '3-request.json'] as const).map((name) => seedFixture(name));

async function checkAnswer(body: unknown) {
  const res = await post(api, typeof body === 'string' ? body : JSON.stringify(body));
  if (isValidError(res)) return;
  if (res.response.headers.get('content-type')!.startsWith('text/event-stream')) {
    const events = sseData(res.text);
    expect(events[events.length - 1]).toBe('[DONE]');
    for (const e of events.slice(0, -1)) expect(specErrors('CreateChatCompletionStreamResponse', e)).toEqual([]);
  } else {
    expect(specErrors('CreateChatCompletionResponse', res.json())).toEqual([]);
  }
}

describe('bad input never crashes the handler', () => {
  it('random JSON values and random text', async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.string(), fc.object()), checkAnswer), {
      numRuns: 1000,
    });
  });

  it('mutated seed requests', async () => {
    await assertMutations(seeds, ['tool', 'function', 'call_xK9f2a'], checkAnswer, 1500);
  });
});
