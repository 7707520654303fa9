// The hand-over builder on seed 000's loop: three choices hand over less to more, and the whole list keeps call/result pairs.
import { describe, expect, it } from 'vitest';
import { chatMessages, handedOver, SPECIALIST_SYSTEM, SPECIALIST_TASK, specialistMessages } from './handoff';

const triage = [
  { role: 'system', content: 'You are a search expert.' },
  { role: 'user', content: 'Search the web for what the Python GIL is.' },
  {
    role: 'assistant',
    content: null,
    tool_calls: [
      { id: 'call_abc123', type: 'function', function: { name: 'search_web', arguments: '{"query":"python GIL"}' } },
    ],
  },
  {
    role: 'tool',
    tool_call_id: 'call_abc123',
    content: '{"results":[{"title":"GIL","snippet":"A mutex that protects access to Python objects"}]}',
  },
  { role: 'assistant', content: 'The GIL is a mutex that lets one thread run Python bytecode at a time.' },
];

describe('multi-agent hand-over builder', () => {
  it("final content hands over only the answer text, as the specialist's user message", () => {
    expect(specialistMessages(triage, 'final')).toEqual([
      { role: 'system', content: SPECIALIST_SYSTEM },
      { role: 'user', content: 'The GIL is a mutex that lets one thread run Python bytecode at a time.' },
    ]);
  });

  it('tool results hand over the raw results, every one of them', () => {
    const two = [...triage.slice(0, 4), { role: 'tool', tool_call_id: 'call_2', content: 'second' }, triage[4]!];
    expect(handedOver(triage, 'tools')).toBe(triage[3]!.content);
    expect(specialistMessages(two, 'tools')[1]).toEqual({ role: 'user', content: `${triage[3]!.content}\n\nsecond` });
  });

  it('the whole list hands over every message but the triage system prompt, tool_call_id pairs intact, then asks the specialist', () => {
    const messages = specialistMessages(triage, 'all');
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool', 'assistant', 'user']);
    expect(messages[0]!.content).toBe(SPECIALIST_SYSTEM);
    expect(messages.slice(1, 5)).toEqual(triage.slice(1));
    expect(messages.at(-1)).toEqual({ role: 'user', content: SPECIALIST_TASK });
  });

  it('reads only Chat entries off a timeline', () => {
    expect(
      chatMessages([
        { style: 'chat', wire: triage[1]! },
        { style: 'responses', wire: { type: 'message' } },
      ]),
    ).toEqual([triage[1]]);
  });
});
