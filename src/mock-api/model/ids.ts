// Deterministic ids: derived from the seed and the request's content, never from a counter or Math.random.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** cyrb53's two lanes; each character moves each lane on its own, so a hash can stop after a prefix and go on later. */
export type Hash53State = [h1: number, h2: number];

export function hash53Start(salt = 0): Hash53State {
  return [0xdeadbeef ^ salt, 0x41c6ce57 ^ salt];
}

/** The lanes after `text` more characters (a new array; `state` is left as it was, so it can be resumed again). */
export function hash53Feed([h1, h2]: Hash53State, text: string): Hash53State {
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  return [h1, h2];
}

export function hash53End([h1, h2]: Hash53State): number {
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** cyrb53: a fast, well-spread 53-bit string hash (not cryptographic; it only needs to be stable). */
export function hash53(text: string, salt = 0): number {
  return hash53End(hash53Feed(hash53Start(salt), text));
}

/** Parts longer than this are hashed once into a 128-bit digest; the rounds of an id hash the digest, not the part. */
const DIGEST_OVER = 256;

/**
 * The text an id's rounds hash: the parts joined, a long part (a whole request body) replaced by its digest, so the
 * ids of one request cost one pass over its body instead of one per round and id (a 70 KB body made its ids cost 3 ms).
 */
function idText(parts: readonly (string | number)[]): string {
  return parts.map((p) => (typeof p === 'string' && p.length > DIGEST_OVER ? digestOf(p) : p)).join('\u0000');
}

/** Digests of the last few long texts (a request's completion, call and request ids share its body). */
const digests = new Map<string, string>();

function digestOf(text: string): string {
  const known = digests.get(text);
  if (known !== undefined) return known;
  let a1 = 0xdeadbeef;
  let a2 = 0x41c6ce57;
  let b1 = 0xdeadbeef ^ 1;
  let b2 = 0x41c6ce57 ^ 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    a1 = Math.imul(a1 ^ ch, 2654435761);
    a2 = Math.imul(a2 ^ ch, 1597334677);
    b1 = Math.imul(b1 ^ ch, 2246822519);
    b2 = Math.imul(b2 ^ ch, 3266489917);
  }
  const digest = `digest:${text.length}:${(a1 >>> 0).toString(36)}.${(a2 >>> 0).toString(36)}.${(b1 >>> 0).toString(36)}.${(b2 >>> 0).toString(36)}`;
  if (digests.size >= 8) digests.delete(digests.keys().next().value!);
  digests.set(text, digest);
  return digest;
}

/** `length` base-62 characters that depend only on `parts`. */
export function stableToken(parts: readonly (string | number)[], length: number): string {
  const text = idText(parts);
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
  fingerprint: (model: string) => fingerprintOf(model),
};

/** A model's fingerprint, made once: every completion of the model carries the same one (bounded: snapshots are few). */
const fingerprints = new Map<string, string>();

function fingerprintOf(model: string): string {
  let fingerprint = fingerprints.get(model);
  if (fingerprint === undefined) {
    fingerprint = `fp_${hex(['fp', model], 10)}`;
    if (fingerprints.size < 256) fingerprints.set(model, fingerprint);
  }
  return fingerprint;
}

function hex(parts: readonly (string | number)[], length: number): string {
  const text = idText(parts);
  let out = '';
  for (let round = 0; out.length < length; round++) out += hash53(text, round).toString(16).padStart(14, '0');
  return out.slice(0, length);
}
