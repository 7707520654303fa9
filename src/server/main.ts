// Entry point of `npm start` (compiled to build/server/main.js): serves the built app and the mock API on one port.
import { startServer } from './start.ts';
import { flagOn } from './cassette.ts';
import { reportLines } from '../payloads/cassettes/cassette-player.ts';
import { resolveDbLocation } from './store/data-dir.ts';
import { parseSize } from './store/retention.ts';

const cassetteFile = process.env.LOOPSCOPE_CASSETTE || undefined;

const running = await startServer({
  port: Number(process.env.PORT ?? 5173),
  host: process.env.HOST ?? '127.0.0.1',
  upstream: process.env.LOOPSCOPE_UPSTREAM || undefined,
  connectSrc: process.env.LOOPSCOPE_CONNECT_SRC,
  cassette: cassetteFile ? { file: cassetteFile, fallthrough: flagOn(process.env.LOOPSCOPE_CASSETTE_FALLTHROUGH) } : undefined,
  otlpForward: process.env.LOOPSCOPE_OTLP_FORWARD || undefined,
  launchToken: process.env.LOOPSCOPE_LAUNCH_TOKEN || undefined,
  mcpAllow: process.env.LOOPSCOPE_MCP_ALLOW || undefined,
  // The user's data directory unless LOOPSCOPE_DB says otherwise (`:memory:` keeps nothing).
  db: resolveDbLocation(undefined),
  retention: {
    ...(Number(process.env.LOOPSCOPE_RETAIN_DAYS) > 0 ? { days: Number(process.env.LOOPSCOPE_RETAIN_DAYS) } : {}),
    ...(process.env.LOOPSCOPE_RETAIN_BYTES ? { bytes: parseSize(process.env.LOOPSCOPE_RETAIN_BYTES, 'LOOPSCOPE_RETAIN_BYTES') } : {}),
  },
}).catch((error: unknown) => {
  // A bad cassette (or a taken port) is a sentence for the terminal, not a stack trace.
  console.error(`loopscope: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
for (const line of running.banner) console.log(line);

// A CI run against a cassette ends with what it asked that the recording did not hold.
if (cassetteFile) {
  const stop = () => {
    const report = running.cassetteReport();
    if (report) for (const line of reportLines(report)) console.log(line);
    void running.close().then(() => process.exit(report && report.misses.some((m) => !m.fellThrough) ? 1 : 0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
