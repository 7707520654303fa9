// Bench of the capture proxy: the time it adds per request over calling the mock's /v1 directly (same server, over HTTP).
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createServerApp } from '../src/server/app.ts';
import { median, type BenchModule } from './lib.ts';
import { WEATHER_REQUEST } from './mock-api.ts';

const WARM_UP = 100;
const PAIRS = 400;

const bench: BenchModule = {
  title: 'Capture proxy (LOOPSCOPE_UPSTREAM=mock)',
  async run() {
    const app = createServerApp({ staticRoot: null, mockApi: { scenario: 'none' }, capture: { upstream: 'mock' } });
    const { server, origin } = await new Promise<{ server: ReturnType<typeof serve>; origin: string }>((ready) => {
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        ready({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
      );
    });
    const body = JSON.stringify(WEATHER_REQUEST);
    const headers = { 'content-type': 'application/json', authorization: 'Bearer sk-bench-key-0123456789abcdef' };
    const timed = async (base: string, stream: boolean) => {
      const t0 = performance.now();
      const res = await fetch(`${origin}${base}/chat/completions`, {
        method: 'POST',
        headers,
        body: stream ? JSON.stringify({ ...WEATHER_REQUEST, stream: true }) : body,
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`bench request failed with ${res.status}`);
      return performance.now() - t0;
    };
    try {
      const measure = async (stream: boolean) => {
        for (let i = 0; i < WARM_UP; i++) await Promise.all([timed('/v1', stream), timed('/proxy/v1', stream)]);
        const direct: number[] = [];
        const proxied: number[] = [];
        // Alternating pairs keep both sides under the same machine load; the overhead is the median of the pairs' differences.
        for (let i = 0; i < PAIRS; i++) {
          direct.push(await timed('/v1', stream));
          proxied.push(await timed('/proxy/v1', stream));
        }
        return {
          direct: median(direct),
          proxied: median(proxied),
          overhead: median(proxied.map((p, i) => p - direct[i]!)),
        };
      };
      const plain = await measure(false);
      const streamed = await measure(true);
      const note = `median of ${PAIRS}, alternating`;
      const overheadNote = `median of ${PAIRS} paired differences; target < 1 ms`;
      return [
        { name: 'POST /v1/chat/completions (direct)', value: plain.direct, unit: 'ms', note },
        { name: 'POST /proxy/v1/chat/completions (captured)', value: plain.proxied, unit: 'ms', note },
        { name: 'proxy overhead per request', value: plain.overhead, unit: 'ms', note: overheadNote },
        { name: 'streamed: direct, whole stream', value: streamed.direct, unit: 'ms', note },
        { name: 'streamed: captured, whole stream', value: streamed.proxied, unit: 'ms', note },
        { name: 'proxy overhead per streamed request', value: streamed.overhead, unit: 'ms', note: overheadNote },
      ];
    } finally {
      server.close();
    }
  },
};

export default bench;
