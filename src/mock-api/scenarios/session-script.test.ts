// A script belongs to its session: requests sent for another session (a replayed live loop) never get it.
import { describe, expect, it } from 'vitest';
import type { ModelScript } from '@loopscope/wire/model-script';
import { createMockApi } from '../index.ts';
import { tickingMock } from '../assistants/testing/assistants-harness.ts';
import { sdkClient } from '../testing/harness.ts';

const TOOL = {
  type: 'function',
  function: {
    name: 'get_weather',
    description: 'Weather for a city',
    parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  },
};
const SCRIPT: ModelScript = [{ kind: 'text', content: 'Scripted answer.' }];

function chat(headers: Record<string, string> = {}) {
  const body = {
    model: 'gpt-5.5',
    messages: [{ role: 'user', content: 'What is the weather in Berlin?' }],
    tools: [TOOL],
  };
  return new Request('http://mock.loopscope.local/v1/chat/completions', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer sk-test', ...headers },
    body: JSON.stringify(body),
  });
}

async function reply(res: Promise<Response>) {
  const json = (await (await res).json()) as {
    choices: { message: { content: string | null; tool_calls?: { function: { name: string } }[] } }[];
  };
  return json.choices[0]!.message;
}

describe("a session's model script", () => {
  it('answers only the requests of its own session, also when both sessions send at once', async () => {
    const api = createMockApi({ scenario: 'none' });
    const [scripted, replayed] = await Promise.all([
      reply(api.fetchForSession(chat(), { script: SCRIPT })),
      reply(api.fetchForSession(chat(), { script: null })),
    ]);
    expect(scripted.content).toBe('Scripted answer.');
    expect(replayed.content).toBeNull();
    expect(replayed.tool_calls!.map((c) => c.function.name)).toEqual(['get_weather']);
  });

  it('wins over the script set on the mock, and a session without one ignores that script too', async () => {
    const api = createMockApi({ scenario: 'none' });
    api.setScript([{ kind: 'text', content: 'Set on the mock.' }]);
    expect((await reply(api.fetchForSession(chat(), { script: SCRIPT }))).content).toBe('Scripted answer.');
    expect((await reply(api.fetchForSession(chat(), { script: null }))).tool_calls).toHaveLength(1);
    expect((await reply(api.fetch(chat()))).content).toBe('Set on the mock.');
  });

  it('reaches the Assistants runs of its session only', async () => {
    const { api } = tickingMock({ scenario: 'none' });
    const as = (script: ModelScript | null) =>
      sdkClient(
        { ...api, fetch: (request: Request) => api.fetchForSession(request, { script }) },
        { apiKey: 'sk-assistants-test' },
      ).client;
    const runIn = async (script: ModelScript | null) => {
      const client = as(script);
      const assistant = await client.beta.assistants.create({ model: 'gpt-5.5', tools: [TOOL as never] });
      const thread = await client.beta.threads.create({
        messages: [{ role: 'user', content: 'What is the weather in Berlin?' }],
      });
      return client.beta.threads.runs.createAndPoll(thread.id, { assistant_id: assistant.id });
    };
    const [scripted, replayed] = await Promise.all([runIn(SCRIPT), runIn(null)]);
    expect(scripted.status).toBe('completed');
    expect(replayed.status).toBe('requires_action');
    expect(replayed.required_action!.submit_tool_outputs.tool_calls.map((c) => c.function.name)).toEqual([
      'get_weather',
    ]);
  });
});
