// Spotting clock times in text (digits or words, ranges), and writing one in the form a description asks.
import { dayHalf, findSpokenTimes } from './clock-words.ts';
import { notOverlapping } from './text.ts';

export interface TimeMention {
  hours: number;
  minutes: number;
  index: number;
  end: number;
  /** What was assumed reading it ("afternoon assumed: ..."), for the explanation. */
  assumed?: string;
}

/** Clock times: "15:30", "9 pm", "9:30am", "7:30 in the evening", "noon", and times said in words ("half past three"). */
export function findTimes(text: string): TimeMention[] {
  const digits: TimeMention[] = [];
  for (const m of text.matchAll(
    /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)(?![\p{L}])|\b(\d{1,2}):(\d{2})\b(?:\s+(in the (?:morning|afternoon|evening)|at night|tonight)\b)?/giu,
  )) {
    let hours = Number(m[1] ?? m[4]);
    const minutes = Number(m[2] ?? m[5] ?? 0);
    const meridiem = (m[3] ?? '').toLowerCase();
    if (meridiem.startsWith('p') && hours < 12) hours += 12;
    if (meridiem.startsWith('a') && hours === 12) hours = 0;
    // "7:30 in the evening": the half of the day said in words after a 12-hour time.
    if (m[6] && hours >= 1 && hours <= 12) hours = dayHalf(hours, m[6], undefined)[0];
    if (hours < 24 && minutes < 60) digits.push({ hours, minutes, index: m.index, end: m.index + m[0].length });
  }
  // "at 9.40", "9.40pm": a clock time written with a full stop, as British English writes it, said after "at" (or
  // "from", "until") or before its half of the day; not a price or a measure ("came to 18.50", "at 2.50%", "by 0.40",
  // "at 3.45 a kilo"), and never hour 0.
  for (const m of text.matchAll(
    /\b(?:(?:at|from|until|till)\s+(\d{1,2})\.([0-5]\d)(?![\d.%,]\d|[\d%])(?!\s*(?:a|an|per|each|p|pence|euros?|pounds?|dollars?)\b)|(\d{1,2})\.([0-5]\d)\s*(am|pm)(?!\p{L}))/giu,
  )) {
    let hours = Number(m[1] ?? m[3]);
    const meridiem = (m[5] ?? '').toLowerCase();
    if (meridiem === 'pm' && hours < 12) hours += 12;
    if (meridiem === 'am' && hours === 12) hours = 0;
    if (m[1] && hours === 0) continue;
    const index = m[1] ? m.index + m[0].length - `${m[1]}.${m[2]}`.length : m.index;
    const end = m.index + m[0].length;
    if (hours < 24) digits.push({ hours, minutes: Number(m[2] ?? m[4]), index, end });
    // "from 10.30 to 12.00": the end of the stretch is a time too.
    const until = /^from/i.test(m[0])
      ? /^\s*(?:to|-|\u2013)\s*(\d{1,2})\.([0-5]\d)(?![\d.%,]\d|[\d%])/.exec(text.slice(end, end + 12))
      : null;
    if (until && Number(until[1]) > 0 && Number(until[1]) < 24) {
      const at = end + until[0].length - `${until[1]}.${until[2]}`.length;
      digits.push({ hours: Number(until[1]), minutes: Number(until[2]), index: at, end: end + until[0].length });
    }
  }
  // "tonight at 7", "at 8 this evening", "at 9 in the morning": a bare hour after "at", with the half of the day said
  // just before or after it, is that hour of that half (a bare hour with none stays unread: 7 could be either).
  for (const m of text.matchAll(/\bat\s(\d{1,2})(?![\d:.,%]|\s?(?:am|pm|a\.m|p\.m)\b)/giu)) {
    const end = m.index + m[0].length;
    const near = `${text.slice(Math.max(0, m.index - 24), m.index)} | ${text.slice(end, end + 24)}`;
    const half =
      /(\b(?:in the (?:morning|afternoon|evening)|at night|tonight)\b)/i.exec(near)?.[1] ??
      /\bthis (morning|afternoon|evening)\b/i.exec(near)?.[1];
    const hours = Number(m[1]);
    if (!half || hours < 1 || hours > 12 || digits.some((d) => d.index <= m.index + 3 && d.end >= end)) continue;
    digits.push({ hours: dayHalf(hours, half, undefined)[0], minutes: 0, index: m.index + 3, end });
  }
  // A time said in words holds the digits of its hour ("twenty past 8 pm"): it wins over them.
  const spoken = findSpokenTimes(text);
  const out: TimeMention[] = [...spoken, ...notOverlapping(spoken, digits)];
  for (const m of text.matchAll(/\b(noon|midnight)\b/gi))
    out.push({
      hours: m[1]!.toLowerCase() === 'noon' ? 12 : 0,
      minutes: 0,
      index: m.index,
      end: m.index + m[0].length,
    });
  return [...out, ...rangeStarts(text, out)].sort((a, b) => a.index - b.index);
}

/** A bare hour before a clock time, joined as the start of a range: "from 3 to 6pm", "3-6pm", "between 3 and 6 pm". */
const RANGE_START = /\b(between\s+|from\s+)?(\d{1,2})(?::(\d{2}))?\s*(-|–|to|until|till|and)\s*$/i;

/**
 * "between 3 and 6 in the evening": the hour said bare before a clock time that says its half of the day is the start
 * of the range, in the same half (3 is 15:00 when 6 is 18:00), unless that would put it after the end ("11 to 1pm").
 * "and" joins a range only after "between".
 */
function rangeStarts(text: string, times: readonly TimeMention[]): TimeMention[] {
  const out: TimeMention[] = [];
  for (const t of times) {
    const m = RANGE_START.exec(text.slice(Math.max(0, t.index - 24), t.index));
    if (!m || (m[4]!.toLowerCase() === 'and' && !m[1])) continue;
    const index = t.index - m[0].length + (m[1]?.length ?? 0);
    if (times.some((o) => o.end > index && o.index < t.index)) continue;
    const hours = Number(m[2]);
    const minutes = Number(m[3] ?? 0);
    if (hours > 12 || minutes > 59) continue;
    const later = hours < 12 && t.hours >= 12 && hours + 12 <= t.hours ? hours + 12 : hours;
    out.push({ hours: later, minutes, index, end: index + m[2]!.length + (m[3] ? m[3].length + 1 : 0) });
  }
  return out;
}

/**
 * A clock time ("HH:MM", 24-hour) in the form a description asks for. The plain HH:MM whenever the description offers
 * it (a "24-hour" clock, or "HH:MM" among other forms); else "HH:MM:SS" (not as the end of a date and time), a 12-hour
 * form ("12-hour", "AM/PM", "h:mm a", an example such as "7:30 PM", its meridiem written the way the example writes
 * it), or "HHMM". `form` names the form when it is not the plain HH:MM.
 */
export function formatTime(hhmm: string, description: string): { value: string; form?: string } {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  const plain = { value: `${pad(h)}:${pad(m)}` };
  if (/\b24[- ]?h(?:ou)?r|\bhh:mm\b(?!:ss|\s*(?:a|am|pm|tt)\b|\s*a\.?m)/i.test(description)) return plain;
  if (/(?<!\bdd[ T])\bhh:mm:ss\b/i.test(description)) return { value: `${pad(h)}:${pad(m)}:00`, form: 'HH:MM:SS' };
  const example = /\b\d{1,2}:\d{2}( ?)(a|p)(\.?)m\3(?![\p{L}])/iu.exec(description);
  if (example || /\b12[- ]?h(?:ou)?r\b|\bam\s*\/\s*pm\b|\bh{1,2}:mm\s*(?:a|am|pm|tt)\b/i.test(description)) {
    const upper = !example || example[2] === example[2]!.toUpperCase();
    const meridiem = `${h < 12 ? 'a' : 'p'}${example?.[3] ?? ''}m${example?.[3] ?? ''}`;
    const value = `${h % 12 === 0 ? 12 : h % 12}:${pad(m)}${example?.[1] ?? ' '}${upper ? meridiem.toUpperCase() : meridiem}`;
    return { value, form: '12-hour' };
  }
  if (/\bhhmm\b/i.test(description)) return { value: `${pad(h)}${pad(m)}`, form: 'HHMM' };
  return plain;
}
