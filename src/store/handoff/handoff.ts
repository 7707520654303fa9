// Seed 000's multi-agent question: what does the triage agent hand to the specialist? Three answers, three first requests.
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';

export type HandoffChoice = 'final' | 'tools' | 'all';
export const HANDOFF_CHOICES: readonly HandoffChoice[] = ['final', 'tools', 'all'];

type Message = Record<string, unknown>;

/** The specialist agent's own system prompt (wire text: never translated). */
export const SPECIALIST_SYSTEM = 'You are a Python specialist. Explain the topic in the notes you are given to a beginner, in three sentences.';
/** The names the Agents SDK run gives its two agents (the SDK derives the tool `transfer_to_Python_specialist` from the second). */
export const AGENT_NAMES = { triage: 'Search expert', specialist: 'Python specialist' } as const;
/** The triage agent's instructions in the Agents SDK run: search, then hand over (wire text: never translated). */
export const AGENTS_SDK_TRIAGE_SYSTEM = 'You are a search expert. Search the web, then hand the results over to the Python specialist.';
/** What the SDK tells the triage agent the specialist is for (the handoff tool's description ends with it). */
export const SPECIALIST_HANDOFF_DESCRIPTION = 'Explains Python topics to beginners.';

/** The turn that closes a handed-over conversation: a list ending in the triage agent's answer would leave the specialist nothing to answer. */
export const SPECIALIST_TASK = 'Over to you: explain this to a beginner.';

/** What crosses from one agent to the next for each choice: a text, or messages. */
export function handedOver(triage: readonly Message[], choice: HandoffChoice): string | Message[] {
  if (choice === 'final') {
    const last = [...triage].reverse().find((m) => m.role === 'assistant' && typeof m.content === 'string');
    return String(last?.content ?? '');
  }
  if (choice === 'tools') return triage.filter((m) => m.role === 'tool').map((m) => String(m.content)).join('\n\n');
  return triage.filter((m) => m.role !== 'system');
}

/** The messages of the specialist's first request for a choice (Chat Completions). */
export function specialistMessages(triage: readonly Message[], choice: HandoffChoice): ChatCompletionMessageParam[] {
  const handed = handedOver(triage, choice);
  const system = { role: 'system', content: SPECIALIST_SYSTEM } as const;
  if (typeof handed === 'string') return [system, { role: 'user', content: handed }];
  return [system, ...(handed as unknown as ChatCompletionMessageParam[]), { role: 'user', content: SPECIALIST_TASK }];
}

export { chatMessages } from '../../engine/drivers/chat';
