// Message classification and content reading: roles, tool calls, JSON-or-text detection, size guard.
import { describe, expect, it } from 'vitest';
import {
  asJsonStringLiteral,
  contentShape,
  EAGER_PARSE_LIMIT,
  formatBytes,
  messageKind,
  textOf,
  toolCallsOf,
} from './message-kind';

describe('message kinds', () => {
  it('tells assistant text from assistant tool calls', () => {
    expect(messageKind({ kind: 'assistant', wire: { role: 'assistant', content: 'hi' } })).toBe('assistant-text');
    expect(
      messageKind({
        kind: 'assistant',
        wire: {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: '{}' } }],
        },
      }),
    ).toBe('assistant-calls');
    expect(messageKind({ kind: 'assistant', wire: { role: 'assistant', content: null, tool_calls: [] } })).toBe(
      'assistant-text',
    );
    expect(messageKind({ kind: 'system', wire: { role: 'developer', content: 'x' } })).toBe('system');
    expect(messageKind({ kind: 'tool-result', wire: { role: 'tool', content: '{}', tool_call_id: 'c' } })).toBe('tool');
  });

  it('reads text from strings and parts, and keeps null as null', () => {
    expect(textOf({ role: 'assistant', content: null })).toBeNull();
    expect(
      textOf({
        role: 'user',
        content: [
          { type: 'text', text: 'a' },
          { type: 'text', text: 'b' },
        ],
      }),
    ).toBe('ab');
  });

  it('keeps arguments as the exact wire string', () => {
    const raw = '{"city": "Berlin", "unit": "celsius"}';
    const calls = toolCallsOf({
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'call_xK9f2a', type: 'function', function: { name: 'get_weather', arguments: raw } }],
    });
    expect(calls).toEqual([{ id: 'call_xK9f2a', name: 'get_weather', arguments: raw }]);
    expect(asJsonStringLiteral(raw)).toBe('"{\\"city\\": \\"Berlin\\", \\"unit\\": \\"celsius\\"}"');
  });
});

describe('contentShape', () => {
  it('says whether a tool result is JSON or plain text', () => {
    expect(contentShape('{"temperature": 30}')).toEqual({ kind: 'json', value: { temperature: 30 } });
    expect(contentShape('It is 30 degrees')).toEqual({ kind: 'text' });
    expect(contentShape('{"broken": ')).toEqual({ kind: 'text' });
    expect(contentShape('18')).toEqual({ kind: 'text' });
  });

  it('does not parse megabytes until asked', () => {
    const big = JSON.stringify({ data: 'x'.repeat(EAGER_PARSE_LIMIT) });
    expect(contentShape(big)).toEqual({ kind: 'unknown' });
    expect(contentShape(big, true).kind).toBe('json');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatBytes(300)).toBe('300 B');
  });

  it('reads a custom tool call as its name and input string, with no arguments', () => {
    const calls = toolCallsOf({
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'call_c1', type: 'custom', custom: { name: 'order_lookup', input: 'KX-2048' } }],
    });
    expect(calls).toEqual([{ id: 'call_c1', name: 'order_lookup', arguments: undefined, input: 'KX-2048' }]);
  });
});
