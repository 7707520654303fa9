// The Response object in the real API's field order, echoing the request's settings, with usage and status.
import { echoMcpTool } from '@loopscope/wire/responses/mcp-tool';
import { HOSTED_TOOL_TYPES, echoHostedTool } from '@loopscope/wire/responses/hosted-tools';
import { echoRequestOptions } from '@loopscope/wire/responses/request-options';
import { echoImageGenerationTool } from '@loopscope/wire/responses/computer-shell-tools';
import type { MockModelInfo } from '../models.ts';
import type { StoredItem } from './store.ts';

export interface ResponseParts {
  id: string;
  createdAt: number;
  body: Record<string, unknown>;
  model: MockModelInfo;
  output: StoredItem[];
  incomplete: boolean;
  usage: { input: number; output: number; reasoning: number };
  conversationId: string | null;
}

/** Tools as the API echoes them: flat, with `strict` spelled out (Responses tools are strict unless told otherwise). */
function echoTools(tools: unknown): unknown[] {
  if (!Array.isArray(tools)) return [];
  return (tools as Record<string, unknown>[]).map(echoTool);
}

/** A namespace echoes its members as top-level tools are echoed; `defer_loading` is kept where it was set; a tool_search tool as sent. */
function echoTool(t: Record<string, unknown>): unknown {
  if (t.type === 'tool_search') return t;
  if (t.type === 'programmatic_tool_calling') return { type: t.type };
  // shell and apply_patch echo as sent (SDK `FunctionShellTool`, `ApplyPatchTool`: nothing to default).
  if (t.type === 'shell' || t.type === 'apply_patch') return t;
  // computer, computer_use_preview and local_shell echo as sent (nothing to default); image_generation with its defaults.
  if (t.type === 'computer' || t.type === 'computer_use_preview' || t.type === 'local_shell') return t;
  if (t.type === 'image_generation') return echoImageGenerationTool(t);
  if (t.type === 'mcp') return echoMcpTool(t);
  if (HOSTED_TOOL_TYPES.includes(t.type as string)) return echoHostedTool(t);
  if (t.type === 'namespace') return { ...t, tools: (t.tools as Record<string, unknown>[]).map(echoTool) };
  const deferred = t.defer_loading === undefined ? {} : { defer_loading: t.defer_loading };
  const callers = t.allowed_callers ? { allowed_callers: t.allowed_callers } : {};
  const later = t.async === undefined ? {} : { async: t.async };
  return t.type === 'custom'
    ? {
        type: 'custom',
        name: t.name,
        description: t.description ?? null,
        format: t.format ?? { type: 'text' },
        ...deferred,
        ...callers,
        ...later,
      }
    : {
        type: 'function',
        description: t.description ?? null,
        name: t.name,
        parameters: t.parameters ?? null,
        strict: t.strict ?? true,
        ...deferred,
        ...callers,
        ...later,
      };
}

export function buildResponse(p: ResponseParts): Record<string, unknown> {
  const { body } = p;
  const reasoning = (body.reasoning ?? {}) as { effort?: string | null; summary?: string | null };
  const status = p.incomplete ? 'incomplete' : 'completed';
  return {
    id: p.id,
    object: 'response',
    created_at: p.createdAt,
    status,
    background: body.background === true,
    completed_at: p.incomplete ? null : p.createdAt,
    error: null,
    incomplete_details: p.incomplete ? { reason: 'max_output_tokens' } : null,
    instructions: body.instructions ?? null,
    max_output_tokens: body.max_output_tokens ?? null,
    max_tool_calls: null,
    model: p.model.snapshot,
    output: p.output,
    parallel_tool_calls: body.parallel_tool_calls ?? true,
    previous_response_id: body.previous_response_id ?? null,
    prompt_cache_key: null,
    reasoning: {
      effort: p.model.reasoning ? (reasoning.effort ?? 'medium') : null,
      summary: reasoning.summary ?? null,
    },
    safety_identifier: null,
    service_tier: 'default',
    store: body.store ?? true,
    temperature: body.temperature ?? 1,
    text: {
      format: (body.text as { format?: unknown } | undefined)?.format ?? { type: 'text' },
      verbosity: (body.text as { verbosity?: unknown } | undefined)?.verbosity ?? 'medium',
    },
    tool_choice: body.tool_choice ?? 'auto',
    tools: echoTools(body.tools),
    top_logprobs: typeof body.top_logprobs === 'number' ? body.top_logprobs : 0,
    top_p: body.top_p ?? 1,
    truncation: body.truncation ?? 'disabled',
    usage: {
      input_tokens: p.usage.input,
      input_tokens_details: { cached_tokens: 0, cache_write_tokens: 0 },
      output_tokens: p.usage.output,
      output_tokens_details: { reasoning_tokens: p.usage.reasoning },
      total_tokens: p.usage.input + p.usage.output,
    },
    metadata: body.metadata ?? {},
    ...echoRequestOptions(body),
    ...(p.conversationId ? { conversation: { id: p.conversationId } } : {}),
  };
}
