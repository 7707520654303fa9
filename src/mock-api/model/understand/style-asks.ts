// A user message that only says how to answer ("answer in Polish", "be brief"): a style the final answer follows, not a new request.
import type { ReplyLanguage } from './reply-language.ts';

export interface StyleAsk {
  /** The reply language asked for, when the mock writes it. */
  language: ReplyLanguage | null;
  /** A language asked for that the mock does not write (its English name), else null. */
  unsupported: string | null;
  brief: boolean;
  /** The message as sent, for the explanation. */
  said: string;
}

/** Languages by the English names a user writes after "in"; the mock writes three of them. */
const LANGUAGE_NAMES: Record<string, ReplyLanguage | null> = {
  english: 'en',
  korean: 'ko',
  polish: 'pl',
  french: null,
  german: null,
  spanish: null,
  italian: null,
  portuguese: null,
  dutch: null,
  japanese: null,
  chinese: null,
};
const IN_LANGUAGE = new RegExp(
  `\\b(?:answer|reply|respond|write|say|speak|talk|answers?)\\b[^.?!]{0,20}?\\bin (${Object.keys(LANGUAGE_NAMES).join('|')})\\b`,
  'i',
);
const NATIVE: [RegExp, ReplyLanguage][] = [
  [/한국어로/u, 'ko'],
  [/po polsku/iu, 'pl'],
];
const BRIEF =
  /\b(?:be (?:brief|short|concise)|briefly|keep it (?:short|brief)|shorter|short answer|in one line)\b|짧게|krótko/iu;
/** Words a style ask may hold besides its phrases: anything else makes the message a request of its own. */
const FILLER = new Set([
  'please',
  'and',
  'the',
  'your',
  'answer',
  'reply',
  'respond',
  'write',
  'say',
  'speak',
  'talk',
  'it',
  'now',
  'from',
  'on',
  'also',
  'just',
  'only',
  'keep',
  'in',
  'be',
  'pls',
  'thanks',
  'thank',
  'you',
  '답해',
  '줘',
  '주세요',
  '답해주세요',
  'odpowiedz',
  'proszę',
  'odpowiadaj',
]);

/** The style a message asks for when that is all it says (at most ten words); null for anything else. */
export function readStyleAsk(text: string): StyleAsk | null {
  const said = text.trim();
  if (said === '' || said.length > 80) return null;
  const language = IN_LANGUAGE.exec(said);
  const native = NATIVE.find(([re]) => re.test(said));
  const brief = BRIEF.test(said);
  if (!language && !native && !brief) return null;
  const rest =
    said
      .replace(IN_LANGUAGE, ' ')
      .replace(BRIEF, ' ')
      .replace(/한국어로|po polsku/giu, ' ')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  if (rest.some((word) => !FILLER.has(word)) || said.split(/\s+/).length > 10) return null;
  const name = language?.[1]?.toLowerCase();
  const code = native?.[1] ?? (name === undefined ? null : (LANGUAGE_NAMES[name] ?? null));
  const unsupported = name !== undefined && code === null ? name.charAt(0).toUpperCase() + name.slice(1) : null;
  return { language: code, unsupported, brief, said };
}

/** The text without its closing punctuation (a loop, not a regular expression that backtracks on a long run of dots). */
function trimEnd(text: string): string {
  let end = text.length;
  while (end > 0 && '.!:'.includes(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}

/**
 * "Here's what I found:\n\n**Berlin**: 18°C, partly cloudy.\n**Tokyo**: …" → "**Berlin**: 18°C. **Tokyo**: 28°C.":
 * each finding to its first clause, on one line, no lead.
 */
export function briefly(answer: string, lead: string): string {
  const lines = answer
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== lead);
  return lines.map((line) => (line.endsWith('?') ? line : `${trimEnd(line.split(/,\s/)[0]!)}.`)).join(' ');
}

/**
 * The messages with every style ask taken out (one that follows an earlier user message: the first message is the
 * request whatever it says), and the style they ask for together (a later ask wins a language).
 */
export function takeStyleAsks<M extends { role: string; content?: unknown }>(
  messages: readonly M[],
  textOf: (content: unknown) => string,
): { messages: M[]; asks: StyleAsk[] } {
  const asks: StyleAsk[] = [];
  let users = 0;
  const kept = messages.filter((m) => {
    if (m.role !== 'user') return true;
    users += 1;
    const ask = users > 1 ? readStyleAsk(textOf(m.content)) : null;
    if (ask) asks.push(ask);
    return ask === null;
  });
  return { messages: asks.length > 0 ? kept : [...messages], asks };
}
