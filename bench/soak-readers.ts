// The soak's live-capture clients, in their own process: reading 300 copies of every batch is the clients' work, and in the
// bench's process it delayed the probe of GET /v1/models by that process's own busy loop, not by the server.
import { request, Agent, type IncomingMessage } from 'node:http';

const agent = new Agent({ keepAlive: false, maxSockets: Infinity });

/** An SSE client: `stalled` ones stop reading after the first bytes, so the server's writes back up behind them. */
function liveClient(origin: string, stalled: boolean): Promise<() => void> {
  return new Promise((resolve) => {
    const req = request(`${origin}/api/capture/events`, { agent }, (res: IncomingMessage) => {
      res.once('data', () => {
        if (stalled) res.pause();
        resolve(() => req.destroy());
      });
      if (!stalled) res.on('data', () => undefined);
      res.on('error', () => undefined);
    });
    req.on('error', () => resolve(() => undefined));
    req.end();
  });
}

process.once('message', async ({ origin, stalled, reading }: { origin: string; stalled: number; reading: number }) => {
  const closers = await Promise.all([
    ...Array.from({ length: stalled }, () => liveClient(origin, true)),
    ...Array.from({ length: reading }, () => liveClient(origin, false)),
  ]);
  process.send!({ connected: closers.length });
  process.once('message', () => {
    for (const close of closers) close();
    process.exit(0);
  });
});
