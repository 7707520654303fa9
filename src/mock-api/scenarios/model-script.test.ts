// The user's model script through the official SDK in Chat, Responses and Assistants: each turn sent exactly as written.
import { describe, expect, it } from 'vitest';
import type { ModelScript } from '@loopscope/wire/model-script';
import { createMockApi } from '../index.ts';
import { tickingMock } from '../assistants/testing/assistants-harness.ts';
import { assertMatchesSpec } from '../testing/openapi.ts';
import { sdkClient } from '../testing/harness.ts';

const TOOL = {
  name: 'get_weather',
  description: 'Weather for a city',
  parameters: {
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
    additionalProperties: false,
  },
};

/** A script a teacher would write: a malformed call, then an unknown tool, then a text reply. */
const SCRIPT: ModelScript = [
  { kind: 'calls', calls: [{ name: 'get_weather', arguments: '{"city": "Berlin"' }] },
  {
    kind: 'calls',
    calls: [
      { name: 'launch_rocket', arguments: '{}' },
      { name: 'get_weather', arguments: '{}' },
    ],
  },
  { kind: 'text', content: 'Scripted: **done**.' },
];

describe('a scripted model', () => {
  it('Chat: answers turn by turn exactly as written, then the mock model takes over again', async () => {
    const api = createMockApi({ scenario: 'none', clock: () => 1_780_000_000_000 });
    api.setScript(SCRIPT);
    const { client, exchanges } = sdkClient(api);
    const tools = [{ type: 'function' as const, function: TOOL }];
    const first = await client.chat.completions.create({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'Weather in Berlin?' }],
      tools,
      tool_choice: 'none',
    });
    const call1 = first.choices[0]!.message;
    expect(first.choices[0]!.finish_reason).toBe('tool_calls');
    expect(
      call1.tool_calls!.map((c) => (c.type === 'function' ? [c.function.name, c.function.arguments] : null)),
    ).toEqual([['get_weather', '{"city": "Berlin"']]);
    assertMatchesSpec('CreateChatCompletionResponse', JSON.parse(exchanges[0]!.responseBody));

    const history = [
      { role: 'user' as const, content: 'Weather in Berlin?' },
      call1,
      { role: 'tool' as const, tool_call_id: call1.tool_calls![0]!.id, content: 'bad arguments' },
    ];
    const second = await client.chat.completions.create({ model: 'gpt-4o', messages: history, tools });
    const calls2 = second.choices[0]!.message.tool_calls!;
    expect(calls2.map((c) => (c.type === 'function' ? c.function.name : ''))).toEqual(['launch_rocket', 'get_weather']);
    expect(new Set([call1.tool_calls![0]!.id, ...calls2.map((c) => c.id)]).size).toBe(3);

    const withSecond = [
      ...history,
      second.choices[0]!.message,
      ...calls2.map((c) => ({ role: 'tool' as const, tool_call_id: c.id, content: 'x' })),
    ];
    const third = await client.chat.completions.create({ model: 'gpt-4o', messages: withSecond, tools });
    expect(third.choices[0]!.message.content).toBe('Scripted: **done**.');
    expect(third.choices[0]!.finish_reason).toBe('stop');

    const after = await client.chat.completions.create({
      model: 'gpt-4o',
      messages: [...withSecond, third.choices[0]!.message, { role: 'user', content: 'Thanks' }],
      tools,
    });
    expect(after.choices[0]!.message.content).not.toBe('Scripted: **done**.');

    api.setScript(null);
    const unscripted = await client.chat.completions.create({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'Weather in Berlin?' }],
      tools,
    });
    expect(
      unscripted.choices[0]!.message.tool_calls!.map((c) => (c.type === 'function' ? c.function.arguments : '')),
    ).toEqual(['{"city":"Berlin"}']);
  });

  it('Responses: the same script becomes function_call items and a message, wire-valid', async () => {
    const api = createMockApi({ scenario: 'none', clock: () => 1_780_000_000_000 });
    api.setScript(SCRIPT);
    const { client, exchanges } = sdkClient(api);
    const tools = [{ type: 'function' as const, ...TOOL, strict: false }];
    const first = await client.responses.create({ model: 'gpt-4o', input: 'Weather in Berlin?', tools });
    const calls = first.output.filter((o) => o.type === 'function_call');
    expect(calls.map((c) => [c.name, c.arguments])).toEqual([['get_weather', '{"city": "Berlin"']]);
    assertMatchesSpec('Response', JSON.parse(exchanges[0]!.responseBody));
    const second = await client.responses.create({
      model: 'gpt-4o',
      input: [
        { role: 'user', content: 'Weather in Berlin?' },
        ...calls,
        { type: 'function_call_output', call_id: calls[0]!.call_id, output: 'bad arguments' },
      ],
      tools,
    });
    expect(second.output.filter((o) => o.type === 'function_call').map((c) => c.name)).toEqual([
      'launch_rocket',
      'get_weather',
    ]);
  });

  it('Assistants: a run stops at requires_action with the scripted calls, and ends with the scripted text', async () => {
    const { api, client } = tickingMock({ scenario: 'none' });
    api.setScript([SCRIPT[0]!, SCRIPT[2]!]);
    const assistant = await client.beta.assistants.create({
      model: 'gpt-4o',
      tools: [{ type: 'function', function: TOOL }],
    });
    const thread = await client.beta.threads.create({ messages: [{ role: 'user', content: 'Weather in Berlin?' }] });
    const run = await client.beta.threads.runs.createAndPoll(thread.id, { assistant_id: assistant.id });
    expect(run.status).toBe('requires_action');
    const [call] = run.required_action!.submit_tool_outputs.tool_calls;
    expect([call!.function.name, call!.function.arguments]).toEqual(['get_weather', '{"city": "Berlin"']);
    const done = await client.beta.threads.runs.submitToolOutputsAndPoll(run.id, {
      thread_id: thread.id,
      tool_outputs: [{ tool_call_id: call!.id, output: 'bad arguments' }],
    });
    expect(done.status).toBe('completed');
    const [answer] = (await client.beta.threads.messages.list(thread.id)).data;
    expect(answer!.content[0]!.type === 'text' && answer!.content[0]!.text.value).toBe('Scripted: **done**.');
  });
});
