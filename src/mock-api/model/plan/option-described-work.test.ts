// The described-option reader compares each option's words with the request's distinct words that open as they do:
// a long request of repeated words costs a handful of comparisons, not one per word said.
import { describe, expect, it, vi } from 'vitest';
import { Evidence } from '../understand/evidence.ts';
import type * as text from '../understand/text.ts';
import { optionDescribed } from './option-described.ts';

const compared = vi.hoisted(() => ({ count: 0 }));
vi.mock('../understand/text.ts', async (actual) => {
  const real = await actual<typeof text>();
  return {
    ...real,
    sameStem: (a: string, b: string) => {
      compared.count++;
      return real.sameStem(a, b);
    },
  };
});

const cap = {
  type: 'string',
  description:
    'mesh_top keeps wasps and birds out, hooded_top keeps the rain from dripping in, turbine_top pulls stale air up.',
  enum: ['mesh_top', 'hooded_top', 'turbine_top'],
};

describe('reading an option from its description', () => {
  it('compares each distinct word of a long request once per option word that opens as it does', () => {
    const request = 'Rain keeps dripping into the loft again and again. '.repeat(80).slice(0, 4000);
    compared.count = 0;
    expect(optionDescribed(cap.enum, cap, new Evidence(request, new Date('2026-11-29T12:00:00Z')))?.value).toBe(
      'hooded_top',
    );
    expect(compared.count).toBeLessThan(100);
  });
});
