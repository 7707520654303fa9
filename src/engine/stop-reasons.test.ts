// Why a loop ended, per kind of failure: the banner names a timeout, CORS, no connection and an HTTP error apart, as a
// code the UI translates (with the API's message as a parameter, never translated) and as English text.
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { describe, expect, it } from 'vitest';
import { endingFromError, finishedReason, maxStepsReason } from './stop-reasons';

const connection = (cause: string) => new APIConnectionError({ cause: new TypeError(cause) });

describe('endingFromError', () => {
  it('names the failure the network fetch found, without "Connection error."', () => {
    const cors = endingFromError(
      connection('CORS: api.openai.com answered, but its CORS headers do not let this page read the response'),
      false,
    ).stop;
    expect(cors).toEqual({
      code: 'cors',
      params: { detail: 'api.openai.com answered, but its CORS headers do not let this page read the response' },
      text: 'Blocked by CORS: api.openai.com answered, but its CORS headers do not let this page read the response.',
    });
    expect(
      endingFromError(connection('Network: could not reach api.openai.com (Failed to fetch)'), false).stop.text,
    ).toBe('No connection: could not reach api.openai.com (Failed to fetch).');
    expect(endingFromError(connection('Timeout: api.openai.com did not answer within 60 s'), false).stop).toMatchObject(
      { code: 'timeout', text: 'Timed out: api.openai.com did not answer within 60 s.' },
    );
  });

  it('says timed out for the SDK timeout and quotes the API for an HTTP error', () => {
    expect(endingFromError(new APIConnectionTimeoutError(), false).stop).toMatchObject({
      code: 'sdk-timeout',
      text: "Timed out: the API did not answer before the SDK's timeout.",
    });
    const http = APIError.generate(429, { error: { message: 'Rate limit reached' } }, undefined, new Headers());
    expect(endingFromError(http, false)).toEqual({
      status: 'error',
      stop: {
        code: 'http',
        params: { status: 429, message: 'Rate limit reached' },
        text: 'The API answered HTTP 429: Rate limit reached',
      },
    });
    expect(endingFromError(connection('socket hang up'), false).stop.text).toBe(
      'Could not reach the API: Connection error. (socket hang up)',
    );
    expect(endingFromError(new Error('boom'), true)).toMatchObject({ status: 'aborted', stop: { code: 'aborted' } });
  });

  it('words how a loop finished by its finish_reason, and the max-steps guard with its number', () => {
    expect(finishedReason(null)).toEqual({
      code: 'finished',
      params: { finishReason: 'stop' },
      text: 'The model gave its final answer (finish_reason: "stop").',
    });
    expect(finishedReason('length').code).toBe('length');
    expect(maxStepsReason(3)).toMatchObject({ code: 'max-steps', params: { maxSteps: 3 } });
    expect(maxStepsReason(3).text).toMatch(/^Stopped after 3 steps/);
  });
});
