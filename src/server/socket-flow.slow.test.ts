// Backpressure on ws://…/v1/responses (issue 41), over a real socket: a client that stops reading gets no more answers
// queued, a burst of frames is answered one event-loop turn at a time (npm run test:slow).
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startSocketServer, type SocketServer } from './testing/socket-server.ts';
import { MAX_PENDING_FRAMES } from './socket-flow.ts';
import type { MockApi } from '@loopscope/mock-api';

const headers = { authorization: 'Bearer sk-ws-flow-0123456789' };

/** The server's mock, counting the frames it is handed and the answers it finished; `onAnswered` sees each finish. */
function counting(api: MockApi, onAnswered: (answered: number) => void = () => undefined) {
  const counts = { handed: 0, answered: 0 };
  const wrapped: MockApi = {
    ...api,
    openSocket: (upgrade, peer, session) => {
      const connection = api.openSocket(upgrade, peer, session);
      if (connection instanceof Response) return connection;
      return {
        receive: async (text) => {
          counts.handed += 1;
          await connection.receive(text);
          onAnswered((counts.answered += 1));
        },
      };
    },
  };
  return { counts, wrapped };
}

let running: SocketServer | null = null;
afterEach(() => {
  running?.close();
  running = null;
});

async function start(wrap: (api: MockApi) => MockApi): Promise<SocketServer> {
  running = await startSocketServer(wrap);
  return running;
}

const opened = async (url: string) => {
  const ws = new WebSocket(url, { headers });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return ws;
};

describe('WebSocket backpressure', () => {
  it('stops answering (and reading) a client that stops reading, and answers every frame once it reads again', async () => {
    const FRAMES = 100;
    let counts!: { handed: number; answered: number };
    const { url, wss } = await start((api) => ({ counts } = counting(api)).wrapped);
    const ws = await opened(url);
    const completed: number[] = [];
    ws.on('message', (data: Buffer) => {
      if (data.includes('"response.completed"')) completed.push(1);
    });
    ws.pause();
    // Each answer repeats the request's 256 KB of instructions in its created, in_progress and completed events.
    const frame = JSON.stringify({
      type: 'response.create',
      model: 'gpt-4o',
      instructions: 'x'.repeat(256 * 1024),
      input: 'Hello there',
    });
    for (let i = 0; i < FRAMES; i++) ws.send(frame);
    const [serverSide] = [...wss.clients];
    await expect.poll(() => serverSide!.isPaused, { timeout: 10_000 }).toBe(true);
    expect(counts.handed).toBeLessThan(FRAMES);
    ws.resume();
    await expect.poll(() => completed.length, { timeout: 20_000 }).toBe(FRAMES);
    ws.close();
  });

  it('answers a burst of small frames one event-loop turn at a time, not in one microtask chain', async () => {
    const FRAMES = 2000;
    let answeredWhenAnotherTaskRan = -1;
    const { url } = await start((api) => {
      const { counts, wrapped } = counting(api, (answered) => {
        // Another client's request is a task like this one: it runs once the socket gives the loop back.
        if (answered === 1) setImmediate(() => (answeredWhenAnotherTaskRan = counts.answered));
      });
      return wrapped;
    });
    const ws = await opened(url);
    let completed = 0;
    ws.on('message', (data: Buffer) => {
      if (data.includes('"response.completed"')) completed += 1;
    });
    const frame = JSON.stringify({ type: 'response.create', model: 'gpt-4o', input: 'hi' });
    for (let i = 0; i < FRAMES; i++) ws.send(frame);
    await expect.poll(() => completed, { timeout: 60_000 }).toBe(FRAMES);
    expect(answeredWhenAnotherTaskRan).toBeGreaterThan(0);
    expect(answeredWhenAnotherTaskRan).toBeLessThan(MAX_PENDING_FRAMES);
    ws.close();
  });
});
