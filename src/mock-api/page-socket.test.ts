// The in-page mock's WebSocket look-alike: open, frames as message events in order, a refused upgrade, close.
import { describe, expect, it } from 'vitest';
import { createMockApi, JOKE_QUESTION } from './index.ts';
import { MockPageSocket } from './page-socket.ts';

function events(socket: MockPageSocket) {
  const seen: { type: string; data?: string; code?: number; message?: string }[] = [];
  for (const type of ['open', 'message', 'error', 'close']) {
    socket.addEventListener(type, (e) =>
      seen.push({
        type,
        data: (e as MessageEvent).data,
        code: (e as CloseEvent).code,
        message: (e as Event & { message?: string }).message,
      }),
    );
  }
  return seen;
}

const settle = (until: () => boolean) =>
  new Promise<void>((resolve) => {
    const poll = () => (until() ? resolve() : setTimeout(poll, 0));
    poll();
  });

describe('MockPageSocket', () => {
  it('opens, and answers a response.create with one message event per frame, in order', async () => {
    const socket = new MockPageSocket(createMockApi(), 'wss://mock.test/v1/responses', {
      authorization: 'Bearer sk-page',
    });
    const seen = events(socket);
    await settle(() => socket.readyState === 1);
    socket.send(JSON.stringify({ type: 'response.create', model: 'gpt-6-astra', input: JOKE_QUESTION }));
    await settle(() => seen.some((e) => e.data?.includes('"response.completed"')));
    const types = seen.filter((e) => e.type === 'message').map((e) => JSON.parse(e.data!).type);
    expect(seen[0]!.type).toBe('open');
    expect(types[0]).toBe('response.created');
    expect(types.at(-1)).toBe('response.completed');
    expect(types.map((_, i) => i)).toEqual(
      seen.filter((e) => e.type === 'message').map((e) => JSON.parse(e.data!).sequence_number),
    );
    socket.close();
    await settle(() => socket.readyState === 3);
    expect(seen.at(-1)).toMatchObject({ type: 'close', code: 1000 });
  });

  it('an upgrade the mock refuses errors with the API message and closes with 1008', async () => {
    const socket = new MockPageSocket(createMockApi(), 'wss://mock.test/v1/responses', {
      authorization: 'Bearer sk-invalid',
    });
    const seen = events(socket);
    await settle(() => socket.readyState === 3);
    expect(seen.map((e) => e.type)).toEqual(['error', 'close']);
    expect(seen[0]!.message).toMatch(/Incorrect API key/);
    expect(seen[1]!.code).toBe(1008);
    expect(() => socket.send('{}')).toThrow(/not open/);
  });
});
