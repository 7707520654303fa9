// The thin adapter into the mock model: Responses items (the whole context) become the model's neutral input, Chat-shaped messages.
import type { ChatCompletionMessageParam, ChatCompletionMessageToolCall } from '@loopscope/wire/chat-types';
import { contentText } from '../model/conversation.ts';
import { unseal } from './ids.ts';
import { localShellCallOf } from '@loopscope/wire/responses/pairing';

type Item = Record<string, unknown>;

/** Instructions first (as a developer message), then each item; reasoning carries nothing the mock model reads. */
export function toModelMessages(instructions: string | null, items: readonly Item[]): ChatCompletionMessageParam[] {
  const out: ChatCompletionMessageParam[] = instructions ? [{ role: 'developer', content: instructions }] : [];
  const all = expandCompactions(items);
  // A denied MCP approval reads as a call whose result says so; an approved one is its mcp_call, read below.
  const denied = new Set(
    all
      .filter((i) => i.type === 'mcp_approval_response' && i.approve === false)
      .map((i) => String(i.approval_request_id)),
  );
  for (const item of all) {
    const type = item.type ?? 'message';
    const hosted = mcpAsCall(item, denied);
    if (hosted) {
      out.push({
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: String(item.id),
            type: 'function',
            function: { name: String(item.name), arguments: String(item.arguments) },
          },
        ],
      });
      out.push({ role: 'tool', tool_call_id: String(item.id), content: hosted });
      continue;
    }
    if (type === 'message') {
      const role = item.role as 'user' | 'system' | 'developer' | 'assistant';
      out.push({ role, content: contentText(item.content) } as ChatCompletionMessageParam);
    } else if (type === 'function_call' || type === 'custom_tool_call') {
      // A custom call reads as a function call whose one argument is its input (how the mock model plans custom tools).
      const args = type === 'custom_tool_call' ? JSON.stringify({ input: String(item.input) }) : String(item.arguments);
      const call: ChatCompletionMessageToolCall = {
        id: String(item.call_id),
        type: 'function',
        function: { name: String(item.name), arguments: args },
      };
      const last = out.at(-1);
      // Consecutive calls are one parallel batch, as one Chat assistant message carries them.
      if (last?.role === 'assistant' && last.tool_calls && last.content === null) last.tool_calls.push(call);
      else out.push({ role: 'assistant', content: null, tool_calls: [call] });
    } else if (type === 'shell_call' || type === 'apply_patch_call') {
      // shell / apply_patch calls read as calls of a tool of that name, their action or operation the arguments.
      const args = JSON.stringify(type === 'shell_call' ? item.action : item.operation);
      out.push({
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: String(item.call_id),
            type: 'function',
            function: { name: type === 'shell_call' ? 'shell' : 'apply_patch', arguments: args },
          },
        ],
      });
    } else if (type === 'local_shell_call' || type === 'computer_call') {
      // Read as calls of a tool of that name, their action(s) the arguments, as shell calls are.
      const name = type === 'local_shell_call' ? 'local_shell' : 'computer';
      out.push({
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: String(item.call_id),
            type: 'function',
            function: { name, arguments: JSON.stringify(item.action ?? item.actions ?? {}) },
          },
        ],
      });
    } else if (type === 'local_shell_call_output') {
      // It names its call by `call_id` or `id`, and an `id` may be the call's own id (wire/responses/pairing.ts, localShellCallOf).
      const call = localShellCallOf(item, all);
      if (call) out.push({ role: 'tool', tool_call_id: String(call.call_id), content: String(item.output) });
    } else if (type === 'computer_call_output') {
      out.push({ role: 'tool', tool_call_id: String(item.call_id), content: 'A screenshot of the screen (an image).' });
    } else if (type === 'shell_call_output' || type === 'apply_patch_call_output') {
      out.push({ role: 'tool', tool_call_id: String(item.call_id), content: workspaceResultText(item) });
    } else if (type === 'function_call_output' || type === 'custom_tool_call_output') {
      out.push({
        role: 'tool',
        tool_call_id: String(item.call_id),
        content: typeof item.output === 'string' ? item.output : contentText(item.output),
      });
    }
  }
  return withPendingResults(out);
}

/**
 * A call with no result anywhere in the context (an `async: true` tool's call whose output has not come back) reads as
 * a result saying so, right after the call, so the model answers knowing it is still pending.
 */
function withPendingResults(messages: ChatCompletionMessageParam[]): ChatCompletionMessageParam[] {
  const answered = new Set(messages.flatMap((m) => (m.role === 'tool' ? [m.tool_call_id] : [])));
  return messages.flatMap((m) => {
    if (m.role !== 'assistant' || !m.tool_calls) return [m];
    const pending = m.tool_calls.filter((c) => !answered.has(c.id));
    return [
      m,
      ...pending.map((c) => ({
        role: 'tool' as const,
        tool_call_id: c.id,
        content: 'The result has not come back yet: the tool answers asynchronously.',
      })),
    ];
  });
}

/** A shell output as the terminal showed it (stdout, then stderr, then a non-zero exit code); an apply_patch output as what it changed, or as an error. */
function workspaceResultText(item: Item): string {
  if (item.type === 'apply_patch_call_output') {
    const said = typeof item.output === 'string' ? item.output.trim() : '';
    // A failed patch reads as a failed tool (the answer says so and offers to retry); an applied one as what it changed.
    if (item.status === 'failed') return `Failed to apply the patch${said ? `: ${said}` : ''}`;
    return said || 'The patch applied.';
  }
  const chunks = Array.isArray(item.output)
    ? (item.output as { stdout?: string; stderr?: string; outcome?: { type?: string; exit_code?: number } }[])
    : [];
  return chunks
    .map((c) => {
      const code =
        c.outcome?.type === 'timeout'
          ? ' (timed out)'
          : c.outcome?.exit_code
            ? ` (exit code ${c.outcome.exit_code})`
            : '';
      return `${c.stdout ?? ''}${c.stderr ?? ''}`.trimEnd() + code;
    })
    .join('\n');
}

/** What the model reads as the result of a hosted MCP call (null: the item is no call the model sees). */
function mcpAsCall(item: Item, denied: ReadonlySet<string>): string | null {
  if (item.type === 'mcp_call')
    return typeof item.output === 'string' ? item.output : JSON.stringify(item.error ?? null);
  if (item.type === 'mcp_approval_request' && denied.has(String(item.id))) return 'The user denied this tool call.';
  return null;
}

/** A compaction item stands for the items it sealed; everything else passes through. */
export function expandCompactions(items: readonly Item[]): Item[] {
  return items.flatMap((item) => {
    if (item.type !== 'compaction' || typeof item.encrypted_content !== 'string') return [item];
    const sealed = unseal(item.encrypted_content);
    return Array.isArray(sealed) ? (sealed as Item[]) : [];
  });
}

/** A string `input` is one user message. */
export function inputItems(input: unknown): Item[] {
  if (input === undefined || input === null) return [];
  if (typeof input === 'string') return [{ type: 'message', role: 'user', content: input }];
  return (input as Item[]).map((item) => (item.type === undefined ? { type: 'message', ...item } : item));
}
