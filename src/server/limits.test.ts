// The server under abuse: bodies over the limit get a 413 in the API's error shape (1,000 concurrent streams: limits.slow.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { isOpenAIErrorBody } from '@loopscope/wire/errors';
import { MAX_BODY_BYTES } from './app.ts';
import { LIMITS_CHAT, startLimitsServer } from './testing/limits-server.ts';

describe('server limits', () => {
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    ({ base, close } = await startLimitsServer());
  });
  afterAll(() => close());

  it('refuses a body over the limit with a 413 in the API error shape, with or without a content-length', async () => {
    const big = JSON.stringify({ ...LIMITS_CHAT, messages: [{ role: 'user', content: 'x'.repeat(MAX_BODY_BYTES) }] });
    const declared = await fetch(`${base}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk-test' },
      body: big,
    });
    expect(declared.status).toBe(413);
    const json = await declared.json();
    expect(isOpenAIErrorBody(json)).toBe(true);
    expect(json.error.message).toBe('Request body too large: the Loopscope mock API accepts at most 8 MB per request.');
    expect(json.error.code).toBe('request_too_large');

    // Chunked: no length up front, so the limit must hold while the body streams in.
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${base}/v1/chat/completions`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: 'Bearer sk-test',
            'transfer-encoding': 'chunked',
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      const chunk = 'x'.repeat(1024 * 1024);
      for (let i = 0; i < 9; i++) req.write(chunk);
      req.end();
    });
    expect(status).toBe(413);

    const small = await fetch(`${base}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk-test' },
      body: JSON.stringify(LIMITS_CHAT),
    });
    expect(small.status).toBe(200);
  });
});
