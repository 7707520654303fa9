// Cuts a request at its joints (sentence ends, semicolons, commas, "and", "then"), never inside a value it gives.
import { Evidence } from './evidence.ts';
import { subjectBeforeAlso } from './subject-before-also.ts';

/** A stretch of the request and the joint ("and", ", ", "; then") that comes before it. */
export interface Piece {
  start: number;
  end: number;
}

/** A joint starting at a comma, a semicolon or a space; sentence ends are read by `sentenceEnd`. */
const JOINT = /^(?:;\s*|,\s+(?:(?:and|then|also|plus)\s+)?|\s+(?:and\s+then|and\s+also|and|then|also|plus)\s+)/i;

/**
 * The request cut at its joints — sentence ends, semicolons, commas followed by a space, "and", "then", "also" — but
 * never inside brackets, parentheses or double quotes, so "[[1, 2], [3, 4]]" or "(0, 0)" stay whole.
 */
export function pieces(text: string, now?: Date): Piece[] {
  // Nor inside a value the request gives: "Bangkok, Thailand", "14 Willow Crescent, Leeds, UK", "March 3, 2027".
  const values = now ? new Evidence(text, now).candidates.filter((c) => c.end - c.start > 3) : [];
  const out: Piece[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"' || ch === '“' || ch === '”') quoted = !quoted;
    else if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) depth = Math.max(0, depth - 1);
    if (depth > 0 || quoted || !/[\s,;.!?]/.test(ch)) continue;
    const joint = /[.!?]/.test(ch) ? sentenceEnd(text, i) : text.slice(i).match(JOINT)?.[0];
    // "March 3, 2027": the comma of a date joins nothing.
    if (!joint || (ch === ',' && /\d$/.test(text.slice(0, i)) && /^,\s+\d{4}\b/.test(text.slice(i)))) continue;
    if (values.some((v) => v.start < i && v.end > i)) continue;
    // "Pen 4 also yielded …": "also" after a clause's subject cuts nothing; the sentence's start did.
    if (/^\s+also\s/i.test(joint) && subjectBeforeAlso(text, i) !== undefined) continue;
    if (i > start) out.push({ start, end: i });
    start = i + joint.length;
    i = start - 1;
  }
  if (start < text.length) out.push({ start, end: text.length });
  return out.filter((p) => text.slice(p.start, p.end).trim() !== '');
}

/** ". " ends a sentence after a word of two letters or more and before a capital ("K. Le Guin" does not). */
function sentenceEnd(text: string, i: number): string | undefined {
  const m = text.slice(i).match(/^[.!?]\s+(?=\p{Lu})/u);
  // "Mr. Gates", "St. Louis": a short capitalised word before the dot is an abbreviation.
  const before = text.slice(0, i);
  // A quote may close before the stop: 'Notify Lena "rice is low". Restock ...'; a possessive may end the sentence
  // ("… Ana's and Ben Okoro's. Reserve …").
  return m && /(?:[\p{L}\p{N})\]]{2}["”]?|\p{L}['’]s)$/u.test(before) && !/(?<![\p{L}])\p{Lu}\p{Ll}{0,2}$/u.test(before)
    ? m[0]
    : undefined;
}
