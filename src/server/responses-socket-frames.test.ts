// Malformed frames on ws://…/v1/responses (issue 41): each closes its own socket with the RFC 6455 code and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type AddressInfo, type Socket } from 'node:net';
import WebSocket from 'ws';
import { MAX_BODY_BYTES } from './app.ts';
import { startSocketServer, type SocketServer } from './testing/socket-server.ts';

const headers = { authorization: 'Bearer sk-ws-frames-0123456789' };

describe('malformed WebSocket frames', () => {
  let running: SocketServer;
  let url: string;

  beforeAll(async () => {
    running = await startSocketServer();
    url = running.url;
  });
  afterAll(() => running.close());

  const opened = async () => {
    const ws = new WebSocket(url, { headers });
    // The client side may see the connection reset after the server's close; that is not what these tests look at.
    ws.on('error', () => undefined);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return ws;
  };
  const closeCode = (ws: WebSocket) =>
    new Promise<number>((resolve) => ws.once('close', (code: number) => resolve(code)));

  /** A second client's full turn on its own socket: the server is up and still answering. */
  const secondClientAnswers = async () => {
    const ws = await opened();
    const frames: { type: string }[] = [];
    const done = new Promise<void>((resolve) =>
      ws.on('message', (data: Buffer) => {
        frames.push(JSON.parse(data.toString('utf8')) as { type: string });
        if (frames.at(-1)!.type === 'response.completed') resolve();
      }),
    );
    ws.send(JSON.stringify({ type: 'response.create', model: 'gpt-4o', input: 'Hello there' }));
    await done;
    ws.close();
    return frames.at(-1)!.type;
  };

  it('a client that resets its connection while its upgrade is refused ends only that connection', async () => {
    const { port } = running.server.address() as AddressInfo;
    for (let i = 0; i < 20; i++) {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      await new Promise((resolve) => socket.once('connect', resolve));
      // No key: the mock refuses the upgrade with a 401, written to a connection the client has already reset.
      socket.write(
        'GET /v1/responses HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
      socket.resetAndDestroy();
    }
    expect(await secondClientAnswers()).toBe('response.completed');
  });

  it('an unmasked client frame closes that socket with 1002 (protocol error)', async () => {
    const ws = await opened();
    const closed = closeCode(ws);
    // The ws client always masks, so the frame is written to its TCP socket directly: FIN + text opcode, no mask bit, "hi".
    (ws as unknown as { _socket: Socket })._socket.write(Buffer.from([0x81, 0x02, 0x68, 0x69]));
    expect(await closed).toBe(1002);
    expect(await secondClientAnswers()).toBe('response.completed');
  });

  it('a text frame that is not UTF-8 closes that socket with 1007 (invalid payload)', async () => {
    const ws = await opened();
    const closed = closeCode(ws);
    ws.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    expect(await closed).toBe(1007);
    expect(await secondClientAnswers()).toBe('response.completed');
  });

  it('a frame over the size limit closes that socket with 1009 (message too big)', async () => {
    const ws = await opened();
    const closed = closeCode(ws);
    ws.send('x'.repeat(MAX_BODY_BYTES + 1));
    expect(await closed).toBe(1009);
    expect(await secondClientAnswers()).toBe('response.completed');
  });
});
