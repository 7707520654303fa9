// One HTTP exchange as a capture holds it (HAR, JSON Lines, a proxy log): what the importers read and the capture proxy writes.
import type { TraceOrigin } from './exchange';

export interface WireExchange {
  method: string;
  url: string;
  /** Header names as captured; the importers mask secrets before anything is kept. */
  requestHeaders: Record<string, string>;
  /** The exact request body text, or null for bodiless requests. */
  requestBody: string | null;
  /** null when the capture holds no answer (a request that never finished). */
  status: number | null;
  responseHeaders: Record<string, string>;
  /** The exact response body text (for streams, the SSE text as it arrived), or null when not captured. */
  responseBody: string | null;
  /** Milliseconds since the epoch, when the capture says. */
  startedAt: number | null;
  durationMs: number | null;
  /** A call rebuilt from a trace span rather than recorded: where it came from and what the trace did not carry. */
  trace?: TraceOrigin;
}

/** The API calls Loopscope can show as a loop, by path (any host: OpenAI, Azure, a local server, a proxy). */
const API_PATHS = [
  /\/chat\/completions$/,
  /\/responses$/,
  /\/threads(\/[^/]+\/runs)?$/,
  /\/threads\/[^/]+\/(messages|runs\/[^/]+\/submit_tool_outputs)$/,
];

export function isModelApiCall(method: string, url: string): boolean {
  if (method.toUpperCase() !== 'POST') return false;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return false;
  }
  return API_PATHS.some((re) => re.test(path.replace(/\/+$/, '')));
}

/** Lower-cased header names, as the recorder keeps them. */
export function headerRecord(pairs: Iterable<readonly [string, string]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of pairs) out[name.toLowerCase()] = value;
  return out;
}
