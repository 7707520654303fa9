// The parts of a message a request dictates: its subject ("with the subject Lunch", "subject: Lunch") and what it
// should say ("saying the meeting moved to 3pm", "tell her that …", "body: see you at noon").
import { SENTENCE_STOP } from './text.ts';

export interface MessagePart {
  value: string;
  start: number;
  end: number;
  /** The words that introduced it, for the explanation. */
  cue: string;
}

/**
 * What a message should say, after a verb of saying or a "body:"/"message:" label. "Tell me", "let us know" ask the
 * assistant for an answer: no message's words.
 */
const SAYING =
  /(?<!\p{L})(?:saying|to say|and say|that says|(?:telling|tell|and tell|to tell|letting|let)\s(?:him|her|them|everyone)(?:\s(?:know))?(?:\s(?:that))?|(?:body|message|text)\s{0,2}:)\s{1,3}/iu;

/** A subject given with a cue: "with (the) subject (line) X", "with the title X", "subject: X", "titled X". */
const SUBJECT =
  /(?<!\p{L})(?:with\s(?:the\s|a\s)?(?:subject|title|heading)(?:\s(?:line))?|(?:subject|title|heading)(?:\s(?:line))?\s{0,2}:|(?:en)?titled)\s{1,3}/iu;

/**
 * Where a said part ends: its sentence's end (not the point of "Dr.", "St."), or a new part ("… and the body: …",
 * "… and tell him …").
 */
const PART_END = new RegExp(
  String.raw`[!?](?:\s|$)|${SENTENCE_STOP}(?:\s|$)|\n|,?\s(?:and|then)\s(?:the\s)?(?:body|message|text|say|tell|saying)\b|$`,
  'iu',
);

/** Reads the words after a cue's match to the end of their part; quoted words end at their closing quote. */
function partAfter(text: string, cue: RegExp): MessagePart | undefined {
  const m = cue.exec(text);
  if (!m) return undefined;
  const from = m.index + m[0].length;
  const rest = text.slice(from, from + 400);
  const quote = /^["'“‘]/u.exec(rest)?.[0];
  if (quote) {
    const close = rest.indexOf({ '“': '”', '‘': '’' }[quote] ?? quote, 1);
    if (close > 1) return { value: rest.slice(1, close), start: from + 1, end: from + close, cue: m[0].trim() };
  }
  const end = PART_END.exec(rest)?.index ?? rest.length;
  const value = rest.slice(0, end).trim();
  if (value === '' || value.split(/\s+/).length > 60) return undefined;
  return { value, start: from, end: from + value.length, cue: m[0].trim() };
}

/** What the request says a message should say ("saying the meeting moved to 3pm" gives "the meeting moved to 3pm"). */
export function messageSaid(text: string): MessagePart | undefined {
  return partAfter(text, SAYING);
}

/** The subject a request gives a message ("with the subject Lunch and the body: …" gives "Lunch"). */
export function subjectSaid(text: string): MessagePart | undefined {
  return partAfter(text, SUBJECT);
}

/** What to be reminded of: "remind me to …", "a reminder to …", "remind us that …", "remind me about …". */
const REMINDED =
  /(?<!\p{L})(?:remind\s(?:me|us|him|her|them)\s(?:to|that|about|of)|reminders?\s(?:to|that|about|for)|remember\sto)\s{1,3}/iu;

/** What the request asks to be reminded of, to the end of its part ("remind me to water the plants at 9" gives "water the plants at 9"). */
export function remindedOf(text: string): MessagePart | undefined {
  return partAfter(text, REMINDED);
}

/** Where a message's first clause ends: not at the point of "3.30" or "St. Mary's". */
const CLAUSE_END = new RegExp(String.raw`[,;:!?]|${SENTENCE_STOP}(?!\S)`, 'u');

/** At most this many words of a message make the subject a request does not give. */
const SUBJECT_WORDS = 8;

/**
 * A subject made from what the message says, as a writer would title it: its first clause, up to eight words, with
 * a capital ("the meeting moved to 3pm" gives "Meeting moved to 3pm"; a leading article is dropped).
 */
export function subjectFrom(message: string): string {
  const clause = message.split(CLAUSE_END)[0]!.trim();
  const words = clause
    .split(/\s+/)
    .filter((w, i) => !(i === 0 && /^(?:the|a|an)$/i.test(w)))
    .slice(0, SUBJECT_WORDS);
  const subject = words.join(' ');
  return subject.charAt(0).toUpperCase() + subject.slice(1);
}
