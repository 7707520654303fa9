// Payload paths: the forms lessons use, wildcards over arrays, and text that is not a path.
import { describe, expect, it } from 'vitest';
import { parsePath, readPath } from './json-path';

const body = {
  messages: [{ role: 'system' }, { role: 'tool', tool_call_id: 'call_1' }],
  choices: [{ finish_reason: 'stop' }],
};

describe('payload paths', () => {
  it('parses dotted names and indexes', () => {
    expect(parsePath('messages[1].tool_call_id')).toEqual(['messages', 1, 'tool_call_id']);
    expect(parsePath('choices[0].finish_reason')).toEqual(['choices', 0, 'finish_reason']);
  });

  it('reads a field, and maps a wildcard over an array', () => {
    expect(readPath(body, parsePath('messages[1].tool_call_id')!)).toBe('call_1');
    expect(readPath(body, parsePath('messages[*].role')!)).toEqual(['system', 'tool']);
    expect(readPath(body, parsePath('messages[5].role')!)).toBeUndefined();
  });

  it('refuses what is not a path', () => {
    expect(parsePath('')).toBeNull();
    expect(parsePath('messages[')).toBeNull();
    expect(parsePath('messages..role')).toBeNull();
    expect(parsePath('[x]')).toBeNull();
  });
});
