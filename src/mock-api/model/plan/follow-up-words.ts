// Whether a follow-up says anything besides its new values that the earlier tool lacks: "What about Bergen?" does not;
// "Book me a hotel in Oslo", after a weather call, says "book" and "hotel", a task of its own.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { foreignCues } from '../understand/foreign-cues.ts';
import { NOW_WORDS } from '../understand/small-words.ts';
import { words } from '../understand/text.ts';
import { isFiller, isGeneric, toolSaysKind } from './tool-match.ts';

/** The words a follow-up is worded with besides the place, in English: "Bergen too?", "And Bergen instead?". */
const FOLLOW_UP_WORDS = new Set([
  'too',
  'instead',
  'again',
  'same',
  'there',
  'look',
  'looks',
  'looking',
  "how's",
  "it's",
  "what's",
  "that's",
  'next',
  // A reply's opening: thanks, praise, a pause ("Great, thanks. What about Paris?", "Hmm, and Bergen?").
  ...'cool great nice lovely perfect awesome brilliant excellent fantastic wonderful hmm wait oh ah right alright'.split(
    ' ',
  ),
]);

/**
 * Polish function and follow-up words ("A jak jest w Bergen?", "A jutro w Bergen?"): the Polish a follow-up is worded
 * with, not a task. Korean writes these as endings, which `withoutKoreanEndings` strips.
 */
const POLISH_SMALL_WORDS = new Set(
  'a i w we na dla do z ze o co jak jaka jaki jakie jest będzie tam też teraz dziś dzisiaj jutro proszę to dzięki dziękuję super świetnie okej dobrze'.split(
    ' ',
  ),
);

/**
 * Korean follow-up and time words ("그럼", "그리고", "또": then, and, also; "오늘", "내일", "지금": today, tomorrow, now),
 * thanks and asking ("고마워요", "감사합니다", "좋아요"; "어때요": how is it), as written and as stems.
 */
const KOREAN_SMALL_WORDS = new Set([
  ...['그럼', '그러면', '그리고', '또', '거기', '오늘', '내일', '지금'],
  ...['고마워', '고마워요', '감사합니다', '감사해요', '좋아', '좋아요', '좋네', '좋네요'],
  ...['어때', '어때요', '어떤가', '어떤가요'],
]);

/**
 * Korean particles and polite endings written onto a word ("Bergen은요", "Oslo에", "날씨는요"), longest first; at
 * most three are stripped, so a word reads in linear time.
 */
const KOREAN_ENDING = /(?:은요|는요|이요|에서|으로|요|은|는|이|가|을|를|에|로|도|의|만)$/u;

function withoutKoreanEndings(word: string): string {
  let stem = word;
  for (let i = 0; i < 3 && KOREAN_ENDING.test(stem); i++) stem = stem.replace(KOREAN_ENDING, '');
  return stem;
}

/**
 * True when every word of the request besides the values it gives (`taken`: a place, a day, an option, as said) is a
 * small word, a follow-up's word, a word of `tool`'s (its name, description, parameters or options, or a Korean or
 * Polish stem standing for one: "날씨", "pogoda"), or a word of now ("today", "내일"). "Book me a hotel in Oslo" says
 * "book" and "hotel", which a weather tool lacks: a task of its own, no follow-up of the weather.
 */
export function saysNothingElse(request: string, taken: readonly string[], tool: FunctionDefinition): boolean {
  const takenWords = new Set(words(taken.join(' ')));
  // "autobusem" is "autobus" inflected, "Bergenie" "Bergen": a word that opens with a value's word is that value.
  const isTaken = (word: string) =>
    takenWords.has(word) || [...takenWords].some((t) => t.length >= 3 && word.startsWith(t));
  return words(request).every((raw) => {
    if (isTaken(raw)) return true;
    const word = /\p{Script=Hangul}/u.test(raw) ? withoutKoreanEndings(raw) : raw;
    if (word === '' || /^\d+$/.test(word)) return true;
    if (isFiller(word) || isGeneric(word) || FOLLOW_UP_WORDS.has(word) || POLISH_SMALL_WORDS.has(word)) return true;
    if ((NOW_WORDS as readonly string[]).includes(word) || KOREAN_SMALL_WORDS.has(word) || KOREAN_SMALL_WORDS.has(raw))
      return true;
    const cues = foreignCues(word);
    return cues.length > 0 ? cues.every((c) => toolSaysKind(tool, c)) : toolSaysKind(tool, word);
  });
}
