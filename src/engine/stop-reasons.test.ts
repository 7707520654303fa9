// Why a loop ended, per kind of failure: the banner names a timeout, CORS, no connection and an HTTP error apart.
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { describe, expect, it } from 'vitest';
import { endingFromError } from './stop-reasons';

const connection = (cause: string) => new APIConnectionError({ cause: new TypeError(cause) });

describe('endingFromError', () => {
  it('names the failure the network fetch found, without "Connection error."', () => {
    expect(endingFromError(connection('CORS: api.openai.com answered, but its CORS headers do not let this page read the response'), false).stopReason).toBe(
      'Blocked by CORS: api.openai.com answered, but its CORS headers do not let this page read the response.',
    );
    expect(endingFromError(connection('Network: could not reach api.openai.com (Failed to fetch)'), false).stopReason).toBe(
      'No connection: could not reach api.openai.com (Failed to fetch).',
    );
    expect(endingFromError(connection('Timeout: api.openai.com did not answer within 60 s'), false).stopReason).toBe('Timed out: api.openai.com did not answer within 60 s.');
  });

  it('says timed out for the SDK timeout and quotes the API for an HTTP error', () => {
    expect(endingFromError(new APIConnectionTimeoutError(), false).stopReason).toBe("Timed out: the API did not answer before the SDK's timeout.");
    const http = APIError.generate(429, { error: { message: 'Rate limit reached' } }, undefined, new Headers());
    expect(endingFromError(http, false)).toEqual({ status: 'error', stopReason: 'The API answered HTTP 429: Rate limit reached' });
    expect(endingFromError(connection('socket hang up'), false).stopReason).toBe('Could not reach the API: Connection error. (socket hang up)');
  });
});
