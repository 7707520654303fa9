// A candidate taken as a string value: a date in the form the parameter asks (with a time said next to it), a clock time, a name.
import type { Evidence } from '../understand/evidence.ts';
import { type Candidate } from '../understand/evidence.ts';
import { kindOf, type ParamKind } from '../understand/param-kind.ts';
import { formatPlace } from '../understand/gazetteer.ts';
import { baseSchema, describe, type JsonSchema } from '../understand/schema-view.ts';
import { type DateMention, findDates, formatDate, isoDate } from '../understand/date-mentions.ts';
import { formatTime } from '../understand/time-mentions.ts';
import type { Found } from './found.ts';

export function takeString(c: Candidate, schema: JsonSchema, ev: Evidence, now?: Date): Found {
  ev.take(c);
  const kind = kindOf('', schema);
  const quotedDate =
    c.kind === 'quoted' && now && (kind === 'date' || kind === 'datetime') ? findDates(c.text, now)[0] : undefined;
  if (c.kind === 'date' || quotedDate) {
    const d = quotedDate ?? (c.value as Omit<DateMention, 'index' | 'end'>);
    const about = describe('', schema);
    const date = formatDate({ ...d, index: 0, end: 0 }, about);
    const rule = dateNote(d, date, about, now);
    const isoDateTime = baseSchema(schema).format === 'date-time';
    // "March 9, 2027 at 6pm" for a date-and-time parameter is one value: 2027-03-09T18:00:00.
    const time = c.kind === 'date' && (isoDateTime || wantsTime(kind, about)) ? timeNear(c, ev) : undefined;
    if (time) {
      ev.take(time);
      const zone = isoDateTime || /\b(utc|gmt)\b/i.test(ev.text) || /\d{2}:\d{2}(?::\d{2})?Z\b/.test(about) ? 'Z' : '';
      return { value: `${date}T${String(time.value)}:00${zone}`, source: `${c.text} ${time.text}`, rule };
    }
    return { value: isoDateTime ? `${date}T00:00:00Z` : date, source: c.text, rule };
  }
  // "at 3pm" for "Start time, ISO 8601": a time parameter that asks for a date-time takes the day said with it, or today.
  if (c.kind === 'time' && (kind === 'time' || kind === 'string') && now && asksDateTime(describe('', schema)))
    return timeOnDay(c, ev, now, describe('', schema));
  // The description as written: an example's "PM" or "pm" says how to write the meridiem.
  if (c.kind === 'time' && kind === 'time') return clockTime(c, String(baseSchema(schema).description ?? ''));
  const text = c.kind === 'number' ? c.text : String(c.value);
  return { value: kind === 'place' ? formatPlace(text, describe('', schema)) : text, source: c.text };
}

/**
 * A clock time for a time parameter, in the form its description asks; the explanation says when it was said in words
 * ("half past three"), what was assumed of the half of the day, and the form it was written in.
 */
function clockTime(c: Candidate, description: string): Found {
  const { value, form } = formatTime(String(c.value), description);
  const inWords = /\p{L}{3,}/u.test(c.text) && !/^\d{1,2}(?::\d{2})?\s*(?:a|p)\.?m\.?$/i.test(c.text);
  const notes = [
    inWords ? `a clock time said in words, ${String(c.value)}` : undefined,
    c.assumed,
    form ? `written ${form} as the description asks` : undefined,
  ].filter((n) => n !== undefined);
  return { value, source: c.text, ...(notes.length > 0 ? { rule: notes.join('; ') } : {}) };
}

/**
 * What the explanation says of a date whose words leave something open: written without a year because the form asks
 * for none, the year assumed when the form has one ("March 3rd" → the next March 3rd, or the last one when the request
 * speaks of the past), or counted from today ("next Friday").
 */
function dateNote(
  d: Omit<DateMention, 'index' | 'end'>,
  written: string,
  description: string,
  now: Date | undefined,
): string | undefined {
  if (d.read === 'from today') return now ? `a date counted from today, ${isoDate(now)}` : 'a date counted from today';
  if (d.read !== 'no year') return undefined;
  const gone = now !== undefined && Date.UTC(d.year, d.month - 1, d.day) < now.getTime() - 86_400_000;
  return written.includes(String(d.year))
    ? `no year said: ${d.year} assumed, the ${gone ? 'last' : 'next'} such day`
    : 'no year said, and the form the description asks for has none';
}

/** True when a date parameter also wants the time of day: a datetime kind, or a description that shows or says one. */
function wantsTime(kind: ParamKind, description: string): boolean {
  return (
    kind === 'datetime' ||
    /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}|\bdate\s*(?:(?:and|&|\/)\s*)?time\b|\bdatetime\b|\btimestamp\b|iso[- ]?8601|\bhh:mm/i.test(
      description,
    )
  );
}

/** A free clock time written right next to a date ("March 5 at 4pm", "10:00 on 2024-01-02"). */
function timeNear(date: Candidate, ev: Evidence): Candidate | undefined {
  return ev
    .free(['time'])
    .find(
      (t) =>
        (t.start >= date.end && /^[\s,]*(?:(?:at|@|from|by)[\s,]*)?$/i.test(ev.text.slice(date.end, t.start))) ||
        (t.end <= date.start && /^[\s,]*(?:on[\s,]*)?$/i.test(ev.text.slice(t.end, date.start))),
    );
}

/** A description that asks for a date with the time: ISO 8601, a date-time, or an example of one. */
function asksDateTime(description: string): boolean {
  return /iso[- ]?8601|\bdate[- ]?time\b|\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}|yyyy-mm-dd[T ]hh/i.test(description);
}

/**
 * A clock time written on the day the request names for it (a free date: "tomorrow at 3pm"), or on today when it
 * names none, as an ISO date-time; the rule says which day was used.
 */
function timeOnDay(c: Candidate, ev: Evidence, now: Date, description: string): Found {
  const day = ev.free(['date'])[0];
  if (day) ev.take(day);
  const date = day
    ? formatDate({ ...(day.value as Omit<DateMention, 'index' | 'end'>), index: 0, end: 0 }, 'YYYY-MM-DD')
    : isoDate(now);
  const zone = /\d{2}:\d{2}(?::\d{2})?Z\b|\butc\b/i.test(description) ? 'Z' : '';
  return {
    value: `${date}T${String(c.value)}:00${zone}`,
    source: day ? `${day.text} ${c.text}` : c.text,
    rule: day ? `a time on the day said with it` : `a time on today, ${isoDate(now)}: no day said`,
  };
}
