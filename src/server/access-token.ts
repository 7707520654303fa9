// The per-launch access token of a server that listens beyond loopback: the capture API and the live view are for whoever started it.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { errorBody, errorResponse } from '@loopscope/wire/errors';
import { isLoopbackHost } from '@loopscope/wire/loopback';

/** The query parameter the start-up banner's link carries the token in (as the MCP Inspector's does). */
export const TOKEN_PARAM = 'token';
/** Where the page keeps it after the first visit: HttpOnly (no script reads it), SameSite=Strict (no other site sends it). */
export const TOKEN_COOKIE = 'loopscope_token';

/** What a command line sends to pass the gate: the same cookie the browser gets from the link. */
export const tokenHeaders = (token: string | undefined): Record<string, string> =>
  token ? { cookie: `${TOKEN_COOKIE}=${token}` } : {};

/**
 * A fresh token when the server listens beyond this computer (HOST=0.0.0.0 or a network address), where anyone in the
 * room could otherwise read and clear everyone's capture log; none on loopback, which keeps working as it always did.
 */
export function accessTokenFor(
  host: string,
  random: () => string = () => randomBytes(24).toString('base64url'),
): string | null {
  return isLoopbackHost(host) ? null : random();
}

/** What the token guards: the capture API (and /api/lan) and the live view. The SPA's pages and the public /v1 stay open; /proxy and /otlp are `producing`. */
const guarded = (path: string) => path.startsWith('/api/') || path === '/live' || path.startsWith('/live/');

/**
 * Where apps send what gets captured: anyone in the room could otherwise fill everyone's log. A producer on another
 * computer passes the token as `X-Loopscope-Token: <token>` (the proxy's Authorization header is the provider's key), or,
 * to /otlp, also as `Authorization: Bearer <token>` (OTEL_EXPORTER_OTLP_HEADERS); one on this computer needs none. The
 * Agents SDK's trace ingest under /v1 writes to the capture log too: a producer like /otlp, unlike the rest of /v1.
 */
const producing = (path: string) =>
  path.startsWith('/proxy/') || path.startsWith('/otlp/') || path === '/v1/traces/ingest';
export const TOKEN_HEADER = 'x-loopscope-token';

/** The peer's address, when the request came through a socket (not in tests' app.request). */
function fromThisComputer(env: unknown): boolean {
  const address = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress;
  return address !== undefined && isLoopbackHost(address.replace(/^::ffff:/, ''));
}

function producerToken(path: string, header: (name: string) => string | undefined): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(header('authorization') ?? '');
  return header(TOKEN_HEADER) ?? (path.startsWith('/otlp/') && bearer ? bearer[1] : undefined);
}

/** Whether a presented token is this one, compared in constant time (its length aside). */
export function sameToken(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

const PAGE_REFUSAL =
  'This Loopscope listens on the local network, so its capture API and live view open only through the link with the access token that `npm start` printed in its terminal.';
const PRODUCER_REFUSAL =
  'This Loopscope listens on the local network, so its capture proxy and OTLP receiver take requests from other computers only with the access token that `npm start` printed in its terminal: send it as the X-Loopscope-Token header (to /otlp also as Authorization: Bearer <token>).';

const refused = (message = PAGE_REFUSAL) =>
  errorResponse(401, errorBody(message, { type: 'invalid_request_error', code: 'access_token_required' }));

/**
 * With a token: a page request carrying `?token=` gets it as a cookie and is sent to the same address without it (so
 * it is not left in the address bar, the history or a copied link); guarded paths need the cookie. Without one: nothing.
 */
export function accessGate(token: string | null): MiddlewareHandler {
  return async (c, next) => {
    if (token === null) return next();
    const url = new URL(c.req.url);
    const offered = url.searchParams.get(TOKEN_PARAM);
    if (offered !== null && !c.req.path.startsWith('/v1') && !c.req.path.startsWith('/proxy/')) {
      if (!sameToken(offered, token)) return refused();
      setCookie(c, TOKEN_COOKIE, token, { httpOnly: true, sameSite: 'Strict', path: '/' });
      url.searchParams.delete(TOKEN_PARAM);
      return c.redirect(`${url.pathname}${url.search}`, 303);
    }
    if (producing(c.req.path)) {
      const given = producerToken(c.req.path, (name) => c.req.header(name)) ?? getCookie(c, TOKEN_COOKIE);
      if (!fromThisComputer(c.env) && !sameToken(given, token)) return refused(PRODUCER_REFUSAL);
      return next();
    }
    if (guarded(c.req.path) && !sameToken(getCookie(c, TOKEN_COOKIE), token)) return refused();
    return next();
  };
}
