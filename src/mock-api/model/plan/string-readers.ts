// Readers for a string or text parameter no cue filled: a remark, what it is about, a lower-case name, a colon's value, an end point, which one.
import type { Evidence } from '../understand/evidence.ts';
import { type ParamKind } from '../understand/param-kind.ts';
import { describe, type JsonSchema } from '../understand/schema-view.ts';
import { identifierWords } from '../understand/text.ts';
import { holdsWhatItIsAbout, saidAbout } from '../understand/said-about.ts';
import { asksForPersonsName, nameSaidInLowerCase } from '../understand/lower-case-names.ts';
import { afterColon } from '../understand/plain-values.ts';
import { WORD_NUMBERS } from '../understand/number-words.ts';
import type { Found } from './found.ts';

/** Names of optional parameters that hold a remark about the rest: a note, a comment. */
export const NOTE = /\b(?:note|notes|comment|comments|remark|remarks)\b/;

/**
 * "The Kestrel Ridge is muddy: boots needed below the hut", "Ridge report: Kestrel Ridge, closed, a fallen tree at the
 * stile": a remark said after the values, in lower-case words that hold none of the request's values (after its last
 * colon, or as its last part after a comma, three words at least), is what an optional note takes.
 */
export function remarkAfterValues(ev: Evidence): Found | undefined {
  let cut = ev.text.length;
  while (cut > 0 && /[\s.!?]/.test(ev.text[cut - 1]!)) cut--;
  const clause = ev.text.slice(0, cut);
  const colon = clause.lastIndexOf(':');
  const comma = clause.lastIndexOf(',');
  for (const cut of [colon, comma]) {
    if (cut < 0) continue;
    const start = cut + 1 + (clause.slice(cut + 1).length - clause.slice(cut + 1).trimStart().length);
    const words = clause.slice(start);
    const at = { start, end: start + words.length };
    const holdsValue = ev.candidates.some((c) => c.start < at.end && c.end > at.start);
    if (holdsValue || !ev.isFree(at) || !/^\p{Ll}/u.test(words) || /[,;:]/.test(words)) continue;
    const count = words.split(/\s+/).length;
    if (count < 3 || count > 15) continue;
    ev.take(at);
    return { value: words, source: words, rule: 'a remark said after the values' };
  }
  return undefined;
}

/**
 * "phone me about whether the gate code changed. I'm on …" for `topic`: a free-text parameter that holds what the
 * request is about takes the words after "about", "re", "regarding" or "concerning" to the end of their sentence, when
 * they are free (no other value took them); a name inside them stays free for its own parameter.
 */
export function saidAboutFor(name: string, schema: JsonSchema, ev: Evidence): Found | undefined {
  if (!holdsWhatItIsAbout(identifierWords(name).join(' '), describe('', schema))) return undefined;
  const said = saidAbout(ev.text);
  if (!said) return undefined;
  if (!ev.isFree({ start: said.start, end: said.start + said.value.length })) return undefined;
  return { value: said.value, source: said.value, rule: `what is said after '${said.cue}'` };
}

/**
 * "the belay class for tomasz okafor-lind on 2027-03-02": a parameter that asks for a person's name, when the
 * request writes no name with capitals (nor a quote), takes one or two lower-case words said as a name
 * (`nameSaidInLowerCase`), given their capitals.
 */
export function personsNameInLowerCase(
  name: string,
  schema: JsonSchema,
  kind: ParamKind,
  ev: Evidence,
): Found | undefined {
  if (!asksForPersonsName(identifierWords(name), describe('', schema), kind === 'person')) return undefined;
  if (ev.candidates.some((c) => c.kind === 'proper' || c.kind === 'quoted')) return undefined;
  const said = nameSaidInLowerCase(ev.text);
  if (!said || !ev.isFree(said)) return undefined;
  ev.take(said);
  const source = ev.text.slice(said.start, said.end);
  return { value: said.value, source, rule: 'a name written in lower case' };
}

/**
 * The value after a short command's colon (`afterColon`), read in the colon's own sentence ("Refill for Ana Ruiz:
 * lisinopril tablets. She collects on Friday." gives "lisinopril tablets"); for a thing's name, without a count said
 * after a comma ("lisinopril tablets, three of them").
 */
export function colonValue(text: string, kind: ParamKind): { value: string; start: number } | undefined {
  const at = text.indexOf(': ');
  const end = at < 0 ? -1 : text.slice(at).search(/[.!?](?:\s|$)/);
  const colon = afterColon(end < 0 ? text : text.slice(0, at + end + 1));
  if (!colon || kind !== 'string') return colon;
  const comma = /,\s+(\S+)/.exec(colon.value);
  const counted = comma && (/^\d/.test(comma[1]!) || Object.hasOwn(WORD_NUMBERS, comma[1]!.toLowerCase()));
  return counted ? { value: colon.value.slice(0, comma.index), start: colon.start } : colon;
}

/**
 * "Transfer 250 from savings to checking": a parameter named for where something comes from (`from_account`,
 * `source`) takes the lower-case words after "from", one named for where it goes (`to_account`, `target`) those after
 * "to" (one to three words, up to a joining word or the end of the clause).
 */
export function endPoint(name: string, ev: Evidence): Found | undefined {
  const words = identifierWords(name);
  const word = words.some((w) => ['from', 'source', 'src', 'origin'].includes(w))
    ? 'from'
    : words.some((w) => ['to', 'target', 'destination', 'dest'].includes(w))
      ? 'to'
      : undefined;
  if (!word) return undefined;
  const m = new RegExp(
    `\\b${word}\\s+(?:(?:the|my|our|a|an)\\s+)?(\\p{Ll}[\\p{L}-]*(?:\\s+\\p{Ll}[\\p{L}-]*){0,2}?)(?=\\s*(?:$|[,.;!?]|\\s(?:to|from|and|or|for|at|on|in|by|with|please|now|today|tomorrow)\\b))`,
    'u',
  ).exec(ev.text);
  if (!m) return undefined;
  const start = m.index + m[0].length - m[1]!.length;
  const at = { start, end: start + m[1]!.length };
  if (!ev.isFree(at) || /^(?:me|us|it|them|here|there)$/.test(m[1]!)) return undefined;
  ev.take(at);
  return { value: m[1]!, source: `${word} ${m[1]!}` };
}

/** Words after "in" that say how or where, not which one ("in time", "in stock", "in full"). */
const NOT_WHICH =
  /^(?:it|them|this|that|there|here|time|stock|full|total|advance|general|person|detail|mind|order|use|place|case|front|line|private|public|progress|mins?|minutes?|hours?|days?|weeks?|months?|years?)$/;

/**
 * "a linen cushion in sage", "two tins in mint": one lower-case word after "in" that closes the clause says which one
 * (a colour, a finish, a flavour): a plain string parameter nothing else fills takes it, not the clause around it.
 */
export function whichOne(ev: Evidence): Found | undefined {
  const m = /\bin (\p{Ll}[\p{L}-]*)(?=\s*(?:[,.;!?]|$))/u.exec(ev.text);
  if (!m || NOT_WHICH.test(m[1]!)) return undefined;
  const at = { start: m.index + 3, end: m.index + m[0].length };
  if (!ev.isFree(at)) return undefined;
  ev.take(at);
  return { value: m[1]!, source: m[0] };
}
