// The payload style registry answers for every API style, and each endpoint an entry names belongs to that style.
import { describe, expect, it } from 'vitest';
import { styleOfEndpoint } from '@loopscope/wire/endpoint-style';
import { PAYLOAD_STYLES, payloadStyleOf } from './payload-styles';

describe('PAYLOAD_STYLES', () => {
  const entries = Object.entries(PAYLOAD_STYLES);

  it('has an entry under each style the wire layer tells from a URL, and none for other traffic', () => {
    expect(entries.map(([key, entry]) => [key, entry.name])).toEqual(entries.map(([key]) => [key, key]));
    for (const url of ['/v1/chat/completions', '/v1/responses', '/v1/threads/runs'])
      expect(payloadStyleOf(styleOfEndpoint(url))).not.toBeNull();
    expect(payloadStyleOf(styleOfEndpoint('/v1/models'))).toBeNull();
    expect(payloadStyleOf('toString')).toBeNull();
  });

  it.each(entries)('names only endpoints of its own style (%s)', (key, entry) => {
    const paths = [entry.step?.path, entry.trace?.path, entry.sdk?.path].filter((path) => path !== undefined);
    for (const path of paths) expect(styleOfEndpoint(`https://api.openai.com/v1${path}`)).toBe(key);
  });

  it('finds tool results where each style sends them', () => {
    const found = (style: keyof typeof PAYLOAD_STYLES, request: unknown) =>
      PAYLOAD_STYLES[style].toolResults(request).map(({ path, callId }) => [path.join('.'), callId]);
    expect(
      found('chat', {
        messages: [
          { role: 'user', content: 'hi' },
          { role: 'tool', tool_call_id: 'call_1', content: '20' },
        ],
      }),
    ).toEqual([['messages.1.content', 'call_1']]);
    expect(found('responses', { input: [{ type: 'function_call_output', call_id: 'call_2', output: '20' }] })).toEqual([
      ['input.0.output', 'call_2'],
    ]);
    expect(found('assistants', { tool_outputs: [{ tool_call_id: 'call_3', output: '20' }] })).toEqual([
      ['tool_outputs.0.output', 'call_3'],
    ]);
  });
});
