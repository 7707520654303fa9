// The exchange record's queries: bodies as JSON, the API path, what kind of call it is, whether it is settled.
import { describe, expect, it } from 'vitest';
import {
  apiPath,
  bodyJson,
  isResponsesCreate,
  isRunPoll,
  isSettled,
  requestJson,
  requestObject,
  responseJson,
  type Exchange,
} from './exchange';

const exchange = (patch: Partial<Exchange>): Exchange => ({
  id: 'x',
  step: 1,
  attempt: 0,
  method: 'POST',
  url: 'http://mock.test/v1/chat/completions',
  requestHeaders: {},
  requestBody: '{}',
  status: 200,
  responseHeaders: {},
  responseBody: '{}',
  streamed: false,
  events: [],
  startedAt: 0,
  durationMs: 1,
  state: 'done',
  error: null,
  ...patch,
});

describe('exchange queries', () => {
  it('read bodies as JSON: null for none, empty or not JSON; requestObject only for an object', () => {
    expect(bodyJson(null)).toBeNull();
    expect(bodyJson('')).toBeNull();
    expect(bodyJson('{oops')).toBeNull();
    expect(bodyJson('[1]')).toEqual([1]);
    expect(requestJson(exchange({ requestBody: '{"model":"m"}' }))).toEqual({ model: 'm' });
    expect(responseJson(exchange({ responseBody: 'data: {}\n\n' }))).toBeNull();
    expect(requestObject(exchange({ requestBody: '[1]' }))).toBeNull();
    expect(requestObject(exchange({ requestBody: '{"a":1}' }))).toEqual({ a: 1 });
  });

  it('give the path after any API base, and tell a Responses create by method, path and body', () => {
    expect(apiPath(exchange({ url: 'https://proxy.example/proxy/v1/responses' }))).toBe('/responses');
    expect(
      isResponsesCreate(exchange({ url: 'https://api.openai.com/v1/responses', requestBody: '{"input":"hi"}' })),
    ).toBe(true);
    expect(isResponsesCreate(exchange({ url: 'https://api.openai.com/v1/responses', requestBody: null }))).toBe(false);
    expect(
      isResponsesCreate(exchange({ url: 'https://api.openai.com/v1/responses', method: 'GET', requestBody: null })),
    ).toBe(false);
    expect(isResponsesCreate(exchange({ url: 'https://api.openai.com/v1/responses/resp_1/input_items' }))).toBe(false);
  });

  it('tell a poll of one run from the other run calls, with or without a query', () => {
    const base = 'http://mock.loopscope.local/v1/threads/thread_a/runs';
    expect(isRunPoll({ method: 'GET', url: `${base}/run_1` })).toBe(true);
    expect(isRunPoll({ method: 'GET', url: `${base}/run_1?include=x` })).toBe(true);
    expect(isRunPoll({ method: 'POST', url: `${base}/run_1` })).toBe(false);
    expect(isRunPoll({ method: 'GET', url: `${base}/run_1/steps` })).toBe(false);
    expect(isRunPoll({ method: 'GET', url: base })).toBe(false);
  });

  it('are settled once done, failed or aborted', () => {
    expect(
      ['pending', 'streaming', 'done', 'failed', 'aborted'].map((state) =>
        isSettled({ state: state as Exchange['state'] }),
      ),
    ).toEqual([false, false, true, true, true]);
  });
});
