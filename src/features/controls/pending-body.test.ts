// Held-request helpers: readable JSON errors, the message outline, removing a message from the body.
import { describe, expect, it } from 'vitest';
import { jsonError, outlineMessages, prettyBody, removeMessage } from './pending-body';

const body = JSON.stringify({
  model: 'gpt-4o',
  messages: [
    { role: 'user', content: 'Weather?' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'f', arguments: '{}' } }],
    },
    { role: 'tool', tool_call_id: 'call_1', content: '{"t":18}' },
  ],
});

describe('pending body helpers', () => {
  it('reports line and column of a JSON error', () => {
    expect(jsonError('{"a": 1}')).toBeNull();
    const error = jsonError('{\n  "a": 1,\n  oops\n}');
    expect(error).toMatch(/^The body is not valid JSON/);
    expect(error).toMatch(/line 3, column 3/);
    expect(jsonError('oops {"a": 1}')).toMatch(/line 1, column 1/);
    expect(jsonError('{"a": [1, 2,, 3]}')).toMatch(/line 1, column 13/);
  });

  it('outlines the messages the request will carry', () => {
    expect(outlineMessages(body)).toEqual([
      { index: 0, role: 'user', summary: 'Weather?' },
      { index: 1, role: 'assistant', summary: 'tool_calls: 1' },
      { index: 2, role: 'tool', summary: 'call_1: {"t":18}' },
    ]);
    expect(outlineMessages('nope')).toBeNull();
  });

  it('removes one message and keeps everything else', () => {
    const next = removeMessage(prettyBody(body), 1);
    expect(JSON.parse(next!).messages.map((m: { role: string }) => m.role)).toEqual(['user', 'tool']);
    expect(JSON.parse(next!).model).toBe('gpt-4o');
    expect(removeMessage(body, 9)).toBeNull();
    expect(removeMessage('{oops', 0)).toBeNull();
  });
});
