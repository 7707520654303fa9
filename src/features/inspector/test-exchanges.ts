// Test data: exchanges built from the seed-001 fixture bodies; the seed stream's events come from wire/testing.
import { seed001Text } from '../../../vendor/index';
import type { Exchange } from '@loopscope/engine/types';

export const fixture = seed001Text;

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

export { toolCallStreamEvents } from '@loopscope/wire/testing/stream-events';
