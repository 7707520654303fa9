// The thing a one-sentence question asks for: a "what" question's head noun, a "how do I" question's verb.
import { pattern } from '../memo.ts';
import {
  AUXILIARIES,
  BE_FORMS,
  DEMONSTRATIVES,
  NOW_WORDS,
  PLACE_WORDS,
  PREPOSITIONS,
  QUESTION_WORDS,
} from '../understand/small-words.ts';

/**
 * Words that end the noun phrase a "what" question asks for: a preposition, a verb, a clause's start, or a word of time
 * or place said after it ("the stock price today", "the score right now"). This reader's own: the longer prepositions
 * ("during", "between") and the words of when ("currently", "right now", "next week").
 */
const PHRASE_ENDS = new Set([
  ...PREPOSITIONS,
  ...BE_FORMS,
  ...AUXILIARIES,
  ...DEMONSTRATIVES,
  ...QUESTION_WORDS,
  ...NOW_WORDS,
  ...PLACE_WORDS,
  'please',
  ...'like than near during after before under over between'.split(' '),
  ...'currently right next last'.split(' '),
]);

/** "What is the …", "What's a …", "What are my …": a "what" question with a verb of being, whose noun phrase runs on. */
const WHAT_IS_QUESTION = pattern(
  "^\\s*(?:what|which)(?:'s|\u2019s|\\s+is|\\s+are|\\s+was|\\s+were)\\s+(?:(?:the|a|an|my|our|your|their|its)\\s+)?([\\p{L}'\u2019-]{1,40}(?:\\s+[\\p{L}'\u2019-]{1,40}){0,5})",
  'iu',
);

/**
 * "Which flights leave Oslo …", "What restaurants serve sushi …": with no verb of being after it, the word right after
 * what/which is the thing asked; the words after it are its verb and objects, not more of its name.
 */
const WHAT_NOUN_QUESTION = pattern("^\\s*(?:what|which)\\s+([\\p{L}'\u2019-]{1,40})", 'iu');

/** "What time does the library open?": a question for the time something is done, by the verb at its end. */
const WHAT_TIME_QUESTION = pattern(
  '^\\s*what\\s+time\\s+(?:do|does|did|will|would|is|are|can|should)\\s+([^?]*)',
  'iu',
);

/** The words a tool gives a time of day by: a "what time" question is answered by them as well as by its verb. */
const TIME_WORDS = ['time', 'hours', 'open', 'opening'];

/** "How should I store …", "How do we clean …": a question asking how to do a task, by its verb. */
const HOW_TO_QUESTION = pattern(
  '^\\s*how\\s+(?:do|should|can|could|would|might)\\s+(?:i|we|one)\\s+([\\p{L}-]{2,30})\\b',
  'iu',
);

/** "How long is …", "How far is …": a question asking for a measure, by the measure's word. */
const HOW_MEASURE_QUESTION = pattern('^\\s*how\\s+(long|far)\\b', 'iu');

/** The words a tool gives a measure by: "how long" asks for a duration, "how far" for a distance. */
const MEASURE_WORDS: Record<string, readonly string[]> = {
  long: ['duration', 'length', 'time', 'minutes', 'hours', 'days', 'takes'],
  far: ['distance', 'kilometres', 'kilometers', 'km', 'miles'],
};

/** The words that say a tool gives what was asked: the word itself, and for a measure the words it is given in. */
export function wordsOfAsked(asked: string): readonly string[] {
  return [asked, ...(MEASURE_WORDS[asked] ?? [])];
}

/**
 * The head noun a one-sentence "what" question asks for: "What are the club's opening hours on Sundays?" asks for
 * "hours", "What is the load limit for a lift of 8 floors?" for "limit". Undefined for any other request (several
 * sentences, not a "what" question, no noun before the phrase ends).
 */
export function askedThing(request: string): string | undefined {
  return askedWords(request)?.[0];
}

/**
 * The words any of which, said by a tool, says it gives what a one-sentence question asks for: the head noun first
 * (askedThing), then the words that answer it as well ("What's the tide doing?" is answered by "tide" or "doing",
 * "What time does the library open?" by "open" or a word of time). Undefined when the question asks for no thing.
 */
export function askedWords(request: string): readonly string[] | undefined {
  const text = request.trim();
  // One sentence, ending in a question mark.
  if (!text.endsWith('?') || /[.?!]\s+\S/.test(text)) return undefined;
  const how = HOW_TO_QUESTION.exec(text);
  if (how) return [how[1]!.toLowerCase()];
  const measure = HOW_MEASURE_QUESTION.exec(text);
  if (measure) return [measure[1]!.toLowerCase()];
  const time = WHAT_TIME_QUESTION.exec(text);
  if (time) return [...(headOfPhrase(time[1]!, false)?.slice(-1) ?? []), ...TIME_WORDS];
  const whatIs = WHAT_IS_QUESTION.exec(text);
  if (whatIs) return headOfPhrase(whatIs[1]!);
  const noun = WHAT_NOUN_QUESTION.exec(text)?.[1]!.toLowerCase();
  return noun === undefined || PHRASE_ENDS.has(noun) ? undefined : [noun];
}

/**
 * The head of a "what is" question's noun phrase, up to the word that ends it; an -ing head with the word before it.
 * Without ingHead, the last word before the phrase ends ("the library open on Sundays": "open").
 */
function headOfPhrase(words: string, ingHead = true): readonly string[] | undefined {
  const phrase: string[] = [];
  for (const word of words
    .toLowerCase()
    .split(/[^\p{L}'\u2019-]+/u)
    .filter(Boolean)) {
    if (PHRASE_ENDS.has(word)) break;
    phrase.push(word);
  }
  // "What's the tide doing at noon?", "What's the cheapest parking?": a last word in -ing may be a verb (the question
  // asks about the word before it, "tide") or the noun itself ("parking"), so either answers it; alone ("What's going
  // on?") it asks for no thing.
  const head = phrase.at(-1);
  if (!ingHead || !head?.endsWith('ing')) return head === undefined ? undefined : [head];
  const before = phrase.at(-2);
  return before === undefined ? undefined : [before, head];
}
