// Blind set 10 holds well-formed conversations of the promised kinds, answers its tools can give, nothing shared or quoted.
import { blindCasesBefore } from '../model-blind/sets-before.ts';
import { describe, expect, it } from 'vitest';
import { findQuotes } from '../bfcl/guard.ts';
import { mockPieces } from '../bfcl/mock-source.ts';
import { scoreCase } from '../bfcl/score.ts';
import { ownCases } from '../model-heldout/own-set.ts';
import { readingCases } from '../model-own/own-set.ts';
import {
  checkDateTimeDescriptions,
  checkOwnIds,
  expectAcceptedCallsFit,
  firstAcceptedCall,
} from '../model-blind/blind-checks.ts';
import { BLIND_10_DOMAINS, blind10Cases } from './blind-set-10.ts';
import type { ChatMessage, ConversationCase } from './conversation.ts';

type Props = Record<string, { type: string; enum?: unknown[] }>;

const messagesOf = (c: ConversationCase) => c.question[0]!;
const lastTurn = (c: ConversationCase) => messagesOf(c).at(-1)!.content!;
const texts = (c: ConversationCase) =>
  messagesOf(c)
    .filter((m) => m.role !== 'tool' && m.content !== null)
    .map((m) => m.content!);
const historyCalls = (c: ConversationCase) =>
  messagesOf(c).flatMap((m) =>
    (m.tool_calls ?? []).map((t) => ({
      name: t.function.name,
      args: JSON.parse(t.function.arguments) as Record<string, unknown>,
    })),
  );

describe('blind set 10 (conversations)', () => {
  const cases = blind10Cases();
  const earlierBlind = () => blindCasesBefore(10);
  const per = (pick: (c: ConversationCase) => boolean) => cases.filter(pick).length;

  it('holds 48 conversations, 12 in each of four domains of two to four tools', () => {
    expect(cases).toHaveLength(48);
    for (const d of BLIND_10_DOMAINS) {
      expect(
        per((c) => c.domain === d.name),
        d.name,
      ).toBe(12);
      expect(d.tools.length, d.name).toBeGreaterThanOrEqual(2);
      expect(d.tools.length, d.name).toBeLessThanOrEqual(4);
    }
  });

  it('holds the asked-for counts per kind of reading and per category', () => {
    const readings = ['follow_up', 'from_result', 'new_task', 'nothing'].map((r) => per((c) => c.reading === r));
    expect(readings).toEqual([16, 12, 8, 12]);
    const kinds = ['simple', 'multiple', 'parallel', 'parallel_multiple', 'irrelevance'].map((k) =>
      per((c) => c.kind === k),
    );
    expect(kinds).toEqual([10, 22, 4, 0, 12]);
    expect(per((c) => c.reading === 'follow_up' && c.kind === 'parallel')).toBe(4);
    expect(per((c) => c.reading === 'nothing' && c.kind !== 'irrelevance')).toBe(0);
    expect(per((c) => c.reading !== 'nothing' && c.kind === 'irrelevance')).toBe(0);
  });

  it('asks the last turn in Korean or Polish in 15 conversations, over every kind of reading', () => {
    expect([per((c) => c.language === 'ko'), per((c) => c.language === 'pl')]).toEqual([8, 7]);
    for (const reading of ['follow_up', 'from_result', 'new_task', 'nothing'])
      for (const language of ['ko', 'pl'])
        expect(per((c) => c.reading === reading && c.language === language)).toBeGreaterThan(0);
    const hangul = /[\uac00-\ud7a3]/;
    for (const c of cases) expect(hangul.test(lastTurn(c)), c.id).toBe(c.language === 'ko');
    for (const c of cases)
      for (const m of messagesOf(c).slice(0, -1)) expect(hangul.test(m.content ?? ''), c.id).toBe(false);
  });

  it('is a conversation: earlier turns, tool calls each answered by a JSON result, an answer, then the user', () => {
    for (const c of cases) {
      const messages: ChatMessage[] = messagesOf(c);
      expect(messages.filter((m) => m.role === 'system').length, c.id).toBeLessThanOrEqual(1);
      expect(messages.at(-1)!.role, c.id).toBe('user');
      expect(messages.at(-2)!, c.id).toMatchObject({ role: 'assistant' });
      expect(typeof messages.at(-2)!.content, c.id).toBe('string');
      expect(messages.filter((m) => m.role === 'user').length, c.id).toBeGreaterThanOrEqual(2);
      messages.forEach((m, i) => {
        if (!m.tool_calls) return;
        expect(m.content, c.id).toBeNull();
        const replies = messages.slice(i + 1, i + 1 + m.tool_calls.length);
        expect(
          replies.map((r) => r.tool_call_id),
          c.id,
        ).toEqual(m.tool_calls.map((t) => t.id));
        for (const r of replies) expect(() => JSON.parse(r.content!) as unknown, c.id).not.toThrow();
      });
      expect(historyCalls(c).length, c.id).toBeGreaterThan(0);
    }
    const ids = cases.flatMap((c) => messagesOf(c).flatMap((m) => (m.tool_calls ?? []).map((t) => t.id)));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("calls offered tools in the history, with the schema's parameters, every required one, enum values", () => {
    for (const c of cases)
      for (const call of historyCalls(c)) {
        const fn = c.function.find((f) => f.name === call.name);
        expect(fn, `${c.id}: ${call.name}`).toBeDefined();
        const props = fn!.parameters.properties as Props;
        for (const r of fn!.parameters.required as string[]) expect(call.args, `${c.id}: ${r}`).toHaveProperty(r);
        for (const [param, value] of Object.entries(call.args)) {
          expect(props, `${c.id}: ${param}`).toHaveProperty(param);
          if (props[param]!.enum) expect(props[param]!.enum, `${c.id}: ${param}`).toContain(value);
        }
      }
  });

  it('answers each category with calls of its shape, offering one tool to simple and parallel, all to the rest', () => {
    for (const c of cases) {
      const names = (c.ground_truth ?? []).map((t) => Object.keys(t)[0]!);
      const domain = BLIND_10_DOMAINS.find((d) => d.name === c.domain)!;
      if (c.kind === 'irrelevance') expect(c.ground_truth, c.id).toBeNull();
      if (c.kind === 'simple' || c.kind === 'multiple') expect(names, c.id).toHaveLength(1);
      if (c.kind === 'parallel') {
        expect(names.length, c.id).toBeGreaterThanOrEqual(2);
        expect(new Set(names).size, c.id).toBe(1);
      }
      if (c.kind === 'simple' || c.kind === 'parallel') expect(c.function, c.id).toHaveLength(1);
      else expect(c.function, c.id).toEqual(domain.tools);
    }
  });

  it("accepts only calls of offered tools, with the schema's parameters, every required one, enum values from the enum", () =>
    expectAcceptedCallsFit(cases));

  it('passes its own accepted answers and fails no call at all (irrelevance: fails any history call again)', () => {
    for (const c of cases) {
      const calls = (c.ground_truth ?? []).map(firstAcceptedCall);
      expect(scoreCase(c.function, calls, c.ground_truth), c.id).toBe('');
      if (c.ground_truth) expect(scoreCase(c.function, [], c.ground_truth), c.id).not.toBe('');
      else for (const h of historyCalls(c)) expect(scoreCase(c.function, [h], null), c.id).not.toBe('');
    }
  });

  it('fails every earlier call made again: a follow-up, a value from a result and a new task each need a new call', () => {
    for (const c of cases.filter((x) => x.ground_truth))
      for (const h of historyCalls(c)) expect(scoreCase(c.function, [h], c.ground_truth), c.id).not.toBe('');
  });

  it('asks a follow-up with the tool of an earlier call, and a new task with values the history never called with', () => {
    for (const c of cases.filter((x) => x.reading === 'follow_up')) {
      const earlier = new Set(historyCalls(c).map((h) => h.name));
      for (const t of c.ground_truth!) expect(earlier.has(Object.keys(t)[0]!), c.id).toBe(true);
    }
    for (const c of cases.filter((x) => x.reading === 'new_task')) {
      const earlierValues = new Set(historyCalls(c).flatMap((h) => Object.values(h.args).map(String)));
      const wanted = c.ground_truth!.flatMap((t) => Object.values(Object.values(t)[0]!).map((v) => String(v[0])));
      expect(
        wanted.some((v) => v !== '' && !earlierValues.has(v)),
        c.id,
      ).toBe(true);
    }
  });

  it('takes a value from an earlier tool result that no user turn says', () => {
    for (const c of cases.filter((x) => x.reading === 'from_result')) {
      const results = messagesOf(c)
        .filter((m) => m.role === 'tool')
        .map((m) => m.content!)
        .join('\n');
      const said = messagesOf(c)
        .filter((m) => m.role === 'user')
        .map((m) => m.content!)
        .join('\n');
      const wanted = c.ground_truth!.flatMap((t) =>
        Object.values(Object.values(t)[0]!)
          .flatMap((values) => values)
          .filter((v) => v !== '')
          .map(String),
      );
      expect(
        wanted.some((v) => results.includes(v) && !said.includes(v)),
        c.id,
      ).toBe(true);
    }
  });

  checkOwnIds(cases, 'blind10', earlierBlind, ['blind10_bike_share_0', 'blind10_mobile_library_11']);

  it('asks no last turn twice and shares no domain or tool name with the other sets', () => {
    const asks = cases.map(lastTurn);
    expect(new Set(asks).size).toBe(asks.length);
    const others = () => [...ownCases(), ...readingCases('tuning'), ...readingCases('held-out'), ...earlierBlind()];
    const otherTools = new Set(others().flatMap((c) => c.function.map((f) => f.name)));
    expect(cases.flatMap((c) => c.function.map((f) => f.name)).filter((n) => otherTools.has(n))).toEqual([]);
    const otherDomains = new Set([...ownCases(), ...earlierBlind()].map((c) => c.domain));
    expect(BLIND_10_DOMAINS.map((d) => d.name).filter((d) => otherDomains.has(d))).toEqual([]);
  });

  it('uses e-mail addresses only under the reserved .example domain, in any message', () => {
    for (const c of cases)
      for (const m of messagesOf(c))
        for (const address of (m.content ?? '').match(/\S+@\S+/g) ?? [])
          expect(address.replace(/^\(|[.,)"]+$/g, ''), c.id).toMatch(/\.example$/);
  });

  checkDateTimeDescriptions(BLIND_10_DOMAINS);

  it('is quoted nowhere in the mock API (no six words in a row of any turn), so it stays unseen', () => {
    expect(findQuotes(mockPieces(), [...new Set(cases.flatMap(texts))])).toEqual([]);
  });
});
