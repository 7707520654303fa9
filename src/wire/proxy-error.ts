// The error a client of the capture proxy gets when the upstream cannot be reached: HTTP 502 in the OpenAI error shape.

/** The `code` of that error, so the views can say how to point the proxy somewhere that answers. */
export const UPSTREAM_UNREACHABLE = 'upstream_unreachable';

export const PROXY_ERROR_STATUS = 502;

/** The body the proxy answers with (and records, so the capture shows what the app got). */
export function upstreamUnreachableBody(target: string, reason: string): string {
  const message = `Loopscope's capture proxy could not reach ${target}: ${reason}`;
  return JSON.stringify({ error: { message, type: 'proxy_error', param: null, code: UPSTREAM_UNREACHABLE } });
}
