// The blind set has the promised shape, accepted answers its tools can give, and nothing shared with the other sets.
import { describe, expect, it } from 'vitest';
import { scoreCase } from '../bfcl/score.ts';
import { findQuotes } from '../bfcl/guard.ts';
import { mockPieces } from '../bfcl/mock-source.ts';
import { KINDS, tool } from '../model-heldout/build.ts';
import { ownCases } from '../model-heldout/own-set.ts';
import { readingCases } from '../model-own/own-set.ts';
import { BLIND_DOMAINS, blindCases, failureType } from './blind-set.ts';

type Props = Record<string, { type: string; enum?: unknown[] }>;

describe('the blind set', () => {
  const cases = blindCases();

  it('holds 120 questions: in each of eight domains 4 simple, 3 multiple, 3 parallel, 3 parallel_multiple, 2 irrelevance', () => {
    expect(cases).toHaveLength(120);
    const domains = [...new Set(cases.map((c) => c.domain))];
    expect(domains).toHaveLength(8);
    const wanted = { simple: 4, multiple: 3, parallel: 3, parallel_multiple: 3, irrelevance: 2 };
    for (const domain of domains)
      for (const kind of KINDS)
        expect(
          cases.filter((c) => c.domain === domain && c.kind === kind),
          `${domain} ${kind}`,
        ).toHaveLength(wanted[kind]);
  });

  it('gives each domain three to five tools', () => {
    for (const d of BLIND_DOMAINS) {
      expect(d.tools.length, d.name).toBeGreaterThanOrEqual(3);
      expect(d.tools.length, d.name).toBeLessThanOrEqual(5);
    }
  });

  it('answers each kind with calls of its shape', () => {
    const repeating = cases.filter(
      (c) =>
        c.kind === 'parallel_multiple' &&
        new Set(c.ground_truth!.map((t) => Object.keys(t)[0])).size < c.ground_truth!.length,
    );
    expect(repeating.length, 'parallel_multiple questions calling one tool several times').toBeGreaterThanOrEqual(12);
    for (const c of cases) {
      const names = (c.ground_truth ?? []).map((t) => Object.keys(t)[0]!);
      if (c.kind === 'irrelevance') expect(c.ground_truth, c.id).toBeNull();
      if (c.kind === 'simple' || c.kind === 'multiple') expect(names, c.id).toHaveLength(1);
      if (c.kind === 'parallel') {
        expect(names.length, c.id).toBeGreaterThanOrEqual(2);
        expect(new Set(names).size, c.id).toBe(1);
      }
      if (c.kind === 'parallel_multiple') expect(new Set(names).size, c.id).toBeGreaterThanOrEqual(2);
      if (c.kind === 'simple' || c.kind === 'parallel') expect(c.function, c.id).toHaveLength(1);
      else expect(c.function.length, c.id).toBeGreaterThanOrEqual(3);
    }
  });

  it("accepts only calls of offered tools, with the schema's parameters, every required one, enum values from the enum", () => {
    for (const c of cases)
      for (const t of c.ground_truth ?? []) {
        const [name, accepted] = Object.entries(t)[0]!;
        const fn = c.function.find((f) => f.name === name);
        expect(fn, `${c.id}: ${name}`).toBeDefined();
        const props = fn!.parameters.properties as Props;
        expect(Object.keys(accepted).sort(), c.id).toEqual(Object.keys(props).sort());
        for (const r of fn!.parameters.required as string[]) expect(accepted[r], `${c.id}: ${r}`).not.toContain('');
        for (const [param, values] of Object.entries(accepted))
          for (const v of values.filter((x) => x !== '' && props[param]!.enum))
            expect(props[param]!.enum, `${c.id}: ${param}`).toContain(v);
      }
  });

  it('passes its own accepted answers and fails a call that leaves every call out', () => {
    for (const c of cases) {
      const calls = (c.ground_truth ?? []).map((t) => {
        const [name, accepted] = Object.entries(t)[0]!;
        const args = Object.fromEntries(
          Object.entries(accepted)
            .filter(([, values]) => values[0] !== '')
            .map(([param, values]) => [param, values[0]]),
        );
        return { name, args };
      });
      expect(scoreCase(c.function, calls, c.ground_truth), c.id).toBe('');
      if (c.ground_truth) expect(scoreCase(c.function, [], c.ground_truth), c.id).not.toBe('');
    }
  });

  it('asks no question twice and shares no domain or tool name with the other own sets', () => {
    const texts = cases.map((c) => c.question[0]![0]!.content);
    expect(new Set(texts).size).toBe(texts.length);
    const others = [...ownCases(), ...readingCases('tuning'), ...readingCases('held-out')];
    const otherTools = new Set(others.flatMap((c) => c.function.map((f) => f.name)));
    expect(cases.flatMap((c) => c.function.map((f) => f.name)).filter((n) => otherTools.has(n))).toEqual([]);
    const otherDomains = new Set(ownCases().map((c) => c.domain));
    expect([...new Set(cases.map((c) => c.domain))].filter((d) => otherDomains.has(d))).toEqual([]);
  });

  it('is quoted nowhere in the mock API (no six words in a row of its questions), so it stays unseen', () => {
    expect(
      findQuotes(
        mockPieces(),
        cases.map((c) => c.question[0]![0]!.content),
      ),
    ).toEqual([]);
  });
});

describe('failureType', () => {
  const fn = tool('book_slot', 'Books a slot.', {
    day: ['string', 'Date in YYYY-MM-DD format'],
    size: ['string', 'Size', { enum: ['small', 'large'] }],
    'count?': ['integer', 'How many'],
  });
  const truth = [{ book_slot: { day: ['2027-01-02'], size: ['small'], count: [2] } }];
  const typeOf = (calls: { name: string; args: Record<string, unknown> }[], t: typeof truth | null = truth) =>
    failureType(scoreCase([fn], calls, t), [fn]);
  const good = { day: '2027-01-02', size: 'small', count: 2 };

  it('names the call count, the function and an irrelevant call', () => {
    expect(typeOf([])).toBe('no call at all');
    expect(typeOf([{ name: 'book_slot', args: good }], [...truth, ...truth])).toBe('too few calls');
    expect(
      typeOf([
        { name: 'book_slot', args: good },
        { name: 'book_slot', args: good },
      ]),
    ).toBe('too many calls');
    expect(typeOf([{ name: 'other', args: good }])).toBe('wrong function');
    expect(typeOf([{ name: 'book_slot', args: good }], null)).toBe('called a tool where none fits');
  });

  it('names the kind of parameter that was wrong or left out', () => {
    expect(typeOf([{ name: 'book_slot', args: { ...good, day: '2 January' } }])).toBe('wrong value (date)');
    expect(typeOf([{ name: 'book_slot', args: { ...good, size: 'large' } }])).toBe('wrong value (string enum)');
    expect(typeOf([{ name: 'book_slot', args: { ...good, count: 2.5 } }])).toBe('wrong type (integer)');
    expect(typeOf([{ name: 'book_slot', args: { day: '2027-01-02', size: 'small' } }])).toBe(
      'optional parameter the question gives left out (integer)',
    );
    expect(typeOf([{ name: 'book_slot', args: { size: 'small', count: 2 } }])).toBe(
      'required parameter left out (date)',
    );
    expect(typeOf([{ name: 'book_slot', args: { ...good, colour: 'red' } }])).toBe('parameter the tool does not have');
  });
});
