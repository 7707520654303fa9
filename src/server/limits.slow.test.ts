// The server under load (npm run test:slow): 1,000 concurrent streams, half dropped mid-stream, leave it serving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { LIMITS_CHAT, startLimitsServer } from './testing/limits-server.ts';

describe('server limits under load', () => {
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    ({ base, close } = await startLimitsServer());
  });
  afterAll(() => close());

  it('serves 1,000 concurrent streams, half of them dropped mid-stream, and answers normally afterwards', async () => {
    const body = JSON.stringify({ ...LIMITS_CHAT, stream: true });
    // node:http rather than fetch: undici gives up on a connect after 10 s, which a loaded machine reaches with 1,000 at
    // once; that would be the client failing, not the server. No agent pool: each stream has its own connection.
    const one = (i: number) =>
      new Promise<string>((resolve) => {
        const req = httpRequest(
          `${base}/v1/chat/completions`,
          {
            method: 'POST',
            agent: false,
            headers: { 'content-type': 'application/json', authorization: 'Bearer sk-test' },
          },
          (res) => {
            if (res.statusCode !== 200) {
              res.resume();
              resolve(`status ${res.statusCode}`);
              return;
            }
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              text += chunk;
              // Every other client hangs up after the first bytes, as a closed tab does.
              if (i % 2 === 1) {
                req.destroy();
                resolve('dropped');
              }
            });
            res.on('end', () => resolve(text.trimEnd().endsWith('data: [DONE]') ? 'complete' : 'truncated'));
            res.on('error', (error) => resolve(i % 2 === 1 ? 'dropped' : `failed mid-stream: ${error.message}`));
          },
        );
        req.on('error', (error: NodeJS.ErrnoException) =>
          resolve(i % 2 === 1 && req.destroyed ? 'dropped' : `failed: ${error.code ?? error.message}`),
        );
        req.end(body);
      });
    const results = await Promise.all(Array.from({ length: 1000 }, (_, i) => one(i)));
    // Every stream read to the end is whole. On failure the message counts each outcome (e.g. { "failed: ECONNRESET": 3 }).
    const outcomes: Record<string, number> = {};
    results.forEach((r, i) => {
      if (i % 2 === 0) outcomes[r] = (outcomes[r] ?? 0) + 1;
    });
    expect(outcomes, 'outcomes of the 500 streams read to the end').toEqual({ complete: 500 });
    const after = await fetch(`${base}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk-test' },
      body: JSON.stringify(LIMITS_CHAT),
    });
    expect(after.status).toBe(200);
  }, 120_000);
});
