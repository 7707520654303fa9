// The classic Responses mistakes, made on purpose when a session asks for one (a break-it lab): each turns the correct request into the broken one a learner would send.
import type { ResponseCreateParamsNonStreaming, ResponseInputItem } from 'openai/resources/responses/responses';
import type { SessionConfig, ToolCallRequest } from '../../types';
import { toChatTool } from '../chat/driver';

/** Chat's tool result, as code ported from Chat Completions appends it; Responses has no `tool` role. */
export interface ToolRoleItem {
  role: 'tool';
  tool_call_id: string;
  content: string;
}

export function isToolRoleItem(item: unknown): item is ToolRoleItem {
  return typeof item === 'object' && item !== null && (item as { role?: unknown }).role === 'tool';
}

/** The tool result entry of the `responses-tool-role` mistake, or null when the session makes no such mistake. */
export function mistakenToolResult(config: SessionConfig, call: ToolCallRequest, output: string): ResponseInputItem | null {
  if (config.options.responsesMistake !== 'responses-tool-role') return null;
  const item: ToolRoleItem = { role: 'tool', tool_call_id: call.callId, content: output };
  // Not a Responses input item at all: that is the point; the server answers with the real 400.
  return item as unknown as ResponseInputItem;
}

/** The tools as the `responses-nested-tools` mistake sends them (Chat's nested shape), or null when the session makes no such mistake. */
export function mistakenTools(config: SessionConfig): unknown[] | null {
  return config.options.responsesMistake === 'responses-nested-tools' ? config.tools.map(toChatTool) : null;
}

/** The request body as the mistaken code would build it. */
export function withMistake(config: SessionConfig, params: ResponseCreateParamsNonStreaming): ResponseCreateParamsNonStreaming {
  switch (config.options.responsesMistake) {
    case 'responses-nested-tools':
      return { ...params, tools: mistakenTools(config) as ResponseCreateParamsNonStreaming['tools'] };
    case 'responses-dropped-reasoning':
      return Array.isArray(params.input) ? { ...params, input: params.input.filter((item) => !('type' in item && item.type === 'reasoning')) } : params;
    case 'responses-chain-unstored':
      return { ...params, store: false };
    default:
      return params;
  }
}
