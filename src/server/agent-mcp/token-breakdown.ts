// Where a request's context goes, for an agent: o200k tokens per part (instructions, each tool, each message or item), by the app's own rule.
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { entryTokens, estimateTokens, messageText, roleOf, toolsText } from '@loopscope/payloads/tokens/token-rule';
import { isObject } from '@loopscope/wire/json-object';

export interface TokenPart {
  part: string;
  tokens: number;
}

const list = (v: unknown): unknown[] =>
  Array.isArray(v) ? v : typeof v === 'string' ? [{ role: 'user', content: v }] : [];

function label(entry: unknown, index: number): string {
  const role = roleOf(entry);
  if (role !== 'unknown') return `${index}: ${role} message`;
  return `${index}: ${isObject(entry) && typeof entry.type === 'string' ? entry.type : 'item'}`;
}

function toolName(tool: unknown): string {
  if (!isObject(tool)) return 'tool';
  const fn = isObject(tool.function) ? tool.function : tool;
  return typeof fn.name === 'string' ? `${String(tool.type ?? 'function')} ${fn.name}` : String(tool.type ?? 'tool');
}

/** Chat `messages` or Responses `input`, `instructions`, `tools`; the total is the same estimate the app's gauge shows. */
export function tokenBreakdown(body: Record<string, unknown>): { total: number; parts: TokenPart[]; note: string } {
  const entries = list(body.messages ?? body.input);
  const tools = Array.isArray(body.tools) ? body.tools : [];
  const instructions = typeof body.instructions === 'string' ? body.instructions : null;
  const estimate = estimateTokens({ instructions, entries, tools }, countTokens);
  const parts: TokenPart[] = [
    ...(instructions ? [{ part: 'instructions', tokens: estimate.instructions }] : []),
    ...tools.map((tool) => ({ part: toolName(tool), tokens: countTokens(toolsText([tool])) })),
    ...entries.map((entry, i) => ({ part: label(entry, i), tokens: entryTokens(messageText(entry), countTokens) })),
  ];
  const held = typeof body.previous_response_id === 'string' || body.conversation !== undefined;
  return {
    total: estimate.total,
    parts,
    note: `An estimate by Loopscope's rule (o200k tokens plus per-message framing); tool definitions are counted one by one here and together in the total.${held ? ' The server also holds earlier turns (previous_response_id or conversation) that this body does not show.' : ''}`,
  };
}
