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

function handoff() {
  return runAgentsHandoff({
    triage,
    specialist,
    model: 'gpt-4o',
    question: 'Search the web for what the Python GIL is.',
    ...mockTransport(),
  });
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
});
