// The doctor's "context nearly full" counts by the gauges' one rule (payloads/tokens/token-rule), over what the server holds too.
import { describe, expect, it } from 'vitest';
import { estimateTokens } from '../../tokens/token-rule';
import { diagnoseLoop } from '../doctor';
import type { WireCall } from '../types';

const WINDOW = 128_000;
const tools = [
  {
    type: 'function',
    function: {
      name: 'get_weather',
      description: 'Weather for a city',
      parameters: { type: 'object', properties: { city: { type: 'string' } } },
    },
  },
];
/** A tokenizer stand-in that is not four characters a token: three, so a count by any other rule shows. */
const count = (text: string) => Math.ceil(text.length / 3);
const nearlyFull = (loop: WireCall[], index: number, countTokens?: (text: string) => number) =>
  diagnoseLoop(loop, undefined, { countTokens }).find((f) => f.rule === 'context-nearly-full' && f.call === index);
const aboutTokens = (detail: string) => Number(/^about ([\d,]+) of/.exec(detail)![1]!.replace(/,/g, ''));

describe('context-nearly-full', () => {
  it("gives the gauges' total for a Chat request: entries with their framing, tool definitions, the reply's priming", () => {
    const messages = [
      { role: 'system', content: 'Answer briefly.' },
      { role: 'user', content: 'y'.repeat(3 * 110_000) },
    ];
    const loop: WireCall[] = [{ style: 'chat', request: { model: 'gpt-4o', messages, tools }, response: null }];
    const finding = nearlyFull(loop, 0, count)!;
    expect(aboutTokens(finding.detail)).toBe(
      estimateTokens({ instructions: null, entries: messages, tools }, count).total,
    );
  });

  it('counts the items the server holds for previous_response_id: a small follow-up on a big chain is nearly full', () => {
    const big = [{ role: 'user', content: 'z'.repeat(4 * 110_000) }];
    const output = [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Noted.' }] }];
    const loop: WireCall[] = [
      {
        style: 'responses',
        request: { model: 'gpt-4o', input: big, instructions: 'Be brief.' },
        response: { id: 'resp_1', output },
      },
      {
        style: 'responses',
        request: { model: 'gpt-4o', previous_response_id: 'resp_1', input: 'And now?', instructions: 'Be brief.' },
        response: null,
      },
    ];
    const finding = nearlyFull(loop, 1)!;
    expect(finding).toBeDefined();
    // Without the tokenizer's counts: the same rule over about four characters a token.
    const approx = (text: string) => Math.ceil(text.length / 4);
    const expected = estimateTokens(
      {
        instructions: 'Be brief.',
        entries: [...big, ...output, { role: 'user', content: 'And now?' }],
        tools: undefined,
      },
      approx,
    ).total;
    expect(aboutTokens(finding.detail)).toBe(expected);
    expect(expected).toBeGreaterThan(WINDOW * 0.8);
  });
});
