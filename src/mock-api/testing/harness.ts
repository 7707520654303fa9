// Test support: an SDK client wired to a mock API, a raw POST helper, and the seed fixtures.
import { seed001Json } from '../../../vendor/index.ts';
import OpenAI from 'openai';
import { SseDecoder } from '@loopscope/wire/sse';
import type { MockApi } from '../types.ts';

export const BASE_URL = 'http://mock.loopscope.local/v1';

/** The seed-001 payloads (1-request.json ... 4-response.json). */
export const seedFixture = seed001Json;

export interface Recorded {
  method: string;
  url: string;
  requestBody: string | null;
  status: number;
  contentType: string;
  responseBody: string;
}

/** An SDK client whose fetch is the mock; every exchange is recorded with its exact body text. */
export function sdkClient(api: MockApi, options: { apiKey?: string; maxRetries?: number } = {}) {
  const exchanges: Recorded[] = [];
  const client = new OpenAI({
    apiKey: options.apiKey ?? 'sk-test',
    baseURL: BASE_URL,
    maxRetries: options.maxRetries ?? 0,
    fetch: async (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init);
      const requestBody = request.method === 'GET' ? null : await request.clone().text();
      const response = await api.fetch(request);
      const copy = response.clone();
      const record: Recorded = {
        method: request.method,
        url: request.url,
        requestBody,
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        responseBody: '',
      };
      exchanges.push(record);
      // Read the copy in the background so a stream reaches the SDK as it is produced.
      void copy.text().then(
        (text) => (record.responseBody = text),
        () => undefined,
      );
      return response;
    },
  });
  return { client, exchanges };
}

/** POSTs a JSON body (an object, or raw text) to a path of the mock. */
export async function post(
  api: MockApi,
  body: unknown,
  init: { path?: string; headers?: Record<string, string> } = {},
) {
  const response = await api.fetch(
    new Request(`${BASE_URL}${init.path ?? '/chat/completions'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk-test', ...init.headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  return { response, status: response.status, text, json: () => JSON.parse(text) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The `data:` payloads of an SSE body, parsed, with the final `[DONE]` kept as a string. */
export function sseData(text: string): unknown[] {
  const decoder = new SseDecoder();
  const events = [...decoder.push(text), ...decoder.flush()];
  return events.map((e) => (e.data === '[DONE]' ? '[DONE]' : JSON.parse(e.data)));
}

/** A minimal valid request, for tests that change one thing. */
export function baseRequest(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { model: 'gpt-4o', messages: [{ role: 'user', content: 'Hello' }], ...extra };
}
