// Child process for the side-by-side bench: the server's /v1 mount (as `npm start` serves it) on PORT, nothing else; with BENCH_DB, on that store file.
import { serve } from '@hono/node-server';
import { MAX_BODY_BYTES, createServerParts } from '../src/server/app.ts';
import { CaptureLog } from '../src/server/capture/capture-log.ts';
import { fastLaneServer } from '../src/server/fast-lane.ts';
import { attachStore, type ServerStore } from '../src/server/store/server-store.ts';

// BENCH_DB: the default store (a SQLite file), as `loopscope` runs; without it, `--db :memory:` (nothing is copied).
const db = process.env.BENCH_DB;
let stored: ServerStore | null = null;
const { app, api } = createServerParts({
  staticRoot: null,
  mockApi: { scenario: 'none' },
  ...(db
    ? { throughStore: (request, fetch) => (stored ? stored.persistedFetch(request, fetch) : fetch(request)) }
    : {}),
});
if (db) stored = await attachStore(db, { api, log: new CaptureLog(), warn: (line) => console.error(line) });
// SIGTERM exits normally, so a --cpu-prof run writes its profile (side-by-side.ts reads it).
process.on('SIGTERM', () => process.exit(0));
// The lane startServer puts in front of the app when no cassette is served (on a persistent store through persistedChat).
serve(
  {
    fetch: app.fetch,
    port: Number(process.env.PORT),
    hostname: '127.0.0.1',
    createServer: fastLaneServer(stored ? stored.persistedChat(api.answerChat) : api.answerChat, MAX_BODY_BYTES),
  },
  () => console.log('ready'),
);
