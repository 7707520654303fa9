// Each kind of failure is named in its own words: HTTP error, cut stream, timeout, CORS, no connection, cancel.
import { describe, expect, it } from 'vitest';
import { errorInWords, failureOf } from './failure-kind';
import { exchange } from '../testing/fixtures';

const openai = { url: 'https://api.openai.com/v1/chat/completions' };
const event = { raw: 'data: {}\n\n', event: null, data: '{}', at: 1 };

describe('failureOf', () => {
  it('says nothing about a good exchange', () => {
    expect(failureOf(exchange(1, 2))).toBeNull();
  });

  it('names an HTTP error with its status and host', () => {
    expect(failureOf(exchange(2, 5, { ...openai, status: 429 }))).toEqual({
      kind: 'http',
      label: 'HTTP 429',
      summary: 'api.openai.com answered request 2 with HTTP 429; nothing was added to messages.',
      facts: { host: 'api.openai.com', step: 2, status: 429, events: 0 },
    });
  });

  it("reads the capture proxy's own 502 as no connection: the upstream never answered", () => {
    const body = JSON.stringify({
      error: {
        message:
          "Loopscope's capture proxy could not reach https://api.openai.com/v1/chat/completions: connect ECONNREFUSED",
        type: 'proxy_error',
        param: null,
        code: 'upstream_unreachable',
      },
    });
    const failure = failureOf(exchange(3, 4, { ...openai, status: 502, responseBody: body }))!;
    expect([failure.kind, failure.label]).toEqual(['network', 'no connection']);
    expect(failure.summary).toBe(
      'Could not reach api.openai.com for request 3: no answer arrived (offline, wrong address, or the server is down).',
    );
    // A 502 the upstream itself sent is still its answer.
    expect(
      failureOf(
        exchange(3, 4, { ...openai, status: 502, responseBody: '{"error":{"message":"Bad gateway","code":null}}' }),
      )?.kind,
    ).toBe('http');
  });

  it('calls a 200 stream that broke off a cut stream, not a rejection', () => {
    const cut = failureOf(
      exchange(1, 2, {
        status: 200,
        streamed: true,
        state: 'failed',
        events: [event, event, event, event, event],
        error: 'network error',
      }),
    );
    expect(cut?.kind).toBe('cut-stream');
    expect(cut?.label).toBe('stream cut');
    expect(cut?.summary).toBe(
      'The answer to request 1 started (HTTP 200) but the stream broke off after 5 events, before [DONE]; the partial answer was not added to messages.',
    );
  });

  it('tells a CORS refusal, a timeout and no connection apart by what the network fetch found', () => {
    const failed = (error: string) =>
      failureOf(exchange(1, 2, { ...openai, status: null, responseBody: null, state: 'failed', error }));
    expect(failed('CORS: api.openai.com answered a no-cors probe')).toMatchObject({
      kind: 'cors',
      label: 'blocked by CORS',
    });
    expect(failed('CORS: x')?.summary).toBe(
      "api.openai.com is reachable but does not let this page read its answers (CORS), so the browser withheld request 1's response.",
    );
    expect(failed('Timeout: no answer in 60 s')).toMatchObject({
      kind: 'timeout',
      label: 'timed out',
      summary: 'api.openai.com did not answer request 1 in time.',
    });
    expect(failed('Network: Failed to fetch')).toMatchObject({
      kind: 'network',
      label: 'no connection',
      summary:
        'Could not reach api.openai.com for request 1: no answer arrived (offline, wrong address, or the server is down).',
    });
  });

  it('calls a cancelled request cancelled', () => {
    expect(
      failureOf(exchange(3, 7, { status: null, state: 'aborted', error: 'Aborted before the response was complete.' })),
    ).toMatchObject({ kind: 'aborted', label: 'cancelled' });
  });
});

describe('errorInWords', () => {
  it('prefers the named network cause and drops the trailing period', () => {
    const cause = new TypeError('Network: could not reach api.openai.com (Failed to fetch)');
    expect(errorInWords(new Error('Connection error.', { cause }))).toBe(
      'could not reach api.openai.com (Failed to fetch)',
    );
    expect(errorInWords(new Error('Connection error.'))).toBe('Connection error');
  });
});
