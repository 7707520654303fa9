// Each session's mock fetch sends its own script with every request, read at send time.
import { describe, expect, it } from 'vitest';
import type { ModelScript } from '../wire/model-script';
import { sessionMockFetch } from './session-mock-fetch';

describe('sessionMockFetch', () => {
  it('sends each session\'s current script with its requests, none for a session without one', async () => {
    const seen: [string, ModelScript | null][] = [];
    const mock = { fetchForSession: async (request: Request, session: { script: ModelScript | null }) => (seen.push([new URL(request.url).pathname, session.script]), new Response('{}')) };
    let playgroundScript: ModelScript | undefined = [{ kind: 'text', content: 'one' }];
    const playground = sessionMockFetch(async () => mock, () => playgroundScript);
    const replay = sessionMockFetch(async () => mock, () => undefined);
    await Promise.all([playground('http://mock.test/v1/chat/completions', { method: 'POST', body: '{}' }), replay('http://mock.test/v1/responses', { method: 'POST', body: '{}' })]);
    playgroundScript = [{ kind: 'text', content: 'two' }];
    await playground('http://mock.test/v1/chat/completions', { method: 'POST', body: '{}' });
    expect(seen).toEqual([
      ['/v1/chat/completions', [{ kind: 'text', content: 'one' }]],
      ['/v1/responses', null],
      ['/v1/chat/completions', [{ kind: 'text', content: 'two' }]],
    ]);
  });
});
