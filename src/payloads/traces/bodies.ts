// Request and response bodies rebuilt from what a trace says about one model call, in the API style the span names:
// Chat Completions (`chat.completion`) or Responses (`response`), with only the fields the trace carried.
import { isObject } from '../../wire/json-object';
import type { TraceGap } from '../../wire/exchange';
import type { WireExchange } from '../../wire/wire-exchange';
import type { ChatMessage } from './genai-messages';

type Obj = Record<string, unknown>;

export type ApiStyle = 'chat' | 'responses';

export interface CallParts {
  style: ApiStyle;
  model: string;
  /** Input messages (Chat Completions form; converted for Responses). */
  input: ChatMessage[];
  /** Chat tools (`{type:'function', function:{…}}`). */
  tools: Obj[];
  /** Request parameters besides model, messages and tools (temperature, top_p, …). */
  params: Obj;
  /** The assistant's answer (null when the trace did not carry it). */
  output: ChatMessage | null;
  finish: string | null;
  responseId: string | null;
  responseModel: string | null;
  createdMs: number;
  usage: { input: number; output: number } | null;
}

/** Chat messages as Responses input items: messages with text, function calls and their outputs. */
function responsesItems(messages: ChatMessage[]): Obj[] {
  const items: Obj[] = [];
  for (const m of messages) {
    if (m.role === 'tool') items.push({ type: 'function_call_output', call_id: m.tool_call_id, output: m.content });
    else {
      if (typeof m.content === 'string' && m.content !== '') items.push({ role: m.role, content: m.content });
      for (const call of Array.isArray(m.tool_calls) ? m.tool_calls.filter(isObject) : []) {
        const fn = isObject(call.function) ? call.function : {};
        items.push({ type: 'function_call', call_id: call.id, name: fn.name, arguments: fn.arguments });
      }
    }
  }
  return items;
}

function responsesTools(tools: Obj[]): Obj[] {
  return tools.map((t) => (isObject(t.function) ? { type: 'function', ...t.function } : t));
}

export function requestBody(parts: CallParts): string {
  if (parts.style === 'chat') return JSON.stringify({ model: parts.model, messages: parts.input, ...(parts.tools.length > 0 ? { tools: parts.tools } : {}), ...parts.params });
  return JSON.stringify({ model: parts.model, input: responsesItems(parts.input), ...(parts.tools.length > 0 ? { tools: responsesTools(parts.tools) } : {}), ...parts.params });
}

export function responseBody(parts: CallParts): string | null {
  const { output } = parts;
  if (!output) return null;
  const created = Math.floor(parts.createdMs / 1000);
  const model = parts.responseModel ?? parts.model;
  if (parts.style === 'chat') {
    const usage = parts.usage ? { usage: { prompt_tokens: parts.usage.input, completion_tokens: parts.usage.output, total_tokens: parts.usage.input + parts.usage.output } } : {};
    const message = { role: 'assistant', content: output.content ?? null, refusal: null, ...(output.tool_calls ? { tool_calls: output.tool_calls } : {}) };
    const finish = parts.finish ?? (output.tool_calls ? 'tool_calls' : 'stop');
    return JSON.stringify({ id: parts.responseId ?? 'chatcmpl-from-trace', object: 'chat.completion', created, model, choices: [{ index: 0, message, logprobs: null, finish_reason: finish }], ...usage });
  }
  const items = responsesItems([output]).map((item, i) =>
    item.type === 'function_call'
      ? { id: `fc_trace_${i}`, ...item, status: 'completed' }
      : { id: `msg_trace_${i}`, type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: item.content, annotations: [] }] },
  );
  const usage = parts.usage ? { usage: { input_tokens: parts.usage.input, output_tokens: parts.usage.output, total_tokens: parts.usage.input + parts.usage.output } } : {};
  return JSON.stringify({ id: parts.responseId ?? 'resp_from_trace', object: 'response', created_at: created, status: 'completed', model, output: items, ...usage });
}

/** What a trace left out of one Chat Completions call: the bytes always; the messages, the tools or the answer when absent. */
export function chatGaps(parts: CallParts, response: string | null): TraceGap[] {
  const missing: TraceGap[] = ['bytes'];
  if (parts.input.length === 0) missing.push('content');
  const usesTools = parts.input.some((m) => m.role === 'tool' || Array.isArray(m.tool_calls)) || (response ?? '').includes('"tool_calls"');
  if (parts.tools.length === 0 && usesTools) missing.push('tools');
  if (response === null) missing.push('response');
  return missing;
}

/**
 * A Chat Completions call as the exchange a trace file stands for (Agents SDK and Langfuse exports): the rebuilt bodies,
 * and a 500 with the trace's own error message when the call failed and carried no answer.
 */
export function chatCallExchange(parts: CallParts, response: string | null, failure: string | null, startMs: number, endMs: number): WireExchange {
  return {
    method: 'POST',
    url: 'https://api.openai.com/v1/chat/completions',
    requestHeaders: { 'content-type': 'application/json' },
    requestBody: requestBody(parts),
    status: failure !== null ? 500 : 200,
    responseHeaders: { 'content-type': 'application/json' },
    responseBody: failure !== null && response === null ? JSON.stringify({ error: { message: failure, type: 'trace_error', param: null, code: null } }) : response,
    startedAt: startMs,
    durationMs: Math.max(0, endMs - startMs),
  };
}
