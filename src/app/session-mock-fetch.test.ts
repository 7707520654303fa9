// Each session's mock fetch sends its own script and Assistants run pace with every request, read at send time.
import { describe, expect, it } from 'vitest';
import type { SessionConfig } from '../engine/types';
import type { SessionContext } from '../mock-api';
import type { ModelScript } from '../wire/model-script';
import { sessionMockFetch } from './session-mock-fetch';

type Settings = Pick<SessionConfig, 'modelScript' | 'options'>;
const options: SessionConfig['options'] = { maxSteps: 8, parallelToolCalls: true, stream: false, seed: 1, toolChoice: 'auto' };

describe('sessionMockFetch', () => {
  it('sends each session\'s current script with its requests, none for a session without one', async () => {
    const seen: [string, ModelScript | null][] = [];
    const mock = { fetchForSession: async (request: Request, session: SessionContext) => (seen.push([new URL(request.url).pathname, session.script]), new Response('{}')) };
    let playground: Settings = { options, modelScript: [{ kind: 'text', content: 'one' }] };
    const fetchPlayground = sessionMockFetch(async () => mock, () => playground);
    const replay = sessionMockFetch(async () => mock, () => ({ options }));
    await Promise.all([fetchPlayground('http://mock.test/v1/chat/completions', { method: 'POST', body: '{}' }), replay('http://mock.test/v1/responses', { method: 'POST', body: '{}' })]);
    playground = { options, modelScript: [{ kind: 'text', content: 'two' }] };
    await fetchPlayground('http://mock.test/v1/chat/completions', { method: 'POST', body: '{}' });
    expect(seen).toEqual([
      ['/v1/chat/completions', [{ kind: 'text', content: 'one' }]],
      ['/v1/responses', null],
      ['/v1/chat/completions', [{ kind: 'text', content: 'two' }]],
    ]);
  });

  it('sends the session\'s run pace and expiry as they are when each request goes out, none when it has not set them', async () => {
    const seen: Omit<SessionContext, 'script'>[] = [];
    const mock = { fetchForSession: async (_request: Request, { script: _script, ...session }: SessionContext) => (seen.push(session), new Response('{}')) };
    let settings: Settings = { options: { ...options, assistantsRunPace: 'slow', assistantsExpiresAfterSeconds: 30 } };
    const send = sessionMockFetch(async () => mock, () => settings);
    await send('http://mock.test/v1/threads/thread_1/runs', { method: 'POST', body: '{}' });
    settings = { options: { ...options, assistantsRunPace: 'instant' } };
    await send('http://mock.test/v1/threads/thread_1/runs/run_1');
    settings = { options };
    await send('http://mock.test/v1/threads/thread_1/runs/run_1');
    expect(seen).toEqual([
      { runPace: 'slow', expiresAfterSeconds: 30 },
      { runPace: 'instant', expiresAfterSeconds: null },
      { runPace: null, expiresAfterSeconds: null },
    ]);
  });
});
