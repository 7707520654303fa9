// Seed 002's chaining example against the mock through the SDK: the pinned joke, then its explanation read from the stored chain.
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../index.ts';
import { sdkClient } from '../testing/harness.ts';
import { assertMatchesSpec } from '../testing/openapi.ts';

const CLOCK = () => 1_780_000_000_000;

function setup() {
  return sdkClient(createMockApi({ seed: 1, clock: CLOCK }), { apiKey: 'sk-test' });
}

describe("seed 002's joke", () => {
  it('tells the joke, then explains it on a previous_response_id chain, billing the joke again', async () => {
    const { client, exchanges } = setup();
    const first = await client.responses.create({ model: 'gpt-4o', input: 'tell me a joke' });
    expect(first.output_text).toBe('Why do programmers prefer dark mode?\n\nBecause light attracts bugs.');
    const second = await client.responses.create({
      model: 'gpt-4o',
      previous_response_id: first.id,
      input: [{ role: 'user', content: 'explain why this is funny.' }],
    });
    expect(second.output_text).toMatch(/^It’s a pun on \*\*bugs\*\*/);
    // The chain is input again: the first turn's input and output tokens are billed as input of the second.
    expect(second.usage!.input_tokens).toBeGreaterThan(first.usage!.input_tokens + first.usage!.output_tokens);
    for (const e of exchanges) assertMatchesSpec('Response', JSON.parse(e.responseBody));
  });

  it('explains only with the joke in context: the follow-up alone is left to the model', async () => {
    const { client } = setup();
    const alone = await client.responses.create({
      model: 'gpt-4o',
      input: [{ role: 'user', content: 'explain why this is funny.' }],
    });
    expect(alone.output_text).not.toMatch(/pun on \*\*bugs\*\*/);
  });

  it('Chat Completions with the history resent by hand gets the same two replies', async () => {
    const { client } = setup();
    const first = await client.chat.completions.create({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'tell me a joke' }],
    });
    const joke = first.choices[0]!.message.content!;
    expect(joke).toBe('Why do programmers prefer dark mode?\n\nBecause light attracts bugs.');
    const second = await client.chat.completions.create({
      model: 'gpt-4o',
      messages: [
        { role: 'user', content: 'tell me a joke' },
        { role: 'assistant', content: joke },
        { role: 'user', content: 'explain why this is funny.' },
      ],
    });
    expect(second.choices[0]!.message.content).toMatch(/^It’s a pun on \*\*bugs\*\*/);
  });
});
