// Entry point of `npm start` (compiled to build/server/main.js): serves the built app and the mock API on one port.
import { startServer } from './start.ts';

const running = await startServer({
  port: Number(process.env.PORT ?? 5173),
  host: process.env.HOST ?? '127.0.0.1',
  upstream: process.env.LOOPSCOPE_UPSTREAM || undefined,
  connectSrc: process.env.LOOPSCOPE_CONNECT_SRC,
});
for (const line of running.banner) console.log(line);
