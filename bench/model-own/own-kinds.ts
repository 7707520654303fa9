// The own set's six kinds of reading (issue 48), each a list of questions on invented tools, and the case builder.
import type { BfclFunction } from '../bfcl/convert.ts';
import type { GroundTruthCall } from '../bfcl/score.ts';
import { truth, type CallSpec } from '../model-heldout/build.ts';

/** What a question tests: how it must be read (fan-out is two kinds: one tool several times, several tools). */
export type ReadingKind = 'counts' | 'fanout_one' | 'fanout_many' | 'spans' | 'forms' | 'choosing' | 'instructions';
export const READING_KINDS: readonly ReadingKind[] = [
  'counts',
  'fanout_one',
  'fanout_many',
  'spans',
  'forms',
  'choosing',
  'instructions',
];

/** BFCL's classic categories, read from a case's shape: tools offered and calls expected. */
export type Shape = 'simple' | 'multiple' | 'parallel' | 'parallel_multiple' | 'irrelevance';

export type Message = { role: 'system' | 'developer' | 'user' | 'assistant'; content: string };

/** One question: its messages, the tools offered ('used': only those the answer calls; 'all': the set's), the calls. */
export interface QuestionSpec {
  messages: Message[];
  offer: 'used' | 'all';
  calls: CallSpec[];
}

export interface KindSet {
  kind: ReadingKind;
  /** A short name for the tools' world, for the ids. */
  name: string;
  tools: BfclFunction[];
  questions: QuestionSpec[];
}

const asMessages = (q: string | Message[]): Message[] => (typeof q === 'string' ? [{ role: 'user', content: q }] : q);
/** A question offered only the tools its answer calls. */
export const ask = (q: string | Message[], ...calls: CallSpec[]): QuestionSpec => ({
  messages: asMessages(q),
  offer: 'used',
  calls,
});
/** A question offered every tool of its set. */
export const pick = (q: string | Message[], ...calls: CallSpec[]): QuestionSpec => ({
  messages: asMessages(q),
  offer: 'all',
  calls,
});
/** A question every tool of its set is offered to and none fits: the right answer calls nothing. */
export const none = (q: string | Message[]): QuestionSpec => ({ messages: asMessages(q), offer: 'all', calls: [] });
/** A system prompt and a user message. */
export const chat = (system: string, user: string): Message[] => [
  { role: 'system', content: system },
  { role: 'user', content: user },
];

export interface ReadingCase {
  id: string;
  kind: ReadingKind;
  shape: Shape;
  question: Message[][];
  function: BfclFunction[];
  /** null: no tool fits, the right answer calls nothing. */
  ground_truth: GroundTruthCall[] | null;
}

function shapeOf(offered: number, calls: CallSpec[]): Shape {
  if (calls.length === 0) return 'irrelevance';
  if (calls.length === 1) return offered === 1 ? 'simple' : 'multiple';
  return new Set(calls.map(([n]) => n)).size === 1 ? 'parallel' : 'parallel_multiple';
}

export function buildKindSet(set: KindSet, half: string): ReadingCase[] {
  const byName = new Map(set.tools.map((t) => [t.name, t]));
  return set.questions.map((q, i) => {
    for (const [n] of q.calls) if (!byName.has(n)) throw new Error(`${set.name}: no tool ${n}`);
    const offered = q.offer === 'all' ? set.tools : [...new Set(q.calls.map(([n]) => n))].map((n) => byName.get(n)!);
    return {
      id: `${half}_${set.kind}_${set.name}_${i}`,
      kind: set.kind,
      shape: shapeOf(offered.length, q.calls),
      question: [q.messages],
      function: offered,
      ground_truth: q.calls.length === 0 ? null : q.calls.map(([n, args]) => truth(byName.get(n)!, args)),
    };
  });
}
