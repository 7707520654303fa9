// A token source (the page's worker) gives the mock the same usage, cuts and bytes as counting in this thread, asked in batches.
import { describe, expect, it } from 'vitest';
import * as o200k from 'gpt-tokenizer/encoding/o200k_base';
import { boundedCount, boundedTruncate } from '@loopscope/payloads/tokens/token-pieces';
import { createMockApi } from '../index.ts';
import { post, seedFixture } from '../testing/harness.ts';
import { CountCache, createTokenCounter, type TokenSource } from './tokens.ts';

/** The worker's protocol, answered on a later tick as a worker would, recording each batch it was asked. */
function recordingSource(): TokenSource & { batches: string[][]; cuts: number } {
  const source = {
    batches: [] as string[][],
    cuts: 0,
    async count(texts: string[]) {
      source.batches.push(texts);
      await new Promise((r) => setTimeout(r, 1));
      return texts.map((t) => boundedCount(o200k, t));
    },
    async truncate(text: string, max: number) {
      source.cuts++;
      await new Promise((r) => setTimeout(r, 1));
      return boundedTruncate(o200k, text, max);
    },
  };
  return source;
}

const FIXED = { clock: () => 1_764_450_000_000, scenario: 'none' as const };

describe('usage counted through a token source', () => {
  it('answers byte for byte as counting in this thread does, for the seed request, a cut reply and a stream with usage', async () => {
    const bodies = [
      seedFixture('1-request.json'),
      { model: 'gpt-4o', max_completion_tokens: 5, messages: [{ role: 'user', content: 'Tell me about the sea.' }] },
      {
        model: 'gpt-4o',
        stream: true,
        stream_options: { include_usage: true },
        messages: [
          { role: 'system', content: 'Be brief.' },
          { role: 'user', content: 'Hello! What can you do?' },
        ],
      },
    ];
    for (const body of bodies) {
      const local = await post(createMockApi(FIXED), body);
      const sourced = await post(createMockApi({ ...FIXED, tokenSource: recordingSource() }), body);
      expect(sourced.status).toBe(200);
      expect(sourced.text).toBe(local.text);
    }
  });

  it('asks the source in batches and not at all for texts it counted before', async () => {
    const source = recordingSource();
    const api = createMockApi({ ...FIXED, tokenSource: source });
    const body = {
      model: 'gpt-4o',
      max_completion_tokens: 3,
      messages: [{ role: 'user', content: 'Tell me about the sea.' }],
    };
    await post(api, body);
    const firstBatches = source.batches.length;
    // Prompt texts in one batch, the reply in another; the cut text needs one truncation and one count more.
    expect(firstBatches).toBeLessThanOrEqual(4);
    expect(source.cuts).toBe(1);
    await post(api, body);
    expect(source.batches.length).toBe(firstBatches);
  });

  it('reports the context-length error with the real count, not a placeholder', async () => {
    const huge = 'lorem ipsum '.repeat(80_000);
    const local = await post(createMockApi(FIXED), { model: 'gpt-4o', messages: [{ role: 'user', content: huge }] });
    const sourced = await post(createMockApi({ ...FIXED, tokenSource: recordingSource() }), {
      model: 'gpt-4o',
      messages: [{ role: 'user', content: huge }],
    });
    expect(sourced.status).toBe(400);
    expect(sourced.json()).toEqual(local.json());
  });

  it('refuses counting code that never settles, instead of answering with made-up counts', async () => {
    const counter = createTokenCounter(recordingSource());
    let calls = 0;
    await expect(counter.run((tok) => tok.count(`text ${calls++}`))).rejects.toThrow(/still missing/);
  });
});

describe('the count cache', () => {
  it('keeps at most its characters of text alive, however few entries that is', () => {
    const cache = new CountCache(4096, 4_000_000);
    for (let i = 0; i < 40; i++) cache.set(`${i} ${'x'.repeat(1_000_000)}`, i);
    expect(cache.heldChars).toBeLessThanOrEqual(4_000_000);
    expect(cache.get(`39 ${'x'.repeat(1_000_000)}`)).toBe(39);
  });
});
