// The Responses request's newer options through the SDK: accepted, checked, echoed as the SDK's Response type has them;
// `"usage": null` before a stream's usage is known.
import { describe, expect, it } from 'vitest';
import type { ResponseStreamEvent } from 'openai/resources/responses/responses';
import { createMockApi, JOKE_QUESTION } from '../index.ts';
import { sdkClient } from '../testing/harness.ts';
import { assertMatchesSpec } from '../testing/openapi.ts';

const mock = () => sdkClient(createMockApi({ seed: 3, clock: () => 1_780_000_000_000 }));
const BODY = { model: 'gpt-5.5', input: JOKE_QUESTION };

describe('access_programs, background_options, image, moderation, prompt_cache_options', () => {
  it('are accepted and the Response says what they did', async () => {
    const { client, exchanges } = mock();
    const plain = await client.responses.create(BODY);
    expect(plain.access_programs).toBeNull();
    expect(plain.moderation).toBeUndefined();
    const asked = await client.responses.create({
      ...BODY,
      access_programs: { cyber: 'standard' },
      background_options: { completion_window: 'soonest' },
      image: { context_compression: 'enabled' },
      moderation: { model: 'omni-moderation-latest' },
      prompt_cache_options: { mode: 'explicit' },
    });
    expect(asked.status).toBe('completed');
    expect(asked.access_programs).toEqual({ cyber: 'standard' });
    expect(asked.prompt_cache_options).toEqual({ mode: 'explicit', ttl: '30m' });
    expect(asked.image).toEqual({ context_compression: 'enabled' });
    const moderation = asked.moderation!;
    for (const side of [moderation.input, moderation.output]) {
      expect(side).toMatchObject({ type: 'moderation_result', model: 'omni-moderation-latest', flagged: false });
      if (side.type === 'moderation_result')
        expect(Object.values(side.categories).every((flag) => flag === false)).toBe(true);
    }
    for (const e of exchanges) assertMatchesSpec('Response', JSON.parse(e.responseBody));
  });

  it('are checked: a bad value is the usual 400 naming the field', async () => {
    const { client } = mock();
    await expect(
      client.responses.create({ ...BODY, access_programs: { cyber: 'daybreak_green' as never } }),
    ).rejects.toMatchObject({ status: 400, param: 'access_programs.cyber', code: 'invalid_value' });
    await expect(client.responses.create({ ...BODY, moderation: {} as never })).rejects.toMatchObject({
      status: 400,
      param: 'moderation.model',
      code: 'missing_required_parameter',
    });
    await expect(
      client.responses.create({ ...BODY, prompt_cache_options: { ttl: '1h' as never } }),
    ).rejects.toMatchObject({ status: 400, param: 'prompt_cache_options.ttl' });
  });
});

describe('the multi_agent beta', () => {
  it('client.beta.responses.create with betas and multi_agent is answered (the mock runs no subagents: one agent answers)', async () => {
    const { client, exchanges } = mock();
    const response = await client.beta.responses.create({
      ...BODY,
      betas: ['responses_multi_agent=v1'],
      multi_agent: { enabled: true, max_concurrent_subagents: 2 },
    });
    expect(response.status).toBe('completed');
    expect(exchanges[0]!.url).toContain('beta=true');
    expect(response.output.some((i) => i.type === 'message')).toBe(true);
  });
});

describe('streamed', () => {
  it('response.created and response.in_progress carry "usage": null; response.completed the usage', async () => {
    const { client } = mock();
    const events: ResponseStreamEvent[] = [];
    for await (const event of await client.responses.create({ ...BODY, stream: true })) events.push(event);
    const byType = (type: string) =>
      events.find((e) => e.type === type) as { response: Record<string, unknown> } | undefined;
    expect('usage' in byType('response.created')!.response && byType('response.created')!.response.usage).toBeNull();
    expect(byType('response.in_progress')!.response.usage).toBeNull();
    expect(byType('response.completed')!.response.usage).toMatchObject({ total_tokens: expect.any(Number) });
    for (const e of events) assertMatchesSpec('ResponseStreamEvent', e);
  });
});
