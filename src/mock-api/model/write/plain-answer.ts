// Answers without tools: fixed, explainable sentences, so every run shows the same payloads.
import type { PlannedCall } from '../plan/planned-call.ts';
import { clip, words } from '../understand/text.ts';
import { REPLY_WORDS, replyLanguage } from '../understand/reply-language.ts';

const GREETINGS = new Set(['hi', 'hello', 'hey', 'hallo', 'bonjour', 'hola', 'morning', 'evening']);

/** The reply when no tool is called; `declined` lists calls that tool_choice "none" ruled out. */
export function plainAnswer(
  request: string,
  toolNames: readonly string[],
  declined: readonly PlannedCall[] = [],
): string {
  if (declined.length > 0) {
    const calls = declined.map((c) => `${c.name}(${JSON.stringify(c.arguments)})`).join(', ');
    return `I would call ${calls} to answer that, but tool_choice is "none" for this request, so I can only reply in text. Allow tools and I'll make the call${declined.length > 1 ? 's' : ''}.`;
  }
  const said = words(request);
  if (request.trim() === '') return 'Hello! How can I help you today?';
  if (said.length <= 4 && said.some((w) => GREETINGS.has(w))) {
    return "Hello! I'm the Loopscope mock model. Ask me something, or give me tools and watch the tool calls go over the wire.";
  }
  if (said.includes('json')) return `You asked: "${clip(request, 80)}".`;
  // Said in the language of the question.
  return REPLY_WORDS[replyLanguage(request)].directly(clip(request), toolNames);
}
