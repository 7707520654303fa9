// The name the store gives a session: its first question, followed while the name is still the store's own.
import type { EngineState } from '@loopscope/engine/types';
import type { Message } from '../../persistence/message';
import { say } from '../say';

export const inEnglish = (message: Message) => message.text;

/** A name from the first user message, so the list reads like the conversations it holds. */
export function nameFor(engine: EngineState, word: (message: Message) => string = inEnglish): string {
  const text = engine.config.userMessage.replace(/\s+/g, ' ').trim();
  if (!text) return word(say('names.untitled'));
  return text.length > 48 ? `${text.slice(0, 47)}…` : text;
}

/**
 * The new name when the question changed (another scenario, a lesson) and the session still has the name the store gave
 * it from the old question; null when the name stays (the same question, or a name the user chose).
 */
export function followedName(
  name: string,
  before: EngineState,
  after: EngineState,
  word?: (message: Message) => string,
): string | null {
  if (before.config.userMessage === after.config.userMessage || name !== nameFor(before, word)) return null;
  const next = nameFor(after, word);
  return next === name ? null : next;
}
