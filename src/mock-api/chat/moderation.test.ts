// Moderated Chat Completions: `moderation` asked for puts input and output results in the answer (JSON and stream), per the SDK's types and the spec.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../index.ts';
import { post, sdkClient, sseData } from '../testing/harness.ts';
import { assertMatchesSpec } from '../testing/openapi.ts';
import { SDK_RESOURCES } from '../testing/sdk-surface.ts';

/** A fixed day: the requests name gpt-4o or gpt-4.1 (gone 2027-01-14), which the mock serves until then. */
const DAY = () => Date.parse('2026-06-01T00:00:00Z');

const ASK = { model: 'gpt-4.1', messages: [{ role: 'user', content: 'Tell me a joke.' }] };
const MODERATION = { model: 'omni-moderation-latest' };

/** The category names of the SDK's `Moderation.Categories` (moderations.d.ts), read as text. */
function sdkCategories(): string[] {
  const text = readFileSync(join(SDK_RESOURCES, 'moderations.d.ts'), 'utf8');
  const body = text.slice(
    text.indexOf('interface Categories {'),
    text.indexOf('}', text.indexOf('interface Categories {')),
  );
  return [...body.matchAll(/^\s+'?([a-z/-]+)'?: boolean/gm)].map((m) => m[1]!).sort();
}

describe('Chat Completions moderation', () => {
  it('a moderated completion carries moderation_results for input and output, each result clean and spec-valid', async () => {
    const api = createMockApi({ clock: DAY, seed: 3 });
    const answer = (
      await post(api, {
        ...ASK,
        moderation: { ...MODERATION, policy: { input: { mode: 'block' }, output: { mode: 'score' } } },
      })
    ).json();
    assertMatchesSpec('CreateChatCompletionResponse', answer);
    for (const side of ['input', 'output'] as const) {
      const results = answer.moderation[side];
      expect(results).toMatchObject({ type: 'moderation_results', model: 'omni-moderation-latest' });
      expect(results.results).toHaveLength(1);
      const [result] = results.results;
      expect(result).toMatchObject({ type: 'moderation_result', model: 'omni-moderation-latest', flagged: false });
      expect(Object.keys(result.categories).sort()).toEqual(sdkCategories());
      expect(Object.values(result.categories).every((v) => v === false)).toBe(true);
      expect(Object.keys(result.category_scores).sort()).toEqual(sdkCategories());
    }
    // The answer itself is the one an unmoderated request gets: nothing was blocked.
    const plain = (await post(api, ASK)).json();
    expect('moderation' in plain).toBe(false);
    expect(answer.choices[0].message.content).toBe(plain.choices[0].message.content);
  });

  it('streamed: one moderation chunk with no choices, after the finish_reason and before the usage chunk', async () => {
    const api = createMockApi({ clock: DAY, seed: 3 });
    const { text } = await post(api, {
      ...ASK,
      moderation: MODERATION,
      stream: true,
      stream_options: { include_usage: true },
    });
    const chunks = sseData(text).slice(0, -1) as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    for (const c of chunks) assertMatchesSpec('CreateChatCompletionStreamResponse', c);
    const at = chunks.findIndex((c) => c.moderation);
    expect(chunks.filter((c) => c.moderation)).toHaveLength(1);
    expect(chunks[at]!.choices).toEqual([]);
    expect(chunks[at]!.moderation.output.type).toBe('moderation_results');
    expect(chunks.slice(0, at).some((c) => c.choices[0]?.finish_reason === 'stop')).toBe(true);
    expect(chunks.at(-1)!.usage).not.toBeNull();
    expect(at).toBe(chunks.length - 2);
    const unmoderated = sseData((await post(api, { ...ASK, stream: true })).text).slice(0, -1) as Record<
      string,
      unknown
    >[];
    expect(unmoderated.some((c) => 'moderation' in c)).toBe(false);
  });

  it('the openai SDK reads it off the completion', async () => {
    const { client } = sdkClient(createMockApi({ clock: DAY, seed: 3 }));
    const completion = await client.chat.completions.create({
      model: 'gpt-4.1',
      messages: [{ role: 'user', content: 'Hi.' }],
      moderation: MODERATION,
    });
    const input = completion.moderation?.input;
    expect(input?.type === 'moderation_results' ? input.results[0]?.flagged : 'not results').toBe(false);
  });

  it('checks the shape the SDK gives: model required, policy modes score or block', async () => {
    const api = createMockApi({ clock: DAY, seed: 3 });
    const missing = await post(api, { ...ASK, moderation: {} });
    expect([missing.status, missing.json().error.param]).toEqual([400, 'moderation.model']);
    const mode = await post(api, { ...ASK, moderation: { ...MODERATION, policy: { output: { mode: 'warn' } } } });
    expect([mode.status, mode.json().error.param, mode.json().error.message]).toEqual([
      400,
      'moderation.policy.output.mode',
      "Invalid value: 'warn'. Supported values are: 'score' and 'block'.",
    ]);
    const notObject = await post(api, { ...ASK, moderation: 'omni-moderation-latest' });
    expect([notObject.status, notObject.json().error.param]).toEqual([400, 'moderation']);
  });
});
