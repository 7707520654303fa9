// Where the agents' MCP server reads what Loopscope captured: the server's own log in process, or a running Loopscope over HTTP.
import type { Exchange } from '../../wire/exchange.ts';
import type { CaptureLog } from '../capture/capture-log.ts';
import { tokenHeaders } from '../access-token.ts';

export interface ReplayAnswer {
  status: number;
  body: string;
}

export interface CaptureSource {
  exchanges(): Promise<Exchange[]>;
  /** Sends a request to the embedded mock (never to a real provider: an agent's replay costs nothing and reaches no one). */
  replay(path: string, body: string): Promise<ReplayAnswer>;
}

const MOCK_HEADERS = { 'content-type': 'application/json', authorization: 'Bearer sk-loopscope-replay' };

/** In the server process: the capture log itself, and the mock API's handler. */
export function localSource(log: CaptureLog, mock: (request: Request) => Promise<Response> | Response): CaptureSource {
  return {
    exchanges: async () => log.list(),
    replay: async (path, body) => {
      const response = await mock(new Request(`http://loopscope.local/v1${path}`, { method: 'POST', headers: MOCK_HEADERS, body }));
      return { status: response.status, body: await response.text() };
    },
  };
}

/** From `loopscope mcp`: a running Loopscope's capture API and its /v1 mock. */
export function remoteSource(baseUrl: string, token?: string): CaptureSource {
  const at = (path: string) => new URL(path, baseUrl);
  return {
    exchanges: async () => {
      const response = await fetch(at('/api/capture/exchanges'), { headers: tokenHeaders(token) }).catch(() => {
        throw new Error(`No Loopscope answered at ${at('/').origin}: start one (loopscope, or loopscope run -- <command>) or pass --url.`);
      });
      if (!response.ok) throw new Error(`${at('/').origin} answered ${response.status} for its capture log${response.status === 401 ? ': pass its access token with --token' : ''}.`);
      return ((await response.json()) as { exchanges: Exchange[] }).exchanges;
    },
    replay: async (path, body) => {
      const response = await fetch(at(`/v1${path}`), { method: 'POST', headers: MOCK_HEADERS, body });
      return { status: response.status, body: await response.text() };
    },
  };
}
