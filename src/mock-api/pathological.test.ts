// Pathological bodies cost work in proportion to their size: long runs reach the tokenizer in short slices, deep nesting is refused.
import { describe, expect, it, vi } from 'vitest';
import { isOpenAIErrorBody } from '@loopscope/wire/errors';
import { MAX_RUN } from '@loopscope/payloads/tokens/token-pieces';
import { createMockApi } from './index.ts';
import { post } from './testing/harness.ts';

/** What the tokenizer was asked to encode: the longest run without whitespace, and the characters in all. */
const work = vi.hoisted(() => ({ longestRun: 0, chars: 0 }));

vi.mock('gpt-tokenizer/encoding/o200k_base', async (importOriginal) => {
  const real = await importOriginal<{ encode(text: string): number[]; decode(tokens: number[]): string }>();
  return {
    ...real,
    encode: (text: string) => {
      work.chars += text.length;
      for (const run of text.match(/\S+|\s+/g) ?? []) work.longestRun = Math.max(work.longestRun, run.length);
      return real.encode(text);
    },
  };
});

const api = createMockApi({ scenario: 'none', clock: () => 1_764_450_000_000 });
const SIZE = 100_000;

async function send(body: unknown) {
  work.longestRun = 0;
  work.chars = 0;
  const text = JSON.stringify(body);
  const res = await post(api, text);
  return { status: res.status, json: res.json() as Record<string, unknown>, bodyChars: text.length };
}

describe('pathological bodies', () => {
  for (const [name, run] of [
    ['letters', 'a'],
    ['a horizontal rule', '='],
    ['zeros', '0'],
    ['spaces', ' '],
  ] as const) {
    it(`a ${SIZE.toLocaleString('en')}-character run of ${name} in the system prompt, a user message and a tool result`, async () => {
      const long = `x${run.repeat(SIZE)}x`;
      const { status, json, bodyChars } = await send({
        model: 'gpt-4o',
        messages: [
          { role: 'system', content: long },
          { role: 'user', content: long },
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'f', arguments: '{}' } }],
          },
          { role: 'tool', tool_call_id: 'call_1', content: long },
        ],
        tools: [{ type: 'function', function: { name: 'f', parameters: { type: 'object', properties: {} } } }],
      });
      expect(status).toBe(200);
      expect((json.usage as { prompt_tokens: number }).prompt_tokens).toBeGreaterThan(0);
      // BPE cost grows with the square of a run's length: no run longer than MAX_RUN reaches it, and the total is linear.
      expect(work.longestRun).toBeLessThanOrEqual(MAX_RUN);
      expect(work.chars).toBeLessThan(2 * bodyChars);
    });
  }

  it('refuses nesting deeper than the stack can walk with a clear 400', async () => {
    const deep = JSON.parse('{"x":'.repeat(99) + '1' + '}'.repeat(99)) as unknown;
    const res = await post(
      api,
      `{"model":"gpt-4o","messages":[{"role":"user","content":"hi"}],"metadata":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
    );
    expect(res.status).toBe(400);
    expect(isOpenAIErrorBody(res.json())).toBe(true);
    expect((res.json() as { error: { message: string } }).error.message).toBe(
      'We could not parse the JSON body of your request. It is nested more than 100 levels deep.',
    );
    // A deep but reasonable value still gets its ordinary answer (here: metadata must be an object of strings).
    expect(
      (
        await send({
          model: 'gpt-4o',
          messages: [{ role: 'user', content: 'hi' }],
          metadata: { a: JSON.stringify(deep) },
        })
      ).status,
    ).toBe(200);
  });

  it('answers a tool result nested 20,000 levels deep inside its JSON string', async () => {
    const content = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000);
    const { status } = await send({
      model: 'gpt-4o',
      messages: [
        { role: 'user', content: 'go' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'call_1',
              type: 'function',
              function: { name: 'f', arguments: '['.repeat(20_000) + ']'.repeat(20_000) },
            },
          ],
        },
        { role: 'tool', tool_call_id: 'call_1', content },
      ],
    });
    expect(status).toBe(200);
  });

  it('answers huge message arrays and long tool lists with a completion or the context-length error', async () => {
    const many = await send({
      model: 'gpt-4o',
      messages: Array.from({ length: 10_000 }, (_, i) => ({ role: 'user', content: `message ${i}` })),
    });
    expect(many.status).toBe(200);
    const tool = (i: number) => ({
      type: 'function',
      function: {
        name: `tool_${i}`,
        description: 'd',
        parameters: {
          type: 'object',
          properties: { a: { type: 'string' } },
          required: ['a'],
          additionalProperties: false,
        },
        strict: true,
      },
    });
    const tools = await send({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'call tool_1' }],
      tools: Array.from({ length: 1000 }, (_, i) => tool(i)),
    });
    expect(tools.status).toBe(200);
    const huge = await send({
      model: 'gpt-4o',
      messages: Array.from({ length: 100_000 }, (_, i) => ({ role: 'user', content: `message number ${i}` })),
    });
    expect(huge.status).toBe(400);
    expect((huge.json.error as { code: string }).code).toBe('context_length_exceeded');
  });
});
