// A model call read from a trace written as Responses bodies (`response`): the trace's Chat-form messages become input items.
import { isObject } from '@loopscope/wire/json-object';
import type { TraceShape } from '../payload-style';
import type { ChatMessage } from '../traces/genai-messages';

type Obj = Record<string, unknown>;

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

export const RESPONSES_TRACE_SHAPE: TraceShape = {
  path: '/responses',
  maxTokensParam: 'max_output_tokens',
  stopParam: null,
  requestBody: (parts) =>
    JSON.stringify({
      model: parts.model,
      input: responsesItems(parts.input),
      ...(parts.tools.length > 0 ? { tools: responsesTools(parts.tools) } : {}),
      ...parts.params,
    }),
  responseBody(parts) {
    const { output } = parts;
    if (!output) return null;
    const created = Math.floor(parts.createdMs / 1000);
    const model = parts.responseModel ?? parts.model;
    const items = responsesItems([output]).map((item, i) =>
      item.type === 'function_call'
        ? { id: `fc_trace_${i}`, ...item, status: 'completed' }
        : {
            id: `msg_trace_${i}`,
            type: 'message',
            role: 'assistant',
            status: 'completed',
            content: [{ type: 'output_text', text: item.content, annotations: [] }],
          },
    );
    const usage = parts.usage
      ? {
          usage: {
            input_tokens: parts.usage.input,
            output_tokens: parts.usage.output,
            total_tokens: parts.usage.input + parts.usage.output,
          },
        }
      : {};
    return JSON.stringify({
      id: parts.responseId ?? 'resp_from_trace',
      object: 'response',
      created_at: created,
      status: 'completed',
      model,
      output: items,
      ...usage,
    });
  },
};
