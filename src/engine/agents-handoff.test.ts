// A real Agents SDK handoff against the embedded mock: each agent's requests land in its own lane, byte for byte.
import { describe, expect, it } from 'vitest';
import { builtinTool } from '@loopscope/tools';
import { runAgentsHandoff } from './agents-handoff';
import { mockTransport } from './testing/harness';

const triage = {
  name: 'Search expert',
  instructions: 'You are a search expert. Search the web, then hand the results over to the Python specialist.',
  tools: [builtinTool('search_web')],
};
const specialist = {
  name: 'Python specialist',
  instructions: 'You are a Python specialist. Explain the topic to a beginner, in three sentences.',
  handoffDescription: 'Explains Python topics to beginners.',
  tools: [],
};

function handoff(agents = { triage, specialist }, question = 'Search the web for what the Python GIL is.') {
  return runAgentsHandoff({ ...agents, model: 'gpt-4o', question, ...mockTransport() });
}

type Body = {
  messages: { role: string; content?: unknown; tool_calls?: { function: { name: string } }[] }[];
  tools: { function: { name: string } }[];
};
const body = (text: string | null) => JSON.parse(text!) as Body;

describe('runAgentsHandoff', () => {
  it('runs both agents and files each request under the agent that sent it', async () => {
    const result = await handoff();
    const [first, second, ...more] = result.lanes['Search expert']!;
    expect(more).toEqual([]);
    // The SDK offers the hand-over as a tool beside the agent's own.
    expect(body(first!.requestBody).tools.map((t) => t.function.name)).toEqual([
      'search_web',
      'transfer_to_Python_specialist',
    ]);
    expect(JSON.parse(second!.responseBody!).choices[0].message.tool_calls[0].function.name).toBe(
      'transfer_to_Python_specialist',
    );
    // The specialist's one request: its own instructions, then the whole history the SDK hands over by default.
    const [sent, ...others] = result.lanes['Python specialist']!;
    expect(others).toEqual([]);
    const messages = body(sent!.requestBody).messages;
    expect(messages[0]).toMatchObject({ role: 'system', content: specialist.instructions });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool', 'assistant', 'tool']);
    expect(messages[5]!.content).toBe('{"assistant":"Python specialist"}');
    expect(String(messages[3]!.content)).toContain('Global Interpreter Lock');
    for (const exchange of [first!, second!, sent!])
      expect(exchange).toMatchObject({ status: 200, state: 'done', method: 'POST' });
    expect(result.lastAgent).toBe('Python specialist');
    expect(result.finalOutput).toContain('GIL');
  }, 30_000);

  // The specialist answers from what the search found, as told; it neither lists every hit again nor echoes its prompt.
  it('has the specialist explain the findings it was handed, in the language of the question', async () => {
    const english = await handoff();
    expect(english.finalOutput).toContain('Global Interpreter Lock');
    expect(english.finalOutput).not.toMatch(/^- /mu);
    expect(english.finalOutput).not.toContain(specialist.instructions);
    // The search's hit about a city shares no word with the others: off the topic, left out.
    expect(english.finalOutput).not.toContain('Berlin');
    const korean = {
      triage: { ...triage, instructions: '너는 검색 전문가야. 웹을 검색한 다음, 결과를 파이썬 전문가에게 넘겨 줘.' },
      specialist: { ...specialist, instructions: '너는 파이썬 전문가야. 초보자에게 주제를 세 문장으로 설명해 줘.' },
    };
    const answer = (await handoff(korean, '파이썬 GIL이 뭔지 웹에서 검색해 줘.')).finalOutput;
    expect(answer).toMatch(/^\p{Script=Hangul}/u);
    expect(answer).toContain('GIL');
    expect(answer).not.toMatch(/^- /mu);
    expect(answer).not.toContain('설명해 줘');
  }, 30_000);
});
