// The one token-counting rule: which text of an entry is billed, the framing around it, and the total for what the model reads.
// Pure (the caller passes `count`, the tokenizer's or an approximation): the store's gauges and the payload doctor both use it.
import { visibleTools } from '@loopscope/wire/responses/tool-search';

/** Tokens the chat format adds around every entry (role markers), as in OpenAI's cookbook counting recipe. */
export const PER_MESSAGE_OVERHEAD = 3;
/** Tokens that prime the assistant's reply after the last message. */
export const REPLY_PRIMING = 3;
/** Tokens of the fixed preamble the API wraps around function definitions. */
export const TOOLS_FRAMING = 9;
/**
 * How far the estimate may be from the server's `usage` (prompt/input tokens), stated on screen and held by a test per
 * API mode: role names, JSON punctuation of tool calls and the server's own rendering of tool definitions are counted
 * a little differently by the server, a few tokens per entry; the share covers that for a long loop, the floor for a short one.
 */
export const ESTIMATE_MARGIN = { share: 0.1, floor: 25 } as const;

type Obj = Record<string, unknown>;

/** The text of one content part: `text` (Chat, Responses) or `text.value` (an Assistants message's text part). */
function partText(part: unknown): string {
  if (!part || typeof part !== 'object') return '';
  const text = (part as Obj).text;
  if (typeof text === 'string') return text;
  return text && typeof text === 'object' && typeof (text as Obj).value === 'string'
    ? ((text as Obj).value as string)
    : '';
}

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  // Content parts: only text parts are tokenised text; images and audio are billed differently and not estimated here.
  return content.map(partText).join('');
}

/** The text of an entry that is not a role message: a Responses item or an Assistants call or tool output. */
function itemText(m: Obj): string[] {
  const fn = m.function && typeof m.function === 'object' ? (m.function as Obj) : m;
  const parts: unknown[] = [
    fn.name,
    fn.arguments,
    m.call_id,
    m.tool_call_id,
    typeof m.output === 'string' ? m.output : contentText(m.output),
  ];
  if (Array.isArray(m.summary)) parts.push(contentText(m.summary));
  // Tool search: the search's arguments, and the definitions it loaded, which the model reads from here on.
  if (m.type === 'tool_search_call' && m.arguments !== undefined) parts.push(JSON.stringify(m.arguments));
  if (m.type === 'tool_search_output' && Array.isArray(m.tools)) parts.push(JSON.stringify(m.tools));
  return parts.filter((p): p is string => typeof p === 'string' && p !== '');
}

/** The text of one entry that becomes tokens: role, name, content, tool-call names and argument strings, call ids, outputs. */
export function messageText(message: unknown): string {
  if (!message || typeof message !== 'object') return '';
  const m = message as Obj;
  // Function calls and their outputs (Responses items, Assistants calls and tool outputs) carry their text outside `content`.
  if (typeof m.role !== 'string') return itemText(m).join('\n');
  const parts = [
    typeof m.role === 'string' ? m.role : '',
    typeof m.name === 'string' ? m.name : '',
    contentText(m.content),
  ];
  if (Array.isArray(m.tool_calls)) {
    for (const call of m.tool_calls) {
      const fn = call && typeof call === 'object' ? ((call as Obj).function as Obj | undefined) : undefined;
      const id = call && typeof call === 'object' ? (call as Obj).id : undefined;
      // The call id too, as a Responses function_call counts its call_id: the same call costs the same in either style.
      parts.push(
        typeof fn?.name === 'string' ? fn.name : '',
        typeof fn?.arguments === 'string' ? fn.arguments : '',
        typeof id === 'string' ? id : '',
      );
    }
  }
  if (typeof m.tool_call_id === 'string') parts.push(m.tool_call_id);
  return parts.filter(Boolean).join('\n');
}

/**
 * Tool definitions as the model reads them; sent as JSON here (the API's internal rendering differs slightly). Deferred
 * tools (`defer_loading`) are not read until a tool search loads them: they count in the tool_search_output that does.
 */
export function toolsText(tools: readonly unknown[] | undefined): string {
  return tools && tools.length > 0 ? JSON.stringify(visibleTools(tools)) : '';
}

export function roleOf(message: unknown): string {
  const role = message && typeof message === 'object' ? (message as Obj).role : undefined;
  return typeof role === 'string' ? role : 'unknown';
}

/** Everything the model reads for one request: instructions, the entries (held by the server or sent), tool definitions. */
export interface ModelContext {
  instructions: string | null;
  entries: readonly unknown[];
  tools?: readonly unknown[];
  /** How many of `entries` (the first ones) the server held for the request rather than received in it. */
  held?: number;
}

export interface TokenEstimate {
  /** Tokens of each entry, its framing included. */
  perEntry: number[];
  /** Tokens of the instructions (framed as one more message), 0 without. */
  instructions: number;
  /** Tokens of the tool definitions, their preamble included, 0 without. */
  tools: number;
  total: number;
}

/** The texts `estimateTokens` asks `count` for, so a caller can fetch their counts in one batch first. */
export function textsOf(context: ModelContext): string[] {
  return [...context.entries.map(messageText), context.instructions ?? '', toolsText(context.tools)];
}

/**
 * The rule, in one place: each entry's text + PER_MESSAGE_OVERHEAD, instructions as one more message, tool definitions
 * as JSON + TOOLS_FRAMING, and REPLY_PRIMING once. Every card, gauge and inspector count goes through here.
 */
export function estimateTokens(context: ModelContext, count: (text: string) => number): TokenEstimate {
  const perEntry = context.entries.map((entry) => entryTokens(messageText(entry), count));
  const instructions = context.instructions ? entryTokens(context.instructions, count) : 0;
  const toolText = toolsText(context.tools);
  const tools = toolText ? count(toolText) + TOOLS_FRAMING : 0;
  const any = perEntry.length > 0 || instructions > 0;
  const total = perEntry.reduce((sum, n) => sum + n, 0) + instructions + tools + (any ? REPLY_PRIMING : 0);
  return { perEntry, instructions, tools, total };
}

/** One entry's tokens as a card shows them: its text and its framing. */
export function entryTokens(text: string, count: (text: string) => number): number {
  return count(text) + PER_MESSAGE_OVERHEAD;
}

/** An Assistants run's input tokens: the sum of its turns' estimates (the run is billed for each model turn). */
export function runEstimate(turns: readonly ModelContext[], count: (text: string) => number): number {
  return turns.reduce((sum, turn) => sum + estimateTokens(turn, count).total, 0);
}

/** Whether an estimate is within the stated margin of what the server counted. */
export function withinMargin(estimate: number, reported: number): boolean {
  return Math.abs(estimate - reported) <= Math.max(ESTIMATE_MARGIN.floor, reported * ESTIMATE_MARGIN.share);
}
