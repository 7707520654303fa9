// The values a request offers (spans, numbers, dates, times) and which of them parameters have already taken.
import { dayKey, Memo } from '../memo.ts';
import { findSpans, type SpanKind } from './spans.ts';
import { findDates } from './date-mentions.ts';
import { findNumbers } from './number-mentions.ts';
import { findTimes } from './time-mentions.ts';

export type CandidateKind = SpanKind | 'number' | 'date' | 'time';

export interface Candidate {
  kind: CandidateKind;
  /** The text as written (a number's digits, a quote without its quotes). */
  text: string;
  /** The typed value: a number for numbers, an ISO date for dates, "HH:MM" for times, else the text. */
  value: unknown;
  /** For numbers: the word after it ("days", "km"). */
  unit: string;
  /** What was assumed reading it ("afternoon assumed: ..."), for the explanation. */
  assumed?: string;
  start: number;
  end: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Candidates per text and day: every call planned for a request, and every step of its loop, reads the same text. */
const seen = new Memo<readonly Candidate[]>(256);

function candidatesOf(text: string, now: Date): readonly Candidate[] {
  return seen.get(`${dayKey(now)}\u0000${text}`, () =>
    Object.freeze(readCandidates(text, now).map((c) => Object.freeze(c))),
  );
}

function readCandidates(text: string, now: Date): Candidate[] {
  const out: Candidate[] = [];
  // The characters taken so far: checking a candidate costs its own length, not the number taken before it (a request
  // of 4,000 characters packed with short values made that check quadratic, and fan-out reads many stretches of it).
  const taken = new Uint8Array(text.length);
  const overlaps = (start: number, end: number) => taken.subarray(start, end).includes(1);
  const push = (c: Candidate) => {
    out.push(c);
    taken.fill(1, c.start, c.end);
  };
  const spans = findSpans(text);
  // A quote is taken whole, whatever it contains ("'water the ferns at 7, then rest'").
  for (const q of spans)
    if (q.kind === 'quoted')
      push({ kind: 'quoted', text: q.text, value: q.text, unit: '', start: q.start, end: q.end });
  for (const d of findDates(text, now)) {
    if (overlaps(d.index, d.end)) continue;
    push({
      kind: 'date',
      text: text.slice(d.index, d.end),
      value: { year: d.year, month: d.month, day: d.day, ...(d.read ? { read: d.read } : {}) },
      unit: '',
      start: d.index,
      end: d.end,
    });
  }
  for (const t of findTimes(text)) {
    if (!overlaps(t.index, t.end))
      push({
        kind: 'time',
        text: text.slice(t.index, t.end),
        value: `${pad(t.hours)}:${pad(t.minutes)}`,
        unit: '',
        ...(t.assumed ? { assumed: t.assumed } : {}),
        start: t.index,
        end: t.end,
      });
  }
  const numbers = findNumbers(text);
  // An amount in words ("hour-long", "half a litre") beats the plain word span it would otherwise be read as.
  for (const n of numbers) {
    const end = n.index + n.raw.length;
    if (!/\d/.test(n.raw) && /[\s-]/.test(n.raw) && !overlaps(n.index, end))
      push({ kind: 'number', text: n.raw, value: n.value, unit: n.unit, start: n.index, end });
  }
  // "six-sided", "twenty-sided": a number with what it describes, not a plain hyphenated word.
  const numberAt = new Set(numbers.map((n) => n.index));
  for (const s of spans) {
    if (s.kind === 'word' && numberAt.has(s.start)) continue;
    if (s.kind !== 'quoted' && !overlaps(s.start, s.end))
      push({ kind: s.kind, text: s.text, value: s.text, unit: '', start: s.start, end: s.end });
  }
  for (const n of numbers) {
    const end = n.index + n.raw.length;
    if (!overlaps(n.index, end))
      push({ kind: 'number', text: n.raw, value: n.value, unit: n.unit, start: n.index, end });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The candidates of one text (shared, read only) and which of them the parameters filled so far have taken. */
export class Evidence {
  readonly candidates: readonly Candidate[];
  private readonly used: [number, number][] = [];

  constructor(
    readonly text: string,
    now: Date,
  ) {
    this.candidates = candidatesOf(text, now);
  }

  isFree(c: { start: number; end: number }): boolean {
    return !this.used.some(([s, e]) => c.start < e && c.end > s);
  }

  take(c: { start: number; end: number }): void {
    this.used.push([c.start, c.end]);
  }

  /** Free candidates of the given kinds, the earlier kinds first, each kind in text order. */
  free(kinds: readonly CandidateKind[]): Candidate[] {
    return kinds.flatMap((k) => this.candidates.filter((c) => c.kind === k && this.isFree(c)));
  }
}
