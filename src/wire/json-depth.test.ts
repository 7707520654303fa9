// Nesting depth of JSON text: brackets inside strings do not count, escapes are honoured, deep input is caught early.
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth';

describe('nestedDeeperThan', () => {
  it('counts arrays and objects opened inside each other', () => {
    expect(nestedDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestedDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestedDeeperThan('[][][][]', 1)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestedDeeperThan(JSON.stringify({ s: '[[[[{{{{', t: 'say \\"[[[[" ok' }), 1)).toBe(false);
  });

  it('finds a 100,000-level body without recursion', () => {
    expect(nestedDeeperThan('['.repeat(100_000) + ']'.repeat(100_000))).toBe(true);
    expect(nestedDeeperThan('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBe(false);
  });
});
