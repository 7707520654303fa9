// Tokens: lazy o200k_base counts ("counting…" first), per-message estimates and the context gauge against the window.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import * as o200k from 'gpt-tokenizer/encoding/o200k_base';
import {
  ContextBreakdownBar,
  ContextGauge,
  MessageTokenList,
  TokenCount,
  contextWindowFor,
  countTexts,
  truncateText,
} from './index';
import { messageText } from '../../store';

afterEach(cleanup);

const messages = [
  { role: 'system', content: 'You are a helpful weather assistant.' },
  { role: 'user', content: 'hello world' },
  {
    role: 'assistant',
    content: null,
    tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Berlin"}' } }],
  },
  { role: 'tool', tool_call_id: 'call_1', content: '{"temperature":18}' },
];

describe('tokens', () => {
  it('counts with o200k_base: "hello world" is 2 tokens, as tiktoken says', async () => {
    expect(await countTexts(['hello world', ''])).toEqual([2, 0]);
  });

  it("cuts a text to the tokens that fit, for the in-page mock's max_tokens", async () => {
    expect(await truncateText('hello world, how are you?', 2)).toBe('hello world');
    expect(await truncateText('hello', 10)).toBe('hello');
  });

  it('shows a neutral "counting…" until the tokenizer answers, then the count', async () => {
    render(<TokenCount text="a fresh text never counted before in this run" />);
    expect(screen.getByText('counting…')).toBeTruthy();
    // o200k_base reads each of these nine common words (with its leading space) as one token.
    expect(await screen.findByText('9 tokens')).toBeTruthy();
  });

  it('counts the parts of a message the model is billed for, including tool-call arguments and ids', () => {
    expect(messageText(messages[2])).toBe('assistant\nget_weather\n{"city":"Berlin"}\ncall_1');
    expect(messageText(messages[3])).toBe('tool\n{"temperature":18}\ncall_1');
  });

  it('gauges a request against the model window and sets the server count beside the estimate', async () => {
    render(
      <ContextGauge context={{ instructions: null, entries: messages }} model="gpt-4o" reportedPromptTokens={142} />,
    );
    const meter = screen.getByRole('meter', { name: 'Context window' });
    expect(meter.getAttribute('aria-valuemax')).toBe('128000');
    expect(meter.getAttribute('aria-valuenow')).toBe('142');
    // The billed texts count 9 + 4 + 13 + 10 in o200k_base, each message adds 3 format tokens and 3 prime the reply (OpenAI's cookbook recipe).
    const billed = [
      'system\nYou are a helpful weather assistant.',
      'user\nhello world',
      'assistant\nget_weather\n{"city":"Berlin"}\ncall_1',
      'tool\n{"temperature":18}\ncall_1',
    ];
    const expected = billed.reduce((sum, text) => sum + o200k.encode(text).length + 3, 3);
    expect(expected).toBe(51);
    expect(
      await screen.findByText(
        `Estimate: ${expected} (messages ${expected}, tools 0). Server counted 142 prompt tokens.`,
        { exact: false },
      ),
    ).toBeTruthy();
  });

  it('lists tokens per message with the format overhead added', async () => {
    const [system] = await countTexts([messageText(messages[0])]);
    render(<MessageTokenList context={{ instructions: null, entries: messages }} />);
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(row.textContent).toContain('system');
    expect(await screen.findByText(String(system! + 3))).toBeTruthy();
  });

  it("one number everywhere: the cards (text + framing) and the per-message rows add up to the gauge's estimate", async () => {
    const context = { instructions: null, entries: messages };
    const { container } = render(
      <>
        {messages.map((m, i) => (
          <TokenCount key={i} text={messageText(m)} short entry />
        ))}
        <ContextGauge context={context} model="gpt-4o" />
        <MessageTokenList context={context} />
      </>,
    );
    await waitFor(() => expect(container.querySelector('.tok-gauge-note')?.textContent).toMatch(/Estimate: \d+/));
    const gauge = Number(/Estimate: (\d+)/.exec(container.querySelector('.tok-gauge-note')!.textContent!)![1]);
    await waitFor(() =>
      expect(container.querySelectorAll('.tok-count[aria-busy="false"]')).toHaveLength(messages.length),
    );
    const cards = [...container.querySelectorAll('.tok-count')].map((el) => Number(/\d+/.exec(el.textContent!)![0]));
    const rows = [...container.querySelectorAll('tbody .tok-num')].map((el) => Number(el.textContent));
    // Three tokens prime the reply once per request; every other token belongs to one message.
    expect(cards.reduce((a, b) => a + b, 0) + 3).toBe(gauge);
    expect(rows).toEqual(cards);
  });

  it('knows common context windows and says when it assumes one', () => {
    expect(contextWindowFor('gpt-4o-mini')).toEqual({ tokens: 128_000, known: true });
    expect(contextWindowFor('gpt-4.1-nano').tokens).toBe(1_047_576);
    expect(contextWindowFor('my-local-model')).toEqual({ tokens: 128_000, known: false });
  });
  it('splits the context by part and says what changed since the request before', async () => {
    const before = { instructions: null, entries: messages.slice(0, 2) };
    const now = {
      instructions: null,
      entries: messages,
      tools: [{ type: 'function', function: { name: 'get_weather' } }],
    };
    render(<ContextBreakdownBar context={now} previous={before} />);
    const legend = await screen.findByTestId('context-breakdown');
    await waitFor(() => expect(legend.querySelectorAll('.tok-breakdown-legend > li')).toHaveLength(5));
    const kinds = [...legend.querySelectorAll('.tok-breakdown-legend > li')].map((li) => li.getAttribute('data-kind'));
    expect(kinds).toEqual(['system', 'tools', 'user', 'tool-calls', 'tool-outputs']);
    // System and user were in the request before too, unchanged; the calls, outputs and tools are new.
    const text = (kind: string) => legend.querySelector(`li[data-kind="${kind}"]`)!.textContent!;
    expect(text('user')).not.toContain('since the request before');
    expect(text('tool-outputs')).toMatch(/\(\+\d+ since the request before\)/);
    // Each tool's own count arrives after the legend's (its own tokenizer pass): wait for it, as for the legend.
    await waitFor(() =>
      expect(legend.querySelector('.tok-breakdown-tools')!.textContent).toMatch(/^get_weather \d+ tok$/),
    );
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(
      /^Tokens by part: system \d+, tool definitions \d+, user \d+, tool calls \d+, tool outputs \d+$/,
    );
  });
});
