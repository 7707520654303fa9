// Responses-style ids (`resp_`, `msg_`, `fc_`, `ctc_`, `tsc_`, `tso_`, `rs_`, `conv_`, `cmp_`, `prog_`, `po_`, `mcpl_`,
// `mcp_`, `mcpr_` + 48 hex) derived from the seed and the request, and the opaque blobs the mock seals.
import { hash53, hash53End, hash53Feed, hash53Start, type Hash53State } from '../model/ids.ts';

function hex(parts: readonly (string | number)[], length: number): string {
  let out = '';
  for (let round = 0; out.length < length; round++)
    out += hash53(parts.join('\u0000'), round).toString(16).padStart(14, '0');
  return out.slice(0, length);
}

export type ItemPrefix =
  | 'resp'
  | 'msg'
  | 'fc'
  | 'ctc'
  | 'tsc'
  | 'tso'
  | 'rs'
  | 'conv'
  | 'cmp'
  | 'prog'
  | 'po'
  | 'mcpl'
  | 'mcp'
  | 'mcpr'
  | 'fs'
  | 'ci'
  | 'ws'
  | 'cntr'
  | 'sh'
  | 'apc'
  | 'ig'
  | 'cu'
  | 'lsh';

export function itemId(prefix: ItemPrefix, parts: readonly (string | number)[]): string {
  return `${prefix}_${hex([prefix, ...parts], 48)}`;
}

/**
 * `itemId(prefix, [...head, ...tail])` for many ids that share a head (a request's seed and whole body): the head is
 * hashed once per prefix and round, then each id hashes only its tail. Hashing the whole body again for every input item
 * cost items × body (8,000 small items: 20 s, 200,000: minutes).
 */
export function itemIdsFor(
  head: readonly (string | number)[],
): (prefix: ItemPrefix, tail: readonly (string | number)[]) => string {
  // Per prefix, the lanes after `prefix\0head` for each round an id needs (four rounds of 14 hex digits make 48).
  const states = new Map<ItemPrefix, Hash53State[]>();
  const statesAfterHead = (prefix: ItemPrefix) => {
    let known = states.get(prefix);
    if (!known) {
      const text = [prefix, ...head].join('\u0000');
      known = [0, 1, 2, 3].map((round) => hash53Feed(hash53Start(round), text));
      states.set(prefix, known);
    }
    return known;
  };
  return (prefix, tail) => {
    const rest = tail.length === 0 ? '' : `\u0000${tail.join('\u0000')}`;
    const [s0, s1, s2, s3] = statesAfterHead(prefix) as [Hash53State, Hash53State, Hash53State, Hash53State];
    const end = (state: Hash53State) => hex14(hash53End(hash53Feed(state, rest)));
    return `${prefix}_${end(s0)}${end(s1)}${end(s2)}${end(s3).slice(0, 6)}`;
  };
}

const hex4 = (v: number) => {
  const s = v.toString(16);
  return '0000'.slice(s.length) + s;
};

/**
 * `n.toString(16).padStart(14, '0')` for a 53-bit hash, in small integers: a double's toString took most of an id's
 * time (200,000 input items: half a second of 1).
 */
function hex14(n: number): string {
  const high = Math.floor(n / 4294967296).toString(16);
  const low = n >>> 0;
  return `${'000000'.slice(high.length)}${high}${hex4(low >>> 16)}${hex4(low & 0xffff)}`;
}

/**
 * What the real API calls `encrypted_content`: opaque to the client, readable only by the server.
 * The mock's blob is a Fernet-looking token around base64 JSON: opaque enough to teach, and it
 * round-trips so a compaction or reasoning item passed back as input means what it meant.
 */
export function seal(value: unknown): string {
  return `gAAAAA${btoa(unescape(encodeURIComponent(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}`;
}

/** The sealed value, or undefined when the blob was not made by this mock (or was tampered with). */
export function unseal(blob: string): unknown {
  if (!blob.startsWith('gAAAAA')) return undefined;
  try {
    return JSON.parse(decodeURIComponent(escape(atob(blob.slice(6).replace(/-/g, '+').replace(/_/g, '/')))));
  } catch {
    return undefined;
  }
}
