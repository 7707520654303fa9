// The mock fetch sends the script and Assistants run pace of the configuration it is handed with each request.
import { describe, expect, it } from 'vitest';
import type { SessionConfig } from '@loopscope/engine/types';
import type { SessionContext } from '@loopscope/mock-api';
import type { ModelScript } from '@loopscope/wire/model-script';
import { sessionMockFetch } from './session-mock-fetch';

type Settings = Pick<SessionConfig, 'modelScript' | 'options'>;
const options: SessionConfig['options'] = {
  maxSteps: 8,
  parallelToolCalls: true,
  stream: false,
  seed: 1,
  toolChoice: 'auto',
};

describe('sessionMockFetch', () => {
  it("sends each session's current script with its requests, none for a session without one", async () => {
    const seen: [string, ModelScript | null][] = [];
    const mock = {
      fetchForSession: async (request: Request, session: SessionContext) => (
        seen.push([new URL(request.url).pathname, session.script]), new Response('{}')
      ),
    };
    const send = sessionMockFetch(async () => mock);
    let playground: Settings = { options, modelScript: [{ kind: 'text', content: 'one' }] };
    const replay: Settings = { options };
    await Promise.all([
      send('http://mock.test/v1/chat/completions', { method: 'POST', body: '{}' }, playground as SessionConfig),
      send('http://mock.test/v1/responses', { method: 'POST', body: '{}' }, replay as SessionConfig),
    ]);
    playground = { options, modelScript: [{ kind: 'text', content: 'two' }] };
    await send('http://mock.test/v1/chat/completions', { method: 'POST', body: '{}' }, playground as SessionConfig);
    expect(seen).toEqual([
      ['/v1/chat/completions', [{ kind: 'text', content: 'one' }]],
      ['/v1/responses', null],
      ['/v1/chat/completions', [{ kind: 'text', content: 'two' }]],
    ]);
  });

  it("sends the session's run pace and expiry as they are when each request goes out, none when it has not set them", async () => {
    const seen: Omit<SessionContext, 'script'>[] = [];
    const mock = {
      fetchForSession: async (_request: Request, { script: _script, ...session }: SessionContext) => (
        seen.push(session), new Response('{}')
      ),
    };
    const send = sessionMockFetch(async () => mock);
    const settings = (s: Settings) => s as SessionConfig;
    await send(
      'http://mock.test/v1/threads/thread_1/runs',
      { method: 'POST', body: '{}' },
      settings({ options: { ...options, assistantsRunPace: 'slow', assistantsExpiresAfterSeconds: 30 } }),
    );
    await send(
      'http://mock.test/v1/threads/thread_1/runs/run_1',
      undefined,
      settings({ options: { ...options, assistantsRunPace: 'instant' } }),
    );
    await send('http://mock.test/v1/threads/thread_1/runs/run_1', undefined, settings({ options }));
    expect(seen).toEqual([
      { runPace: 'slow', expiresAfterSeconds: 30 },
      { runPace: 'instant', expiresAfterSeconds: null },
      { runPace: null, expiresAfterSeconds: null },
    ]);
  });
});
