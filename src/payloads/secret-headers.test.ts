// The shared secret-header list and mask: every credential header is masked, short keys included, nothing else is touched.
import { describe, expect, it } from 'vitest';
import {
  SECRET_HEADER_NAMES,
  isSecretHeader,
  maskSecret,
  maskedHeaderRecord,
  safeHeaderValue,
  maskedUrl,
} from './secret-headers';

describe('secret headers', () => {
  it('names every header that carries a credential, in any case', () => {
    for (const name of [
      'Authorization',
      'proxy-authorization',
      'api-key',
      'X-API-Key',
      'cookie',
      'Set-Cookie',
      'x-goog-api-key',
    ]) {
      expect(isSecretHeader(name), name).toBe(true);
    }
    for (const name of [
      'content-type',
      'openai-organization',
      'openai-project',
      'x-stainless-retry-count',
      'x-request-id',
    ]) {
      expect(isSecretHeader(name), name).toBe(false);
    }
    expect(new Set(SECRET_HEADER_NAMES).size).toBe(SECRET_HEADER_NAMES.length);
  });

  it('keeps the scheme and the ends of a long key only', () => {
    expect(maskSecret('Bearer sk-proj-abcdefghijklmnop1234')).toBe('Bearer sk-…1234');
    expect(maskSecret('Basic dXNlcjpwYXNzd29yZC1sb25nLWVub3VnaA==')).toBe('Basic dXN…aA==');
  });

  it('masks short keys completely (a 4-character key is not shown in full)', () => {
    expect(maskSecret('abcd')).toBe('…');
    expect(maskSecret('Bearer abcd')).toBe('Bearer …');
    expect(maskSecret('sk-test-abcd')).toBe('…');
    expect(maskSecret('')).toBe('…');
  });

  it('is idempotent: a masked value stays as it is', () => {
    const once = maskSecret('Bearer sk-loopscope-mock-0001');
    expect(once).toBe('Bearer sk-…0001');
    expect(maskSecret(once)).toBe(once);
  });

  it('masks only secret headers in a header set, lower-casing names', () => {
    const headers = new Headers({
      Authorization: 'Bearer sk-live-secretsecret9876',
      'X-Api-Key': 'tiny',
      Cookie: 'session=0123456789abcdefghij',
      'Content-Type': 'application/json',
    });
    expect(maskedHeaderRecord(headers)).toEqual({
      authorization: 'Bearer sk-…9876',
      'x-api-key': '…',
      cookie: 'ses…ghij',
      'content-type': 'application/json',
    });
    expect(maskedHeaderRecord({ 'Set-Cookie': 'id=1' })).toEqual({ 'set-cookie': '…' });
    expect(safeHeaderValue('x-request-id', 'req_123')).toBe('req_123');
  });

  it('masks the gateway credential headers too', () => {
    for (const name of [
      'Ocp-Apim-Subscription-Key',
      'apikey',
      'x-portkey-api-key',
      'Authorization-Token',
      'X-Api-Token',
    ]) {
      expect(maskedHeaderRecord({ [name]: 'gw-secret-0123456789abcdef' })).toEqual({
        [name.toLowerCase()]: 'gw-…cdef',
      });
    }
  });

  it('masks credentials in a query string, keeping the rest of the URL', () => {
    expect(
      maskedUrl(
        'https://x.openai.azure.com/openai/deployments/d/chat/completions?api-version=2024-10-21&api-key=0123456789abcdef0123',
      ),
    ).toBe('https://x.openai.azure.com/openai/deployments/d/chat/completions?api-version=2024-10-21&api-key=012…0123');
    expect(maskedUrl('https://g.example/v1beta/models?key=AIzaShort')).toBe('https://g.example/v1beta/models?key=…');
    expect(maskedUrl('https://g.example/v1?apikey=a%2Bb&monkey=1&access_token=t')).toBe(
      'https://g.example/v1?apikey=…&monkey=1&access_token=…',
    );
    expect(maskedUrl('https://api.openai.com/v1/models?limit=2')).toBe('https://api.openai.com/v1/models?limit=2');
  });
});
