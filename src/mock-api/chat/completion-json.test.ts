// The completion's own JSON writer against JSON.stringify(…, null, 2): byte for byte, on generated completions of every shape.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/seeded-random.ts';
import { chatCompletionJson } from './completion-json.ts';
import type { CompletionResult } from './complete.ts';
import { toChatCompletion } from './to-response.ts';
import type { ChoiceDraft } from './truncate.ts';
import { usageObject } from './usage.ts';

describe('chatCompletionJson', () => {
  const next = seededRandom(2026);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  // Plain text, every escape JSON has, other control characters, U+2028/9, non-ASCII, pairs and lone surrogates.
  const PIECES = [
    'Hello',
    ' ',
    'world! ',
    '"',
    '\\',
    '/',
    '\n',
    '\r',
    '\t',
    '\b',
    '\f',
    '\u0000',
    '\u001f',
    '\u007f',
    '\u2028',
    '\u2029',
    'é',
    'żółw',
    '한국어',
    '✓',
    '\ud83d\ude00',
    '\ud800',
    '\udfff',
    '{"a": [1, 2]}',
    '\ufeff',
  ];
  const text = (most = 12) => Array.from({ length: Math.floor(next() * most) }, () => pick(PIECES)).join('');
  const count = () => pick([0, 1, 7, 42, 1234, 2 ** 31, 2 ** 53 - 1]);

  const choice = (): ChoiceDraft => {
    const calls = next() < 0.35 ? Array.from({ length: 1 + Math.floor(next() * 3) }, () => call()) : [];
    return {
      content: calls.length > 0 || next() < 0.1 ? null : text(40),
      toolCalls: calls,
      finishReason: pick(['stop', 'tool_calls', 'length', 'function_call'] as const),
    };
  };
  const call = (): ChoiceDraft['toolCalls'][number] => ({
    id: `call_${text(3)}`,
    name: pick(['get_weather', 'lookup', text(2)]),
    arguments: pick(['{}', '{"city":"Paris"}', text(8)]),
    ...(next() < 0.3 ? { custom: true } : {}),
  });
  const result = (): CompletionResult => ({
    id: `chatcmpl-${text(3)}`,
    created: pick([0, 1765000000, 1765000000 + Math.floor(next() * 1e6)]),
    model: pick(['gpt-4o-2024-08-06', 'o3-mini-2025-01-31', text(2)]),
    fingerprint: pick(['fp_0123456789', text(2)]),
    choices: Array.from({ length: pick([0, 1, 1, 1, 2, 3]) }, choice),
    usage: usageObject(count(), count(), pick([0, 0, 64, 1024])),
    explanation: text(),
    ...(next() < 0.2 ? { legacyFunctions: true } : {}),
    ...(next() < 0.2 ? { logprobs: { top: pick([0, 2, 5]) } } : {}),
    ...(next() < 0.15 ? { moderation: pick(['omni-moderation-latest', text(2)]) } : {}),
  });

  it('writes what JSON.stringify(…, null, 2) writes, on 5,000 generated completions', () => {
    const seen = new Set<string>();
    for (let k = 0; k < 5000; k++) {
      const completion = toChatCompletion(result());
      expect(chatCompletionJson(completion)).toBe(JSON.stringify(completion, null, 2));
      // Which optional parts the completions had, so the generator is known to reach each one.
      const c = completion as unknown as Record<string, unknown> & { choices: Record<string, unknown>[] };
      if (c.moderation) seen.add('moderation');
      if (c.choices.length === 0) seen.add('no choices');
      for (const ch of c.choices) {
        const message = ch.message as Record<string, unknown>;
        if (ch.logprobs) seen.add('logprobs');
        if (message.tool_calls) seen.add('tool_calls');
        if (message.function_call) seen.add('function_call');
        if (message.content === null) seen.add('null content');
        if (/[\ud800-\udfff]/.test(String(message.content))) seen.add('surrogates');
      }
    }
    expect([...seen].sort()).toEqual(
      ['function_call', 'logprobs', 'moderation', 'no choices', 'null content', 'surrogates', 'tool_calls'].sort(),
    );
  });

  it('follows a value of another shape than toChatCompletion gives it (nested objects, arrays, odd numbers)', () => {
    const completion = toChatCompletion(result());
    const odd = {
      ...completion,
      created: Number.NaN,
      choices: completion.choices.map((c) => ({
        ...c,
        logprobs: { content: [{ token: 'a"b', logprob: -0, bytes: [97], top_logprobs: [] }], refusal: null },
        message: { ...c.message, content: 'x\u2028y', refusal: 'no', annotations: [{ type: 'url', n: Infinity }] },
      })),
      system_fingerprint: '',
    } as unknown as typeof completion;
    expect(chatCompletionJson(odd)).toBe(JSON.stringify(odd, null, 2));
  });
});
