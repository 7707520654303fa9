// Header redaction for recorded exchanges: keys never reach the store, an export or a share link.

const SECRET_HEADERS = new Set(['authorization', 'api-key']);

/** `Bearer sk-…wxyz`: enough to tell two keys apart, never enough to use one. */
export function redactSecret(value: string): string {
  const bearer = /^Bearer\s+/i.exec(value);
  const key = bearer ? value.slice(bearer[0].length) : value;
  const masked = `sk-…${key.slice(-4)}`;
  return bearer ? `Bearer ${masked}` : masked;
}

/** Lower-cased names (as `Headers` iterates them) with secrets masked. */
export function recordHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = SECRET_HEADERS.has(name) ? redactSecret(value) : value;
  });
  return out;
}
