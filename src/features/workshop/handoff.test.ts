// The handoff builder on seed 000's loop: the three choices hand over less to more, and the whole list keeps call/result pairs.
import { describe, expect, it } from 'vitest';
import { handedOver, specialistRequest } from './handoff';

const triage = [
  { role: 'system', content: 'You are a search expert.' },
  { role: 'user', content: 'Search the web for what the Python GIL is.' },
  { role: 'assistant', content: null, tool_calls: [{ id: 'call_abc123', type: 'function', function: { name: 'search_web', arguments: '{"query":"python GIL"}' } }] },
  { role: 'tool', tool_call_id: 'call_abc123', content: '{"results":[{"title":"GIL","snippet":"A mutex that protects access to Python objects"}]}' },
  { role: 'assistant', content: 'The GIL is a mutex that lets one thread run Python bytecode at a time.' },
];

describe('multi-agent handoff', () => {
  it('final content hands over only the answer text', () => {
    expect(specialistRequest(triage, 'final', 'gpt-4o').messages.slice(1)).toEqual([{ role: 'user', content: 'The GIL is a mutex that lets one thread run Python bytecode at a time.' }]);
  });

  it('tool results hand over the raw results', () => {
    expect(handedOver(triage, 'tools')).toBe(triage[3]!.content);
  });

  it('the whole list hands over every message but the triage system prompt, tool_call_id pairs intact', () => {
    const { messages } = specialistRequest(triage, 'all', 'gpt-4o');
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool', 'assistant']);
    expect(messages[0]!.content).not.toBe(triage[0]!.content);
    expect(JSON.stringify(messages).length).toBeGreaterThan(JSON.stringify(specialistRequest(triage, 'tools', 'gpt-4o').messages).length);
  });
});
