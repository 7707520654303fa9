// The fetch that real providers get: it names what a failure was. Browsers report every network failure as the same
// "Failed to fetch"; a no-cors probe tells "the server answered but CORS hid it" from "nothing answered", and a
// timer turns a silent hang into a timeout. The words carry the prefixes the store's failure kinds read.
import { FAILURE_PREFIX, hostOf } from '../store';

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface NetworkFetchOptions {
  /** How long to wait for response headers before calling it a timeout. */
  timeoutMs?: number;
  /** How long the reachability probe may take. */
  probeMs?: number;
}

export function createNetworkFetch(
  inner: Fetch,
  { timeoutMs = 60_000, probeMs = 5_000 }: NetworkFetchOptions = {},
): Fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const host = hostOf(url);
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), timeoutMs);
    const signals = [timer.signal, init?.signal].filter((s): s is AbortSignal => !!s);
    try {
      return await inner(input, { ...init, signal: AbortSignal.any(signals) });
    } catch (error) {
      if (init?.signal?.aborted) throw error;
      if (timer.signal.aborted)
        throw new TypeError(
          `${FAILURE_PREFIX.timeout} ${host} did not answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}`,
          { cause: error },
        );
      if (!(error instanceof TypeError)) throw error;
      const reachable = await inner(url, {
        method: 'HEAD',
        mode: 'no-cors',
        signal: AbortSignal.timeout(probeMs),
      }).then(
        () => true,
        () => false,
      );
      throw new TypeError(
        reachable
          ? `${FAILURE_PREFIX.cors} ${host} answered, but its CORS headers do not let this page read the response`
          : `${FAILURE_PREFIX.network} could not reach ${host} (${error.message})`,
        { cause: error },
      );
    } finally {
      clearTimeout(timeout);
    }
  };
}
