// CORS of the mock API: the headers it allows and exposes, and what a simple (non-preflight) answer carries.
import { SDK_REQUEST_HEADERS } from '@loopscope/wire/sdk-headers';

/** A header carrying faults for one request as JSON, e.g. `{"error":429}` (handy from curl). */
export const FAULT_HEADER = 'X-Loopscope-Faults';

export const ALLOWED_HEADERS: readonly string[] = [...SDK_REQUEST_HEADERS, FAULT_HEADER];

export const EXPOSED_HEADERS: readonly string[] = [
  'x-request-id',
  'openai-processing-ms',
  'openai-version',
  'openai-organization',
  'retry-after',
  'retry-after-ms',
  'x-ratelimit-limit-requests',
  'x-ratelimit-remaining-requests',
  'x-ratelimit-reset-requests',
  'x-ratelimit-limit-tokens',
  'x-ratelimit-remaining-tokens',
  'x-ratelimit-reset-tokens',
  'x-loopscope-explanation',
  'openai-poll-after-ms',
];

/** Exactly what hono/cors adds to a simple response with `origin: '*'`, for routes that answer before it runs. */
export const SIMPLE_CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': EXPOSED_HEADERS.join(','),
};

/** Adds the simple CORS headers to a response built elsewhere (errors: rare, so rebuilding its headers is fine). */
export function withSimpleCors(response: Response): Response {
  for (const [name, value] of Object.entries(SIMPLE_CORS_HEADERS)) response.headers.set(name, value);
  return response;
}
