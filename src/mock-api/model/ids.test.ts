// Deterministic ids: stable for the same parts, different for any changed character, also for long request bodies.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/seeded-random.ts';
import { ids, stableToken } from './ids.ts';

const body = (last: string) =>
  JSON.stringify({
    messages: Array.from({ length: 200 }, (_, i) => ({ role: 'user', content: `message ${i}` })),
    tail: last,
  });

describe('ids', () => {
  it("keeps the real ids' shapes", () => {
    expect(ids.completion(['seed', 'x'])).toMatch(/^chatcmpl-[A-Za-z0-9]{29}$/);
    expect(ids.call(['seed', 'x'])).toMatch(/^call_[A-Za-z0-9]{24}$/);
    expect(ids.request(['seed', body('a')])).toMatch(/^req_[0-9a-f]{32}$/);
  });

  it('gives a long body the same ids every time and different ids when one character differs', () => {
    expect(ids.completion(['seed', body('a')])).toBe(ids.completion(['seed', body('a')]));
    expect(ids.completion(['seed', body('a')])).not.toBe(ids.completion(['seed', body('b')]));
    expect(ids.call(['seed', body('a'), 0])).not.toBe(ids.call(['seed', body('a'), 1]));
    expect(ids.request(['seed', body('a')])).not.toBe(ids.request(['other', body('a')]));
  });

  it('tells apart long parts that differ only in their first character or their length', () => {
    const long = 'x'.repeat(5000);
    expect(stableToken([`a${long}`], 24)).not.toBe(stableToken([`b${long}`], 24));
    expect(stableToken([long], 24)).not.toBe(stableToken([`${long}x`], 24));
  });
});

/** The ids' definition before they were made in one pass (each round hashed the joined text): the reference. */
const reference = (() => {
  const hash = (text: string, salt: number) => {
    let h1 = 0xdeadbeef ^ salt;
    let h2 = 0x41c6ce57 ^ salt;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return 4294967296 * (2097151 & h2) + (h1 >>> 0);
  };
  const digest = (text: string) => {
    let [a1, a2, b1, b2] = [0xdeadbeef, 0x41c6ce57, 0xdeadbeef ^ 1, 0x41c6ce57 ^ 1];
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      a1 = Math.imul(a1 ^ ch, 2654435761);
      a2 = Math.imul(a2 ^ ch, 1597334677);
      b1 = Math.imul(b1 ^ ch, 2246822519);
      b2 = Math.imul(b2 ^ ch, 3266489917);
    }
    return `digest:${text.length}:${[a1, a2, b1, b2].map((h) => (h >>> 0).toString(36)).join('.')}`;
  };
  const text = (parts: readonly (string | number)[]) =>
    parts.map((p) => (typeof p === 'string' && p.length > 256 ? digest(p) : p)).join('\u0000');
  const token = (parts: readonly (string | number)[], length: number) => {
    let out = '';
    for (let round = 0; out.length < length; round++) {
      let n = hash(text(parts), round);
      for (let i = 0; i < 8 && out.length < length; i++) {
        out += 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[n % 62];
        n = Math.floor(n / 62);
      }
    }
    return out;
  };
  const hex = (parts: readonly (string | number)[], length: number) => {
    let out = '';
    for (let round = 0; out.length < length; round++) out += hash(text(parts), round).toString(16).padStart(14, '0');
    return out.slice(0, length);
  };
  return {
    completion: (parts: readonly (string | number)[]) => `chatcmpl-${token(['chatcmpl', ...parts], 29)}`,
    call: (parts: readonly (string | number)[]) => `call_${token(['call', ...parts], 24)}`,
    request: (parts: readonly (string | number)[]) => `req_${hex(['req', ...parts], 32)}`,
    fingerprint: (model: string) => `fp_${hex(['fp', model], 10)}`,
    token,
  };
})();

describe('ids made in one pass', () => {
  const next = seededRandom(47);
  const pick = (n: number) => Math.floor(next() * n);
  const CHARS = ['a', 'Z', '0', ' ', '"', '\\', '\u0000', '\n', 'é', '✓', '\u2028', '\ud83d\ude00', '\ud800', '{'];
  const text = () => {
    // Lengths around the digest threshold (256) as well as short and empty ones.
    const length = [0, 1, 5, 40, 255, 256, 257, 300, 2000][pick(9)]!;
    let out = '';
    while (out.length < length) out += CHARS[pick(CHARS.length)];
    return out.slice(0, length);
  };
  const parts = () =>
    Array.from({ length: pick(5) }, () => (next() < 0.25 ? [0, 1, 17, -3, 1.5, 1765000000123][pick(6)]! : text()));

  it('gives the same ids as the joined-text definition, on 18,000 generated ids', () => {
    let compared = 0;
    for (let k = 0; k < 3000; k++) {
      const p = parts();
      expect(ids.completion(p)).toBe(reference.completion(p));
      expect(ids.call(p)).toBe(reference.call(p));
      expect(ids.request(p)).toBe(reference.request(p));
      const model = text();
      expect(ids.fingerprint(model)).toBe(reference.fingerprint(model));
      // Lengths past four rounds too (the one pass covers four at a time).
      const length = 1 + pick(70);
      expect(stableToken(p, length)).toBe(reference.token(p, length));
      expect(ids.request([model, ...p])).toBe(reference.request([model, ...p]));
      compared += 6;
    }
    expect(compared).toBe(18_000);
  });
});
