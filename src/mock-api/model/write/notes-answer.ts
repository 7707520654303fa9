// With no tool to call but notes to work from (a handed-over answer, search results, a conversation with tool results),
// the mock restates the notes briefly instead of saying it cannot know: what a specialist agent handed a digest does.
import type { ChatCompletionMessageParam } from '../../../wire/chat-types.ts';
import { contentText } from '../conversation.ts';
import { digest } from './digest.ts';
import { REPLY_WORDS, type ReplyLanguage } from '../understand/reply-language.ts';

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
  return answer ? contentText(answer.content) : before.filter((m) => m.role === 'tool').map((m) => contentText(m.content)).join('\n');
}

/** The notes a request hands over: the request itself when it is material, else what the conversation worked out ('' for none). */
export function notesOf(messages: readonly ChatCompletionMessageParam[], request: string): string {
  return isMaterial(request) ? request : handedOver(messages);
}

/** The brief restatement of the notes, or null when there are none (then the mock answers as without tools). */
export function notesAnswer(messages: readonly ChatCompletionMessageParam[], request: string, language: ReplyLanguage): string | null {
  const notes = notesOf(messages, request);
  if (notes.trim() === '') return null;
  const short = digest(notes, { max: 320 });
  const body = 'list' in short ? short.list.map((item) => `- ${item}`).join('\n') : short.text;
  return `${REPLY_WORDS[language].fromNotes}\n\n${body}`;
}
