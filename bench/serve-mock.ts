// Child process for the side-by-side bench: the server's /v1 mount (as `npm start` serves it) on PORT, nothing else.
import { serve } from '@hono/node-server';
import { MAX_BODY_BYTES, createServerParts } from '../src/server/app.ts';
import { fastLaneServer } from '../src/server/fast-lane.ts';

const { app, api } = createServerParts({ staticRoot: null, mockApi: { scenario: 'none' } });
// SIGTERM exits normally, so a --cpu-prof run writes its profile (side-by-side.ts reads it).
process.on('SIGTERM', () => process.exit(0));
// The lane startServer puts in front of the app when no cassette is served and the store keeps no mock objects.
serve(
  {
    fetch: app.fetch,
    port: Number(process.env.PORT),
    hostname: '127.0.0.1',
    createServer: fastLaneServer(api.answerChat, MAX_BODY_BYTES),
  },
  () => console.log('ready'),
);
