// Which Host and Origin the server answers on its own routes: loopback names, plus the LAN addresses when HOST widens it.
import type { MiddlewareHandler } from 'hono';
import { errorBody, errorResponse } from '@loopscope/wire/errors';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host name of a `Host` header or an origin, without the port; null when it does not parse. */
function hostName(value: string): string | null {
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** The public API paths: any client may call them from anywhere (they are what SDKs point at). */
const PUBLIC_API = ['/v1', '/proxy/v1'];
/** …but for the Agents SDK's trace ingest, which records into the capture log: another website's page must not fill it. */
const RECORDING = '/v1/traces/ingest';
const isPublic = (path: string) =>
  path !== RECORDING && PUBLIC_API.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * Refuses a foreign Host on every route but the public API (a DNS-rebinding page reaches 127.0.0.1 under its own name),
 * and a foreign Origin everywhere (another website's page must not read the capture log or make the proxy record). A
 * request without an Origin (curl, an SDK) passes the Origin check.
 */
export function hostCheck(lanOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set([
    ...LOOPBACK,
    ...lanOrigins.map((origin) => hostName(origin)).filter((name): name is string => name !== null),
  ]);
  const ok = (value: string | undefined) => {
    const name = value === undefined ? null : hostName(value);
    return name !== null && allowed.has(name);
  };
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (!isPublic(c.req.path) && !ok(c.req.header('host') ?? new URL(c.req.url).host)) {
      return errorResponse(
        403,
        errorBody('Loopscope answers its own pages and capture API only on localhost or its local-network address.', {
          type: 'invalid_request_error',
          code: 'host_not_allowed',
        }),
      );
    }
    // An opaque origin ("null") is foreign too: it is what a sandboxed document, a data: URL or a cross-site redirect sends,
    // and the page itself never sends it (it has no sandboxed frames).
    if (origin !== undefined && !ok(origin) && !(isPublic(c.req.path) && c.req.path.startsWith('/v1'))) {
      return errorResponse(
        403,
        errorBody(`Requests from ${origin} may not use Loopscope's capture proxy or capture API.`, {
          type: 'invalid_request_error',
          code: 'origin_not_allowed',
        }),
      );
    }
    return next();
  };
}
