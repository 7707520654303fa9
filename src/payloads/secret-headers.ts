// The one list of headers that carry credentials, and the mask every layer applies to them (recorder, views, storage, exports).

/**
 * Lower-cased names of headers whose value is a credential or a session: API keys of OpenAI and the
 * OpenAI-compatible providers people point Loopscope at (Azure's `api-key`, Anthropic's and many gateways'
 * `x-api-key`, Google's `x-goog-api-key`), HTTP auth, proxy auth, cookies and common token headers.
 * `openai-organization` and `openai-project` are identifiers, not credentials, so they stay readable.
 */
export const SECRET_HEADER_NAMES: readonly string[] = [
  'authorization',
  'proxy-authorization',
  'api-key',
  'x-api-key',
  'openai-api-key',
  'x-goog-api-key',
  'x-auth-token',
  'x-access-token',
  'x-amz-security-token',
  // Azure API Management, Kong/generic gateways, Portkey, and two more token headers seen in gateways.
  'ocp-apim-subscription-key',
  'apikey',
  'x-portkey-api-key',
  'authorization-token',
  'x-api-token',
  'cookie',
  'set-cookie',
];

const SECRET_SET = new Set(SECRET_HEADER_NAMES);

/** The mark a masked value carries; U+2026 cannot travel in an HTTP header, so a value holding it was masked by us. */
export const MASK = '…';

/** Keys shorter than this are shown as the mark alone: their first and last characters would give away too much. */
const SHOW_ENDS_FROM = 20;

export function isSecretHeader(name: string): boolean {
  return SECRET_SET.has(name.toLowerCase());
}

/**
 * `Bearer sk-…wxyz`: enough to tell two long keys apart, never enough to use one. The auth scheme stays, short
 * secrets become `…`, and masking a masked value changes nothing.
 */
export function maskSecret(value: string): string {
  if (value.includes(MASK)) return value;
  const scheme = /^(Bearer|Basic|Token)\s+/i.exec(value)?.[0] ?? '';
  const secret = value.slice(scheme.length).trim();
  const masked = secret.length >= SHOW_ENDS_FROM ? `${secret.slice(0, 3)}${MASK}${secret.slice(-4)}` : MASK;
  return `${scheme}${masked}`;
}

/** The value to keep or show for a header: masked when the name is a secret one, untouched otherwise. */
export function safeHeaderValue(name: string, value: string): string {
  return isSecretHeader(name) ? maskSecret(value) : value;
}

/** Lower-cased names (as `Headers` iterates them) with every secret masked. */
export function maskedHeaderRecord(headers: Headers | Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  const entries = headers instanceof Headers ? headers.entries() : Object.entries(headers);
  for (const [name, value] of entries) out[name.toLowerCase()] = safeHeaderValue(name, value);
  return out;
}

/** Query parameters that carry a credential (`?api-key=` on Azure, `?key=` on Google, tokens on many gateways). */
const SECRET_QUERY =
  /([?&](?:api[-_]?key|key|x-api-key|access[-_]token|token|auth|subscription[-_]key|sig|signature|password)=)([^&#]*)/gi;

/** The URL with every credential in its query string masked like a secret header's value; the rest kept as it was. */
export function maskedUrl(url: string): string {
  return url.replace(SECRET_QUERY, (_, name: string, value: string) => {
    let decoded = value;
    try {
      decoded = decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      // A malformed escape is still a secret: mask its raw text.
    }
    return `${name}${maskSecret(decoded)}`;
  });
}
