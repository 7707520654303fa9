// Drives the mock through the official openai SDK: create, stream, runTools; every body checked against the OpenAPI spec.
import { describe, expect, it } from 'vitest';
import type { ChatCompletionCreateParams, ChatCompletionChunk } from '@loopscope/wire/chat-types';
import { createMockApi } from './index.ts';
import { SEED_CALLS, SEED_FINAL_TEXT } from './scenarios/seed-weather.ts';
import { sdkClient, seedFixture, sseData, type Recorded } from './testing/harness.ts';
import { assertMatchesSpec } from './testing/openapi.ts';

const CLOCK = 1_764_450_000_000;
const seedRequest = () => seedFixture('1-request.json') as unknown as ChatCompletionCreateParams;

/** Checks every recorded request and response (or each stream chunk) against the spec. */
async function assertExchangesMatchSpec(exchanges: Recorded[]): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(exchanges.length).toBeGreaterThan(0);
  for (const ex of exchanges) {
    assertMatchesSpec('CreateChatCompletionRequest', JSON.parse(ex.requestBody!));
    expect(ex.status).toBe(200);
    if (ex.contentType.startsWith('text/event-stream')) {
      const events = sseData(ex.responseBody);
      expect(events[events.length - 1]).toBe('[DONE]');
      for (const chunk of events.slice(0, -1)) assertMatchesSpec('CreateChatCompletionStreamResponse', chunk);
    } else {
      assertMatchesSpec('CreateChatCompletionResponse', JSON.parse(ex.responseBody));
    }
  }
}

describe('the openai SDK against the mock', () => {
  it('non-streaming: the seed request gets the seed tool calls', async () => {
    const { client, exchanges } = sdkClient(createMockApi({ clock: () => CLOCK }));
    const completion = await client.chat.completions.create(seedRequest() as never);
    const expected = seedFixture('2-response.json') as {
      id: string;
      choices: { message: { tool_calls: unknown[] } }[];
    };
    expect(completion.id).toBe(expected.id);
    expect(completion.object).toBe('chat.completion');
    expect(completion.created).toBe(CLOCK / 1000);
    expect(completion.model).toBe('gpt-4o-2024-08-06');
    expect(completion.choices[0]!.finish_reason).toBe('tool_calls');
    expect(completion.choices[0]!.message.content).toBeNull();
    expect(completion.choices[0]!.message.tool_calls).toEqual(expected.choices[0]!.message.tool_calls);
    expect(completion.usage!.prompt_tokens).toBeGreaterThan(100);
    await assertExchangesMatchSpec(exchanges);
  });

  it('non-streaming: the second seed request gets the final text', async () => {
    const { client, exchanges } = sdkClient(createMockApi({ clock: () => CLOCK }));
    const completion = await client.chat.completions.create(seedFixture('3-request.json') as never);
    const expected = seedFixture('4-response.json') as { id: string; choices: { message: { content: string } }[] };
    expect(completion.id).toBe(expected.id);
    expect(completion.choices[0]!.message.content).toBe(expected.choices[0]!.message.content);
    expect(completion.choices[0]!.finish_reason).toBe('stop');
    await assertExchangesMatchSpec(exchanges);
  });

  it('streaming: stream() assembles tool-call deltas split across chunks; usage comes last', async () => {
    const { client, exchanges } = sdkClient(createMockApi({ clock: () => CLOCK }));
    const stream = client.chat.completions.stream({
      ...seedRequest(),
      stream: true,
      stream_options: { include_usage: true },
    });
    const chunks: ChatCompletionChunk[] = [];
    stream.on('chunk', (chunk) => chunks.push(chunk));
    const final = await stream.finalChatCompletion();
    const calls = final.choices[0]!.message.tool_calls!.map((c) =>
      c.type === 'function' ? { id: c.id, name: c.function.name, arguments: c.function.arguments } : null,
    );
    expect(calls).toEqual(SEED_CALLS);
    expect(final.choices[0]!.finish_reason).toBe('tool_calls');
    const argumentChunks = chunks.filter((c) => c.choices[0]?.delta.tool_calls?.[0]?.function?.arguments);
    expect(argumentChunks.length).toBeGreaterThan(SEED_CALLS.length * 3);
    const last = chunks[chunks.length - 1]!;
    expect(last.choices).toEqual([]);
    expect(last.usage!.total_tokens).toBe(last.usage!.prompt_tokens + last.usage!.completion_tokens);
    await assertExchangesMatchSpec(exchanges);
  });

  it('streaming text: content pieces join to the same text as the non-streaming answer', async () => {
    const api = createMockApi({ clock: () => CLOCK });
    const { client, exchanges } = sdkClient(api);
    const body = seedFixture('3-request.json') as unknown as ChatCompletionCreateParams;
    const stream = client.chat.completions.stream({ ...body, stream: true });
    const final = await stream.finalChatCompletion();
    expect(final.choices[0]!.message.content).toBe(SEED_FINAL_TEXT);
    await assertExchangesMatchSpec(exchanges);
    const events = sseData(exchanges[0]!.responseBody);
    expect(events.length).toBeGreaterThan(10);
    expect((events[0] as ChatCompletionChunk).choices[0]!.delta).toEqual({
      role: 'assistant',
      content: '',
      refusal: null,
    });
  });

  it.each([false, true])('runTools completes the weather loop with the seed tools (stream: %s)', async (stream) => {
    const { client, exchanges } = sdkClient(createMockApi({ clock: () => CLOCK }));
    const seed = seedRequest();
    const results: Record<string, (args: Record<string, unknown>) => unknown> = {
      get_weather: ({ city }) =>
        city === 'Berlin'
          ? { city: 'Berlin', temperature: 18, unit: '°C', condition: 'Partly cloudy', humidity: 65 }
          : { city: 'Tokyo', temperature: 28, unit: '°C', condition: 'Sunny', humidity: 45 },
      convert_temperature: ({ value }) => ({
        original: value,
        converted: 64.4,
        from_unit: 'celsius',
        to_unit: 'fahrenheit',
      }),
    };
    const tools = seed.tools!.map((t) => {
      const fn = (
        t as {
          function: { name: string; description?: string; parameters?: Record<string, unknown>; strict?: boolean };
        }
      ).function;
      return {
        type: 'function' as const,
        function: {
          ...fn,
          parameters: fn.parameters!,
          function: (args: Record<string, unknown>) => results[fn.name]!(args),
          parse: JSON.parse,
        },
      };
    });
    const runner = client.chat.completions.runTools({
      model: seed.model,
      messages: seed.messages,
      tools,
      stream,
    } as never);
    expect(await runner.finalContent()).toBe(SEED_FINAL_TEXT);
    expect(exchanges).toHaveLength(2);
    await assertExchangesMatchSpec(exchanges);
  });

  it('GET /v1/models lists the mock models, with the spec shape', async () => {
    const { client } = sdkClient(createMockApi());
    const page = await client.models.list();
    const ids = page.data.map((m) => m.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'gpt-4o',
        'gpt-4o-mini',
        'gpt-4o-2024-08-06',
        'gpt-6-astra',
        'gpt-5.6-luna',
        'gpt-5.5-2026-04-23',
        'o3-pro',
      ]),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of page.data) assertMatchesSpec('Model', m);
    assertMatchesSpec('Model', await client.models.retrieve('gpt-4o-mini'));
    expect(await client.models.retrieve('gpt-5.4-mini-2026-03-17')).toMatchObject({
      id: 'gpt-5.4-mini-2026-03-17',
      created: Date.UTC(2026, 2, 17) / 1000,
    });
    await expect(client.models.retrieve('gpt-9')).rejects.toMatchObject({ status: 404, code: 'model_not_found' });
  });

  it('the SDK surfaces the teaching 401 as AuthenticationError', async () => {
    const { client } = sdkClient(createMockApi(), { apiKey: 'sk-invalid' });
    await expect(client.chat.completions.create(seedRequest() as never)).rejects.toMatchObject({
      status: 401,
      code: 'invalid_api_key',
    });
  });
});
