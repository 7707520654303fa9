// The sockets soak's attackers and fake upstream, in their own process: their reading and writing would otherwise delay the
// bench's probe of GET /v1/models by this process's busy loop instead of the server's.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import WebSocket from 'ws';

const MB = 1024 * 1024;
export const STREAM_BYTES = 2048 * MB;
export const JSON_BYTES = 1024 * MB;
/** How long a client that stopped reading is held open while the server is watched. */
export const HOLD_MS = 6000;
const headers = { authorization: 'Bearer sk-soak-sockets-0123456789' };

/** Bytes the fake upstream has written so far: what the proxy pulled from it. */
let upstreamWritten = 0;

/** Resolves on the response's next drain or its close, whichever comes first (and forgets the other). */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.once('drain', done).once('close', done);
  });
}

/** Writes `total` bytes of `chunk` as fast as the proxy takes them (waiting for drain), then `tail`. */
async function produce(res: ServerResponse, head: string, chunk: Buffer, total: number, tail: string): Promise<void> {
  res.write(head);
  for (let sent = 0; sent < total && !res.destroyed; sent += chunk.byteLength) {
    upstreamWritten += chunk.byteLength;
    if (!res.write(chunk)) await drained(res);
  }
  res.end(tail);
}

const upstream = createServer((req, res) => {
  res.on('error', () => undefined);
  if (req.url?.endsWith('/big-stream')) {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const event = `data: {"type":"response.output_text.delta","delta":"${'x'.repeat(1000)}"}\n\n`;
    void produce(res, '', Buffer.from(event.repeat(64)), STREAM_BYTES, 'data: [DONE]\n\n');
  } else {
    res.writeHead(200, { 'content-type': 'application/json' });
    void produce(res, '{"data":"', Buffer.alloc(64 * 1024, 'x'), JSON_BYTES, '"}');
  }
});

/** GET a proxied path; a stalled client stops reading after its first bytes and is cut after HOLD_MS. */
function proxied(url: string, stalled: boolean): Promise<{ status: number; received: number }> {
  return new Promise((resolve) => {
    let received = 0;
    const req = request(url, { headers }, (res: IncomingMessage) => {
      res.on('error', () => undefined);
      res.on('data', (chunk: Buffer) => {
        received += chunk.byteLength;
        if (stalled && !res.isPaused()) {
          res.pause();
          setTimeout(() => (req.destroy(), resolve({ status: res.statusCode ?? 0, received })), HOLD_MS);
        }
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, received }));
    });
    req.on('error', () => resolve({ status: 0, received }));
    req.end();
  });
}

const opened = (url: string) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(url, { headers, maxPayload: 0 });
    ws.on('error', () => undefined);
    ws.once('open', () => resolve(ws)).once('error', reject);
  });
const closed = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', (code: number) => resolve(code)));

/** Malformed frames, ten rounds of each kind: the close codes the server gave. */
async function badFrames(wsUrl: string): Promise<Record<string, number>> {
  const codes: Record<string, number> = {};
  const kinds: [string, (ws: WebSocket) => void][] = [
    ['unmasked', (ws) => (ws as unknown as { _socket: Socket })._socket.write(Buffer.from([0x81, 0x02, 0x68, 0x69]))],
    ['invalid UTF-8', (ws) => ws.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false })],
    ['over 8 MB', (ws) => ws.send(Buffer.alloc(8 * MB + 1, 'x'), { binary: false })],
  ];
  for (let round = 0; round < 10; round++) {
    for (const [name, send] of kinds) {
      const ws = await opened(wsUrl);
      const code = closed(ws);
      send(ws);
      const key = `${name} → ${await code}`;
      codes[key] = (codes[key] ?? 0) + 1;
    }
  }
  return codes;
}

/**
 * A client that never reads sends frames for HOLD_MS (as fast as the server takes them, up to 600): 512 KB of instructions
 * for a model with a 1 M-token window, each answered with ~1.5 MB (the instructions are in three of its events).
 */
async function neverReads(wsUrl: string): Promise<{ sent: number; unsentMB: number; closeCode: number | null }> {
  const ws = await opened(wsUrl);
  ws.pause();
  let closeCode: number | null = null;
  void closed(ws).then((code) => (closeCode = code));
  const frame = JSON.stringify({
    type: 'response.create',
    model: 'gpt-4.1',
    instructions: 'x'.repeat(MB / 2),
    input: 'Hello there',
  });
  const until = Date.now() + HOLD_MS;
  let sent = 0;
  // Frames the server has read: what left this client's queue (the kernel's buffers hold a few megabytes more).
  while (sent < 600 && Date.now() < until && closeCode === null) {
    ws.send(frame);
    sent += 1;
    // The client's own queue stays short: past 16 MB unsent the server has stopped reading; wait and look again.
    while (ws.bufferedAmount > 16 * MB && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const unsent = Math.round(ws.bufferedAmount / MB);
  ws.terminate();
  return { sent, unsentMB: unsent, closeCode };
}

/** 20,000 small frames on one socket, read as they come: how many were answered and how long it took. */
async function smallFrames(wsUrl: string): Promise<{ answered: number; ms: number }> {
  const ws = await opened(wsUrl);
  let answered = 0;
  const t0 = performance.now();
  const all = new Promise<void>((resolve) =>
    ws.on('message', (data: Buffer) => {
      if (data.includes('"response.completed"') && ++answered === 20_000) resolve();
    }),
  );
  const frame = JSON.stringify({ type: 'response.create', model: 'gpt-4o', input: 'hi' });
  for (let i = 0; i < 20_000; i++) ws.send(frame);
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 60_000))]);
  ws.terminate();
  return { answered, ms: performance.now() - t0 };
}

upstream.listen(0, '127.0.0.1', () => process.send!({ upstreamPort: (upstream.address() as AddressInfo).port }));
process.on('message', async ({ attack, origin }: { attack: string; origin: string }) => {
  const wsUrl = `${origin.replace(/^http/, 'ws')}/v1/responses`;
  upstreamWritten = 0;
  const run = () =>
    attack === 'frames'
      ? badFrames(wsUrl)
      : attack === 'stalled-stream'
        ? proxied(`${origin}/proxy/v1/big-stream`, true)
        : attack === 'stalled-json'
          ? proxied(`${origin}/proxy/v1/big-json`, true)
          : attack === 'reading-json'
            ? proxied(`${origin}/proxy/v1/big-json`, false)
            : attack === 'never-reads'
              ? neverReads(wsUrl)
              : smallFrames(wsUrl);
  // A server that went down mid-attack refuses the next connection: that is the result, not this process's end.
  const result = await run().catch((error: Error) => ({ failed: error.message }));
  process.send!({ result, upstreamWritten });
});
