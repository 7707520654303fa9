// What decides whether the open session needs a write, and the name a new session gets from its first question.
import type { EngineState } from '../engine/types';
import type { Message } from '../persistence/message';
import { say } from './say';

export const inEnglish = (message: Message) => message.text;

/** A name from the first user message, so the list reads like the conversations it holds. */
export function nameFor(engine: EngineState, word: (message: Message) => string = inEnglish): string {
  const text = engine.config.userMessage.replace(/\s+/g, ' ').trim();
  if (!text) return word(say('names.untitled'));
  return text.length > 48 ? `${text.slice(0, 47)}…` : text;
}

/** The parts that matter for saving; UI-only churn (a new state object with the same branches) writes nothing. */
export function saveKey(engine: EngineState): unknown[] {
  return [engine.branches, engine.config, engine.activeBranchId, engine.branchOrder];
}

export function sameKey(a: unknown[], b: unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
