// Request options end to end: n, max_completion_tokens, response_format, seed/user/metadata, include_usage, determinism.
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { createMockApi } from '../index.ts';
import { baseRequest, post, seedFixture, sseData } from '../testing/harness.ts';
import { assertMatchesSpec } from '../testing/openapi.ts';

const CLOCK = 1_764_450_000_000;
const weatherRequest = (extra: Record<string, unknown> = {}) => ({ ...seedFixture('1-request.json'), ...extra });

async function ok(api: ReturnType<typeof createMockApi>, body: Record<string, unknown>) {
  assertMatchesSpec('CreateChatCompletionRequest', body);
  const res = await post(api, body);
  expect(res.status, res.text).toBe(200);
  if (body.stream === true) {
    const events = sseData(res.text);
    for (const e of events.slice(0, -1)) assertMatchesSpec('CreateChatCompletionStreamResponse', e);
    return { res, events };
  }
  assertMatchesSpec('CreateChatCompletionResponse', res.json());
  return { res, body: res.json() };
}

describe('request options', () => {
  const api = createMockApi({ clock: () => CLOCK, scenario: 'none' });

  it('n returns that many choices, each with its own call ids', async () => {
    const { body } = await ok(api, weatherRequest({ n: 3 }));
    expect(body!.choices.map((c: { index: number }) => c.index)).toEqual([0, 1, 2]);
    const ids = body!.choices.flatMap((c: { message: { tool_calls: { id: string }[] } }) =>
      c.message.tool_calls.map((t) => t.id),
    );
    expect(new Set(ids).size).toBe(9);
    for (const id of ids) expect(id).toMatch(/^call_[A-Za-z0-9]{24}$/);
  });

  it('max_completion_tokens cuts the reply and reports finish_reason "length"', async () => {
    const { body } = await ok(
      api,
      baseRequest({ max_completion_tokens: 5, messages: [{ role: 'user', content: 'Tell me about the sea.' }] }),
    );
    expect(body!.choices[0].finish_reason).toBe('length');
    expect(body!.usage.completion_tokens).toBeLessThanOrEqual(5);
    const calls = await ok(api, weatherRequest({ max_completion_tokens: 12 }));
    expect(calls.body!.choices[0].finish_reason).toBe('length');
  });

  it("the model's own output limit cuts a reply even without max_completion_tokens", async () => {
    // loopscope-mini writes at most 256 tokens; a huge tool result would otherwise be summarised at full length.
    const huge = JSON.stringify(
      Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`field_${i}`, `value ${i} of a long result`])),
    );
    const { body } = await ok(
      api,
      baseRequest({
        model: 'loopscope-mini',
        messages: [
          { role: 'user', content: 'Look it up' },
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'lookup', arguments: '{}' } }],
          },
          { role: 'tool', tool_call_id: 'call_1', content: huge },
        ],
      }),
    );
    expect(body!.choices[0].finish_reason).toBe('length');
    expect(body!.usage.completion_tokens).toBeLessThanOrEqual(256);
  });

  it('json_schema with strict returns a JSON message that matches the schema', async () => {
    const schema = {
      type: 'object',
      properties: { city: { type: 'string' }, celsius: { type: 'number' } },
      required: ['city', 'celsius'],
      additionalProperties: false,
    };
    const { body } = await ok(
      api,
      baseRequest({
        messages: [{ role: 'user', content: 'Berlin is at 18 degrees.' }],
        response_format: { type: 'json_schema', json_schema: { name: 'reading', schema, strict: true } },
      }),
    );
    const value = JSON.parse(body!.choices[0].message.content);
    expect(new Ajv().validate(schema, value)).toBe(true);
    expect(value).toEqual({ city: 'Berlin', celsius: 18 });
  });

  it('accepts seed, user and metadata; the request seed changes the ids', async () => {
    const a = await ok(api, baseRequest({ seed: 1, user: 'learner-7', metadata: { lesson: 'loop' } }));
    const b = await ok(api, baseRequest({ seed: 2, user: 'learner-7', metadata: { lesson: 'loop' } }));
    expect(a.body!.id).toMatch(/^chatcmpl-[A-Za-z0-9]{29}$/);
    expect(a.body!.id).not.toBe(b.body!.id);
    expect(a.body!.system_fingerprint).toMatch(/^fp_[0-9a-f]{10}$/);
  });

  it('stream_options.include_usage adds usage: null to every chunk and a final usage chunk', async () => {
    const { events } = await ok(api, baseRequest({ stream: true, stream_options: { include_usage: true } }));
    const chunks = events!.slice(0, -1) as { usage: unknown; choices: unknown[] }[];
    expect(events![events!.length - 1]).toBe('[DONE]');
    expect(chunks.slice(0, -1).every((c) => c.usage === null)).toBe(true);
    expect(chunks[chunks.length - 1]!.choices).toEqual([]);
    expect(chunks[chunks.length - 1]!.usage).toMatchObject({ prompt_tokens: expect.any(Number) });
    const plain = await ok(api, baseRequest({ stream: true }));
    expect((plain.events![0] as Record<string, unknown>).usage).toBeUndefined();
  });

  it('counts tool definitions in prompt_tokens', async () => {
    const withTools = (await ok(api, weatherRequest())).body!.usage.prompt_tokens;
    const { tools: _, ...noTools } = weatherRequest();
    const without = (await ok(api, noTools as Record<string, unknown>)).body!.usage.prompt_tokens;
    expect(withTools - without).toBeGreaterThan(60);
  });

  it('a replay with the same seed and requests is byte-identical; another seed gives other ids', async () => {
    const run = async (seed: number) => {
      const replay = createMockApi({ seed, clock: () => CLOCK, scenario: 'none' });
      const texts: string[] = [];
      for (const body of [weatherRequest(), weatherRequest({ stream: true }), seedFixture('3-request.json')])
        texts.push((await post(replay, body)).text);
      return texts;
    };
    expect(await run(7)).toEqual(await run(7));
    const [a, b] = [await run(7), await run(8)];
    expect(JSON.parse(a[0]!).id).not.toBe(JSON.parse(b[0]!).id);
  });

  it('tool_choice allowed_tools limits the tools the model may call', async () => {
    const allowed = (mode: string) => ({
      type: 'allowed_tools',
      allowed_tools: { mode, tools: [{ type: 'function', function: { name: 'convert_temperature' } }] },
    });
    const { body } = await ok(api, weatherRequest({ tool_choice: allowed('auto') }));
    expect(body!.choices[0].message.tool_calls.map((c: { function: { name: string } }) => c.function.name)).toEqual([
      'convert_temperature',
    ]);
    const bad = await post(
      api,
      weatherRequest({
        tool_choice: {
          type: 'allowed_tools',
          allowed_tools: { mode: 'auto', tools: [{ type: 'function', function: { name: 'nope' } }] },
        },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json().error.param).toBe('tool_choice');
  });

  it('stop sequences end the text before the first one', async () => {
    const { body } = await ok(
      api,
      baseRequest({ messages: [{ role: 'user', content: 'Who wrote Hamlet?' }], stop: ['mock'] }),
    );
    expect(body!.choices[0].message.content).toBe('You asked: "Who wrote Hamlet?". I\'m Loopscope\'s offline ');
    expect(body!.choices[0].finish_reason).toBe('stop');
  });

  it('refuses a prompt longer than the model context window', async () => {
    const res = await post(
      api,
      baseRequest({ model: 'loopscope-mini', messages: [{ role: 'user', content: 'word '.repeat(5000) }] }),
    );
    expect(res.status).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'context_length_exceeded', param: 'messages' });
  });
});
