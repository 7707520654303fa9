// Answers from notes when there is no tool to call: restated briefly, or explained when the instructions ask for it.
import type { ChatCompletionMessageParam } from '@loopscope/wire/chat-types';
import { contentText } from '../conversation.ts';
import { digest } from './digest.ts';
import { REPLY_WORDS, type ReplyLanguage } from '../understand/reply-language.ts';
import { instructionsOf, isHandoffTool } from '../plan/handoff.ts';
import type { PastCall } from '../conversation.ts';

// With no tool to call but notes to work from (a handed-over answer, search results, a conversation with tool results),
// the mock restates the notes briefly instead of saying it cannot know: what a specialist agent handed a digest does.

const LIST_LINE = /^[\t ]*(?:\d+[.)]|[-*•])[\t ]+\S/mu;

/** A user message that is material rather than a question: a list, or several sentences of some length. */
function isMaterial(text: string): boolean {
  const sentences = text.split(/(?<=[.!?。])\s+/u).filter((s) => s.trim() !== '');
  return LIST_LINE.test(text) || (sentences.length >= 2 && text.split(/\s+/u).length >= 16);
}

/** What a handed-over conversation already worked out before its last user message: its last answer, else its tool results. */
function handedOver(messages: readonly ChatCompletionMessageParam[]): string {
  const lastUser = messages.findLastIndex((m) => m.role === 'user');
  const before = messages.slice(0, Math.max(0, lastUser));
  if (!before.some((m) => m.role === 'tool')) return '';
  const answer = before.findLast((m) => m.role === 'assistant' && contentText(m.content).trim() !== '');
  return answer
    ? contentText(answer.content)
    : before
        .filter((m) => m.role === 'tool')
        .map((m) => contentText(m.content))
        .join('\n');
}

/** The notes a request hands over: the request itself when it is material, else what the conversation worked out ('' for none). */
export function notesOf(messages: readonly ChatCompletionMessageParam[], request: string): string {
  return isMaterial(request) ? request : handedOver(messages);
}

/** The brief restatement of the notes, or null when there are none (then the mock answers as without tools). */
export function notesAnswer(
  messages: readonly ChatCompletionMessageParam[],
  request: string,
  language: ReplyLanguage,
): string | null {
  const notes = notesOf(messages, request);
  if (notes.trim() === '') return null;
  const short = digest(notes, { max: 320 });
  const body = 'list' in short ? short.list.map((item) => `- ${item}`).join('\n') : short.text;
  return `${REPLY_WORDS[language].fromNotes}\n\n${body}`;
}

// A specialist told to explain the notes it is handed: the topic the notes share, in a few sentences, with a note that
// shares no word with the others (an off-topic search hit) left out, instead of restating every note.

/** Instructions that ask to explain, in the mock's three languages. */
const EXPLAIN = /\bexplain|설명|wyjaśni|objaśni/iu;
/** "in three sentences", "세 문장", "w trzech zdaniach": how many sentences the explanation may take (three when unsaid). */
const SENTENCES: [RegExp, number][] = [
  [/\b(?:one|a single) sentence|한 문장|jednym zdaniu/iu, 1],
  [/\btwo sentences|두 문장|dwóch zdaniach/iu, 2],
  [/\bthree sentences|세 문장|trzech zdaniach/iu, 3],
];
const STOP = new Set([
  'the',
  'and',
  'for',
  'with',
  'that',
  'this',
  'from',
  'are',
  'was',
  'its',
  'lets',
  'only',
  'one',
  'at',
  'a',
  'an',
  'of',
  'in',
  'is',
  'to',
  'by',
  'on',
  'as',
  'or',
  'since',
  'without',
  'available',
]);

const wordsOf = (text: string) =>
  new Set((text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).filter((w) => !STOP.has(w)));

export interface Explained {
  text: string;
  /** Why, for the explain view: the sentences allowed and the notes left out. */
  note: string;
}

/** The explanation of the notes, or null when the instructions do not ask to explain or the notes are no list. */
export function explainNotes(
  messages: readonly ChatCompletionMessageParam[],
  notes: string,
  language: ReplyLanguage,
): Explained | null {
  const instructions = instructionsOf(messages);
  if (!EXPLAIN.test(instructions) || notes.trim() === '') return null;
  const short = digest(notes, { max: 320, items: 6 });
  if (!('list' in short) || short.list.length === 0) return null;
  const items = short.list.map((line) => {
    const at = line.indexOf(': ');
    return at > 0 ? { title: line.slice(0, at), detail: line.slice(at + 2) } : { title: line, detail: line };
  });
  const words = items.map((item) => wordsOf(`${item.title} ${item.detail}`));
  // On topic: a note that shares a word with another note (a lone note is the topic itself).
  const onTopic = items.filter(
    (_, i) => items.length === 1 || words.some((other, j) => j !== i && [...words[i]!].some((w) => other.has(w))),
  );
  const kept = onTopic.length > 0 ? onTopic : items;
  const left = items.filter((item) => !kept.includes(item));
  const count = SENTENCES.find(([re]) => re.test(instructions))?.[1] ?? 3;
  const say = REPLY_WORDS[language];
  const sentences = kept
    .slice(0, count)
    .map((item, i) => (i === 0 ? item.detail : `${say.also} ${item.title}: ${item.detail}`));
  const note = [
    `the instructions ask to explain the notes: their shared topic in up to ${count} sentences`,
    ...(left.length > 0 ? [`left out as off the topic: ${left.map((item) => `"${item.title}"`).join(', ')}`] : []),
  ].join('; ');
  return { text: `${say.explained} ${sentences.join(' ')}`, note };
}

/**
 * A specialist handed the work (the calls since the request end in a `transfer_to_…` to it) whose instructions ask to
 * explain: it explains what the calls before the hand-over found, in the reply's language, instead of listing every
 * result as the agent that searched would. Null when it was handed nothing or is not told to explain.
 */
export function explainHandedFindings(
  messages: readonly ChatCompletionMessageParam[],
  since: readonly PastCall[],
  language: ReplyLanguage,
): Explained | null {
  if (!since.some((c) => isHandoffTool(c.name))) return null;
  const found = since
    .filter((c) => !isHandoffTool(c.name))
    .map((c) => c.result ?? '')
    .join('\n');
  // The note stays explainNotes' own: the timeline's note reader knows it in every UI language.
  return explainNotes(messages, found, language);
}
