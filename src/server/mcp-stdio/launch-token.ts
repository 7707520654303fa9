// The per-launch token that starting a process needs: made fresh at every launch, handed only to the page opened through the printed link.
// No Node import: the page reads the parameter and header names from here (WebCrypto makes the token in Node and browsers alike).

/** The link's query parameter (`<origin>/?launch=<token>`); the page keeps it in its tab and takes it out of the address bar. */
export const LAUNCH_PARAM = 'launch';
/** The header the page sends it in with POST /api/mcp-stdio/start. */
export const LAUNCH_HEADER = 'X-Loopscope-Launch-Token';
/** Fixes the token instead of a random one, for scripted tests that open the page themselves (Playwright). */
export const LAUNCH_TOKEN_ENV = 'LOOPSCOPE_LAUNCH_TOKEN';

const WELL_FORMED = /^[A-Za-z0-9_-]{32,256}$/;

/** 32 random bytes as hex; or the value of LOOPSCOPE_LAUNCH_TOKEN, which must be as hard to guess. */
export function launchToken(fixed?: string): string {
  if (fixed !== undefined && fixed !== '') {
    if (!WELL_FORMED.test(fixed))
      throw new Error(
        `${LAUNCH_TOKEN_ENV} must be 32 to 256 letters, digits, "-" or "_" (a token that short or odd would be guessable): unset it to get a random one.`,
      );
    return fixed;
  }
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The address that opens the app holding this launch's token. */
export function launchLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/?${LAUNCH_PARAM}=${encodeURIComponent(token)}`;
}
