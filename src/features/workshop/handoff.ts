// Seed 000's multi-agent question: what does the triage agent hand to the specialist? Three answers, three requests.

export type HandoffChoice = 'final' | 'tools' | 'all';
export const HANDOFF_CHOICES: HandoffChoice[] = ['final', 'tools', 'all'];

type Message = Record<string, unknown>;

export const SPECIALIST_SYSTEM = 'You are a Python specialist. Explain the topic in the notes you are given to a beginner, in three sentences.';

/** What crosses from one agent to the next for each choice: a text, or messages. */
export function handedOver(triage: readonly Message[], choice: HandoffChoice): string | Message[] {
  if (choice === 'final') {
    const last = [...triage].reverse().find((m) => m.role === 'assistant' && typeof m.content === 'string');
    return String(last?.content ?? '');
  }
  if (choice === 'tools') return triage.filter((m) => m.role === 'tool').map((m) => String(m.content)).join('\n\n');
  return triage.filter((m) => m.role !== 'system');
}

/** The specialist's first request body for a choice (Chat Completions). */
export function specialistRequest(triage: readonly Message[], choice: HandoffChoice, model: string): { model: string; messages: Message[] } {
  const handed = handedOver(triage, choice);
  const system = { role: 'system', content: SPECIALIST_SYSTEM };
  const messages = typeof handed === 'string' ? [system, { role: 'user', content: handed }] : [system, ...handed];
  return { model, messages };
}

/** The Chat messages of a timeline, as the wire carried them. */
export function chatMessages(entries: readonly { style: string; wire: object }[]): Message[] {
  return entries.filter((e) => e.style === 'chat').map((e) => e.wire as Message);
}
