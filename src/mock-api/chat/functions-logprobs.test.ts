// The deprecated `functions` / `function_call` of Chat Completions answered with a `function_call`, and `logprobs` /
// `top_logprobs` answered with log-probabilities, through the SDK.
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../index.ts';
import { sdkClient, sseData } from '../testing/harness.ts';
import { assertMatchesSpec } from '../testing/openapi.ts';

const mock = () => sdkClient(createMockApi({ seed: 2, clock: () => 1_780_000_000_000, scenario: 'none' }));
const WEATHER = {
  name: 'get_weather',
  description: 'Current weather in a city',
  parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};
const ASK = [{ role: 'user' as const, content: 'What is the weather in Paris?' }];

describe('functions and function_call (deprecated, still served)', () => {
  it('a call comes back as message.function_call with finish_reason function_call', async () => {
    const { client, exchanges } = mock();
    const completion = await client.chat.completions.create({ model: 'gpt-4o', messages: ASK, functions: [WEATHER] });
    const choice = completion.choices[0]!;
    expect(choice.finish_reason).toBe('function_call');
    expect(choice.message.function_call!.name).toBe('get_weather');
    expect(JSON.parse(choice.message.function_call!.arguments)).toEqual({ city: 'Paris' });
    expect(choice.message.tool_calls).toBeUndefined();
    assertMatchesSpec('CreateChatCompletionResponse', JSON.parse(exchanges[0]!.responseBody));
  });

  it('function_call "none" answers in text; a named function is called; the stream carries function_call deltas', async () => {
    const { client, exchanges } = mock();
    const none = await client.chat.completions.create({
      model: 'gpt-4o',
      messages: ASK,
      functions: [WEATHER],
      function_call: 'none',
    });
    expect([none.choices[0]!.finish_reason, none.choices[0]!.message.function_call]).toEqual(['stop', undefined]);
    const named = await client.chat.completions.create({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'Hello' }],
      functions: [WEATHER],
      function_call: { name: 'get_weather' },
    });
    expect(named.choices[0]!.message.function_call!.name).toBe('get_weather');
    const stream = client.chat.completions.stream({
      model: 'gpt-4o',
      messages: ASK,
      functions: [WEATHER],
      stream: true,
    });
    const final = await stream.finalChatCompletion();
    expect(final.choices[0]!.message.function_call!.name).toBe('get_weather');
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const chunk of sseData(exchanges.at(-1)!.responseBody).slice(0, -1))
      assertMatchesSpec('CreateChatCompletionStreamResponse', chunk);
  });
});

describe('the deprecated loop: function_call, then a function message', () => {
  it('a function message answering an assistant function_call is read, and the model answers from it', async () => {
    const { client, exchanges } = mock();
    const first = await client.chat.completions.create({ model: 'gpt-4o', messages: ASK, functions: [WEATHER] });
    const call = first.choices[0]!.message.function_call!;
    const second = await client.chat.completions.create({
      model: 'gpt-4o',
      functions: [WEATHER],
      messages: [
        ...ASK,
        { role: 'assistant', content: null, function_call: call },
        { role: 'function', name: call.name, content: '{"temperature": 17, "condition": "drizzle"}' },
      ],
    });
    expect(second.choices[0]!.finish_reason).toBe('stop');
    expect(second.choices[0]!.message.content).toMatch(/17/);
    assertMatchesSpec('CreateChatCompletionResponse', JSON.parse(exchanges.at(-1)!.responseBody));
  });

  it('a function message that answers no function_call keeps the refusal wire-rules.md quotes', async () => {
    const { client } = mock();
    await expect(
      client.chat.completions.create({
        model: 'gpt-4o',
        messages: [...ASK, { role: 'function', name: 'get_weather', content: '{}' }],
      }),
    ).rejects.toMatchObject({ status: 400, param: 'messages[1].role', code: 'unsupported_value' });
  });
});

describe('logprobs and top_logprobs', () => {
  it('one entry per piece written, deterministic, with top_logprobs alternatives led by the token itself', async () => {
    const ask = async () =>
      (
        await mock().client.chat.completions.create({
          model: 'gpt-4o',
          messages: [{ role: 'user', content: 'Say hello.' }],
          logprobs: true,
          top_logprobs: 3,
        })
      ).choices[0]!;
    const choice = await ask();
    const entries = choice.logprobs!.content!;
    expect(entries.map((e) => e.token).join('')).toBe(choice.message.content);
    for (const e of entries) {
      expect(e.logprob).toBeLessThanOrEqual(0);
      expect(e.bytes).toEqual([...Buffer.from(e.token, 'utf8')]);
      expect(e.top_logprobs).toHaveLength(3);
      expect(e.top_logprobs[0]).toMatchObject({ token: e.token, logprob: e.logprob });
      expect(e.top_logprobs.map((t) => t.logprob)).toEqual(
        [...e.top_logprobs.map((t) => t.logprob)].sort((a, b) => b - a),
      );
    }
    expect(await ask()).toEqual(choice);
  });

  it('without logprobs they stay null; a stream carries each piece’s entry on its chunk', async () => {
    const { client, exchanges } = mock();
    expect(
      (await client.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Say hello.' }] }))
        .choices[0]!.logprobs,
    ).toBeNull();
    const stream = await client.chat.completions.create({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'Say hello.' }],
      logprobs: true,
      stream: true,
    });
    let text = '';
    const tokens: string[] = [];
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta.content ?? '';
      tokens.push(...(chunk.choices[0]?.logprobs?.content ?? []).map((e) => e.token));
    }
    expect(tokens.join('')).toBe(text);
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const chunk of sseData(exchanges.at(-1)!.responseBody).slice(0, -1))
      assertMatchesSpec('CreateChatCompletionStreamResponse', chunk);
  });
});
