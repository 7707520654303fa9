// The mock-API server the limits tests (limits.test.ts, limits.slow.test.ts) run against: on loopback, with a backlog of its own.
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createServerApp } from '../app.ts';

/** A backlog above the 1,000 simultaneous connects of the load test (Node's default is 511): on a loaded machine the
 * kernel otherwise resets the connects it cannot queue, which is the client's socket failing, not the server. */
const LISTEN_BACKLOG = 2048;

/** A chat request both tests send (a model with no announced shutdown, so the day does not matter). */
export const LIMITS_CHAT = {
  model: 'gpt-5.5',
  messages: [{ role: 'user', content: 'What is the weather in Berlin?' }],
};

/** Starts the server with no scenario (the mock model answers); resolves with its base URL and a close. */
export async function startLimitsServer(): Promise<{ base: string; close: () => void }> {
  const app = createServerApp({ staticRoot: null, mockApi: { scenario: 'none' } });
  const server = createAdaptorServer({ fetch: app.fetch });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', LISTEN_BACKLOG, () => ready()));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => void server.close() };
}
