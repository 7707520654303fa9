// Blind set 10's case builder: a conversation (earlier turns, tool calls and their JSON results) ending in the turn to act on.
import type { BfclFunction } from '../bfcl/convert.ts';
import type { GroundTruthCall } from '../bfcl/score.ts';
import { truth, type CallSpec, type Kind } from '../model-heldout/build.ts';

/** What the last turn asks of the conversation before it. */
export type Reading =
  /** The earlier call again with a new value (or two, or a changed option). */
  | 'follow_up'
  /** Another call whose arguments are in an earlier tool result's JSON. */
  | 'from_result'
  /** A new task with its own values: repeating the earlier call is wrong. */
  | 'new_task'
  /** Nothing to call: thanks, chit-chat, or a question the history already answers. */
  | 'nothing';
export const READINGS: readonly Reading[] = ['follow_up', 'from_result', 'new_task', 'nothing'];

/** The language of the last user turn; the tools and the history are always in English. */
export type Language = 'en' | 'ko' | 'pl';

/** A Chat Completions message as an app or agent framework sends it back with the history. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  /** null on an assistant message that only calls tools, as the OpenAI SDKs send it back. */
  content: string | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

type HistoryCall = [tool: string, args: Record<string, unknown>, result: unknown];

/** One step of the history: a user turn, an assistant answer, or the assistant's tool calls with each one's result. */
export type Step = { user: string } | { assistant: string } | { calls: HistoryCall[] };

export const user = (text: string): Step => ({ user: text });
export const answer = (text: string): Step => ({ assistant: text });
/** One assistant message calling one tool, then the tool's JSON result. */
export const called = (tool: string, args: Record<string, unknown>, result: unknown): Step => ({
  calls: [[tool, args, result]],
});
/** One assistant message calling several tools at once (parallel tool calls), then each one's result in order. */
export const calledEach = (...calls: HistoryCall[]): Step => ({ calls });

export interface ConversationSpec {
  reading: Reading;
  /** The BFCL category the case is scored as: simple and parallel offer only the tool they call. */
  kind: Kind;
  language: Language;
  /** Opens with the domain's system prompt, as an app does; learners' scripts often send none. */
  system?: boolean;
  history: Step[];
  /** The last user turn, the one to act on. */
  ask: string;
  /** The accepted calls; empty for `nothing`. */
  calls: CallSpec[];
}

export interface ConversationDomain {
  name: string;
  system: string;
  tools: BfclFunction[];
  conversations: ConversationSpec[];
}

/** A case in the harness's shape: question[0] holds the whole message list. */
export interface ConversationCase {
  id: string;
  kind: Kind;
  domain: string;
  reading: Reading;
  language: Language;
  question: ChatMessage[][];
  function: BfclFunction[];
  /** null: nothing to call. */
  ground_truth: GroundTruthCall[] | null;
}

function messagesOf(steps: readonly Step[], callId: (n: number) => string): ChatMessage[] {
  const out: ChatMessage[] = [];
  let n = 0;
  for (const step of steps) {
    if ('user' in step) out.push({ role: 'user', content: step.user });
    else if ('assistant' in step) out.push({ role: 'assistant', content: step.assistant });
    else {
      const ids = step.calls.map(() => callId(n++));
      out.push({
        role: 'assistant',
        content: null,
        tool_calls: step.calls.map(([name, args], i) => ({
          id: ids[i]!,
          type: 'function',
          function: { name, arguments: JSON.stringify(args) },
        })),
      });
      step.calls.forEach(([, , result], i) =>
        out.push({ role: 'tool', tool_call_id: ids[i]!, content: JSON.stringify(result) }),
      );
    }
  }
  return out;
}

/** The domain's cases, ids `blind10_<domain>_<n>`; simple and parallel offer only the tool they call, the rest all. */
export function buildConversations(domain: ConversationDomain): ConversationCase[] {
  const byName = new Map(domain.tools.map((t) => [t.name, t]));
  const tool = (name: string) => {
    const fn = byName.get(name);
    if (!fn) throw new Error(`${domain.name}: no tool ${name}`);
    return fn;
  };
  const slug = domain.name.replace(/ /g, '_');
  return domain.conversations.map((c, i) => {
    const callId = (n: number) => `call_${slug.slice(0, 3)}${String(i).padStart(2, '0')}${n}q${(i * 37 + n * 11) % 97}`;
    const messages: ChatMessage[] = [
      ...(c.system ? [{ role: 'system' as const, content: domain.system }] : []),
      ...messagesOf(c.history, callId),
      { role: 'user', content: c.ask },
    ];
    const used = [...new Set(c.calls.map(([n]) => n))];
    return {
      id: `blind10_${slug}_${i}`,
      kind: c.kind,
      domain: domain.name,
      reading: c.reading,
      language: c.language,
      question: [messages],
      function: c.kind === 'simple' || c.kind === 'parallel' ? used.map(tool) : domain.tools,
      ground_truth: c.kind === 'irrelevance' ? null : c.calls.map(([n, args]) => truth(tool(n), args)),
    };
  });
}
