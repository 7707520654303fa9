// Lists and dictionaries written out in a request: the items of a list, bracketed groups of numbers, a list of lists, a dictionary.
import type { Evidence } from '../understand/evidence.ts';
import { type Candidate } from '../understand/evidence.ts';
import type { Found } from './found.ts';

/**
 * The items of a list: the first candidate and those written together with it ("'A', 'B' and 'C'", "A, B or C", one
 * bullet a line), so a name further on ("... for Amara Okafor") stays for the parameter it belongs to.
 */
export function listed(pool: Candidate[], ev: Evidence): Candidate[] {
  const inOrder = [...pool].sort((a, b) => a.start - b.start);
  const run = inOrder.slice(0, 1);
  for (const next of inOrder.slice(1)) {
    const gap = ev.text.slice(run[run.length - 1]!.end, next.start);
    if (!/^[\s,;]*(?:(?:[-*•]|\d{1,2}[.)])\s+)?(?:(?:and|or|&|plus|as well as)\s+)?(?:the\s+)?$/i.test(gap)) break;
    run.push(next);
  }
  return run;
}

/**
 * The first free dictionary written in the text, in JSON or Python spelling ("{'a': 1, 'ok': True}"), one level deep;
 * it is taken so the next dictionary parameter gets the next one.
 */
export function objectLiteral(ev: Evidence): Found | undefined {
  for (const m of ev.text.matchAll(/\{[^{}]*\}/g)) {
    const at = { start: m.index, end: m.index + m[0].length };
    if (!ev.isFree(at)) continue;
    const json = m[0]
      .replace(/'([^'"]*)'/g, '"$1"')
      .replace(/\bTrue\b/g, 'true')
      .replace(/\bFalse\b/g, 'false')
      .replace(/\bNone\b/g, 'null');
    try {
      const value = JSON.parse(json) as unknown;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
      ev.take(at);
      return { value, source: m[0] };
    } catch {
      continue;
    }
  }
  return undefined;
}

/** Groups of free numbers written in round or square brackets ("(1, 2)", "[3.5, 4]"), not nested, in order. */
export function numberGroups(ev: Evidence): Candidate[][] {
  const numbers = ev.free(['number']);
  const groups: Candidate[][] = [];
  for (const m of ev.text.matchAll(/[([]\s*-?\d[\d.,\s-]*[)\]]/g)) {
    const inside = numbers.filter((c) => c.start > m.index && c.end < m.index + m[0].length);
    if (inside.length >= 2) groups.push(inside);
  }
  return groups;
}

/** A list of lists written out ("[[1, 2], [3, 4]]", "(0, 0), (4, 0)"): the rows, numbers as numbers. */
export function nestedList(text: string): unknown[] {
  // eslint-disable-next-line regexp/no-super-linear-move -- reads readable() text: at most MODEL_READS_CHARS, whitespace runs squeezed
  const m = text.match(/\[\s*[[(][-\d.,\s[\]()]*[\])]\s*\]/);
  if (!m) return [];
  try {
    const rows = JSON.parse(m[0].replace(/\(/g, '[').replace(/\)/g, ']')) as unknown;
    return Array.isArray(rows) && rows.every(Array.isArray) ? rows : [];
  } catch {
    return [];
  }
}
