// Where a request's context goes: its estimate split by part (instructions, tools, each kind of entry, what the server held).
import { visibleTools } from '@loopscope/wire/responses/tool-search';
import type { TokenEstimate } from './token-rule';

export const PART_KINDS = [
  'instructions',
  'system',
  'tools',
  'user',
  'assistant',
  'tool-calls',
  'tool-outputs',
  'reasoning',
  'compaction',
  'other',
] as const;
export type PartKind = (typeof PART_KINDS)[number];

export interface BreakdownPart {
  kind: PartKind;
  tokens: number;
  /** Entries (or tool definitions) of this kind. */
  entries: number;
}

export interface ContextBreakdown {
  /** Every kind with tokens, in PART_KINDS order (the bar reads left to right in that order). */
  parts: BreakdownPart[];
  /** Tokens of entries the server held for this request (previous_response_id chain, conversation): billed, not sent. */
  held: number;
  /** The estimate's total: the parts plus the reply priming. */
  total: number;
  /** Whether a compaction item stands in for earlier turns in this request. */
  compacted: boolean;
}

type Obj = Record<string, unknown>;

const TOOL_OUTPUTS = new Set([
  'function_call_output',
  'custom_tool_call_output',
  'mcp_call',
  'tool_search_output',
  'program_output',
  'computer_call_output',
  'shell_call_output',
  'apply_patch_call_output',
]);
const TOOL_CALLS = new Set([
  'function_call',
  'custom_tool_call',
  'tool_search_call',
  'program',
  'mcp_approval_request',
  'mcp_approval_response',
  'mcp_list_tools',
]);

/** The part an entry's tokens belong to: Chat messages by role, Responses items by type. */
export function partOf(entry: unknown): PartKind {
  if (!entry || typeof entry !== 'object') return 'other';
  const e = entry as Obj;
  const type = typeof e.type === 'string' ? e.type : undefined;
  if (type === 'reasoning') return 'reasoning';
  if (type === 'compaction') return 'compaction';
  if (type && TOOL_OUTPUTS.has(type)) return 'tool-outputs';
  if (type && TOOL_CALLS.has(type)) return 'tool-calls';
  switch (e.role) {
    case 'system':
    case 'developer':
      return 'system';
    case 'user':
      return 'user';
    case 'tool':
    case 'function':
      return 'tool-outputs';
    case 'assistant':
      // A Chat assistant message that only asks for tools is the calls; one with words is the model's text.
      return Array.isArray(e.tool_calls) && e.tool_calls.length > 0 && !e.content ? 'tool-calls' : 'assistant';
    default:
      return 'other';
  }
}

/**
 * Splits an estimate by part. `entries` are what the model read, in order (held entries first); `heldCount` says how many
 * of them the server held. Reads the estimate's own per-entry numbers, so the parts add up to its total.
 */
export function contextBreakdown(
  entries: readonly unknown[],
  estimate: TokenEstimate,
  heldCount = 0,
): ContextBreakdown {
  const sums = new Map<PartKind, BreakdownPart>();
  const add = (kind: PartKind, tokens: number, count = 1) => {
    const part = sums.get(kind) ?? { kind, tokens: 0, entries: 0 };
    sums.set(kind, { kind, tokens: part.tokens + tokens, entries: part.entries + count });
  };
  if (estimate.instructions > 0) add('instructions', estimate.instructions);
  entries.forEach((entry, i) => add(partOf(entry), estimate.perEntry[i] ?? 0));
  if (estimate.tools > 0) add('tools', estimate.tools, 0);
  const held = estimate.perEntry.slice(0, heldCount).reduce((sum, n) => sum + n, 0);
  const parts = PART_KINDS.flatMap((kind) => {
    const part = sums.get(kind);
    return part && part.tokens > 0 ? [part] : [];
  });
  return { parts, held, total: estimate.total, compacted: entries.some((e) => partOf(e) === 'compaction') };
}

/** Each part's change from the previous request's breakdown (a part that vanished shows as its negative). */
export function breakdownChange(now: ContextBreakdown, before: ContextBreakdown | null): Map<PartKind, number> {
  const change = new Map<PartKind, number>();
  if (!before) return change;
  for (const kind of PART_KINDS) {
    const a = before.parts.find((p) => p.kind === kind)?.tokens ?? 0;
    const b = now.parts.find((p) => p.kind === kind)?.tokens ?? 0;
    if (a !== b) change.set(kind, b - a);
  }
  return change;
}

/** Each tool definition the model reads, named, with the JSON it is counted from (deferred ones are not read yet). */
export function toolDefinitions(tools: readonly unknown[] | undefined): { name: string; text: string }[] {
  return visibleTools(tools ?? []).map((tool) => {
    const t = (tool ?? {}) as Obj;
    const fn = t.function && typeof t.function === 'object' ? (t.function as Obj) : t;
    const name =
      typeof fn.name === 'string'
        ? fn.name
        : typeof t.server_label === 'string'
          ? `${String(t.type)}: ${t.server_label}`
          : String(t.type ?? 'tool');
    return { name, text: JSON.stringify(tool) };
  });
}
