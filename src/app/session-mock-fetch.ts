// The in-page mock's fetch: every request carries the model script and Assistants run pace of the session that sent it, never another's.
import type { SessionConfig, SessionFetch, SessionSocket } from '@loopscope/engine';
import type { MockApi, SessionContext } from '@loopscope/mock-api';
import type { PageSocket } from '@loopscope/engine/recording-socket';
import { MockPageSocket } from '@loopscope/mock-api/page-socket';

/** What of a session's settings the mock needs with each of its requests. */
export function sessionContext(config: Pick<SessionConfig, 'modelScript' | 'options'>): SessionContext {
  const { assistantsRunPace, assistantsExpiresAfterSeconds } = config.options;
  return {
    script: config.modelScript ?? null,
    runPace: assistantsRunPace ?? null,
    expiresAfterSeconds: assistantsExpiresAfterSeconds ?? null,
  };
}

/**
 * The mock is shared by the page (the playground, the handoff's specialist, each replayed live loop), so the script and
 * the run pace travel with the request instead of being set on the mock, where the last session to send would win for
 * all of them. The engine that sends a request passes its own configuration with it, as it is at that moment.
 */
export function sessionMockFetch(getMock: () => Promise<Pick<MockApi, 'fetchForSession'>>): SessionFetch {
  return async (input, init, config) => {
    const api = await getMock();
    return api.fetchForSession(new Request(input, init), sessionContext(config));
  };
}

/** The same for WebSocket mode: a socket to the in-page mock's /v1/responses, answering with this session's script. */
export function sessionMockSocket(getMock: () => Promise<Pick<MockApi, 'openSocket'>>): SessionSocket {
  return (url, headers, config) => new MockPageSocket(getMock(), url, headers, sessionContext(config)) as PageSocket;
}
