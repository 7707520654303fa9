// The shape checks every blind set must pass, shared by the blind sets' tests so each set is held to the same rules.
import { expect, it } from 'vitest';
import type { BfclFunction } from '../bfcl/convert.ts';
import { findQuotes } from '../bfcl/guard.ts';
import { mockPieces } from '../bfcl/mock-source.ts';
import { scoreCase, type GroundTruthCall } from '../bfcl/score.ts';
import { KINDS, type DomainSpec, type Kind, type OwnCase } from '../model-heldout/build.ts';
import { failureType } from './blind-set.ts';

type Props = Record<string, { type: string; enum?: unknown[] }>;

/** The first accepted value of every parameter a ground-truth call gives (an optional one left out): a call that passes. */
export function firstAcceptedCall(t: GroundTruthCall): { name: string; args: Record<string, unknown> } {
  const [name, accepted] = Object.entries(t)[0]!;
  const args = Object.fromEntries(
    Object.entries(accepted)
      .filter(([, values]) => values[0] !== '')
      .map(([param, values]) => [param, values[0]]),
  );
  return { name, args };
}

export interface BlindShape {
  /** Questions of each kind in every domain, or per domain (by its name) when the domains differ. */
  perDomain: Record<Kind, number> | ((domain: string) => Record<Kind, number>);
  /** How many parallel_multiple questions must call one tool several times. */
  repeatingAtLeast: number;
  /** Questions of the other sets: the blind set may share no tool name with them. */
  others: () => { function: BfclFunction[] }[];
  /** Domains of the other sets: the blind set may share none. */
  otherDomains: () => string[];
}

/** Registers the checks of one blind set inside the caller's `describe`. */
export function checkBlindSet(cases: OwnCase[], domains: readonly DomainSpec[], shape: BlindShape) {
  const { perDomain } = shape;
  const kindsOf = (domain: string) => (typeof perDomain === 'function' ? perDomain(domain) : perDomain);
  const total = domains.reduce((s, d) => s + Object.values(kindsOf(d.name)).reduce((a, n) => a + n, 0), 0);
  const layout =
    typeof perDomain === 'function'
      ? domains.map((d) => `${d.name} ${JSON.stringify(perDomain(d.name))}`).join(', ')
      : `each of ${domains.length} domains ${JSON.stringify(perDomain)}`;

  it(`holds ${total} questions: in ${layout}`, () => {
    expect(cases).toHaveLength(total);
    const names = [...new Set(cases.map((c) => c.domain))];
    expect(names).toHaveLength(domains.length);
    for (const domain of names)
      for (const kind of KINDS)
        expect(
          cases.filter((c) => c.domain === domain && c.kind === kind),
          `${domain} ${kind}`,
        ).toHaveLength(kindsOf(domain)[kind]);
  });

  it('gives each domain three to five tools', () => {
    for (const d of domains) {
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
    expect(repeating.length, 'parallel_multiple questions calling one tool several times').toBeGreaterThanOrEqual(
      shape.repeatingAtLeast,
    );
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

  it("accepts only calls of offered tools, with the schema's parameters, every required one, enum values from the enum", () =>
    expectAcceptedCallsFit(cases));

  it('passes its own accepted answers and fails a call that leaves every call out', () => {
    for (const c of cases) {
      const calls = (c.ground_truth ?? []).map(firstAcceptedCall);
      expect(scoreCase(c.function, calls, c.ground_truth), c.id).toBe('');
      if (c.ground_truth) expect(scoreCase(c.function, [], c.ground_truth), c.id).not.toBe('');
    }
  });

  it('asks no question twice and shares no domain or tool name with the other sets', () => {
    const texts = cases.map((c) => c.question[0]![0]!.content);
    expect(new Set(texts).size).toBe(texts.length);
    const otherTools = new Set(shape.others().flatMap((c) => c.function.map((f) => f.name)));
    expect(cases.flatMap((c) => c.function.map((f) => f.name)).filter((n) => otherTools.has(n))).toEqual([]);
    const otherDomains = new Set(shape.otherDomains());
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
}

/** Registers a check that every `...date` and `...time` parameter is described so the failure summary counts it as such. */
export function checkDateTimeDescriptions(domains: readonly Pick<DomainSpec, 'tools'>[]) {
  it('describes every date and time parameter so that the failure summary counts it as a date or a time', () => {
    for (const d of domains)
      for (const f of d.tools)
        for (const param of Object.keys(f.parameters.properties as object)) {
          const wanted = /date$/.test(param) ? 'date' : /time$/.test(param) ? 'time' : undefined;
          if (wanted)
            expect(failureType(`${param}="x" not in ["y"]`, [f]), `${f.name}.${param}`).toBe(`wrong value (${wanted})`);
        }
  });
}

/** Registers the checks of a set that fans out: every parallel question calls twice or more, some three times or more. */
export function checkFanOut(cases: OwnCase[], fanOutTotal: number, threeOrMoreAtLeast: number) {
  it('fans out in every parallel and parallel_multiple question, some to three or four calls', () => {
    const fanOut = cases.filter((c) => c.kind === 'parallel' || c.kind === 'parallel_multiple');
    expect(fanOut).toHaveLength(fanOutTotal);
    for (const c of fanOut) expect(c.ground_truth!.length, c.id).toBeGreaterThanOrEqual(2);
    expect(fanOut.filter((c) => c.ground_truth!.length >= 3).length).toBeGreaterThanOrEqual(threeOrMoreAtLeast);
  });
}

/** Registers the check that every e-mail address a question writes (bracketed or ending a sentence) is under `.example`. */
export function checkExampleEmails(cases: OwnCase[]) {
  it('uses e-mail addresses only under the reserved .example domain', () => {
    for (const c of cases)
      for (const address of c.question[0]![0]!.content.match(/\S+@\S+/g) ?? [])
        expect(address.replace(/^\(|[.,)]+$/g, ''), c.id).toMatch(/\.example$/);
  });
}

/** Registers the check that a set's ids carry its own prefix, are unique, and are apart from the earlier sets' ids. */
export function checkOwnIds(
  cases: readonly Pick<OwnCase, 'id'>[],
  prefix: string,
  earlierSets: () => readonly Pick<OwnCase, 'id'>[],
  firstAndLast: [string, string],
) {
  it(`has ids of its own (${prefix}_…), apart from the earlier blind sets`, () => {
    const earlier = new Set(earlierSets().map((c) => c.id));
    const own = new RegExp(`^${prefix}_[a-z_]+_\\d+$`);
    expect(cases.every((c) => own.test(c.id) && !earlier.has(c.id))).toBe(true);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const id of firstAndLast) expect(cases.map((c) => c.id)).toContain(id);
  });
}

/** Every accepted call names an offered tool and gives exactly its parameters, every required one, enum values from the enum. */
export function expectAcceptedCallsFit(cases: readonly Pick<OwnCase, 'id' | 'function' | 'ground_truth'>[]) {
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
}
