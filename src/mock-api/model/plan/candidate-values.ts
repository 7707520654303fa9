// How a request's candidates become argument values: which fit a string parameter, places first, dates with times, lists.
import type { Candidate, CandidateKind, Evidence } from '../understand/evidence.ts';
import { kindOf, type ParamKind } from '../understand/param-kind.ts';
import { formatPlace } from '../understand/places.ts';
import { baseSchema, describe, type JsonSchema } from '../understand/schema-view.ts';
import { identifierWords } from '../understand/text.ts';
import { findDates, formatDate } from '../understand/values.ts';
import type { Found } from '../understand/read-values.ts';

/** Which candidates fit each kind of string parameter, best first. */
export const FITS: Partial<Record<ParamKind, CandidateKind[]>> = {
  place: ['place', 'proper', 'quoted', 'code'],
  person: ['proper', 'quoted'],
  code: ['quoted', 'code', 'number', 'proper', 'word'],
  text: ['quoted'],
  string: ['quoted', 'path', 'code', 'proper', 'place', 'word'],
  email: ['email'],
  url: ['url'],
  path: ['path', 'quoted', 'code'],
  date: ['date', 'quoted'],
  datetime: ['date', 'quoted'],
  time: ['time', 'quoted'],
};

/**
 * For a country, state or region parameter: the part after the comma of a place written "Leeds, UK" or "Halifax, NS".
 * The city parameter may have taken the place whole already; its region part is still there to read.
 */
export function regionPart(name: string, ev: Evidence): Found | undefined {
  if (!identifierWords(name).some((w) => /^(country|state|province|region|countries|states)$/.test(w))) return undefined;
  const place = ev.candidates.find((c) => c.kind === 'place' && c.text.includes(','));
  const part = place?.text.split(',').pop()!.trim();
  return part ? { value: part, source: place!.text } : undefined;
}

/** Known places, then names the request puts after "in", "at", "near", then any other name. */
export function placesFirst(ev: Evidence): Candidate[] {
  const all = ev.free(FITS.place!);
  const located = (c: Candidate) => /\b(in|at|near|around|to|for|from)\s+(?:the\s+)?$/i.test(ev.text.slice(Math.max(0, c.start - 12), c.start));
  const rank = (c: Candidate) => (c.kind === 'place' ? 0 : located(c) ? 1 : c.kind === 'proper' ? 2 : c.kind === 'quoted' ? 3 : 4);
  // Of the codes, only capitalised ones can be places ("LIS", "OPO"), never ids like "QX481".
  return [...all].filter((c) => c.kind !== 'code' || /^\p{Lu}{2,4}$/u.test(c.text)).sort((a, b) => rank(a) - rank(b) || a.start - b.start);
}

export function takeString(c: Candidate, schema: JsonSchema, ev: Evidence, now?: Date): Found {
  ev.take(c);
  const kind = kindOf('', schema);
  const quotedDate = c.kind === 'quoted' && now && (kind === 'date' || kind === 'datetime') ? findDates(c.text, now)[0] : undefined;
  if (c.kind === 'date' || quotedDate) {
    const d = quotedDate ?? (c.value as { year: number; month: number; day: number });
    const about = describe('', schema);
    const date = formatDate({ ...d, index: 0, end: 0 }, about);
    const isoDateTime = baseSchema(schema).format === 'date-time';
    // "March 9, 2027 at 6pm" for a date-and-time parameter is one value: 2027-03-09T18:00:00.
    const time = c.kind === 'date' && (isoDateTime || wantsTime(kind, about)) ? timeNear(c, ev) : undefined;
    if (time) {
      ev.take(time);
      const zone = isoDateTime || /\b(utc|gmt)\b/i.test(ev.text) || /\d{2}:\d{2}(?::\d{2})?Z\b/.test(about) ? 'Z' : '';
      return { value: `${date}T${String(time.value)}:00${zone}`, source: `${c.text} ${time.text}` };
    }
    return { value: isoDateTime ? `${date}T00:00:00Z` : date, source: c.text };
  }
  const text = c.kind === 'number' ? c.text : String(c.value);
  return { value: kind === 'place' ? formatPlace(text, describe('', schema)) : text, source: c.text };
}

/** True when a date parameter also wants the time of day: a datetime kind, or a description that shows or says one. */
function wantsTime(kind: ParamKind, description: string): boolean {
  return kind === 'datetime' || /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}|\bdate\s*(?:(?:and|&|\/)\s*)?time\b|\bdatetime\b|\btimestamp\b|iso[- ]?8601|\bhh:mm/i.test(description);
}

/** A free clock time written right next to a date ("March 5 at 4pm", "10:00 on 2024-01-02"). */
function timeNear(date: Candidate, ev: Evidence): Candidate | undefined {
  return ev.free(['time']).find((t) => (t.start >= date.end && /^[\s,]*(?:(?:at|@|from|by)[\s,]*)?$/i.test(ev.text.slice(date.end, t.start))) || (t.end <= date.start && /^[\s,]*(?:on[\s,]*)?$/i.test(ev.text.slice(t.end, date.start))));
}

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
