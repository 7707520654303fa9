// What a text says it is about: the words after a cue ("about", "re", "regarding"), read by one reader for every caller.
import { WORD_NUMBERS } from './number-words.ts';

/** A parameter that holds what something is about: its name or description says topic, matter or "about" (not
 * "subject": an e-mail's subject is a title, said in its own words, not the clause after "about"). */
const ABOUT_PARAMETER = /\b(?:topic|topics|matter|about|regarding|concerning)\b/i;

/** True for a free-text parameter that holds what the request is about (`topic`, "What the caller asks about."). */
export function holdsWhatItIsAbout(nameWords: string, description: string): boolean {
  return ABOUT_PARAMETER.test(nameWords) || ABOUT_PARAMETER.test(description);
}

/** A topic said after a cue: its words (trimmed), where they start in the text, and the cue, in lower case. */
export interface CuedTopic {
  value: string;
  start: number;
  cue: string;
}

/** How a caller reads topics: the cues it knows, and how far a topic runs. */
export interface TopicCues {
  /** The cue words or phrases, in lower case, each said whole ("on the topic of"); matched in any case. */
  cues: readonly string[];
  /**
   * 'clause': to the end of the cue's sentence or clause (a full stop, question or exclamation mark, semicolon, line
   * break, comma or "then"), at most 160 characters: for a whole request, which says more after its topic.
   * 'rest': all the text after the cue, when no line break follows it (else the next cue is read): for a caller that
   * has already cut out the one clause or sentence the topic ends.
   */
  reach: 'clause' | 'rest';
  /**
   * Skip a cue right after an apostrophe: where "re" is a cue, "we're" and "they're" end in it and name no topic.
   * (A cue written right after an opening quote is skipped too.)
   */
  notAfterApostrophe?: boolean;
  /**
   * Skip "about" before an amount ("about 40 metres", "about £5", "about forty pots", "about a dozen"): there it means
   * roughly, and names no topic.
   */
  notBeforeAmount?: boolean;
}

/** A word that starts an amount: a number word or figure, "half", "few", "couple", "dozen". */
const isAmountWord = (w: string) => Object.hasOwn(WORD_NUMBERS, w) || /^(?:\d|half$|few$|couple$|dozen$)/.test(w);

/** The clause's end a topic read to the clause runs up to (looked at, not taken). */
const CLAUSE_END = String.raw`(?=\s*(?:[.?!;\n]\s|[.?!;]?$|,|\s(?:and\s+)?then\s))`;

/**
 * A reader of the topics a text names after the given cues, first to last. Every pattern is bounded: a clause is at
 * most 160 characters, and the rest of a text is taken by position, not matched.
 */
export function topicReader(reading: TopicCues): (text: string) => Generator<CuedTopic> {
  const cues = reading.cues.join('|');
  const lead = `${reading.notAfterApostrophe ? "(?<!['’])" : ''}\\b(${cues})\\s+`;
  const noFigure = reading.notBeforeAmount ? '(?![\\d£$€])' : '';
  if (reading.reach === 'clause') {
    const clause = new RegExp(`${lead}${noFigure}([^\\s.?!;][^.?!;\\n]{0,159}?)${CLAUSE_END}`, 'giu');
    return function* (text) {
      for (const m of text.matchAll(clause)) {
        const topic = { value: m[2]!.trim(), start: m.index + m[0].length - m[2]!.length, cue: m[1]!.toLowerCase() };
        if (!reading.notBeforeAmount || !startsWithAmount(topic.value)) yield topic;
      }
    };
  }
  const cue = new RegExp(`${lead}${noFigure}`, 'giu');
  return function* (text) {
    // The text's last line break: a cue before it has no topic running to the end.
    const lastBreak = Math.max(
      text.lastIndexOf('\n'),
      text.lastIndexOf('\r'),
      text.lastIndexOf('\u2028'),
      text.lastIndexOf('\u2029'),
    );
    for (const m of text.matchAll(cue)) {
      const start = m.index + m[0].length;
      if (start >= text.length || start <= lastBreak) continue;
      const topic = { value: text.slice(start).trim(), start, cue: m[1]!.toLowerCase() };
      if (!reading.notBeforeAmount || !startsWithAmount(topic.value)) yield topic;
      return; // the topic runs to the text's end, so no cue is left after it
    }
  };
}

/** True when a topic starts with an amount ("forty pots", "a dozen"). */
function startsWithAmount(value: string): boolean {
  const [first = '', second = ''] = value.toLowerCase().split(/\s+/, 2);
  return isAmountWord(first) || (['a', 'an'].includes(first) && isAmountWord(second));
}

/** The first topic a reader finds in a text, or undefined. */
export function firstTopic(read: (text: string) => Generator<CuedTopic>, text: string): CuedTopic | undefined {
  for (const topic of read(text)) return topic;
  return undefined;
}

/** A request's topic: after "about", "re", "regarding" or "concerning", to its clause's end, not an amount. */
const REQUEST_TOPICS = topicReader({
  cues: ['about', 're', 'regarding', 'concerning'],
  reach: 'clause',
  notAfterApostrophe: true,
  notBeforeAmount: true,
});

/**
 * The words after "about", "re", "regarding" or "concerning" up to the end of their sentence or clause, two to twenty
 * words: "phone me about whether the gate code changed. I'm on …" is about "whether the gate code changed". "about"
 * before an amount ("about 40 metres", "about forty pots", "about a dozen") is "roughly", not a topic: the next cue is
 * read. Undefined when none is said.
 */
export function saidAbout(text: string): CuedTopic | undefined {
  for (const topic of REQUEST_TOPICS(text)) {
    const count = topic.value.split(/\s+/).length;
    if (count >= 2 && count <= 20) return topic;
  }
  return undefined;
}
