// Lists paired in order by "respectively": one call per pair, each item in its list's place.
import { Evidence, type Candidate } from '../understand/evidence.ts';
import { withoutWord } from './items-told-apart.ts';
import { LIST, NOT_ITEMS } from './list-variants.ts';
import { JOINED } from './value-runs.ts';

interface Run {
  start: number;
  end: number;
  /** Each item as written (a quote with its quotes). */
  items: string[];
}

/** The lists a text names: typed values of one kind joined by commas and "and"/"or", and short lower-case word lists. */
function listsIn(text: string, now: Date): Run[] {
  const runs: Run[] = [];
  let run: Candidate[] = [];
  const close = () => {
    if (run.length < 2) return;
    // "5%, 10% and 20%": each amount keeps the unit said after every one.
    const unit = unitAfter(text, run[run.length - 2]!, run[run.length - 1]!).length;
    runs.push({
      start: run[0]!.start,
      end: run[run.length - 1]!.end + unit,
      items: run.map((c) => text.slice(c.start, c.end + unit)),
    });
  };
  for (const c of new Evidence(text, now).candidates.filter((x) => x.kind !== 'word')) {
    const prev = run[run.length - 1];
    if (prev && prev.kind === c.kind && JOINED.test(text.slice(prev.end + unitAfter(text, prev, c).length, c.start)))
      run.push(c);
    else {
      close();
      run = [c];
    }
  }
  close();
  for (const m of text.matchAll(LIST)) {
    const items = [m[1]!, ...m[2]!.split(', ').filter(Boolean), m[3]!];
    if (items.some((i) => NOT_ITEMS.test(i)) || runs.some((r) => m.index < r.end && m.index + m[0].length > r.start))
      continue;
    runs.push({ start: m.index, end: m.index + m[0].length, items });
  }
  return runs.sort((a, b) => a.start - b.start);
}

/**
 * The unit said after both of two amounts ("5%, 10%", "3 kg and 5 kg"), which stands in the joint between them; ''
 * when they are no amounts or the units differ.
 */
function unitAfter(text: string, prev: Candidate, c: Candidate): string {
  if (prev.kind !== 'number' || c.kind !== 'number') return '';
  const unit = (at: number) => /^\s?(?:%|\p{L}{1,12}(?![\p{L}]))/u.exec(text.slice(at, at + 14))?.[0] ?? '';
  const first = unit(prev.end);
  return first !== '' && first.trim() === unit(c.end).trim() && !JOINING_WORD.test(first.trim()) ? first : '';
}

const JOINING_WORD = /^(?:and|or|to|of|for|at|in|on|by|each|from|with|plus)$/i;

/**
 * "Loans of 1000 and 2000 for 10 and 20 months respectively", "in Lisbon and Porto, respectively for maps and comics":
 * two lists of the same length paired in order, one variant of the text per pair (the word "respectively" dropped).
 */
export function respectiveVariants(text: string, now: Date): { variant: string; item: string; list: string }[] {
  if (!/\brespectively\b/i.test(text)) return [];
  const runs = listsIn(text, now);
  for (let a = 0; a < runs.length; a++) {
    // Every later list of the same length is paired too ("Biscuit and Pepper for 3 and 5 nights in small and large pens").
    const paired = runs.filter((r, j) => j >= a && r.items.length === runs[a]!.items.length);
    if (paired.length < 2) continue;
    return runs[a]!.items.map((item, i) => {
      let variant = '';
      let at = 0;
      for (const r of paired) {
        variant += text.slice(at, r.start) + r.items[i]!;
        at = r.end;
      }
      variant += text.slice(at);
      return {
        variant: withoutWord(variant, 'respectively'),
        item: `${item} with ${paired
          .slice(1)
          .map((r) => r.items[i]!)
          .join(' and ')}`,
        list: paired.map((r) => text.slice(r.start, r.end)).join('" and "'),
      };
    });
  }
  return [];
}
