// A user message that only asks how to answer ("answer in Polish", "be brief"), steered in while calls were out or
// sent after them, changes the final answer the same way every run, and the explanation says so.
import { describe, expect, it } from 'vitest';
import type { ChatCompletionMessageParam, FunctionDefinition } from '@loopscope/wire/chat-types';
import { seedFixture } from '../testing/harness.ts';
import { generateReply } from './generate.ts';
import { readStyleAsk } from './understand/style-asks.ts';

const seedTools = (seedFixture('1-request.json').tools as { function: FunctionDefinition }[]).map((t) => t.function);
const calls = {
  role: 'assistant' as const,
  content: null,
  tool_calls: [
    { id: 'call_b', type: 'function' as const, function: { name: 'get_weather', arguments: '{"city":"Berlin"}' } },
    { id: 'call_t', type: 'function' as const, function: { name: 'get_weather', arguments: '{"city":"Tokyo"}' } },
  ],
};
const results: ChatCompletionMessageParam[] = [
  {
    role: 'tool',
    tool_call_id: 'call_b',
    content: '{"city":"Berlin","temperature":18,"unit":"celsius","condition":"Partly cloudy"}',
  },
  {
    role: 'tool',
    tool_call_id: 'call_t',
    content: '{"city":"Tokyo","temperature":28,"unit":"celsius","condition":"Sunny"}',
  },
];

/** The weather loop's last request with `steer` where a queued steer lands: after the calls, before their results. */
function answerWith(steer: string | null) {
  const messages: ChatCompletionMessageParam[] = [
    { role: 'user', content: "What's the weather in Berlin and Tokyo?" },
    calls,
    ...(steer === null ? [] : [{ role: 'user' as const, content: steer }]),
    ...results,
  ];
  return generateReply({
    messages,
    tools: seedTools,
    toolChoice: undefined,
    parallelToolCalls: true,
    responseFormat: undefined,
    now: new Date('2026-11-29T12:00:00Z'),
  });
}

describe('style steers', () => {
  it('reads a message that only asks how to answer, and nothing else', () => {
    expect(readStyleAsk('Answer in Polish, please.')).toMatchObject({ language: 'pl', brief: false });
    expect(readStyleAsk('Be brief.')).toMatchObject({ language: null, brief: true });
    expect(readStyleAsk('keep it short and reply in Korean')).toMatchObject({ language: 'ko', brief: true });
    expect(readStyleAsk('Answer in French')).toMatchObject({ language: null, unsupported: 'French' });
    expect(readStyleAsk('Also check the weather in Tokyo.')).toBeNull();
    expect(readStyleAsk('What is the weather in Paris in French francs?')).toBeNull();
  });

  it('"answer in Polish" steered in: the final answer is in Polish, and the explanation says why', () => {
    const plain = answerWith(null);
    const steered = answerWith('Answer in Polish.');
    expect(plain.content).toMatch(/^Here's what I found:/);
    expect(steered.finishReason).toBe('stop');
    expect(steered.content).toMatch(/^Oto, co znalazłem:/);
    expect(steered.content).toContain('**Berlin**: 18°C');
    expect(steered.explanation).toContain('"Answer in Polish."');
    expect(steered.explanation).toContain('in Polish');
  });

  it('"be brief" steered in: one short line per result, no lead sentence', () => {
    const steered = answerWith('Be brief.');
    expect(steered.content).toBe('**Berlin**: 18°C. **Tokyo**: 28°C.');
    expect(steered.explanation).toContain('"Be brief."');
  });

  it("a language the mock does not write: it answers in the question's language and says so", () => {
    const steered = answerWith('Answer in French.');
    expect(steered.content).toBe(answerWith(null).content);
    expect(steered.explanation).toMatch(/French.*English, Korean and Polish/);
  });

  it('the same steer gives the same answer every run', () => {
    expect(answerWith('Be brief and answer in Korean.')).toEqual(answerWith('Be brief and answer in Korean.'));
    expect(answerWith('Answer in Korean.').content).toMatch(/^찾은 내용입니다:/);
    expect(answerWith('Be brief and answer in Korean.').explanation).toMatch(/in Korean.*brief/);
  });
});
