// A Responses input of many small items costs work in proportion to the body: the body is hashed a fixed number of times, not once per item.
import { describe, expect, it, vi } from 'vitest';
import { hash53 } from '../model/ids.ts';
import type * as IdsModule from '../model/ids.ts';
import { createMockApi } from '../index.ts';
import { itemId, itemIdsFor } from './ids.ts';
import { post } from '../testing/harness.ts';

/** Characters the id hash was fed, counted through the module's exports (what other modules call). */
const work = vi.hoisted(() => ({ chars: 0 }));

vi.mock('../model/ids.ts', async (importOriginal) => {
  const real = await importOriginal<typeof IdsModule>();
  return {
    ...real,
    hash53: (text: string, salt?: number) => {
      work.chars += text.length;
      return real.hash53(text, salt);
    },
    hash53Feed: (state: [number, number], text: string) => {
      work.chars += text.length;
      return real.hash53Feed(state, text);
    },
  };
});

const api = createMockApi({ scenario: 'none', clock: () => 1_764_450_000_000 });
const messages = (n: number) => Array.from({ length: n }, (_, i) => ({ role: 'user', content: `m${i}` }));

describe('many-item Responses inputs', () => {
  for (const path of ['/responses', '/responses/input_tokens', '/responses/compact']) {
    it(`${path}: 8,000 items hash the body a bounded number of times`, async () => {
      const body = JSON.stringify({ model: 'gpt-4o', input: messages(8000) });
      work.chars = 0;
      const res = await post(api, body, { path });
      expect(res.status).toBe(200);
      // Before, every item's id hashed the whole body in four rounds: 8,000 × 4 × 180 KB.
      expect(work.chars).toBeLessThan(50 * body.length);
    });
  }

  it('gives the same ids as hashing the joined parts, short or long (seeded sessions replay byte for byte)', () => {
    const reference = (parts: (string | number)[]) => {
      const text = parts.join('\u0000');
      let hex = '';
      for (let round = 0; hex.length < 48; round++) hex += hash53(text, round).toString(16).padStart(14, '0');
      return hex.slice(0, 48);
    };
    for (const body of ['{"input":"hi"}', `{"input":"${'x'.repeat(5000)}"}`]) {
      for (const parts of [
        ['0', body, 1, 'input', 7],
        ['0', body, 1],
        ['42', body],
      ]) {
        expect(itemId('msg', parts)).toBe(`msg_${reference(['msg', ...parts])}`);
        const idOf = itemIdsFor(parts.slice(0, 2));
        // Twice: the second time from the kept state of the head.
        for (let i = 0; i < 2; i++) expect(idOf('msg', parts.slice(2))).toBe(`msg_${reference(['msg', ...parts])}`);
      }
    }
  });
});
