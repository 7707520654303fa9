// Pure readings for the Responses views: the same run as Chat messages and as items, and what the server sees for the next request.
import type { Exchange, TimelineEntry } from '@loopscope/engine/types';
import { bodyJson } from '@loopscope/wire/exchange';
import { sealRows } from './compaction-rows';

export type Wire = Record<string, unknown>;

/**
 * Responses items as the Chat messages that say the same: one assistant message per batch of calls, `tool` for
 * outputs; a custom tool call is Chat's `tool_calls[]` of type `custom`. Reasoning, shell and apply_patch have no Chat form.
 */
export function itemsToMessages(items: readonly Wire[]): Wire[] {
  const out: Wire[] = [];
  for (const item of items) {
    const type = item.type ?? 'message';
    if (type === 'message') out.push({ role: item.role, content: textOf(item.content) });
    else if (type === 'function_call' || type === 'custom_tool_call') {
      const call =
        type === 'function_call'
          ? { id: item.call_id, type: 'function', function: { name: item.name, arguments: item.arguments } }
          : { id: item.call_id, type: 'custom', custom: { name: item.name, input: item.input } };
      const last = out.at(-1);
      if (last?.role === 'assistant' && Array.isArray(last.tool_calls)) (last.tool_calls as unknown[]).push(call);
      else out.push({ role: 'assistant', content: null, tool_calls: [call] });
    } else if (type === 'function_call_output' || type === 'custom_tool_call_output')
      out.push({ role: 'tool', tool_call_id: item.call_id, content: item.output });
  }
  return out;
}

type ChatCall = {
  id: string;
  type?: string;
  function?: { name: string; arguments: string };
  custom?: { name: string; input: string };
};

/** The ids of Chat's custom tool calls (`tool_calls[].type: "custom"`): their tool messages answer a custom tool. */
export function customCallIds(messages: readonly Wire[]): Set<string> {
  return new Set(
    messages.flatMap((m) =>
      (Array.isArray(m.tool_calls) ? (m.tool_calls as ChatCall[]) : [])
        .filter((c) => c.type === 'custom')
        .map((c) => c.id),
    ),
  );
}

/** Chat messages as Responses items: tool_calls become function_call (or custom_tool_call) items, tool messages their outputs. */
export function messagesToItems(messages: readonly Wire[]): Wire[] {
  const custom = customCallIds(messages);
  return messages.flatMap((m): Wire[] => {
    if (m.role === 'tool')
      return [
        {
          type: custom.has(String(m.tool_call_id)) ? 'custom_tool_call_output' : 'function_call_output',
          call_id: m.tool_call_id,
          output: m.content,
        },
      ];
    const calls = Array.isArray(m.tool_calls) ? (m.tool_calls as ChatCall[]) : [];
    const text = m.content === null || m.content === undefined ? [] : [{ role: m.role, content: m.content }];
    return [
      ...text,
      ...calls.map((c) =>
        c.custom
          ? { type: 'custom_tool_call', call_id: c.id, name: c.custom.name, input: c.custom.input }
          : { type: 'function_call', call_id: c.id, name: c.function?.name, arguments: c.function?.arguments },
      ),
    ];
  });
}

/**
 * Calls of tools only some shapes have: shell and apply_patch (Responses only) and custom tools (Responses, and Chat as
 * `tool_calls[].custom`; never Assistants). The columns without them say so instead of leaving them out silently.
 */
export function responsesOnlyCalls(items: readonly Wire[]): { workspace: number; custom: number } {
  return {
    workspace: items.filter((i) => i.type === 'shell_call' || i.type === 'apply_patch_call').length,
    custom: items.filter((i) => i.type === 'custom_tool_call').length,
  };
}

/**
 * Programmatic tool calling in a run's items: the programs, and the calls they made (`caller.type: "program"`). Chat
 * Completions and Assistants have no program item: there the calls are ordinary tool calls, the code and the
 * `program_output` have no place.
 */
export function programsIn(items: readonly Wire[]): { programs: number; calls: number } {
  const programs = items.filter((i) => i.type === 'program').length;
  const calls = items.filter(
    (i) => String(i.type).endsWith('_call') && (i.caller as { type?: unknown } | null | undefined)?.type === 'program',
  ).length;
  return { programs, calls };
}

function textOf(content: unknown): unknown {
  if (!Array.isArray(content)) return content;
  return (content as { text?: string }[]).map((p) => p.text ?? '').join('');
}

/** Call ids a wire object carries, in any style (`tool_calls[].id`, `tool_outputs[].tool_call_id`, `tool_call_id`, `call_id`). */
export function callIdsOf(wire: Wire): string[] {
  if (Array.isArray(wire.tool_calls)) return (wire.tool_calls as { id: string }[]).map((c) => c.id);
  if (Array.isArray(wire.tool_outputs))
    return (wire.tool_outputs as { tool_call_id: string }[]).map((o) => o.tool_call_id);
  const id = wire.tool_call_id ?? wire.call_id;
  return typeof id === 'string' ? [id] : [];
}

export interface ContextRow {
  item: Wire;
  /** Where the server gets it from. */
  source: string;
  /** A compaction: the rows it was made from, which the server reads it in place of. */
  sealed?: ContextRow[];
}

/** A body as the views read it: a JSON value taken for a wire object (null when not JSON). */
const parse = (text: string | null): Wire | null => bodyJson(text) as Wire | null;

function asItems(input: unknown): Wire[] {
  if (typeof input === 'string') return [{ role: 'user', content: input }];
  return Array.isArray(input) ? (input as Wire[]) : [];
}

/**
 * What the server holds for the next request, replayed from the recorded exchanges: a chain
 * (`previous_response_id`) stands for the context its response saw plus that response's output, a
 * conversation for every item added to it. Entries not sent yet follow as "sent in the next request".
 */
export function effectiveContext(entries: readonly TimelineEntry[], exchanges: readonly Exchange[]): ContextRow[] {
  const { last, stateful } = replayServerState(exchanges);
  if (!stateful)
    return sealRows(
      entries.map((e) => ({
        item: e.wire as unknown as Wire,
        source: e.firstSentInStep === null ? 'sent in the next request' : 'resent by you in input',
      })),
    );
  // The last response's own output is already on the server; only what was added since goes in the next request.
  const unsent = entries.filter((e) => e.firstSentInStep === null && e.provenance.kind !== 'response');
  return sealRows([
    ...last,
    ...unsent.map((e) => ({ item: e.wire as unknown as Wire, source: 'sent in the next request' })),
  ]);
}

export interface ServerState {
  /** What each stored response id stands for when a request chains from it. */
  chains: Map<string, ContextRow[]>;
  /** What each conversation holds. */
  conversations: Map<string, ContextRow[]>;
  /** The context the last successful response saw, its own output included. */
  last: ContextRow[];
  /** Whether the last response was chained or read a conversation. */
  stateful: boolean;
}

/** Replays the recorded exchanges into what the server keeps: chains and conversations with the items they stand for. */
export function replayServerState(exchanges: readonly Exchange[]): ServerState {
  const chains = new Map<string, ContextRow[]>();
  const conversations = new Map<string, ContextRow[]>();
  let last: ContextRow[] = [];
  let stateful = false;
  for (const exchange of exchanges) {
    if (exchange.method !== 'POST' || exchange.status !== 200) continue;
    const request = parse(exchange.requestBody);
    const response = exchange.streamed ? streamedResponse(exchange) : parse(exchange.responseBody);
    if (!request || !response) continue;
    const path = new URL(exchange.url).pathname;
    if (path.endsWith('/conversations')) {
      conversations.set(
        String(response.id),
        asItems(request.items).map((item) => ({ item, source: `conversation ${String(response.id)}` })),
      );
      continue;
    }
    if (!path.endsWith('/responses')) continue;
    const { previous, conversation } = stateOf(request);
    const prior = previous ? (chains.get(previous) ?? []) : conversation ? (conversations.get(conversation) ?? []) : [];
    const via = previous
      ? `stored: previous_response_id ${previous}`
      : conversation
        ? `stored: conversation ${conversation}`
        : null;
    const sent = asItems(request.input).map((item) => ({ item, source: `sent in request ${exchange.step}` }));
    const output = asItems(response.output).map((item) => ({ item, source: `output of ${String(response.id)}` }));
    const seen = [...prior.map((row) => (via ? { ...row, source: via } : row)), ...sent, ...output];
    chains.set(String(response.id), seen);
    if (conversation) conversations.set(conversation, seen);
    stateful = previous !== null || conversation !== null;
    last = seen;
  }
  return { chains, conversations, last, stateful };
}

/** The state a Responses request body names: `previous_response_id`, or a `conversation` (an id or `{id}`). */
export function stateOf(request: Wire): { previous: string | null; conversation: string | null } {
  const previous = typeof request.previous_response_id === 'string' ? request.previous_response_id : null;
  const raw = request.conversation;
  const conversation =
    typeof raw === 'string' ? raw : typeof (raw as Wire | undefined)?.id === 'string' ? String((raw as Wire).id) : null;
  return { previous, conversation };
}

export { asItems, parse as parseBody };

/** A streamed exchange's final response object (the `response.completed` event carries it). */
function streamedResponse(exchange: Exchange): Wire | null {
  for (let i = exchange.events.length - 1; i >= 0; i--) {
    const data = parse(exchange.events[i]!.data);
    if (data && (data.type === 'response.completed' || data.type === 'response.incomplete'))
      return data.response as Wire;
  }
  return null;
}
