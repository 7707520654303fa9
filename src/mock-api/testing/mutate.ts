// Test support for fuzzing: replace or delete the value at a random path of a JSON body, and the property over mutated requests.
import fc from 'fast-check';
import { expect } from 'vitest';
import { isOpenAIErrorBody } from '@loopscope/wire/errors';
import { specErrors } from './openapi.ts';

/** Replaces the value at a random path of `value` with `replacement`, or deletes it. */
export function mutate(value: unknown, path: number[], replacement: unknown, remove: boolean): unknown {
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

/** Values a mutation puts in place: any small JSON, or the edge cases and wire words that trip validators. */
export function mutationValues(words: readonly unknown[]) {
  return fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(null, [], {}, '', 0, -1, 1e9, true, ...words));
}

/** Checks `check` on valid bodies with one to three random edits each, streamed or not. */
export function assertMutations(
  bases: readonly Record<string, unknown>[],
  words: readonly unknown[],
  check: (body: unknown) => Promise<void>,
  numRuns: number,
) {
  return fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...bases),
      fc.array(fc.tuple(fc.array(fc.nat(40), { minLength: 1, maxLength: 6 }), mutationValues(words), fc.boolean()), {
        minLength: 1,
        maxLength: 3,
      }),
      fc.boolean(),
      async (base, edits, stream) => {
        let body: unknown = stream ? { ...base, stream: true } : base;
        for (const [path, value, remove] of edits) body = mutate(body, path, value, remove);
        await check(body);
      },
    ),
    { numRuns },
  );
}

/** Never a 500; any other non-200 answer must be the API's error object. True when the answer was such an error. */
export function isValidError(res: { status: number; text: string; json(): unknown }): boolean {
  expect(res.status, res.text).not.toBe(500);
  if (res.status === 200) return false;
  const json = res.json();
  expect(isOpenAIErrorBody(json), res.text).toBe(true);
  expect(specErrors('ErrorResponse', json)).toEqual([]);
  return true;
}
