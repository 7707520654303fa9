// Responses-style ids (`resp_`, `msg_`, `fc_`, `rs_`, `conv_`, `cmp_` + 48 hex) derived from the seed and the request, and the opaque blobs the mock seals.
import { hash53 } from '../model/ids.ts';

function hex(parts: readonly (string | number)[], length: number): string {
  let out = '';
  for (let round = 0; out.length < length; round++) out += hash53(parts.join('\u0000'), round).toString(16).padStart(14, '0');
  return out.slice(0, length);
}

export type ItemPrefix = 'resp' | 'msg' | 'fc' | 'rs' | 'conv' | 'cmp';

export function itemId(prefix: ItemPrefix, parts: readonly (string | number)[]): string {
  return `${prefix}_${hex([prefix, ...parts], 48)}`;
}

/**
 * What the real API calls `encrypted_content`: opaque to the client, readable only by the server.
 * The mock's blob is a Fernet-looking token around base64 JSON: opaque enough to teach, and it
 * round-trips so a compaction or reasoning item passed back as input means what it meant.
 */
export function seal(value: unknown): string {
  return `gAAAAA${btoa(unescape(encodeURIComponent(JSON.stringify(value)))).replace(/\+/g, '-').replace(/\//g, '_')}`;
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
