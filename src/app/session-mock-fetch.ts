// The in-page mock's fetch for one session: every request carries that session's model script and Assistants run pace, never another's.
import type { SessionConfig } from '../engine/types';
import type { MockApi, SessionContext } from '../mock-api';
import type { PageSocket } from '../engine/recording-socket';
import { MockPageSocket } from '../mock-api/page-socket';

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** What of a session's settings the mock needs with each of its requests. */
export function sessionContext(config: Pick<SessionConfig, 'modelScript' | 'options'>): SessionContext {
  const { assistantsRunPace, assistantsExpiresAfterSeconds } = config.options;
  return { script: config.modelScript ?? null, runPace: assistantsRunPace ?? null, expiresAfterSeconds: assistantsExpiresAfterSeconds ?? null };
}

/**
 * One per session (the playground, each replayed live loop): the mock is shared by the page, so the script and the run
 * pace travel with the request instead of being set on the mock, where the last session to send would win for all of them.
 * The settings are read when each request is sent.
 */
export function sessionMockFetch(getMock: () => Promise<Pick<MockApi, 'fetchForSession'>>, configOf: () => Pick<SessionConfig, 'modelScript' | 'options'>): Fetch {
  return async (input, init) => {
    const api = await getMock();
    return api.fetchForSession(new Request(input, init), sessionContext(configOf()));
  };
}

/** The same for WebSocket mode: a socket to the in-page mock's /v1/responses, answering with this session's script. */
export function sessionMockSocket(getMock: () => Promise<Pick<MockApi, 'openSocket'>>, configOf: () => Pick<SessionConfig, 'modelScript' | 'options'>) {
  return (url: string, headers: Record<string, string>): PageSocket => new MockPageSocket(getMock(), url, headers, sessionContext(configOf())) as PageSocket;
}
