// Request and response bodies rebuilt from what a trace says about one model call, in the API style the span names (each
// style's trace shape in PAYLOAD_STYLES writes them), and the exchange a trace file's Chat Completions call stands for.
import type { TraceGap } from '@loopscope/wire/exchange';
import type { WireExchange } from '@loopscope/wire/wire-exchange';
import { traceShapeOf } from '../payload-styles';
import type { CallParts } from './call-parts';

export type { ApiStyle, CallParts } from './call-parts';

/** The call's request body, in the shape of the style its trace names. */
export function requestBody(parts: CallParts): string {
  return traceShapeOf(parts.style).requestBody(parts);
}

/** The call's response body, or null when the trace did not carry the answer. */
export function responseBody(parts: CallParts): string | null {
  return traceShapeOf(parts.style).responseBody(parts);
}

/** What a trace left out of one Chat Completions call: the bytes always; the messages, the tools or the answer when absent. */
export function chatGaps(parts: CallParts, response: string | null): TraceGap[] {
  const missing: TraceGap[] = ['bytes'];
  if (parts.input.length === 0) missing.push('content');
  const usesTools =
    parts.input.some((m) => m.role === 'tool' || Array.isArray(m.tool_calls)) ||
    (response ?? '').includes('"tool_calls"');
  if (parts.tools.length === 0 && usesTools) missing.push('tools');
  if (response === null) missing.push('response');
  return missing;
}

/**
 * A Chat Completions call as the exchange a trace file stands for (Agents SDK and Langfuse exports): the rebuilt bodies,
 * and a 500 with the trace's own error message when the call failed and carried no answer.
 */
export function chatCallExchange(
  parts: CallParts,
  response: string | null,
  failure: string | null,
  startMs: number,
  endMs: number,
): WireExchange {
  return {
    method: 'POST',
    url: 'https://api.openai.com/v1/chat/completions',
    requestHeaders: { 'content-type': 'application/json' },
    requestBody: requestBody(parts),
    status: failure !== null ? 500 : 200,
    responseHeaders: { 'content-type': 'application/json' },
    responseBody:
      failure !== null && response === null
        ? JSON.stringify({ error: { message: failure, type: 'trace_error', param: null, code: null } })
        : response,
    startedAt: startMs,
    durationMs: Math.max(0, endMs - startMs),
  };
}
