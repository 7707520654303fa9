// Today's reasoning models through the SDK: seed 002's snippet with gpt-6-astra, reasoning items and tokens, phase, and the refusals.
import { describe, expect, it } from 'vitest';
import type { ResponseInputItem } from 'openai/resources/responses/responses';
import { createMockApi } from './index.ts';
import { baseRequest, post, sdkClient } from './testing/harness.ts';
import { assertMatchesSpec } from './testing/openapi.ts';

// 2026-05-28: gpt-5, gpt-5-mini and o3 (gone 2026-12-11) and gpt-4o, gpt-4.1 (2027-01-14) are all still served.
const CLOCK = () => 1_780_000_000_000;
const setup = () => sdkClient(createMockApi({ seed: 1, clock: CLOCK }));

describe('reasoning models in Responses', () => {
  it("answers seed 002's first snippet verbatim: a reasoning item, then a final_answer message, reasoning tokens billed", async () => {
    const { client, exchanges } = setup();
    const response = await client.responses.create({
      model: 'gpt-6-astra',
      input: [
        { role: 'user', content: 'knock knock.' },
        { role: 'assistant', content: "Who's there?" },
        { role: 'user', content: 'Orange.' },
      ],
    });
    expect(response.output.map((i) => i.type)).toEqual(['reasoning', 'message']);
    expect(response.output[1]).toMatchObject({ role: 'assistant', phase: 'final_answer' });
    expect(response.output_text.length).toBeGreaterThan(0);
    expect(response.usage!.output_tokens_details.reasoning_tokens).toBeGreaterThan(0);
    expect(response.usage!.output_tokens).toBeGreaterThan(response.usage!.output_tokens_details.reasoning_tokens);
    expect(response.reasoning?.effort).toBe('medium');
    assertMatchesSpec('Response', JSON.parse(exchanges[0]!.responseBody));
  });

  it('a model before gpt-5.3-codex writes no phase, and gpt-4o no reasoning item', async () => {
    const { client } = setup();
    const older = await client.responses.create({ model: 'gpt-5', input: 'tell me a joke' });
    expect(older.output.map((i) => i.type)).toEqual(['reasoning', 'message']);
    expect(older.output[1]).not.toHaveProperty('phase');
    const plain = await client.responses.create({ model: 'gpt-4o', input: 'tell me a joke' });
    expect(plain.output.map((i) => i.type)).toEqual(['message']);
    expect(plain.usage!.output_tokens_details.reasoning_tokens).toBe(0);
  });

  it('store: false with encrypted reasoning: the whole output replays as input, phase and encrypted_content kept', async () => {
    const { client } = setup();
    const history: ResponseInputItem[] = [{ role: 'user', content: 'tell me a joke' }];
    const first = await client.responses.create({
      model: 'gpt-6-astra',
      input: history,
      store: false,
      include: ['reasoning.encrypted_content'],
    });
    const reasoning = first.output.find((i) => i.type === 'reasoning');
    expect(reasoning?.encrypted_content).toEqual(expect.any(String));
    history.push(...(first.output as ResponseInputItem[]), { role: 'user', content: 'tell me another' });
    const second = await client.responses.create({
      model: 'gpt-6-astra',
      input: history,
      store: false,
      include: ['reasoning.encrypted_content'],
    });
    expect(second.status).toBe('completed');
    // Without the encrypted content the unstored reasoning item cannot be found again: the real 404.
    const bare = history.map((i) =>
      (i as { type?: string }).type === 'reasoning' ? { ...i, encrypted_content: undefined } : i,
    );
    await expect(
      client.responses.create({ model: 'gpt-6-astra', input: bare as ResponseInputItem[], store: false }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('echoes reasoning.effort and text.verbosity, and refuses what reasoning and older models do not take', async () => {
    const { client } = setup();
    const tuned = await client.responses.create({
      model: 'o3',
      input: 'hi',
      reasoning: { effort: 'high' },
      text: { verbosity: 'low' },
    });
    expect([tuned.reasoning?.effort, tuned.text?.verbosity]).toEqual(['high', 'low']);
    const api = createMockApi({ clock: CLOCK });
    const hot = await post(api, { model: 'gpt-5', input: 'hi', temperature: 0.2 }, { path: '/responses' });
    expect([hot.status, hot.json().error]).toEqual([
      400,
      {
        message: "Unsupported parameter: 'temperature' is not supported with this model.",
        type: 'invalid_request_error',
        param: 'temperature',
        code: 'unsupported_parameter',
      },
    ]);
    expect((await post(api, { model: 'gpt-5', input: 'hi', temperature: 1 }, { path: '/responses' })).status).toBe(200);
    const effort = await post(
      api,
      { model: 'gpt-4o', input: 'hi', reasoning: { effort: 'low' } },
      { path: '/responses' },
    );
    expect([effort.status, effort.json().error.param]).toEqual([400, 'reasoning.effort']);
    const verbose = await post(
      api,
      { model: 'gpt-4.1', input: 'hi', text: { verbosity: 'high' } },
      { path: '/responses' },
    );
    expect(verbose.json().error).toMatchObject({
      message: "Unsupported value: 'high' is not supported with the 'gpt-4.1' model. Supported values are: 'medium'.",
      param: 'text.verbosity',
    });
    const phase = await post(
      api,
      { model: 'gpt-6-astra', input: [{ role: 'assistant', content: 'x', phase: 'draft' }] },
      { path: '/responses' },
    );
    expect([phase.status, phase.json().error.param]).toEqual([400, 'input[0].phase']);
  });
});

describe('reasoning models in Chat Completions', () => {
  it('bills reasoning tokens inside completion_tokens, with the spec shape', async () => {
    const { client, exchanges } = setup();
    const completion = await client.chat.completions.create({
      model: 'gpt-5.6-luna',
      messages: [{ role: 'user', content: 'Hello' }],
    });
    const usage = completion.usage!;
    expect(usage.completion_tokens_details!.reasoning_tokens).toBeGreaterThan(0);
    expect(usage.completion_tokens).toBeGreaterThan(usage.completion_tokens_details!.reasoning_tokens!);
    expect(usage.total_tokens).toBe(usage.prompt_tokens + usage.completion_tokens);
    assertMatchesSpec('CreateChatCompletionResponse', JSON.parse(exchanges[0]!.responseBody));
    const plain = await client.chat.completions.create({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'Hello' }],
    });
    expect(plain.usage!.completion_tokens_details!.reasoning_tokens).toBe(0);
  });

  it('refuses temperature, top_p and max_tokens on reasoning models, reasoning_effort on the others', async () => {
    const api = createMockApi({ clock: CLOCK });
    const error = async (extra: Record<string, unknown>) =>
      (await post(api, baseRequest(extra))).json().error as Record<string, unknown>;
    expect(await error({ model: 'o3', temperature: 0.2 })).toEqual({
      message:
        "Unsupported value: 'temperature' does not support 0.2 with this model. Only the default (1) value is supported.",
      type: 'invalid_request_error',
      param: 'temperature',
      code: 'unsupported_value',
    });
    expect(await error({ model: 'gpt-6-sol', top_p: 0.5 })).toMatchObject({
      param: 'top_p',
      code: 'unsupported_value',
    });
    expect(await error({ model: 'gpt-5-mini', max_tokens: 50 })).toMatchObject({
      message:
        "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      param: 'max_tokens',
    });
    expect(await error({ model: 'gpt-4o', reasoning_effort: 'low' })).toMatchObject({
      param: 'reasoning_effort',
      code: 'unsupported_parameter',
    });
    expect(await error({ model: 'gpt-5', reasoning_effort: 'extreme' })).toMatchObject({
      param: 'reasoning_effort',
      code: 'invalid_value',
    });
    expect(
      (
        await post(
          api,
          baseRequest({
            model: 'gpt-5',
            reasoning_effort: 'minimal',
            verbosity: 'low',
            temperature: 1,
            max_completion_tokens: 500,
          }),
        )
      ).status,
    ).toBe(200);
  });
});

describe("OpenAI's reasoning-safe-history example", () => {
  it('runs on gpt-5.3-codex (named by the SDK’s docs, not its types): each turn’s reasoning and message pair sent back by id, three turns', async () => {
    const { client } = setup();
    const conversation: ResponseInputItem[] = [];
    for (const msg of ['Write a Python prime checker.', 'Add type hints.', 'Add docstrings.']) {
      conversation.push({ role: 'user', content: msg });
      const response = await client.responses.create({
        model: 'gpt-5.3-codex',
        input: conversation,
        reasoning: { effort: 'high' },
      });
      expect(response.status).toBe('completed');
      const [reasoning, message] = response.output;
      expect([reasoning?.type, message?.type]).toEqual(['reasoning', 'message']);
      expect(message).toMatchObject({ phase: 'final_answer' });
      conversation.push(reasoning as ResponseInputItem, message as ResponseInputItem);
    }
    expect(conversation).toHaveLength(9);
    expect((await client.models.retrieve('gpt-5.3-codex')).id).toBe('gpt-5.3-codex');
  });
});
