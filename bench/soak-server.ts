// The server under soak, in its own process so its memory is measured alone: reports its memory to the parent on request.
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { createServerParts } from '../src/server/app.ts';
import { attachResponsesSocket, type UpgradeSource } from '../src/server/responses-socket.ts';
import { CaptureLog } from '../src/server/capture/capture-log.ts';
import { forwardCapture } from '../src/server/capture/otlp-forward.ts';

const log = new CaptureLog();
// The capture proxy's upstream is the first argument (the sockets soak's fake upstream), the mock by default.
const { app, api } = createServerParts({
  staticRoot: null,
  mockApi: { scenario: 'none' },
  capture: { upstream: process.argv[2] ?? 'mock', log },
});
// SOAK_OTLP_FORWARD=<url>: what the capture records also goes there (--otlp-forward), for the capture soak's sink.
if (process.env.SOAK_OTLP_FORWARD) forwardCapture(log, process.env.SOAK_OTLP_FORWARD);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  process.send!({ port: (server.address() as AddressInfo).port });
});
// WebSocket mode at ws://…/v1/responses, as `npm start` attaches it.
attachResponsesSocket(server as UpgradeSource, api);
// The server's own longest event-loop delay: on a shared machine the probe's wait also holds the machine's load.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
process.on('message', (message: { memory?: boolean; gc?: boolean; resetLoopDelay?: boolean }) => {
  if (message.gc) (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  process.send!({ heapUsed, rss, loopDelayMaxMs: loopDelay.max / 1e6 });
  if (message.resetLoopDelay) loopDelay.reset();
});
// An orderly exit on the bench's kill, so a --cpu-prof profile is written.
process.on('SIGTERM', () => process.exit(0));
