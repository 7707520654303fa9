// Legacy POST /v1/completions through the SDK: text_completion objects, streamed or not, with the real refusal of chat models.
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../index.ts';
import { sdkClient, sseData } from '../testing/harness.ts';
import { assertMatchesSpec } from '../testing/openapi.ts';

const mock = () => sdkClient(createMockApi({ seed: 8, clock: () => 1_780_000_000_000, scenario: 'none' }));

describe('legacy completions', () => {
  it('answers a prompt with a text_completion in the spec’s shape, 16 tokens at most by default', async () => {
    const { client, exchanges } = mock();
    const completion = await client.completions.create({
      model: 'gpt-3.5-turbo-instruct',
      prompt: 'Write a tagline for an ice cream shop.',
    });
    expect(completion.object).toBe('text_completion');
    expect(completion.id).toMatch(/^cmpl-/);
    expect(completion.choices[0]!.text.length).toBeGreaterThan(0);
    expect(completion.usage!.completion_tokens).toBeLessThanOrEqual(16);
    expect(completion.usage!.total_tokens).toBe(completion.usage!.prompt_tokens + completion.usage!.completion_tokens);
    assertMatchesSpec('CreateCompletionRequest', JSON.parse(exchanges[0]!.requestBody!));
    assertMatchesSpec('CreateCompletionResponse', JSON.parse(exchanges[0]!.responseBody));
    const again = await mock().client.completions.create({
      model: 'gpt-3.5-turbo-instruct',
      prompt: 'Write a tagline for an ice cream shop.',
    });
    expect(again).toEqual(completion);
  });

  it('one choice per prompt and per n; echo puts the prompt first; max_tokens cuts with finish_reason length', async () => {
    const { client } = mock();
    const many = await client.completions.create({
      model: 'davinci-002',
      prompt: ['Say hi.', 'Say bye.'],
      n: 2,
      max_tokens: 200,
    });
    expect(many.choices.map((c) => c.index)).toEqual([0, 1, 2, 3]);
    const echoed = await client.completions.create({
      model: 'gpt-3.5-turbo-instruct',
      prompt: 'Say hi.',
      echo: true,
      max_tokens: 200,
    });
    expect(echoed.choices[0]!.text.startsWith('Say hi.')).toBe(true);
    const cut = await client.completions.create({
      model: 'gpt-3.5-turbo-instruct',
      prompt: 'Tell me about the weather in Paris today.',
      max_tokens: 2,
    });
    expect([cut.choices[0]!.finish_reason, cut.usage!.completion_tokens]).toEqual(['length', 2]);
  });

  it('streams text pieces that join to the same text, then usage when asked, then [DONE]', async () => {
    const { client, exchanges } = mock();
    const whole = await client.completions.create({
      model: 'gpt-3.5-turbo-instruct',
      prompt: 'Say hi.',
      max_tokens: 100,
    });
    const stream = await client.completions.create({
      model: 'gpt-3.5-turbo-instruct',
      prompt: 'Say hi.',
      max_tokens: 100,
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = '';
    for await (const chunk of stream) text += chunk.choices[0]?.text ?? '';
    expect(text).toBe(whole.choices[0]!.text);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const events = sseData(exchanges.at(-1)!.responseBody);
    expect(events.at(-1)).toBe('[DONE]');
    expect((events.at(-2) as { usage: { completion_tokens: number } }).usage.completion_tokens).toBe(
      whole.usage!.completion_tokens,
    );
    // The spec has no chunk type for this endpoint and types finish_reason as a string; mid-stream chunks carry null.
    for (const chunk of events.slice(0, -1) as { choices: { finish_reason: unknown }[] }[])
      if (chunk.choices[0]?.finish_reason) assertMatchesSpec('CreateCompletionResponse', chunk);
  });

  it('refuses a chat model with the API’s 404, and an unknown field and a missing prompt with 400s', async () => {
    const { client } = mock();
    await expect(client.completions.create({ model: 'gpt-4o', prompt: 'hi' })).rejects.toMatchObject({
      status: 404,
      error: {
        message:
          'This is a chat model and not supported in the v1/completions endpoint. Did you mean to use v1/chat/completions?',
        param: 'model',
      },
    });
    await expect(
      client.completions.create({ model: 'gpt-3.5-turbo-instruct', prompt: 'hi', messages: [] } as never),
    ).rejects.toMatchObject({ status: 400, error: { message: 'Unrecognized request argument supplied: messages' } });
    await expect(client.completions.create({ model: 'gpt-3.5-turbo-instruct' } as never)).rejects.toMatchObject({
      status: 400,
      param: 'prompt',
    });
    await expect(client.completions.create({ model: 'text-nowhere', prompt: 'hi' })).rejects.toMatchObject({
      status: 404,
      code: 'model_not_found',
    });
  });
});
