// A huge Responses input gives the event loop back while it is worked through: other clients are answered meanwhile.
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../index.ts';
import { BASE_URL, post } from '../testing/harness.ts';

const api = createMockApi({ scenario: 'none', clock: () => 1_764_450_000_000 });
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ role: 'user', content: `m${i}` }));
const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * While `big` is pending, one trivial GET /v1/models after another, each from a fresh event-loop turn (as a request
 * from another socket would arrive); returns how many were answered before `big` was. Ordering, not timing: a handler
 * that keeps the loop until it is done lets none through past its first await on the body.
 */
async function answeredMeanwhile(big: Promise<unknown>): Promise<number> {
  let done = false;
  void big.finally(() => (done = true));
  let answered = 0;
  while (!done) {
    await turn();
    if (done) break;
    const res = await api.fetch(new Request(`${BASE_URL}/models`, { headers: { authorization: 'Bearer sk-test' } }));
    await res.text();
    if (!done) answered += 1;
  }
  return answered;
}

describe('a many-item Responses input and the other clients', () => {
  // Warm the tokenizer so its one-time load is not what lets requests through.
  it('loads the tokenizer', async () => {
    expect(
      (await post(api, JSON.stringify({ model: 'gpt-4o', input: 'hi' }), { path: '/responses/input_tokens' })).status,
    ).toBe(200);
  });

  for (const [path, body] of [
    ['/responses/input_tokens', { model: 'gpt-4o', input: items(20_000) }],
    ['/responses/compact', { model: 'gpt-4o', input: items(20_000) }],
    // Over the context window: `truncation: "auto"` searches for how many to drop, each probe a count of the whole.
    ['/responses', { model: 'gpt-4o', input: items(20_000), truncation: 'auto', store: false }],
  ] as const) {
    it(`${path}: trivial requests are answered while 20,000 items are worked through`, async () => {
      const big = post(api, JSON.stringify(body), { path });
      const answered = await answeredMeanwhile(big);
      expect((await big).status).toBe(200);
      // Each slice of items is followed by a turn of the loop; a dozen turns is far below the slices of 20,000 items (ten per stage).
      expect(answered).toBeGreaterThan(12);
    }, 60_000);
  }
});
