// A specialist told to explain the notes it is handed explains their topic (the hits that share it, in a few sentences)
// instead of restating every note, an off-topic search hit included (issue 45 item 7's /handoff).
import { describe, expect, it } from 'vitest';
import { generateReply } from '../generate.ts';
import type { ChatCompletionMessageParam } from '@loopscope/wire/chat-types';

const NOTES = [
  "Here's what I found:",
  '',
  '**what the Python GIL is**:',
  '- Python Global Interpreter Lock (GIL) - Python Wiki: The GIL is a mutex that lets only one thread execute Python bytecode at a time in CPython.',
  '- PEP 703 - Making the Global Interpreter Lock Optional: Proposes a build of CPython without the GIL (free-threaded Python), available since 3.13.',
  '- Berlin - Wikipedia: Berlin is the capital and largest city of Germany.',
].join('\n');

function specialist(system: string, notes = NOTES) {
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: system },
    { role: 'user', content: notes },
  ];
  return generateReply({
    messages,
    tools: [],
    toolChoice: undefined,
    parallelToolCalls: true,
    responseFormat: undefined,
    now: new Date('2026-11-29T12:00:00Z'),
  });
}

describe('explaining handed-over notes', () => {
  it('explains the topic the notes share and leaves the off-topic hit out', () => {
    const reply = specialist(
      'You are a Python specialist. Explain the topic in the notes you are given to a beginner, in three sentences.',
    );
    expect(reply.content).toContain(
      'The GIL is a mutex that lets only one thread execute Python bytecode at a time in CPython.',
    );
    expect(reply.content).toContain('free-threaded');
    expect(reply.content).not.toContain('Berlin');
    expect(reply.content).not.toMatch(/^In short, from the notes I was given/);
    expect(reply.explanation).toContain('Berlin - Wikipedia');
  });

  it('explains in Korean when told to in Korean', () => {
    const reply = specialist(
      '너는 파이썬 전문가야. 전달받은 노트의 주제를 초보자에게 세 문장으로 설명해 줘.',
      NOTES.replace("Here's what I found:", '찾은 내용입니다:'),
    );
    expect(reply.content).toMatch(/^[가-힣]/u);
    expect(reply.content).not.toContain('Berlin');
  });

  it('without an instruction to explain, still restates the notes briefly', () => {
    expect(specialist('You are a helpful assistant.').content).toMatch(/^In short, from the notes I was given/);
  });
});
