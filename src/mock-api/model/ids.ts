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
  return end53(h1, h2);
}

function end53(h1: number, h2: number): number {
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

/** A part as an id's rounds hash it: a long part (a whole request body) stands for its digest. */
function idPart(part: string | number): string {
  return typeof part === 'string' ? (part.length > DIGEST_OVER ? digestOf(part) : part) : String(part);
}

/** What joins the parts in the text an id's rounds hash (NUL). */
const SEPARATOR = 0;

/**
 * `hash53(text, first)` to `hash53(text, first + 3)`, written to `into[0..3]`, where `text` is the parts joined with
 * NUL, a long part replaced by its digest (so the ids of one request cost one pass over its body instead of one per
 * round and id: a 70 KB body made its ids cost 3 ms). One pass over the parts, never joined: an id needs three or four
 * rounds, and one loop with the four rounds' lanes side by side costs less than half of four loops over a joined text.
 */
function hashRounds(parts: readonly (string | number)[], first: number, into: number[]): void {
  let a1 = 0xdeadbeef ^ first;
  let a2 = 0x41c6ce57 ^ first;
  let b1 = 0xdeadbeef ^ (first + 1);
  let b2 = 0x41c6ce57 ^ (first + 1);
  let c1 = 0xdeadbeef ^ (first + 2);
  let c2 = 0x41c6ce57 ^ (first + 2);
  let d1 = 0xdeadbeef ^ (first + 3);
  let d2 = 0x41c6ce57 ^ (first + 3);
  for (let p = 0; p < parts.length; p++) {
    const text = idPart(parts[p]!);
    for (let i = p === 0 ? 0 : -1; i < text.length; i++) {
      const ch = i < 0 ? SEPARATOR : text.charCodeAt(i);
      a1 = Math.imul(a1 ^ ch, 2654435761);
      a2 = Math.imul(a2 ^ ch, 1597334677);
      b1 = Math.imul(b1 ^ ch, 2654435761);
      b2 = Math.imul(b2 ^ ch, 1597334677);
      c1 = Math.imul(c1 ^ ch, 2654435761);
      c2 = Math.imul(c2 ^ ch, 1597334677);
      d1 = Math.imul(d1 ^ ch, 2654435761);
      d2 = Math.imul(d2 ^ ch, 1597334677);
    }
  }
  into[0] = end53(a1, a2);
  into[1] = end53(b1, b2);
  into[2] = end53(c1, c2);
  into[3] = end53(d1, d2);
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
  const rounds = [0, 0, 0, 0];
  let out = '';
  for (let round = 0; out.length < length; round++) {
    if (round % 4 === 0) hashRounds(parts, round, rounds);
    let n = rounds[round % 4]!;
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
  const rounds = [0, 0, 0, 0];
  let out = '';
  for (let round = 0; out.length < length; round++) {
    if (round % 4 === 0) hashRounds(parts, round, rounds);
    out += hex14(rounds[round % 4]!);
  }
  return out.slice(0, length);
}

const HEX_DIGITS = '0123456789abcdef';

/** `n.toString(16).padStart(14, '0')` of a 53-bit hash, from its two 32-bit halves (a double's toString(16) is slow). */
function hex14(n: number): string {
  const high = Math.floor(n / 4294967296);
  const low = n >>> 0;
  let out = '';
  for (let shift = 20; shift >= 0; shift -= 4) out += HEX_DIGITS[(high >>> shift) & 15];
  for (let shift = 28; shift >= 0; shift -= 4) out += HEX_DIGITS[(low >>> shift) & 15];
  return out;
}
