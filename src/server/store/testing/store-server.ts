// Test support: `npm start`'s server on a store given as argv[2] (a file or postgres://…), a cassette as argv[3], on a
// free port; prints its origin as one JSON line.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../start.ts';

const root = mkdtempSync(join(tmpdir(), 'loopscope-store-server-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
// argv[3]: a cassette file to serve at /v1 (its misses go on to the mock), for the report tests.
const cassette = process.argv[3] ? { file: process.argv[3], fallthrough: true } : undefined;
const running = await startServer({
  port: 0,
  host: '127.0.0.1',
  staticRoot: root,
  upstream: 'mock',
  db: process.argv[2] ?? ':memory:',
  ...(cassette ? { cassette } : {}),
});
process.stdout.write(`${JSON.stringify({ origin: running.origin })}\n`);
process.once('SIGTERM', () => void running.close().then(() => process.exit(0)));
