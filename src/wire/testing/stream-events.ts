// Test data: a Chat Completions stream of the seed's first reply, as the recorder would have cut it into events.
import { SseDecoder, encodeSseEvent } from '../sse';
import type { SseEvent } from '../exchange';

/** Chat Completions chunks for the seed's first reply, streamed: two get_weather calls whose arguments arrive in pieces. */
export function toolCallStreamEvents(): SseEvent[] {
  const base = { id: 'chatcmpl-abc123', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o-2024-08-06' };
  const chunk = (delta: object, finish: string | null = null) =>
    JSON.stringify({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] });
  const call = (index: number, fn: object, id?: string) => ({
    tool_calls: [{ index, ...(id ? { id, type: 'function' } : {}), function: fn }],
  });
  const datas = [
    chunk({ role: 'assistant', content: null }),
    chunk(call(0, { name: 'get_weather', arguments: '' }, 'call_xK9f2a')),
    chunk(call(0, { arguments: '{"city"' })),
    chunk(call(0, { arguments: ': "Berlin", ' })),
    chunk(call(0, { arguments: '"unit": "celsius"}' })),
    chunk(call(1, { name: 'get_weather', arguments: '' }, 'call_mP7b3c')),
    chunk(call(1, { arguments: '{"city": "Tokyo", "unit": "celsius"}' })),
    chunk({}, 'tool_calls'),
    JSON.stringify({ ...base, choices: [], usage: { prompt_tokens: 142, completion_tokens: 85, total_tokens: 227 } }),
    '[DONE]',
  ];
  const text = datas.map((d) => encodeSseEvent(d)).join('');
  const decoder = new SseDecoder();
  // Feed in odd-sized pieces, as a network would, so the events are what the recorder would have produced.
  const parsed = [];
  for (let i = 0; i < text.length; i += 37) parsed.push(...decoder.push(text.slice(i, i + 37)));
  parsed.push(...decoder.flush());
  return parsed.map((e, i) => ({ ...e, at: 40 + i * 15 }));
}
