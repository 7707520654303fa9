// A session's run pace and expiry, sent with its requests (fetchForSession), set how long each run phase lasts on the
// mock's clock and what the poll hint says; requests without them keep the mock's own timing.
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../index.ts';
import type { SessionContext } from '../types.ts';
import { SEED_004_WEATHER_ASSISTANT, SEED_004_WEATHER_QUESTION } from '../scenarios/seed-004.ts';
import { BASE_URL } from '../testing/harness.ts';

/** A mock on a clock the test moves, and raw calls sent as one session's. */
function pacedMock() {
  let now = 1_764_450_000_000;
  const api = createMockApi({ clock: () => now });
  const send = async (session: Omit<SessionContext, 'script'>, method: string, path: string, body?: unknown) => {
    const request = new Request(`${BASE_URL}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer sk-pace-test',
        'openai-beta': 'assistants=v2',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const response = await api.fetchForSession(request, { script: null, ...session });
    return {
      hint: response.headers.get('openai-poll-after-ms'),
      json: (await response.json()) as Record<string, unknown>,
    };
  };
  return { send, advance: (ms: number) => (now += ms) };
}

/** Starts the weather run and returns a poll of it after `afterMs` on the mock's clock. */
async function pollAfter(session: Omit<SessionContext, 'script'>, afterMs: number) {
  const mock = pacedMock();
  const assistant = (await mock.send(session, 'POST', '/assistants', SEED_004_WEATHER_ASSISTANT)).json;
  const thread = (
    await mock.send(session, 'POST', '/threads', { messages: [{ role: 'user', content: SEED_004_WEATHER_QUESTION }] })
  ).json;
  const created = await mock.send(session, 'POST', `/threads/${String(thread.id)}/runs`, {
    assistant_id: assistant.id,
  });
  mock.advance(afterMs);
  const poll = () => mock.send(session, 'GET', `/threads/${String(thread.id)}/runs/${String(created.json.id)}`);
  return { created, polled: await poll(), poll, advance: mock.advance };
}

describe("a session's run pace", () => {
  it('instant: the first poll finds the run waiting for tool outputs, and the server asks for the next poll soon', async () => {
    const { created, polled } = await pollAfter({ runPace: 'instant' }, 1);
    expect(created.json.status).toBe('queued');
    expect(created.hint).toBe('50');
    expect(polled.json.status).toBe('requires_action');
  });

  it("visible (the mock's own timing, also without a pace): still in progress after 0.6 s, polled every 0.5 s", async () => {
    for (const session of [{ runPace: 'visible' as const }, {}]) {
      const { created, polled } = await pollAfter(session, 600);
      expect(created.hint).toBe('500');
      expect(polled.json.status).toBe('in_progress');
    }
  });

  it('slow: still queued after a second, polled once a second', async () => {
    const { created, polled } = await pollAfter({ runPace: 'slow' }, 1000);
    expect(created.hint).toBe('1000');
    expect(polled.json.status).toBe('queued');
  });

  it("expiry: the run waiting for outputs expires after the session's seconds, not the default ten minutes", async () => {
    const run = await pollAfter({ runPace: 'instant', expiresAfterSeconds: 30 }, 1);
    expect(run.polled.json.status).toBe('requires_action');
    run.advance(31_000);
    expect((await run.poll()).json.status).toBe('expired');
    const defaults = await pollAfter({ runPace: 'instant' }, 1);
    defaults.advance(31_000);
    expect((await defaults.poll()).json.status).toBe('requires_action');
  });
});
