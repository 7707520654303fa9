// Property test: thousands of random and mutated bodies never crash the handler; each answer is a valid error or completion.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isOpenAIErrorBody } from '../wire/errors.ts';
import { createMockApi } from './index.ts';
import { post, seedFixture, sseData } from './testing/harness.ts';
import { specErrors } from './testing/openapi.ts';

const api = createMockApi({ clock: () => 1_764_450_000_000 });
const seeds = ['1-request.json', '3-request.json'].map(seedFixture);

/** Replaces the value at a random path of `value` with `replacement`, or deletes it. */
function mutate(value: unknown, path: number[], replacement: unknown, remove: boolean): unknown {
  if (path.length === 0 || typeof value !== 'object' || value === null) return replacement;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  if (entries.length === 0) return replacement;
  const [key, child] = entries[path[0]! % entries.length]!;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value };
  if (remove && path.length === 1) {
    if (Array.isArray(copy)) copy.splice(Number(key), 1);
    else delete copy[key];
    return copy;
  }
  (copy as Record<string, unknown>)[key] = mutate(child, path.slice(1), replacement, remove);
  return copy;
}

async function checkAnswer(body: unknown) {
  const res = await post(api, typeof body === 'string' ? body : JSON.stringify(body));
  expect(res.status, res.text).not.toBe(500);
  if (res.status !== 200) {
    const json = res.json();
    expect(isOpenAIErrorBody(json), res.text).toBe(true);
    expect(specErrors('ErrorResponse', json)).toEqual([]);
    return;
  }
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
    await fc.assert(fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.string(), fc.object()), checkAnswer), { numRuns: 1000 });
  });

  it('mutated seed requests', async () => {
    const replacement = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(null, [], {}, '', 0, -1, 1e9, true, 'tool', 'function', 'call_xK9f2a'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...seeds),
        fc.array(fc.tuple(fc.array(fc.nat(40), { minLength: 1, maxLength: 6 }), replacement, fc.boolean()), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        async (seed, edits, stream) => {
          let body: unknown = stream ? { ...seed, stream: true } : seed;
          for (const [path, value, remove] of edits) body = mutate(body, path, value, remove);
          await checkAnswer(body);
        },
      ),
      { numRuns: 1500 },
    );
  });
});
