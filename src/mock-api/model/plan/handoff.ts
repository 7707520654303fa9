// Handing over: an agent told to pass its findings on (the Agents SDK's `transfer_to_<agent>` tools) does so once its
// own tools have answered, as a real model follows "search, then hand over" instead of answering itself.
import type { ChatCompletionMessageParam, FunctionDefinition } from '@loopscope/wire/chat-types';
import { contentText, MODEL_READS_CHARS, type PastCall } from '../conversation.ts';

/** The Agents SDK names a handoff tool `transfer_to_<agent name>`; other frameworks follow it (`transfer_to_agent`). */
export function isHandoffTool(name: string): boolean {
  return /^transfer_to_/i.test(name);
}

/**
 * Instructions that ask the agent to pass the work on, in the words people write them with: English, and the Korean
 * ("넘겨 줘", "전달해") and Polish ("przekaż") the handoff page prompts in when the UI speaks them (Hangul has no \b).
 */
const HAND_OVER =
  /\b(hand(?:s|ing)?[ -]?(?:it |them |the \w+ )?(?:over|off)|handoff|transfer|delegate|pass (?:it |them |the \w+ )?(?:on|over|along)|przeka[żz](?:\p{L}*))(?![\p{L}\d_])|넘겨|넘기|전달해|인계/iu;

/** The text of the system and developer messages: what the agent was told. */
export function instructionsOf(messages: readonly ChatCompletionMessageParam[]): string {
  return messages
    .filter((m) => m.role === 'system' || m.role === 'developer')
    .map((m) => contentText(m.content).slice(0, MODEL_READS_CHARS))
    .join('\n');
}

/**
 * The handoff tool to call now, or null: the instructions ask for a hand-over, the agent's own calls since the
 * request all have results, and no hand-over has happened since. With several handoff tools, the one whose agent the
 * instructions name (else the first).
 */
export function pendingHandoff(
  messages: readonly ChatCompletionMessageParam[],
  tools: readonly FunctionDefinition[],
  since: readonly PastCall[],
): FunctionDefinition | null {
  const handoffs = tools.filter((t) => isHandoffTool(t.name));
  if (handoffs.length === 0 || since.length === 0 || since.some((c) => isHandoffTool(c.name))) return null;
  const instructions = instructionsOf(messages);
  if (!HAND_OVER.test(instructions)) return null;
  const named = handoffs.find((t) =>
    instructions.toLowerCase().includes(
      t.name
        .replace(/^transfer_to_/i, '')
        .replace(/_/g, ' ')
        .toLowerCase(),
    ),
  );
  return named ?? handoffs[0]!;
}
