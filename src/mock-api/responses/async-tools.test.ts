// `async: true` on a function tool, with its documented meaning: the call's output need not come with the next request, and may come later.
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../index.ts';
import { sdkClient } from '../testing/harness.ts';
import { assertMatchesSpec } from '../testing/openapi.ts';

const mock = () => sdkClient(createMockApi({ seed: 2, clock: () => 1_780_000_000_000 }));
const weather = (async: boolean) => ({
  type: 'function' as const,
  name: 'get_weather',
  description: 'Weather in a city',
  parameters: {
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
    additionalProperties: false,
  },
  strict: true,
  async,
});

describe('async: true on a function tool', () => {
  it('is echoed, and the next request may go on without the call’s output; the output can follow later', async () => {
    const { client, exchanges } = mock();
    const tools = [weather(true)];
    const first = await client.responses.create({ model: 'gpt-4.1', input: 'What is the weather in Paris?', tools });
    const call = first.output.find((i) => i.type === 'function_call');
    expect(call).toBeDefined();
    expect(first.tools[0]).toMatchObject({ name: 'get_weather', async: true });
    const meanwhile = await client.responses.create({
      model: 'gpt-4.1',
      previous_response_id: first.id,
      tools,
      input: 'While that runs, say hello.',
    });
    expect(meanwhile.status).toBe('completed');
    const later = await client.responses.create({
      model: 'gpt-4.1',
      previous_response_id: meanwhile.id,
      tools,
      input: [{ type: 'function_call_output', call_id: call!.call_id, output: '{"temperature": 18}' }],
    });
    expect(later.status).toBe('completed');
    for (const e of exchanges) assertMatchesSpec('Response', JSON.parse(e.responseBody));
  }, 60_000);

  it('without it, the next request still owes the output (the usual 400)', async () => {
    const { client } = mock();
    const tools = [weather(false)];
    const first = await client.responses.create({ model: 'gpt-4.1', input: 'What is the weather in Paris?', tools });
    const call = first.output.find((i) => i.type === 'function_call')!;
    await expect(
      client.responses.create({ model: 'gpt-4.1', previous_response_id: first.id, tools, input: 'Say hello.' }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining(`No tool output found for function call ${call.call_id}.`),
    });
  });

  it('must be a boolean', async () => {
    const { client } = mock();
    await expect(
      client.responses.create({ model: 'gpt-4.1', input: 'Hi', tools: [{ ...weather(true), async: 'yes' as never }] }),
    ).rejects.toMatchObject({ status: 400, param: 'tools[0].async', code: 'invalid_type' });
  });
});
