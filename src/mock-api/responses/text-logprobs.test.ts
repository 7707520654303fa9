// Responses log-probabilities as OpenAI's responses/logprobs.ts example asks for them: include message.output_text.logprobs with top_logprobs.
import { describe, expect, it } from 'vitest';
import type { ResponseOutputText, ResponseStreamEvent } from 'openai/resources/responses/responses';
import { createMockApi } from '../index.ts';
import { sdkClient } from '../testing/harness.ts';
import { assertMatchesSpec } from '../testing/openapi.ts';

const client = () => sdkClient(createMockApi({ seed: 3, clock: () => 1_780_000_000_000 })).client;
const BODY = {
  model: 'gpt-4o-2024-08-06',
  input: 'solve 8x + 31 = 2',
  include: ['message.output_text.logprobs' as const],
  top_logprobs: 20,
};
const textPart = (output: { type: string; content?: unknown[] }[]) =>
  output.find((item) => item.type === 'message')!.content![0] as ResponseOutputText;

describe('include message.output_text.logprobs', () => {
  it('gives one entry per piece of the text, each with top_logprobs alternatives led by the token itself, the same every time', async () => {
    const response = await client().responses.create(BODY);
    assertMatchesSpec('Response', response);
    const part = textPart(response.output);
    const logprobs = part.logprobs!;
    expect(logprobs.length).toBeGreaterThan(1);
    expect(logprobs.map((entry) => entry.token).join('')).toBe(part.text);
    for (const entry of logprobs) {
      expect(entry.logprob).toBeLessThanOrEqual(0);
      expect(entry.top_logprobs).toHaveLength(20);
      expect(entry.top_logprobs[0]).toEqual({ token: entry.token, logprob: entry.logprob, bytes: entry.bytes });
      expect(entry.bytes).toEqual([...new TextEncoder().encode(entry.token)]);
    }
    expect(response.top_logprobs).toBe(20);
    expect(textPart((await client().responses.create(BODY)).output).logprobs).toEqual(logprobs);
  });

  it('a stream carries each piece’s entry on its delta, and all of them on output_text.done', async () => {
    const stream = await client().responses.create({ ...BODY, stream: true });
    const events: ResponseStreamEvent[] = [];
    for await (const event of stream) events.push(event);
    const deltas = events.filter((e) => e.type === 'response.output_text.delta');
    const done = events.find((e) => e.type === 'response.output_text.done')!;
    const completed = events.at(-1) as { response: { output: { type: string; content?: unknown[] }[] } };
    const whole = textPart(completed.response.output).logprobs!;
    expect(deltas.map((d) => d.logprobs)).toEqual(
      whole.map(({ token, logprob, top_logprobs }) => [
        { token, logprob, top_logprobs: top_logprobs.map((t) => ({ token: t.token, logprob: t.logprob })) },
      ]),
    );
    expect(done.logprobs).toHaveLength(whole.length);
    for (const event of [deltas[0], done])
      assertMatchesSpec(
        event!.type === 'response.output_text.delta' ? 'ResponseTextDeltaEvent' : 'ResponseTextDoneEvent',
        event,
      );
  });

  it('without the include, output_text.logprobs stays empty and top_logprobs is echoed as sent', async () => {
    const response = await client().responses.create({ model: 'gpt-4o', input: 'solve 8x + 31 = 2', top_logprobs: 5 });
    expect(textPart(response.output).logprobs).toEqual([]);
    expect(response.top_logprobs).toBe(5);
  });
});
