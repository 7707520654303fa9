// Child process for the side-by-side bench: the server's /v1 mount (as `npm start` serves it) on PORT, nothing else.
import { serve } from '@hono/node-server';
import { createServerApp } from '../src/server/app.ts';

const app = createServerApp({ staticRoot: null, mockApi: { scenario: 'none' } });
// SIGTERM exits normally, so a --cpu-prof run writes its profile (side-by-side.ts reads it).
process.on('SIGTERM', () => process.exit(0));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => console.log('ready'));
