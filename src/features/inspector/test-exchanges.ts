// Test data: exchanges built from the seed-001 fixture bodies; the seed stream's events come from wire/testing.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Exchange } from '../../store/engine-types';

export function fixture(name: string): string {
  // A plain path, not `new URL(…, import.meta.url)`: Vite rewrites that pattern into a dev-server URL under jsdom.
  // shared/ sits beside the repository (CI clones it elsewhere with shared/ next to it).
  return readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/fixtures/seed-001', name), 'utf8');
}

export function makeExchange(over: Partial<Exchange> & { id: string }): Exchange {
  return {
    step: 1,
    attempt: 0,
    method: 'POST',
    url: 'http://mock.loopscope.local/v1/chat/completions',
    requestHeaders: { 'content-type': 'application/json', authorization: 'Bearer sk-…wxyz' },
    requestBody: null,
    status: 200,
    responseHeaders: { 'content-type': 'application/json' },
    responseBody: null,
    streamed: false,
    events: [],
    startedAt: 0,
    durationMs: 120,
    state: 'done',
    error: null,
    ...over,
  };
}

export { toolCallStreamEvents } from '../../wire/testing/stream-events';
