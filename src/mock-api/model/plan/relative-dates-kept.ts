// The words a relative date was said in, given back: the plan reads "the day after" as the ISO date it means, but a
// message, a note or a title quotes the user, and the explanation says what the user wrote.
import type { RelativeDate } from '../understand/relative-dates.ts';
import type { PlannedCall } from './planned-call.ts';

/**
 * Each call with the phrases the plan read as ISO dates said again as the user said them: in string arguments other
 * than the date itself ("fly home the day after" in a message stays so), and in the notes, where a date parameter's
 * source is the phrase and its value the date ('day "2027-05-07" from 'the day after''). A date the request also wrote
 * out itself is left alone (either could be meant).
 */
export function withPhrasesKept(
  calls: readonly PlannedCall[],
  said: readonly RelativeDate[],
  request: string,
): PlannedCall[] {
  const kept = said.filter((s) => !request.includes(s.iso));
  if (kept.length === 0) return [...calls];
  return calls.map((call) => ({
    ...call,
    arguments: Object.fromEntries(Object.entries(call.arguments).map(([k, v]) => [k, inValue(v, kept)])),
    reason: inNote(call.reason, kept),
    choice: inNote(call.choice, kept),
    split: inNote(call.split, kept),
    item: inNote(call.item, kept),
    part: inText(call.part, kept),
    ...(call.sourceNotes && {
      sourceNotes: call.sourceNotes.map(([param, note]) => [param, inNote(note, kept)] as const),
    }),
    ...(call.said && {
      said: Object.fromEntries(Object.entries(call.said).map(([k, v]) => [k, inText(v, kept)])),
    }),
  }));
}

/** A value that is the date itself stays; a string holding it among other words gets the phrase back. */
function inValue(value: unknown, said: readonly RelativeDate[]): unknown {
  if (typeof value === 'string') return said.some((s) => s.iso === value) ? value : inText(value, said);
  if (Array.isArray(value)) return value.map((v) => inValue(v, said));
  return value;
}

function inText(text: string, said: readonly RelativeDate[]): string {
  return said.reduce((t, s) => t.replaceAll(s.iso, s.phrase), text);
}

/**
 * A note: `day from '2027-05-07'` says the value and the phrase (`day "2027-05-07" from 'the day after'`); a value
 * quoted as the date stays the date; every other place the date stands is the phrase again.
 */
function inNote(note: string, said: readonly RelativeDate[]): string {
  let out = note;
  for (const { iso, phrase } of said) {
    out = out
      .replaceAll(new RegExp(String.raw`(\S+) from '${iso}'`, 'g'), `$1 "${iso}" from '${phrase}'`)
      .replaceAll(`"${iso}" from '${iso}'`, `"${iso}" from '${phrase}'`)
      .split(`"${iso}"`)
      .map((piece) => piece.replaceAll(iso, phrase))
      .join(`"${iso}"`);
  }
  return out;
}
