// What a branch's loop is, independent of the language it is written out in: where it starts, its turns, tools and recorded tool results.
import type { Branch, EngineState, Exchange, SessionConfig, TimelineEntry, WireObject } from '@loopscope/engine/types';

/** A result the session's tool implementation gave for one call; the generated stubs answer with it. */
export interface RecordedResult {
  name: string;
  arguments: string;
  output: string;
}

export interface LoopScript {
  config: SessionConfig;
  branch: Branch;
  /** The conversation the first request of this branch carried (a fork starts with its edited prefix). */
  start: WireObject[];
  /** Later user turns, each run as its own loop after the previous one ended. */
  followUps: string[];
  recorded: RecordedResult[];
  /** The branch's own requests, oldest first (a fork's start is its parent's). */
  exchanges: Exchange[];
  /** Where the generated code sends requests unless OPENAI_BASE_URL says otherwise. */
  baseURL: string;
}

function isOwnResponse(entry: TimelineEntry, own: Set<string>): boolean {
  return entry.provenance.kind === 'response' && own.has(entry.provenance.exchangeId);
}

/** Tool results as text: a Chat tool message's content (string or text parts), a Responses or Assistants output's `output`. */
function outputText(wire: Record<string, unknown>): string | null {
  const value = wire.role === 'tool' ? wire.content : wire.output;
  if (typeof value === 'string') return value;
  if (Array.isArray(value))
    return value.map((part) => (part && typeof part === 'object' && 'text' in part ? String(part.text) : '')).join('');
  return null;
}

/** Every tool call of the branch with the result its entry holds (an edited result as edited). */
function recordedResults(entries: TimelineEntry[]): RecordedResult[] {
  const calls = new Map<string, { name: string; arguments: string }>();
  const results: RecordedResult[] = [];
  for (const entry of entries) {
    const wire = entry.wire as unknown as Record<string, unknown>;
    const chatCalls = Array.isArray(wire.tool_calls)
      ? (wire.tool_calls as { id: string; function?: { name: string; arguments: string } }[])
      : [];
    for (const call of chatCalls)
      if (call.function) calls.set(call.id, { name: call.function.name, arguments: call.function.arguments });
    if (wire.type === 'function_call')
      calls.set(String(wire.call_id), { name: String(wire.name), arguments: String(wire.arguments) });
    // An Assistants call from required_action: {id, type: 'function', function: {name, arguments}}.
    const fn =
      wire.type === 'function' && wire.function && typeof wire.function === 'object'
        ? (wire.function as { name: string; arguments: string })
        : null;
    if (fn) calls.set(String(wire.id), { name: fn.name, arguments: fn.arguments });
    if (entry.kind !== 'tool-result') continue;
    const callId = String(wire.tool_call_id ?? wire.call_id ?? '');
    const call = calls.get(callId);
    const output = outputText(wire);
    if (call && output !== null && !results.some((r) => r.name === call.name && r.arguments === call.arguments))
      results.push({ ...call, output });
  }
  return results;
}

/** The loop of one branch (the active one unless named); the key never enters it, only the provider's kind and address. */
export function loopScript(state: EngineState, mockBaseURL: string, branchId = state.activeBranchId): LoopScript {
  const branch = state.branches[branchId] ?? state.branches[state.activeBranchId]!;
  const own = new Set(branch.exchanges.map((e) => e.id));
  const firstAnswer = branch.messages.findIndex((e) => isOwnResponse(e, own));
  const startEnd = firstAnswer < 0 ? firstUserTurn(branch.messages) : firstAnswer;
  const start = branch.messages.slice(0, startEnd);
  const followUps = branch.messages
    .slice(startEnd)
    .filter((e) => e.provenance.kind === 'user' && e.kind === 'user')
    .map((e) => userText(e.wire));
  const { provider } = state.config;
  return {
    config: state.config,
    branch,
    start: start.map((e) => e.wire),
    followUps,
    recorded: recordedResults(branch.messages),
    exchanges: branch.exchanges,
    baseURL: provider.kind === 'mock' ? mockBaseURL : provider.baseURL,
  };
}

/** Without a response yet, the loop starts with everything before the first follow-up turn. */
function firstUserTurn(entries: TimelineEntry[]): number {
  const index = entries.findIndex((e) => e.provenance.kind === 'user');
  return index < 0 ? entries.length : index;
}

/** A text part's text: a string in Chat, Responses and created messages, `{value}` in an Assistants thread message. */
function partText(part: unknown): string {
  if (!part || typeof part !== 'object' || !('text' in part)) return '';
  const text = (part as { text: unknown }).text;
  if (typeof text === 'string') return text;
  return text && typeof text === 'object' && 'value' in text ? String((text as { value: unknown }).value) : '';
}

function userText(wire: WireObject): string {
  const content = (wire as { content?: unknown }).content;
  if (typeof content === 'string') return content;
  return Array.isArray(content) ? content.map(partText).join('') : '';
}

/** The last model text of the branch: what the generated program prints at the end. */
export function finalAnswer(branch: Branch): string | null {
  for (let i = branch.messages.length - 1; i >= 0; i--) {
    const entry = branch.messages[i]!;
    if (entry.kind !== 'assistant') continue;
    const wire = entry.wire as { content?: unknown };
    if (typeof wire.content === 'string' && wire.content) return wire.content;
    if (Array.isArray(wire.content)) {
      const text = wire.content.map(partText).join('');
      if (text) return text;
    }
  }
  return null;
}
