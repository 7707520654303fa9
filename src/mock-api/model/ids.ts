// Deterministic ids: derived from the seed and the request's content, never from a counter or Math.random.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** cyrb53: a fast, well-spread 53-bit string hash (not cryptographic; it only needs to be stable). */
export function hash53(text: string, salt = 0): number {
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
}

/** `length` base-62 characters that depend only on `parts`. */
export function stableToken(parts: readonly (string | number)[], length: number): string {
  const text = parts.join('\u0000');
  let out = '';
  for (let round = 0; out.length < length; round++) {
    let n = hash53(text, round);
    for (let i = 0; i < 8 && out.length < length; i++) {
      out += ALPHABET[n % 62];
      n = Math.floor(n / 62);
    }
  }
  return out;
}

/** Shapes of the real ids: `chatcmpl-` + 29 characters, `call_` + 24, `fp_` + 10 hex, `req_` + 32 hex. */
export const ids = {
  completion: (parts: readonly (string | number)[]) => `chatcmpl-${stableToken(['chatcmpl', ...parts], 29)}`,
  call: (parts: readonly (string | number)[]) => `call_${stableToken(['call', ...parts], 24)}`,
  request: (parts: readonly (string | number)[]) => `req_${hex(['req', ...parts], 32)}`,
  fingerprint: (model: string) => `fp_${hex(['fp', model], 10)}`,
};

function hex(parts: readonly (string | number)[], length: number): string {
  const text = parts.join('\u0000');
  let out = '';
  for (let round = 0; out.length < length; round++) out += hash53(text, round).toString(16).padStart(14, '0');
  return out.slice(0, length);
}
